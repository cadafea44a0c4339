import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { JsonValue, SandboxDatabase, SandboxDb } from '../db/schema';
import type { BetslipKind, BetslipStatus } from './bet-tables';

/**
 * Placement is idempotent on (player, uuid).
 *
 * The betslip row is inserted with `ON CONFLICT DO NOTHING` in the same transaction that moves
 * the money and writes the bets. So:
 * - the first request for a uuid owns the row; a concurrent request with the same uuid waits on
 *   the unique index (PostgreSQL) or the PGlite session lock until that transaction ends, then
 *   reads the committed row and replays its answer: never a second bet, also while the first is
 *   still in flight;
 * - if the first transaction fails (an error, a crash), nothing of it exists and the retry places;
 * - the same uuid with another payload is refused (409 `uuid_reused`), never placed.
 */

export interface Placement {
  status: BetslipStatus;
  httpStatus: number;
  /** What the caller answers; replayed verbatim for every retry of this uuid. */
  response: JsonValue;
  totalStake: number;
  currency: string;
  /** Waiting approval: when the attendant decides (sandbox clock). */
  decideAt?: Date | null;
}

export type PlaceOnceResult =
  | { kind: 'placed'; betslipId: number; httpStatus: number; response: JsonValue }
  | { kind: 'replayed'; betslipId: number; httpStatus: number; response: JsonValue }
  | { kind: 'uuid_reused'; betslipId: number };

export interface PlaceOnceRequest {
  playerId: number;
  uuid: string;
  kind: BetslipKind;
  /** The request's meaning: hashed canonically (key order does not matter). */
  payload: unknown;
}

/** A stable hash of a JSON-like value: object keys sorted, so key order never matters. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `place` at most once per (player, uuid). `place` gets the open transaction and the new
 * betslip id; it moves money and writes bets through `trx` only, and returns the answer. If it
 * throws, the transaction rolls back and nothing is recorded (the uuid stays free).
 */
export async function placeOnce(
  db: SandboxDb,
  request: PlaceOnceRequest,
  place: (trx: Transaction<SandboxDatabase>, betslipId: number) => Promise<Placement>,
): Promise<PlaceOnceResult> {
  const hash = payloadHash(request.payload);
  const owned = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('betslips')
      .values({
        player_id: request.playerId,
        uuid: request.uuid,
        payload_hash: hash,
        kind: request.kind,
        status: 'rejected',
        total_stake: 0,
        currency: '',
        http_status: 0,
        response: 'null',
      })
      .onConflict((conflict) => conflict.columns(['player_id', 'uuid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return undefined;
    const placement = await place(trx, inserted.id);
    await trx
      .updateTable('betslips')
      .set({
        status: placement.status,
        http_status: placement.httpStatus,
        response: JSON.stringify(placement.response),
        total_stake: placement.totalStake,
        currency: placement.currency,
        decide_at: placement.decideAt ?? null,
      })
      .where('id', '=', inserted.id)
      .execute();
    return {
      kind: 'placed' as const,
      betslipId: inserted.id,
      httpStatus: placement.httpStatus,
      response: placement.response,
    };
  });
  if (owned !== undefined) return owned;

  const existing = await db
    .selectFrom('betslips')
    .select(['id', 'payload_hash', 'http_status', 'response'])
    .where('player_id', '=', request.playerId)
    .where('uuid', '=', request.uuid)
    .executeTakeFirstOrThrow();
  if (existing.payload_hash !== hash) return { kind: 'uuid_reused', betslipId: existing.id };
  return {
    kind: 'replayed',
    betslipId: existing.id,
    httpStatus: existing.http_status,
    response: existing.response,
  };
}

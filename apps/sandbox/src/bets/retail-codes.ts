import { randomInt } from 'node:crypto';
import type { SandboxDb } from '../db/schema';
import type { BetslipInput } from './selections-input';

/**
 * Retail codes: a betslip saved under a short code a shop terminal types in. Eight characters
 * from an alphabet without look-alikes (no 0/O, 1/I/L): 31^8 ≈ 8.5 × 10^11 codes.
 */
export const RETAIL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RETAIL_CODE_LENGTH = 8;

export function newRetailCode(): string {
  let code = '';
  for (let i = 0; i < RETAIL_CODE_LENGTH; i += 1) {
    code += RETAIL_CODE_ALPHABET[randomInt(RETAIL_CODE_ALPHABET.length)];
  }
  return code;
}

/** Outcome ids of `ids` that do not exist. */
export async function unknownOutcomeIds(db: SandboxDb, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('outcomes')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Stores the selections (stakes in minor units of `currency`) under a fresh code. */
export async function storeRetailCode(
  db: SandboxDb,
  brand: string,
  currency: string,
  input: BetslipInput,
  createdAt: Date,
): Promise<string> {
  const payload = {
    currency,
    userAcceptOdds: input.userAcceptOdds,
    originId: input.originId,
    singles: input.selections.map((selection) => ({
      outcomeId: selection.outcomeId,
      unitStake: selection.unitStake,
      eachWay: selection.eachWay,
      includeInMultiples: selection.includeInMultiples,
    })),
    multiples: input.multiples.map(({ betTypeId, unitStake }) => ({ betTypeId, unitStake })),
    systems: input.systems.map(({ betTypeId, unitStake }) => ({ betTypeId, unitStake })),
  };
  // A clash is astronomically rare; a few fresh draws settle it.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newRetailCode();
    const stored = await db
      .insertInto('retail_codes')
      .values({
        code,
        brand,
        kind: 'betslip',
        payload: JSON.stringify(payload),
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (stored !== undefined) return stored.code;
  }
  throw new Error('sandbox: could not draw a free retail code');
}

/**
 * A betslip retail code of `brand` as stored (code, the saved slip with stakes in minor units,
 * currency, createdAt); undefined for an unknown code, a jackpot code or another brand's.
 */
export async function readRetailCode(
  db: SandboxDb,
  brand: string,
  code: string,
): Promise<Record<string, unknown> | undefined> {
  if (!new RegExp(`^[${RETAIL_CODE_ALPHABET}]{${RETAIL_CODE_LENGTH}}$`).test(code))
    return undefined;
  const row = await db
    .selectFrom('retail_codes')
    .select(['code', 'payload', 'created_at'])
    .where('code', '=', code)
    .where('brand', '=', brand)
    .where('kind', '=', 'betslip')
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const payload: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  return {
    ...(typeof payload === 'object' && payload !== null ? payload : {}),
    code: row.code,
    createdAt: row.created_at.toISOString(),
  };
}

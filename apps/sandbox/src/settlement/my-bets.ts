import { displayScaleOf, precisionOf, toMinor } from '../accounts/money';
import type { BetLegRow, BetRow, BetStatus } from '../bets/bet-tables';
import type { SandboxDb } from '../db/schema';

/**
 * The bets of My Bets (betting-area §7): the JSON the sandbox answers for a bet and the queries
 * behind openbets, openbet/{id}, betcount and dailySettledBets.
 */

/** Shown on the Open tab and counted in the bet count: not yet settled or decided. */
export const OPEN_STATUSES: readonly BetStatus[] = ['open', 'pending_approval'];
/** Settled bets (dailySettledBets). Rejected bets were never accepted, so they are not listed. */
export const SETTLED_STATUSES: readonly BetStatus[] = ['won', 'lost', 'void'];
/** §9 "Settled bets history: 50": the default and the most one call answers. */
export const MAX_SETTLED_BETS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BetLegJson {
  legIndex: number;
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
  marketDescription: string;
  periodDescription: string;
  eventId: number;
  eventDescription: string;
  sportCode: string;
  eventDate: string;
  /** Decimal odds taken at placement (3 decimals at most). */
  decimal: number;
  /** Handicap or total line, when the market has one. */
  spread: number | null;
  result: BetLegRow['result'];
  /** Jackpot legs: the event's ordinal in the jackpot and whether it is a reserve pick. */
  ordinal: number | null;
  reserve: boolean;
}

export interface BetJson {
  betId: number;
  reference: string;
  kind: BetRow['kind'];
  betTypeId: number;
  description: string;
  status: BetStatus;
  eachWay: boolean;
  jackpotId: number | null;
  unitStake: number;
  totalStake: number;
  /** The part of totalStake taken from the free-bet balance (0: a cash bet; a free bet: all). */
  freeStake: number;
  numberOfBets: number;
  /** Combined decimal odds (singles and multiples); null for systems and jackpots. */
  decimal: number | null;
  potentialReturns: number;
  payout: number;
  currency: string;
  precision: number;
  displayScale: number;
  placedAt: string;
  settledAt: string | null;
  /** A bet waiting for approval: when the attendant decides (the betslip's decide_at); else null. */
  decideAt: string | null;
  legs: BetLegJson[];
}

function fromMilli(value: number): number {
  return value / 1000;
}

export function betLegJson(leg: BetLegRow): BetLegJson {
  return {
    legIndex: leg.leg_index,
    outcomeId: leg.outcome_id,
    outcomeDescription: leg.outcome_description,
    marketId: leg.market_id,
    marketDescription: leg.market_description,
    periodDescription: leg.period_description,
    eventId: leg.event_id,
    eventDescription: leg.event_description,
    sportCode: leg.sport_code,
    eventDate: leg.event_date.toISOString(),
    decimal: fromMilli(leg.price_milli),
    spread: leg.spread_milli === null ? null : fromMilli(leg.spread_milli),
    result: leg.result,
    ordinal: leg.ordinal,
    reserve: leg.reserve,
  };
}

export function betJson(
  bet: BetRow,
  legs: readonly BetLegRow[],
  decideAt: Date | null = null,
): BetJson {
  return {
    betId: bet.id,
    reference: bet.reference,
    kind: bet.kind,
    betTypeId: bet.bet_type_id,
    description: bet.description,
    status: bet.status,
    eachWay: bet.each_way,
    jackpotId: bet.jackpot_id,
    unitStake: toMinor(bet.unit_stake),
    totalStake: toMinor(bet.total_stake),
    freeStake: toMinor(bet.free_stake),
    numberOfBets: bet.num_bets,
    decimal: bet.price_milli === null ? null : fromMilli(bet.price_milli),
    potentialReturns: toMinor(bet.potential_returns),
    payout: toMinor(bet.payout),
    currency: bet.currency,
    precision: precisionOf(bet.currency),
    displayScale: displayScaleOf(bet.currency),
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at === null ? null : bet.settled_at.toISOString(),
    decideAt:
      bet.status === 'pending_approval' && decideAt !== null ? decideAt.toISOString() : null,
    legs: legs.map(betLegJson),
  };
}

/** The bets (already selected, in order) with their legs, as JSON. */
async function withLegs(db: SandboxDb, bets: readonly BetRow[]): Promise<BetJson[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .selectFrom('bet_legs')
    .selectAll()
    .where(
      'bet_id',
      'in',
      bets.map((bet) => bet.id),
    )
    .orderBy('bet_id')
    .orderBy('leg_index')
    .execute();
  const byBet = new Map<number, BetLegRow[]>();
  for (const leg of legs) {
    const list = byBet.get(leg.bet_id) ?? [];
    list.push(leg);
    byBet.set(leg.bet_id, list);
  }
  // Bets waiting for approval carry their betslip's decision time.
  const waitingSlips = [
    ...new Set(bets.filter((bet) => bet.status === 'pending_approval').map((b) => b.betslip_id)),
  ];
  const decideAt = new Map<number, Date | null>();
  if (waitingSlips.length > 0) {
    const slips = await db
      .selectFrom('betslips')
      .select(['id', 'decide_at'])
      .where('id', 'in', waitingSlips)
      .execute();
    for (const slip of slips) decideAt.set(slip.id, slip.decide_at);
  }
  return bets.map((bet) =>
    betJson(bet, byBet.get(bet.id) ?? [], decideAt.get(bet.betslip_id) ?? null),
  );
}

/** The player's open and pending-approval bets, newest first. */
export async function openBets(db: SandboxDb, playerId: number): Promise<BetJson[]> {
  const bets = await db
    .selectFrom('bets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withLegs(db, bets);
}

/** One of the player's bets (any status); undefined for another player's or an unknown id. */
export async function playerBet(
  db: SandboxDb,
  playerId: number,
  betId: number,
): Promise<BetJson | undefined> {
  const bet = await db
    .selectFrom('bets')
    .selectAll()
    .where('id', '=', betId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (bet === undefined) return undefined;
  const [json] = await withLegs(db, [bet]);
  return json;
}

/** How many open and pending-approval bets the player has. */
export async function openBetCount(db: SandboxDb, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('player_id', '=', playerId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Bets settled in the 24 hours before `now` (sandbox clock), newest first, at most `limit`. */
export async function dailySettledBets(
  db: SandboxDb,
  playerId: number,
  now: number,
  limit: number = MAX_SETTLED_BETS,
): Promise<BetJson[]> {
  const bets = await db
    .selectFrom('bets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', 'in', SETTLED_STATUSES)
    .where('settled_at', '>', new Date(now - DAY_MS))
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(limit, MAX_SETTLED_BETS))
    .execute();
  return withLegs(db, bets);
}

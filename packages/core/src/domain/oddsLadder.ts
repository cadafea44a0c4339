import type { MarginEntry } from '../platform/schemas/events';
import { isValidDecimalPrice } from './odds';

/**
 * Odds ladder and price-per-brand margins (betting spec §3 "Price-per-brand margin entry", §5
 * "Odds-ladder margin", §7 `GET /xapi/rest/oddsLadderAndMargins/{version}`).
 *
 * The response holds `margins` (entries `{ brandMarginType: 'PPB' | 'POWER_ODDS', leagueId,
 * marketTypeId, outcomeId, eventId, marketId, margin }`), `odds` (the ladder, ascending) and
 * `version`. A margin moves the implied probability p = 1/d by margin·√(p(1−p)); the result is
 * snapped to the nearest ladder price.
 */

/** The ids that place a price; any of them may be unknown. */
export type PriceContext = {
  marketTypeId?: number | null;
  leagueId?: number | null;
  outcomeId?: number | null;
  eventId?: number | null;
  marketId?: number | null;
};

/** The part of an `OddsLadderResponse` the pricing functions use. */
export type OddsLadderMargins = { margins: readonly MarginEntry[]; odds: readonly number[] };

/** Bounds for the margin-adjusted implied probability (see `applyMargin`). */
export const MIN_IMPLIED_PROBABILITY = 1e-6;
export const MAX_IMPLIED_PROBABILITY = 1 - 1e-6;

/** Relative distance under which two ladder prices count as equally near (see `snapToLadder`). */
const TIE_TOLERANCE = 1e-9;

/**
 * The ids of a margin entry from the most to the least specific: an outcome belongs to one market,
 * a market to one event, and a market type and a league each cover many events.
 */
const IDS_BY_PRECEDENCE = ['outcomeId', 'marketId', 'eventId', 'marketTypeId', 'leagueId'] as const;

/** The ids spec §5 requires before an odds-ladder margin is applied. */
const REQUIRED_IDS = ['marketTypeId', 'leagueId', 'outcomeId'] as const;

/**
 * The ladder price nearest to `decimal` (spec §5 "Odds-ladder margin": "then snaps to the nearest
 * ladder price").
 *
 * - `ladder` must be ascending, as the oddsLadderAndMargins response gives it (spec §3); it is
 *   binary searched, not re-sorted.
 * - A price halfway between two rungs goes to the lower one: the margin is there to protect the
 *   book, so a tie never rounds in the player's favour. Distances within a relative 1e-9 count as
 *   a tie, so a price written halfway (1.015 between 1.01 and 1.02) snaps down whatever its
 *   binary rounding.
 * - Prices below the first rung or above the last clamp to that end.
 * - An empty ladder, or a `decimal` that is NaN, returns `decimal` unchanged.
 */
export function snapToLadder(decimal: number, ladder: readonly number[]): number {
  if (ladder.length === 0 || Number.isNaN(decimal)) return decimal;
  const first = ladder[0] as number;
  const last = ladder[ladder.length - 1] as number;
  if (decimal <= first) return first;
  if (decimal >= last) return last;
  // Smallest index whose rung is >= decimal; 0 < high < ladder.length here.
  let low = 0;
  let high = ladder.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ladder[mid] as number) < decimal) low = mid + 1;
    else high = mid;
  }
  const above = ladder[high] as number;
  const below = ladder[high - 1] as number;
  const toBelow = decimal - below;
  const toAbove = above - decimal;
  return toBelow <= toAbove + TIE_TOLERANCE * decimal ? below : above;
}

/**
 * The price after a margin (spec §5 "Odds-ladder margin": "adjusts the implied probability by
 * margin times sqrt(p(1-p))"): p = 1/decimal, p' = p + margin·√(p(1−p)), result 1/p'. A positive
 * margin (PPB) lowers the price, a negative one (POWER_ODDS) raises it. No ladder snapping here.
 *
 * Decisions where the spec is silent:
 * - p' is clamped into [{@link MIN_IMPLIED_PROBABILITY}, {@link MAX_IMPLIED_PROBABILITY}] =
 *   [1e-6, 1 − 1e-6], so the result stays within [1.000001, 1 000 000] however large the margin;
 *   the clamp never moves p' past p itself (a price already outside those bounds is only moved
 *   in the margin's direction).
 * - The result never moves against the margin's sign, even by a last-bit rounding of 1/(1/d).
 * - Margin 0, a non-finite margin, or a decimal that is not a price (not finite, or not above 1)
 *   returns `decimal` unchanged.
 */
export function applyMargin(decimal: number, margin: number): number {
  if (margin === 0 || !Number.isFinite(margin) || !Number.isFinite(decimal) || decimal <= 1) {
    return decimal;
  }
  const p = 1 / decimal;
  const adjusted = p + margin * Math.sqrt(p * (1 - p));
  const low = Math.min(p, MIN_IMPLIED_PROBABILITY);
  const high = Math.max(p, MAX_IMPLIED_PROBABILITY);
  const price = 1 / Math.min(high, Math.max(low, adjusted));
  return margin > 0 ? Math.min(price, decimal) : Math.max(price, decimal);
}

/** True when `id` is a known id (null and undefined mean unknown; any number, 0 included, is one). */
function known(id: number | null | undefined): id is number {
  return id !== null && id !== undefined;
}

/**
 * The most specific margin entry of type `type` for a price (spec §3 "Price-per-brand margin
 * entry": brandMarginType PPB or POWER_ODDS, leagueId, marketTypeId, outcomeId, eventId, marketId,
 * margin).
 *
 * An entry matches when every id it sets (not null or absent) equals the context's; an id the
 * context lacks never matches a set one. An entry that sets no id at all is a brand-wide default
 * and matches everything.
 *
 * Precedence (the spec is silent): outcomeId > marketId > eventId > marketTypeId > leagueId,
 * compared in that order, so an entry that sets a more specific id wins whatever else it sets, and
 * between entries that agree on the more specific ids the one that also sets the next id wins
 * (the one matching more ids). Counting ids alone is not used: an entry for one outcome is
 * narrower than one for a league and a market type together. Equally specific entries: the first
 * in the response wins.
 */
export function findMargin(
  entries: readonly MarginEntry[],
  ctx: PriceContext,
  type: 'PPB' | 'POWER_ODDS' = 'PPB',
): MarginEntry | undefined {
  let best: MarginEntry | undefined;
  let bestRank = -1;
  for (const entry of entries) {
    if (entry.brandMarginType !== type) continue;
    let rank = 0;
    let matches = true;
    for (const key of IDS_BY_PRECEDENCE) {
      rank *= 2;
      const id = entry[key];
      if (!known(id)) continue;
      if (id !== ctx[key]) {
        matches = false;
        break;
      }
      rank += 1;
    }
    if (matches && rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

/** How a log line names the price: its outcome, else its market, else its event. */
function describe(ctx: PriceContext): string {
  if (known(ctx.outcomeId)) return `outcome ${ctx.outcomeId}`;
  if (known(ctx.marketId)) return `market ${ctx.marketId}`;
  if (known(ctx.eventId)) return `event ${ctx.eventId}`;
  return 'an unidentified price';
}

/**
 * The price a player is offered under the brand's odds ladder (spec §5 "Odds-ladder margin is
 * applied only when marketTypeId, leagueId and outcomeId are all present. Otherwise the feed price
 * is used and the missing id is logged."; §7 oddsLadderAndMargins).
 *
 * - Any of marketTypeId, leagueId, outcomeId missing: `decimal` (the feed price), and `log` is
 *   called once naming every missing id, e.g. "odds ladder: leagueId missing for outcome 123, feed
 *   price used". Without `log` the line goes to `console.warn`, so the spec's logging holds by
 *   default; callers that price often pass their own (deduplicating) logger.
 * - No ladder (not loaded), no matching PPB entry (`findMargin`), or a feed price that is not a
 *   valid price (`isValidDecimalPrice`): `decimal`, without a log.
 * - Otherwise `snapToLadder(applyMargin(decimal, entry.margin), ladder.odds)`. Snapping is to the
 *   nearest rung as the spec says, so a small margin can snap back to the feed price (or, for a
 *   feed price between rungs, to the rung just above it).
 */
export function priceWithLadderMargin(
  decimal: number,
  ctx: PriceContext,
  ladder: OddsLadderMargins | undefined,
  log: (message: string) => void = (message) => console.warn(message),
): number {
  const missing = REQUIRED_IDS.filter((key) => !known(ctx[key]));
  if (missing.length > 0) {
    log(`odds ladder: ${missing.join(', ')} missing for ${describe(ctx)}, feed price used`);
    return decimal;
  }
  if (ladder === undefined || !isValidDecimalPrice(decimal)) return decimal;
  const entry = findMargin(ladder.margins, ctx, 'PPB');
  if (entry === undefined) return decimal;
  return snapToLadder(applyMargin(decimal, entry.margin), ladder.odds);
}

/**
 * The power-odds (boosted) price of an outcome (spec §3 "brandMarginType ... POWER_ODDS"; §7 "For
 * power odds, type=POWER_ODDS and eventId with version 0"): the POWER_ODDS entry matching the
 * context (`findMargin` with type POWER_ODDS) applied like the PPB margin, i.e.
 * `snapToLadder(applyMargin(decimal, entry.margin), power.odds)`; its margin is negative, so the
 * price rises. `decimal` is the feed price.
 *
 * Decisions where the spec is silent:
 * - `boosted` is true only when the resulting price is strictly above `decimal`.
 * - When it is not (no response, no matching entry, an invalid feed price, a non-negative margin,
 *   or a boost that snaps back to or below the feed price), the result is the feed price with
 *   `boosted: false`: a promotion never offers a lower price than the regular one.
 * - No missing-id gate or log: the POWER_ODDS response is per event and an entry only matches a
 *   context that has every id the entry sets (the sandbox sets all five).
 */
export function powerOddsPrice(
  decimal: number,
  ctx: PriceContext,
  power: OddsLadderMargins | undefined,
): { price: number; boosted: boolean } {
  const unboosted = { price: decimal, boosted: false };
  if (power === undefined || !isValidDecimalPrice(decimal)) return unboosted;
  const entry = findMargin(power.margins, ctx, 'POWER_ODDS');
  if (entry === undefined) return unboosted;
  const price = snapToLadder(applyMargin(decimal, entry.margin), power.odds);
  return price > decimal ? { price, boosted: true } : unboosted;
}

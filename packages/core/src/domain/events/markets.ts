import type { MarketStatus } from '../../platform/schemas/events';

/**
 * Market status, feed alerts, outcome order and labels (betting spec §3 Market and Outcome, §4
 * "Market status").
 */

/**
 * Whether a market takes bets (§4: "Suspended, lts and closed are not bettable. Open is
 * bettable."). Settled and resulted are not bettable either.
 */
export function isMarketBettable(status: MarketStatus): boolean {
  return status === 'open';
}

/**
 * Whether a market is shown at all (§4: "Settled, resulted, closed and lts remove the market from
 * display"): only open and suspended markets are displayed.
 */
export function isMarketDisplayed(status: MarketStatus): boolean {
  return status === 'open' || status === 'suspended';
}

/**
 * Markets with the feed alerts applied (§4: "A feed alert toggles all markets of a feed between
 * suspended and open"): every open market whose `feedId` is in `alertedFeeds` becomes suspended.
 * Changed markets are new objects; the others are returned as they are. The input is not changed.
 *
 * Decision (spec silent): the alert is applied over the platform's statuses, not stored in them,
 * so lifting an alert (removing the feed from the set) gives every market back the status the
 * platform sent; a market without a `feedId` is never affected, and only `open` changes (a closed
 * or settled market stays what it is).
 */
export function applyFeedAlerts<M extends { status: MarketStatus; feedId?: string | undefined }>(
  markets: readonly M[],
  alertedFeeds: ReadonlySet<string>,
): M[] {
  if (alertedFeeds.size === 0) return [...markets];
  return markets.map((market) =>
    market.status === 'open' && market.feedId !== undefined && alertedFeeds.has(market.feedId)
      ? { ...market, status: 'suspended' }
      : market,
  );
}

/**
 * The outcomes to show (§3 Outcome `hidden`, `ordinalPosition`): hidden ones removed, the rest
 * sorted by `ordinalPosition`, keeping the input order between equal positions (stable sort).
 */
export function visibleOutcomes<O extends { hidden?: boolean; ordinalPosition: number }>(
  outcomes: readonly O[],
): O[] {
  return outcomes
    .filter((outcome) => outcome.hidden !== true)
    .sort((a, b) => a.ordinalPosition - b.ordinalPosition);
}

/** The fields `displayMarkets` reads. */
export type DisplayableMarket = {
  status: MarketStatus;
  feedId?: string | undefined;
  outcomes: readonly { hidden?: boolean; ordinalPosition: number }[];
};

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The markets to show (§4 "Market status"): feed alerts applied (`applyFeedAlerts`), markets whose
 * status is not displayed removed (`isMarketDisplayed`), markets whose outcomes are all hidden
 * removed ("A market is also removed when all its outcomes are hidden"), and each market's
 * `outcomes` replaced by `visibleOutcomes(outcomes)`. Input order is kept.
 *
 * Decisions (spec silent): a market with no outcomes at all is removed too (nothing to show); a
 * market whose outcomes are already visible and in order is returned as the same object, so
 * memoised rows do not re-render.
 */
export function displayMarkets<M extends DisplayableMarket>(
  markets: readonly M[],
  alertedFeeds: ReadonlySet<string> = new Set(),
): M[] {
  const shown: M[] = [];
  for (const market of applyFeedAlerts(markets, alertedFeeds)) {
    if (!isMarketDisplayed(market.status)) continue;
    const outcomes = visibleOutcomes(market.outcomes);
    if (outcomes.length === 0) continue;
    shown.push(sameItems(outcomes, market.outcomes) ? market : { ...market, outcomes });
  }
  return shown;
}

/** The markets of one period (§3 Market `period`). */
export type PeriodGroup<M> = {
  periodId: number;
  description: string;
  sequence: number;
  markets: M[];
};

/**
 * Markets grouped by period (§3 Market `periodId` and `period {description, sequence}`): groups
 * ordered by the period's `sequence`, then by period id; inside a group the markets keep their
 * input order.
 *
 * Decision (spec silent): a group's description and sequence are those of its first market.
 */
export function groupMarketsByPeriod<
  M extends { periodId: number; period: { description: string; sequence: number } },
>(markets: readonly M[]): PeriodGroup<M>[] {
  const groups = new Map<number, PeriodGroup<M>>();
  for (const market of markets) {
    const group = groups.get(market.periodId);
    if (group) {
      group.markets.push(market);
    } else {
      groups.set(market.periodId, {
        periodId: market.periodId,
        description: market.period.description,
        sequence: market.period.sequence,
        markets: [market],
      });
    }
  }
  return [...groups.values()].sort((a, b) => a.sequence - b.sequence || a.periodId - b.periodId);
}

/** A spread with at most 3 decimals and no trailing zeros; -0 is "0". */
function formatSpread(spread: number): string {
  const rounded = Math.round(spread * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * The label of an outcome (§3 Outcome `description` and `currentPrice.spread`): the description,
 * followed by the spread in the markets that show one. In an HDP market the spread is signed, with
 * an explicit "+" when positive ("Arsenal +0.5", "Arsenal -1.25", "Arsenal 0"); in an OVER_UNDER
 * market it has no "+" ("Over 2.5"). Spreads have no trailing zeros.
 *
 * Decisions (spec silent): other market groups, and a missing or non-finite spread, give the
 * description alone. `spread2` is not shown: the spec does not say what it means and the sandbox
 * never sets it. Spreads are rounded to 3 decimals (the platform's precision), hiding float noise.
 */
export function outcomeLabel(
  outcome: {
    description: string;
    currentPrice: { spread?: number | null; spread2?: number | null };
  },
  market: { marketGroup?: string },
): string {
  const spread = outcome.currentPrice.spread;
  if (typeof spread !== 'number' || !Number.isFinite(spread)) return outcome.description;
  const text = formatSpread(spread);
  if (market.marketGroup === 'HDP') {
    return `${outcome.description} ${spread > 0 && text !== '0' ? '+' : ''}${text}`;
  }
  if (market.marketGroup === 'OVER_UNDER') return `${outcome.description} ${text}`;
  return outcome.description;
}

/**
 * The title of a market (§3 Market `description`, `playerName`, `teamName`): the description,
 * prefixed by "{playerName} – " or else "{teamName} – " (the player wins over the team).
 *
 * Decision (spec silent): names are trimmed, and an empty or blank name counts as absent.
 */
export function marketTitle(market: {
  description: string;
  playerName?: string | null;
  teamName?: string | null;
}): string {
  const who = market.playerName?.trim() || market.teamName?.trim();
  return who ? `${who} – ${market.description}` : market.description;
}

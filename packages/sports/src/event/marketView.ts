import {
  displayMarkets,
  groupMarketsByPeriod,
  isMarketBettable,
  marketTitle,
  outcomeLabel,
  type SportEvent,
} from '@clem/core';
import { accessibleOutcomeName, type OddsCellView, type RowLabels } from '../events/rowView';

/**
 * The event page's markets: every displayed market (betting §4 status rules: settled,
 * resulted, closed and lts removed, all-hidden markets removed, a feed alert suspends its
 * feed's markets), grouped by period, outcomes by ordinal position with their spreads, player and
 * team names in the market title.
 */
export interface MarketView {
  id: number;
  title: string;
  bettable: boolean;
  /** 2 for two-way, 3 for three-way markets, else 2 (a grid of two columns on phones). */
  columns: number;
  outcomes: OddsCellView[];
}

export interface PeriodView {
  periodId: number;
  title: string;
  markets: MarketView[];
}

export function eventMarketsView(
  event: SportEvent,
  labels: Pick<RowLabels, 'draw' | 'toWin' | 'outcomeOf'>,
  alertedFeeds: ReadonlySet<string> = new Set(),
): PeriodView[] {
  const markets = displayMarkets(event.markets, alertedFeeds);
  return groupMarketsByPeriod(markets).map((group) => ({
    periodId: group.periodId,
    title: group.description,
    markets: group.markets.map((market) => {
      const bettable = isMarketBettable(market.status);
      const title = marketTitle(market);
      return {
        id: market.id,
        title,
        bettable,
        columns: market.outcomes.length === 3 ? 3 : 2,
        outcomes: market.outcomes.map((outcome) => ({
          outcomeId: outcome.id,
          marketId: market.id,
          eventId: event.id,
          decimal: outcome.currentPrice.decimal,
          bettable,
          label: outcomeLabel(outcome, market),
          name: accessibleOutcomeName(outcome, market, labels),
          outcomeDescription: outcomeLabel(outcome, market),
          marketDescription: title,
        })),
      };
    }),
  }));
}

import {
  displayMarkets,
  eventDateText,
  eventHref,
  isMarketBettable,
  listColumns,
  marketTitle,
  moreMarketsCount,
  outcomeLabel,
  pickColumnMarket,
  type ListLayout,
  type MarketColumn,
  type SportEvent,
} from '@clem/core';

/**
 * What an event row shows, computed on the server from a platform event: plain data, so the
 * row renders without any client code except its odds buttons and favourite star.
 */
export interface OddsCellView {
  outcomeId: number;
  marketId: number;
  eventId: number;
  decimal: number;
  bettable: boolean;
  /** The short text on the button (e.g. "1", "X", "Over 2.5"). */
  label: string;
  /** What the button is, for its accessible name ("Arsenal to win"); the price is appended. */
  name: string;
  outcomeDescription: string;
  marketDescription: string;
}

export interface ColumnView {
  key: string;
  group: MarketColumn['group'] | 'OUTRIGHT';
  /** One entry per outcome slot; null keeps the grid aligned when the market is missing. */
  cells: (OddsCellView | null)[];
}

export interface EventRowView {
  id: number;
  href: string;
  name: string;
  opponents: string[];
  eventDate: string;
  dateText: string;
  isLive: boolean;
  sportCode: string;
  columns: ColumnView[];
  moreMarkets: number;
  /** Outrights: how many participants can be backed. */
  selections?: number;
  /** An event with a clock: what its live score and filters start from (live data updates it). */
  live?: LiveRowData;
}

/**
 * The part of a live event a list row keeps current: clock, period and scores (the row's score
 * island merges the live data over it), and its event paths (the live filters match on them).
 */
export type LiveRowData = Pick<
  SportEvent,
  | 'id'
  | 'sportCode'
  | 'opponents'
  | 'clock'
  | 'currentPeriod'
  | 'scores'
  | 'sets'
  | 'maxSets'
  | 'scoresPerPeriod'
  | 'isFinished'
  | 'eventPaths'
> & { cricketOutcomes?: unknown };

function liveRowData(event: SportEvent): LiveRowData {
  const data: LiveRowData = {
    id: event.id,
    sportCode: event.sportCode,
    opponents: event.opponents,
    clock: event.clock,
    currentPeriod: event.currentPeriod,
    scores: event.scores,
    sets: event.sets,
    maxSets: event.maxSets,
    scoresPerPeriod: event.scoresPerPeriod,
    isFinished: event.isFinished,
    eventPaths: event.eventPaths.map(({ id, description, slug }) => ({ id, description, slug })),
  };
  const cricket = (event as { cricketOutcomes?: unknown }).cricketOutcomes;
  if (cricket !== undefined) data.cricketOutcomes = cricket;
  return data;
}

/** The labels a row needs, translated by the caller (server) so no messages go to the client. */
export interface RowLabels {
  today: string;
  tomorrow: string;
  draw: string;
  toWin: (name: string) => string;
  /** "{market}: {outcome}" for markets that are not a straight win. */
  outcomeOf: (market: string, outcome: string) => string;
}

/** Outcome slots per column group: three-way markets have three. */
export function columnArity(group: MarketColumn['group']): number {
  return group === 'WIN_DRAW_WIN' ? 3 : 2;
}

/** The short label of a list button: 1 / X / 2 for result markets, else the outcome with its spread. */
function shortLabel(
  group: MarketColumn['group'],
  index: number,
  outcome: SportEvent['markets'][number]['outcomes'][number],
  market: SportEvent['markets'][number],
): string {
  if (group === 'WIN_DRAW_WIN') return ['1', 'X', '2'][index] ?? outcome.description;
  if (group === 'HEAD_TO_HEAD') return ['1', '2'][index] ?? outcome.description;
  return outcomeLabel(outcome, market);
}

export function accessibleOutcomeName(
  outcome: {
    description: string;
    currentPrice: { spread?: number | null; spread2?: number | null };
  },
  market: {
    description: string;
    marketGroup?: string;
    playerName?: string | null;
    teamName?: string | null;
  },
  labels: Pick<RowLabels, 'draw' | 'toWin' | 'outcomeOf'>,
): string {
  const group = market.marketGroup;
  if (group === 'WIN_DRAW_WIN' || group === 'HEAD_TO_HEAD' || group === 'OUTRIGHT') {
    if (/^(draw|x)$/i.test(outcome.description.trim())) return labels.draw;
    return labels.toWin(outcome.description);
  }
  return labels.outcomeOf(marketTitle(market), outcomeLabel(outcome, market));
}

export function dateText(
  eventDate: string,
  now: Date,
  timeZone: string,
  labels: Pick<RowLabels, 'today' | 'tomorrow'>,
): string {
  return eventDateText(eventDate, now, timeZone, labels);
}

export interface RowContext {
  layout: ListLayout;
  now: Date;
  timeZone: string;
  labels: RowLabels;
  /** Total markets per event when the platform says more than the list carries. */
  marketCount?: (event: SportEvent) => number;
}

/** An outright's row: its winner market's three shortest prices, named by participant. */
function outrightColumns(
  event: SportEvent,
  markets: SportEvent['markets'],
  labels: RowLabels,
): ColumnView[] {
  const market = markets.find((m) => m.marketGroup === 'OUTRIGHT') ?? markets[0];
  if (!market) return [{ key: 'OUTRIGHT-0', group: 'OUTRIGHT', cells: [null, null, null] }];
  const favourites = [...market.outcomes]
    .sort((a, b) => a.currentPrice.decimal - b.currentPrice.decimal)
    .slice(0, 3);
  const cells: (OddsCellView | null)[] = favourites.map((outcome) => ({
    outcomeId: outcome.id,
    marketId: market.id,
    eventId: event.id,
    decimal: outcome.currentPrice.decimal,
    bettable: isMarketBettable(market.status),
    label: outcome.description,
    name: accessibleOutcomeName(outcome, { ...market, marketGroup: 'OUTRIGHT' }, labels),
    outcomeDescription: outcome.description,
    marketDescription: marketTitle(market),
  }));
  while (cells.length < 3) cells.push(null);
  return [{ key: 'OUTRIGHT-0', group: 'OUTRIGHT', cells }];
}

export function eventRowView(event: SportEvent, context: RowContext): EventRowView {
  const markets = displayMarkets(event.markets);
  if (event.eventType === 'OUTRIGHT') {
    const columns = outrightColumns(event, markets, context.labels);
    const total = markets.reduce((sum, market) => sum + market.outcomes.length, 0);
    return {
      id: event.id,
      href: eventHref(event),
      name: event.name,
      opponents: [],
      eventDate: event.eventDate,
      dateText: dateText(event.eventDate, context.now, context.timeZone, context.labels),
      isLive: false,
      sportCode: event.sportCode,
      columns,
      moreMarkets: 0,
      selections: total,
    };
  }
  const columns = listColumns(event.sportCode, context.layout).map((column, columnIndex) => {
    const market = pickColumnMarket(markets, column);
    const arity = columnArity(column.group);
    const cells: (OddsCellView | null)[] = [];
    for (let index = 0; index < arity; index += 1) {
      const outcome = market?.outcomes[index];
      if (!market || !outcome) {
        cells.push(null);
        continue;
      }
      cells.push({
        outcomeId: outcome.id,
        marketId: market.id,
        eventId: event.id,
        decimal: outcome.currentPrice.decimal,
        bettable: isMarketBettable(market.status),
        label: shortLabel(column.group, index, outcome, market),
        name: accessibleOutcomeName(outcome, market, context.labels),
        outcomeDescription: outcomeLabel(outcome, market),
        marketDescription: marketTitle(market),
      });
    }
    return { key: `${column.group}-${columnIndex}`, group: column.group, cells };
  });
  // The list asks only for the default market types, so the total is known only when the
  // platform says it (otherwise the row links to the event page without a count).
  const total = context.marketCount ? context.marketCount(event) : 0;
  return {
    id: event.id,
    href: eventHref(event),
    name: event.name,
    opponents: event.opponents.map((opponent) => opponent.description),
    eventDate: event.eventDate,
    dateText: dateText(event.eventDate, context.now, context.timeZone, context.labels),
    isLive: event.clock !== undefined,
    sportCode: event.sportCode,
    columns,
    moreMarkets: moreMarketsCount(total, columns.filter((c) => c.cells.some(Boolean)).length),
    ...(event.clock ? { live: liveRowData(event) } : {}),
  };
}

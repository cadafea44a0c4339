import type { EventPathRow, JsonValue } from '../db/schema';
import { periodFromId, type PeriodInfo } from '../world/market-catalogue';
import type { EventRow, MarketRow, OutcomeRow } from './world-tables';

/** One event path of an event: its sport, country or league. */
export interface EventPathRef {
  id: number;
  description: string;
  name: string;
  slug: string;
}

export interface OutcomeJson {
  id: number;
  description: string;
  ordinalPosition: number;
  opponentId: number | null;
  hidden: boolean;
  currentPrice: { id: number; decimal: number; spread: number | null; spread2: number | null };
}

export interface MarketJson {
  id: number;
  eventId: number;
  description: string;
  marketTypeId: number;
  marketTypeStyle: string;
  marketGroup: string;
  periodId: number;
  period: PeriodInfo;
  status: string;
  cutoffTime: string;
  feedId: string;
  opponentId: number | null;
  playerName: string | null;
  teamName: string | null;
  instance: number;
  outcomes: OutcomeJson[];
}

export type EventJson = { [key: string]: unknown } & {
  id: number;
  markets: MarketJson[];
};

/** 1/1000 integers leave the sandbox as JSON numbers with at most 3 decimals. */
export function fromMilli(value: number): number {
  return value / 1000;
}

export function outcomeJson(row: OutcomeRow): OutcomeJson {
  return {
    id: row.id,
    description: row.description,
    ordinalPosition: row.ordinal_position,
    opponentId: row.opponent_id,
    hidden: row.hidden,
    currentPrice: {
      id: row.price_id,
      decimal: fromMilli(row.price_milli),
      spread: row.spread_milli === null ? null : fromMilli(row.spread_milli),
      spread2: row.spread2_milli === null ? null : fromMilli(row.spread2_milli),
    },
  };
}

export function marketJson(row: MarketRow, outcomes: readonly OutcomeRow[]): MarketJson {
  return {
    id: row.id,
    eventId: row.event_id,
    description: row.description,
    marketTypeId: row.market_type_id,
    marketTypeStyle: row.market_type_style,
    marketGroup: row.market_group,
    periodId: row.period_id,
    period: periodFromId(row.period_id),
    status: row.status,
    cutoffTime: row.cutoff_time.toISOString(),
    feedId: row.feed_id,
    opponentId: row.opponent_id,
    playerName: row.player_name,
    teamName: row.team_name,
    instance: row.instance,
    outcomes: outcomes.map(outcomeJson),
  };
}

function pathRef(paths: ReadonlyMap<number, EventPathRow>, id: number): EventPathRef {
  const row = paths.get(id);
  return { id, description: row?.name ?? '', name: row?.name ?? '', slug: row?.slug ?? '' };
}

/** The spec's Event. Live fields (clock, currentPeriod, scores…) only on events in play. */
export function eventJson(
  row: EventRow,
  paths: ReadonlyMap<number, EventPathRow>,
  markets: MarketJson[],
  liveOpenMarketCount: number,
): EventJson {
  const live: { [key: string]: JsonValue } = {};
  // Live events, and finished ones that were played live: their final scores and the
  // END_OF_EVENT clock stay readable (My Bets, results), while isFinished says it is over.
  if (row.is_live || (row.is_finished && row.scores !== null)) {
    const extra = row.scores;
    if (extra !== null && typeof extra === 'object' && !Array.isArray(extra)) {
      for (const [key, value] of Object.entries(extra)) live[key] = value;
    }
    const sets = live.sets;
    if (sets !== null && typeof sets === 'object' && !Array.isArray(sets)) {
      live.maxSets = sets.maxSets ?? null;
    }
    live.clock = { minutes: row.clock_minutes ?? 0, status: row.clock_status ?? 'RUNNING' };
    live.currentPeriod = {
      abbreviation: row.period_abbreviation ?? '',
      number: row.period_number ?? 1,
    };
  }
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sportCode: row.sport_code,
    sportId: row.sport_id,
    eventType: row.event_type,
    eventPaths: [row.sport_id, row.country_id, row.league_id].map((id) => {
      const ref = pathRef(paths, id);
      return { id: ref.id, description: ref.description, name: ref.name, slug: ref.slug };
    }),
    feedCode: row.feed_code,
    liveStreaming: row.live_streaming,
    betradarId: row.betradar_id,
    streamIds: row.stream_id === null ? [] : [row.stream_id],
    trackerId: row.tracker_id,
    opponents: row.opponents,
    isLive: row.is_live,
    ...live,
    isFinished: row.is_finished,
    eventDate: row.event_date.toISOString(),
    betBuilderEvent: false,
    liveOpenMarketCount,
    markets,
  };
}

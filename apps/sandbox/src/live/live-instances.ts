import type { MarketRow, OutcomeRow } from '../events/world-tables';
import {
  GAME_WINNER_TYPE_IDS,
  REST_OF_MATCH_SPORTS,
  REST_OF_MATCH_TYPE_ID,
  type LiveBasis,
} from '../world/live-market-basis';
import { period as periodInfo } from '../world/market-catalogue';
import { STEP_SECONDS, type EventState, type MarketState } from './live-state';
import { footballGoalChance, servePointChance, sportModel } from './sport-models';

/**
 * The live-only market instances of an event in play (see world/live-market-basis.ts): which
 * instance an event needs now, how it is priced from the engine's own match model, and the rows
 * of a new one. Pure: the engine opens, closes and writes them.
 */

/** Football halves are 45 minutes; the second half's stoppage is 2–6 minutes (4 expected). */
const HALF_SECONDS = 45 * 60;
const EXPECTED_SECOND_HALF_STOPPAGE = 4 * 60;
/** Goals beyond this many per side are too unlikely to change a price. */
const MAX_GOALS = 20;
/** The overround of a new instance when the event has no match market to take it from. */
const DEFAULT_BOOK = 1.06;
/** Rest of match prices are worked out again every this many seconds of play. */
export const REST_OF_MATCH_REPRICE_SECONDS = 5 * 60;
/** Cut-off of a live instance: three hours after it opens (as the seeded live markets). */
const CUTOFF_MS = 3 * 60 * 60 * 1000;

/** Whether this sport's events get live-only instances (volleyball does not: see README). */
export function hasLiveInstances(sportCode: string): boolean {
  return REST_OF_MATCH_SPORTS.has(sportCode) || GAME_WINNER_TYPE_IDS[sportCode] !== undefined;
}

/** The instance the event needs now, or undefined (finished, or no such market in its sport). */
export function wantedBasis(event: EventState): LiveBasis | undefined {
  const row = event.row;
  if (row.is_finished || row.clock_status === 'END_OF_EVENT') return undefined;
  if (REST_OF_MATCH_SPORTS.has(row.sport_code)) {
    const [home, away] = event.scores.scores;
    return { kind: 'restOfMatch', home: home?.points ?? 0, away: away?.points ?? 0 };
  }
  if (GAME_WINNER_TYPE_IDS[row.sport_code] === undefined) return undefined;
  const number = row.period_number ?? 1;
  if (row.clock_status === 'INTERMISSION') {
    // Between sets the next set's first game is offered.
    if (number >= sportModel(row.sport_code).periods) return undefined;
    return { kind: 'gameWinner', set: number + 1, game: 1, home: 0, away: 0 };
  }
  const [home, away] = gamesInSet(event, number);
  return { kind: 'gameWinner', set: number, game: home + away + 1, home, away };
}

/** Games each side has won in a set (from `scoresPerPeriod`). */
export function gamesInSet(event: EventState, set: number): [number, number] {
  const games = (opponentId: number) =>
    event.scores.scoresPerPeriod?.find(
      (item) =>
        item.opponentId === opponentId && item.periodKey === 'SETS' && item.periodInstance === set,
    )?.score ?? 0;
  return [games(event.home.id), games(event.away.id)];
}

/**
 * Who won the game of a game winner instance, from the set's games now: the side that has one
 * game more than when the instance opened (the other side the same). Anything else (the game was
 * never finished, or the scores cannot tell) is null: the instance is void.
 */
export function gameWinnerOf(
  event: EventState,
  basis: Extract<LiveBasis, { kind: 'gameWinner' }>,
): number | null {
  const [home, away] = gamesInSet(event, basis.set);
  if (home === basis.home + 1 && away === basis.away) return event.home.id;
  if (away === basis.away + 1 && home === basis.home) return event.away.id;
  return null;
}

function poisson(rate: number, goals: number): number {
  let probability = Math.exp(-rate);
  for (let k = 1; k <= goals; k += 1) probability *= rate / k;
  return probability;
}

/**
 * Home, draw, away for the goals still to come when each side scores a Poisson number of goals
 * with these means (the engine's per-step goal chances over the steps left).
 */
export function restOfMatchProbabilities(
  homeRate: number,
  awayRate: number,
): [number, number, number] {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1) {
    const ph = poisson(homeRate, h);
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = ph * poisson(awayRate, a);
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
    }
  }
  const total = home + draw + away;
  return [home / total, draw / total, away / total];
}

/**
 * The chance that the server wins a game from `server`–`receiver` points (0, 15, 30, 40 are 0–3;
 * deuce and advantage above), each point won by the server with chance `p`.
 */
export function gameWinProbability(p: number, server = 0, receiver = 0): number {
  const q = 1 - p;
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  if (server >= 3 && receiver >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (server === receiver) return deuce;
    return server > receiver ? p + q * deuce : p * deuce;
  }
  return (
    p * gameWinProbability(p, server + 1, receiver) +
    q * gameWinProbability(p, server, receiver + 1)
  );
}

/** Seconds of play left in a football match (the current half's stoppage is known). */
export function footballSecondsLeft(event: EventState): number {
  const number = event.row.period_number ?? 1;
  const later =
    Math.max(0, 2 - number) * HALF_SECONDS + (number < 2 ? EXPECTED_SECOND_HALF_STOPPAGE : 0);
  if (event.row.clock_status === 'INTERMISSION') return later;
  return Math.max(0, HALF_SECONDS + event.stoppage - event.periodSeconds) + later;
}

/** The instance's outcome probabilities now, in outcome order (home, draw, away / home, away). */
export function instanceProbabilities(event: EventState, basis: LiveBasis): number[] {
  if (basis.kind === 'restOfMatch') {
    const steps = footballSecondsLeft(event) / STEP_SECONDS;
    return restOfMatchProbabilities(
      footballGoalChance(event, 0) * steps,
      footballGoalChance(event, 1) * steps,
    );
  }
  // The game being played is priced from its points; a game not started yet from love-all.
  const current =
    event.row.clock_status !== 'INTERMISSION' && basis.set === (event.row.period_number ?? 1);
  const [home, away] = current ? event.game : [0, 0];
  const server = event.server;
  const serverWins = gameWinProbability(
    servePointChance(event),
    server === 0 ? home : away,
    server === 0 ? away : home,
  );
  return server === 0 ? [serverWins, 1 - serverWins] : [1 - serverWins, serverWins];
}

/**
 * What the prices depend on now: a change of it reprices the instance. A game winner moves with
 * every point; a rest of match with the clock, every five minutes of play (in between, the random
 * walk of every open market moves it too).
 */
export function pricingKey(event: EventState, basis: LiveBasis): string {
  if (basis.kind === 'restOfMatch') {
    const left = footballSecondsLeft(event);
    return `${event.row.clock_status ?? ''}/${Math.ceil(left / REST_OF_MATCH_REPRICE_SECONDS)}`;
  }
  return `${event.row.clock_status ?? ''}/${event.game.join('-')}/${event.server}`;
}

/** Decimal prices in 1/1000 for these probabilities with the overround `book`. */
export function instancePrices(probabilities: readonly number[], book: number): number[] {
  return probabilities.map((probability) =>
    Math.min(1_000_000, Math.max(1001, Math.round(1000 / (Math.max(probability, 1e-6) * book)))),
  );
}

/**
 * The overround a new instance takes: its event's match market's (full-time win-draw-win or
 * head-to-head, not itself an instance), so its margin is the event's margin.
 */
export function eventBook(event: EventState): number {
  const match =
    event.markets.find(
      (market) =>
        market.live === undefined &&
        market.row.period_id === 100 &&
        market.row.market_group === 'WIN_DRAW_WIN',
    ) ??
    event.markets.find(
      (market) =>
        market.live === undefined &&
        market.row.period_id === 100 &&
        market.row.market_group === 'HEAD_TO_HEAD',
    );
  return match?.book ?? DEFAULT_BOOK;
}

export interface NewInstanceIds {
  marketId: number;
  /** The first outcome id; the others follow. */
  outcomeId: number;
}

/** Outcome ids are 100,000,000 below their price ids, as in the seeded world. */
const PRICE_ID_OFFSET = 100_000_000;

/** A new instance's market state (rows included), priced now, with the given status. */
export function newInstance(
  event: EventState,
  basis: LiveBasis,
  ids: NewInstanceIds,
  status: 'open' | 'suspended',
  at: number,
): MarketState {
  const row = event.row;
  const book = eventBook(event);
  const prices = instancePrices(instanceProbabilities(event, basis), book);
  const restOfMatch = basis.kind === 'restOfMatch';
  const typeId = restOfMatch ? REST_OF_MATCH_TYPE_ID : (GAME_WINNER_TYPE_IDS[row.sport_code] ?? 0);
  const marketRow: MarketRow = {
    id: ids.marketId,
    event_id: row.id,
    description: restOfMatch
      ? `Rest of Match (${basis.home}-${basis.away})`
      : `Set ${basis.set} Game ${basis.game} Winner`,
    market_type_id: typeId,
    market_type_style: restOfMatch ? 'THREE_OUTCOME' : 'TWO_OUTCOME',
    market_group: restOfMatch ? 'WIN_DRAW_WIN' : 'HEAD_TO_HEAD',
    period_id: restOfMatch ? 100 : periodInfo('SETS', basis.set).id,
    status,
    feed_id: `feed-${typeId}`,
    opponent_id: null,
    player_name: null,
    team_name: null,
    instance: restOfMatch ? basis.home + basis.away + 1 : basis.game,
    cutoff_time: new Date(at + CUTOFF_MS),
    sort_order: ids.marketId,
    live_basis: { ...basis },
  };
  const sides: [string, number | null][] = restOfMatch
    ? [
        [event.home.description, event.home.id],
        ['Draw', null],
        [event.away.description, event.away.id],
      ]
    : [
        [event.home.description, event.home.id],
        [event.away.description, event.away.id],
      ];
  const outcomes: OutcomeRow[] = sides.map(([description, opponentId], index) => ({
    id: ids.outcomeId + index,
    market_id: ids.marketId,
    description,
    ordinal_position: index + 1,
    opponent_id: opponentId,
    hidden: false,
    price_id: PRICE_ID_OFFSET + ids.outcomeId + index,
    price_milli: prices[index] ?? 1001,
    spread_milli: null,
    spread2_milli: null,
  }));
  return { row: marketRow, outcomes, book, live: { basis, pricedKey: pricingKey(event, basis) } };
}

import { randomInt, type Random } from '../world/prng';
import { oversOf, type CricketInnings, type LiveScores, type ScoreEntry } from './live-scores';
import type { EventState, PlayResult, SportModel } from './live-state';

/**
 * How each sport plays, one 10-second step at a time. Rates are per step and per side, scaled by
 * the side's share of the play (from the match prices), so favourites score more often.
 */

const MINUTE = 60;

function share(event: EventState, side: 0 | 1): number {
  return side === 0 ? event.homeShare : 1 - event.homeShare;
}

function entry(event: EventState, side: 0 | 1): ScoreEntry {
  const found = event.scores.scores[side];
  if (found === undefined) throw new Error(`event ${event.row.id} has no score for side ${side}`);
  return found;
}

function addPoints(event: EventState, side: 0 | 1, points: number): void {
  const score = entry(event, side);
  score.points += points;
  score.formattedPoints = String(score.points);
}

function periodKey(event: EventState): string {
  return event.row.period_abbreviation ?? 'PERIOD';
}

/** The side's score in the current period (created at 0 when missing). */
function periodScore(event: EventState, side: 0 | 1): { score: number } {
  const list = (event.scores.scoresPerPeriod ??= []);
  const opponentId = side === 0 ? event.home.id : event.away.id;
  const key = periodKey(event);
  const instance = event.row.period_number ?? 1;
  let found = list.find(
    (item) =>
      item.opponentId === opponentId && item.periodKey === key && item.periodInstance === instance,
  );
  if (found === undefined) {
    found = { opponentId, periodKey: key, periodInstance: instance, score: 0 };
    list.push(found);
  }
  return found;
}

function openPeriodScores(event: EventState): void {
  periodScore(event, 0);
  periodScore(event, 1);
}

function baseScores(event: EventState, football: boolean): LiveScores {
  const side = (id: number, serving: boolean): ScoreEntry => ({
    opponentId: id,
    points: 0,
    formattedPoints: '0',
    serving,
    ...(football ? { redCards: 0, yellowCards: 0, corners: 0 } : {}),
  });
  return { scores: [side(event.home.id, true), side(event.away.id, false)] };
}

function setServer(event: EventState, server: 0 | 1): void {
  event.server = server;
  event.scores.scores.forEach((score, index) => (score.serving = index === server));
  event.scores.sets?.gameSet.forEach((game, index) => (game.serving = index === server));
}

// ---------------------------------------------------------------------------------------------
// Timed sports: football, basketball, ice hockey, boxing and the rest.

interface TimedOptions {
  kind: 'HALF' | 'QTR' | 'PERIOD';
  periods: number;
  periodMinutes: number;
  breakMinutes: (event: EventState) => number;
  football?: boolean;
  perPeriodScores?: boolean;
  /** Scoring for one side in one step: the points scored (0 for none). */
  score: (event: EventState, side: 0 | 1, random: Random) => number;
  /** Something that may end the match early (a knockout). */
  stoppageMinutes?: (random: Random, number: number) => number;
  knockout?: number;
  /** Boxing: a round is won by one side (a point) instead of points during play. */
  roundsWon?: boolean;
  /** A score is a goal: markets are suspended for a moment and the match prices move. */
  goals?: boolean;
}

function timed(options: TimedOptions): SportModel {
  const length = options.periodMinutes * MINUTE;
  return {
    kind: options.kind,
    periods: options.periods,
    breakSeconds: (event) => options.breakMinutes(event) * MINUTE,
    initialScores: (event) => {
      const scores = baseScores(event, options.football ?? false);
      if (options.perPeriodScores) scores.scoresPerPeriod = [];
      return scores;
    },
    adopt: (event) => {
      const number = event.row.period_number ?? 1;
      event.periodSeconds = Math.max(0, event.seconds - (number - 1) * length);
      if (options.perPeriodScores) openPeriodScores(event);
    },
    startPeriod: (event, random) => {
      event.periodSeconds = 0;
      const number = event.row.period_number ?? 1;
      event.stoppage = (options.stoppageMinutes?.(random, number) ?? 0) * MINUTE;
      // The clock restarts where the period starts (e.g. 45:00), never going back.
      event.seconds = Math.max(event.seconds, (number - 1) * length);
      if (options.perPeriodScores) openPeriodScores(event);
    },
    goals: options.goals ?? false,
    award: (event, side) => {
      addPoints(event, side, 1);
      if (options.perPeriodScores) periodScore(event, side).score += 1;
      return options.goals ? { scored: side } : {};
    },
    play: (event, random) => {
      const result: PlayResult = {};
      if (options.knockout !== undefined && random() < options.knockout) {
        addPoints(event, random() < event.homeShare ? 0 : 1, 1);
        return { matchOver: true };
      }
      if (!options.roundsWon) {
        for (const side of [0, 1] as const) {
          const points = options.score(event, side, random);
          if (points === 0) continue;
          addPoints(event, side, points);
          if (options.perPeriodScores) periodScore(event, side).score += points;
          if (options.goals) result.scored = side;
        }
      }
      if (options.football) footballExtras(event, random);
      if (event.periodSeconds >= length + event.stoppage) {
        if (options.roundsWon) addPoints(event, random() < event.homeShare ? 0 : 1, 1);
        result.periodOver = true;
      }
      return result;
    },
  };
}

/** Goals per match in football: about 2.7, so per side and step 2.7 / 540 / 2 at even odds. */
const FOOTBALL_GOAL = 2.7 / (90 * 6);

/** Football: the chance that `side` scores in one step of play (rest of match prices use it). */
export function footballGoalChance(event: EventState, side: 0 | 1): number {
  return FOOTBALL_GOAL * 2 * share(event, side);
}

function footballExtras(event: EventState, random: Random): void {
  for (const side of [0, 1] as const) {
    const score = entry(event, side);
    if (random() < 2 / (90 * 6)) score.yellowCards = (score.yellowCards ?? 0) + 1;
    if (random() < 0.07 / (90 * 6)) score.redCards = (score.redCards ?? 0) + 1;
    if (random() < (5 * 2 * share(event, side)) / (90 * 6))
      score.corners = (score.corners ?? 0) + 1;
  }
}

const football = timed({
  kind: 'HALF',
  periods: 2,
  periodMinutes: 45,
  breakMinutes: () => 15,
  football: true,
  goals: true,
  score: (event, side, random) => (random() < footballGoalChance(event, side) ? 1 : 0),
  stoppageMinutes: (random, number) =>
    randomInt(random, number === 1 ? 0 : 2, number === 1 ? 3 : 6),
});

const basketball = timed({
  kind: 'QTR',
  periods: 4,
  periodMinutes: 10,
  breakMinutes: (event) => ((event.row.period_number ?? 1) === 2 ? 10 : 2),
  perPeriodScores: true,
  score: (event, side, random) => {
    // About 28 points a side per quarter; the favourite scores a little more often.
    if (random() >= 0.22 * (1 + (share(event, side) - 0.5) * 0.6)) return 0;
    const kind = random();
    return kind < 0.1 ? 1 : kind < 0.75 ? 2 : 3;
  },
});

const iceHockey = timed({
  kind: 'PERIOD',
  periods: 3,
  periodMinutes: 20,
  breakMinutes: () => 17,
  perPeriodScores: true,
  goals: true,
  score: (event, side, random) => (random() < (6 / (60 * 6)) * share(event, side) ? 1 : 0),
});

const boxing = timed({
  kind: 'PERIOD',
  periods: 12,
  periodMinutes: 3,
  breakMinutes: () => 1,
  roundsWon: true,
  knockout: 0.002,
  score: () => 0,
});

const otherTimed = timed({
  kind: 'PERIOD',
  periods: 2,
  periodMinutes: 40,
  breakMinutes: () => 10,
  perPeriodScores: true,
  goals: true,
  score: (event, side, random) => (random() < (4 / (80 * 6)) * share(event, side) ? 1 : 0),
});

// ---------------------------------------------------------------------------------------------
// Set sports: tennis and padel (games and points), volleyball (rally points), esports (maps).

/**
 * Tennis and padel: the chance that the side serving now wins a point. The server wins most
 * points, the stronger side a bit more. The game winner markets are priced from it.
 */
export function servePointChance(event: EventState): number {
  return 0.62 + (share(event, event.server) - 0.5) * 0.3;
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

function tennisPoints(game: [number, number]): [string, string] {
  const [home, away] = game;
  if (home >= 3 && away >= 3) {
    if (home === away) return ['40', '40'];
    return home > away ? ['A', '40'] : ['40', 'A'];
  }
  return [TENNIS_POINTS[home] ?? '40', TENNIS_POINTS[away] ?? '40'];
}

function readTennisPoint(text: string): number {
  if (text === 'A') return 4;
  const index = TENNIS_POINTS.indexOf(text);
  return index < 0 ? 0 : index;
}

interface SetOptions {
  kind: 'SETS' | 'MAP';
  periods: number;
  breakMinutes: number;
  /** Chance per step that a point (rally, round) is played. */
  pointChance: number;
  /** Chance that home wins the point. */
  homeWins: (event: EventState) => number;
  /** Whether the set (map) is won by `side` with these period scores. */
  setWon: (own: number, other: number, number: number) => boolean;
  /** Tennis: points make games, games make sets. */
  tennis?: boolean;
  /** The point winner serves next (volleyball). */
  winnerServes?: boolean;
}

function showGame(event: EventState, options: SetOptions): void {
  const sets = event.scores.sets;
  if (sets === undefined) return;
  const shown = options.tennis
    ? tennisPoints(event.game)
    : [String(event.game[0]), String(event.game[1])];
  sets.gameSet.forEach((game, index) => (game.formattedPoints = shown[index] ?? '0'));
}

function setSport(options: SetOptions): SportModel {
  const winsNeeded = Math.ceil(options.periods / 2);
  return {
    kind: options.kind,
    periods: options.periods,
    breakSeconds: () => options.breakMinutes * MINUTE,
    initialScores: (event) => {
      const scores = baseScores(event, false);
      scores.sets = {
        maxSets: options.periods,
        gameSet: [
          { opponentId: event.home.id, formattedPoints: '0', serving: true },
          { opponentId: event.away.id, formattedPoints: '0', serving: false },
        ],
      };
      scores.scoresPerPeriod = [];
      return scores;
    },
    adopt: (event) => {
      const sets = (event.scores.sets ??= {
        maxSets: options.periods,
        gameSet: [
          { opponentId: event.home.id, formattedPoints: '0', serving: true },
          { opponentId: event.away.id, formattedPoints: '0', serving: false },
        ],
      });
      openPeriodScores(event);
      if (options.tennis) {
        const [home, away] = sets.gameSet;
        event.game = [
          readTennisPoint(home?.formattedPoints ?? '0'),
          readTennisPoint(away?.formattedPoints ?? '0'),
        ];
      } else {
        event.game = [periodScore(event, 0).score, periodScore(event, 1).score];
      }
      event.server = entry(event, 1).serving ? 1 : 0;
      setServer(event, event.server);
      showGame(event, options);
    },
    startPeriod: (event) => {
      event.periodSeconds = 0;
      event.game = [0, 0];
      openPeriodScores(event);
      showGame(event, options);
    },
    goals: false,
    award: (event, side) => pointTo(event, side),
    play: (event, random) => {
      if (random() >= options.pointChance) return {};
      let winner: 0 | 1 = random() < options.homeWins(event) ? 0 : 1;
      if (options.tennis) {
        // The server wins most points; the stronger side a bit more.
        const server = event.server;
        const serverWins = random() < servePointChance(event);
        winner = serverWins ? server : server === 0 ? 1 : 0;
      }
      return pointTo(event, winner);
    },
  };

  /** One point (rally, round) to `winner`, with the games, sets and match it completes. */
  function pointTo(event: EventState, winner: 0 | 1): PlayResult {
    const loser: 0 | 1 = winner === 0 ? 1 : 0;
    event.game[winner] += 1;
    const result: PlayResult = {};
    let setOver = false;
    if (options.tennis) {
      if (event.game[winner] >= 4 && event.game[winner] - event.game[loser] >= 2) {
        event.game = [0, 0];
        const games = periodScore(event, winner);
        games.score += 1;
        setServer(event, event.server === 0 ? 1 : 0);
        setOver = options.setWon(games.score, periodScore(event, loser).score, 0);
      }
    } else {
      const points = periodScore(event, winner);
      points.score = event.game[winner];
      if (options.winnerServes) setServer(event, winner);
      setOver = options.setWon(event.game[winner], event.game[loser], event.row.period_number ?? 1);
    }
    if (setOver) {
      addPoints(event, winner, 1);
      result.scored = winner;
      if (entry(event, winner).points >= winsNeeded) result.matchOver = true;
      else result.periodOver = true;
    }
    showGame(event, options);
    return result;
  }
}

const tennis = setSport({
  kind: 'SETS',
  periods: 3,
  breakMinutes: 2,
  pointChance: 0.4,
  homeWins: (event) => event.homeShare,
  setWon: (own, other) => (own >= 6 && own - other >= 2) || own >= 7,
  tennis: true,
});

const volleyball = setSport({
  kind: 'SETS',
  periods: 5,
  breakMinutes: 3,
  pointChance: 0.3,
  homeWins: (event) => 0.5 + (event.homeShare - 0.5) * 0.4,
  setWon: (own, other, number) => own >= (number === 5 ? 15 : 25) && own - other >= 2,
  winnerServes: true,
});

const esports = setSport({
  kind: 'MAP',
  periods: 3,
  breakMinutes: 3,
  pointChance: 0.1,
  homeWins: (event) => 0.5 + (event.homeShare - 0.5) * 0.5,
  setWon: (own, other) => (own >= 13 && own - other >= 2) || own >= 16,
});

// ---------------------------------------------------------------------------------------------
// Cricket (T20): two innings, 120 balls or 10 wickets each; the chase ends when passed.

const BALLS = 120;

function innings(event: EventState, side: 0 | 1): CricketInnings {
  const list = (event.scores.cricketOutcomes ??= []);
  const opponentId = side === 0 ? event.home.id : event.away.id;
  let found = list.find((item) => item.opponentId === opponentId);
  if (found === undefined) {
    found = {
      opponentId,
      innings: side + 1,
      runs: 0,
      wickets: 0,
      overs: '0.0',
      balls: 0,
      batting: false,
    };
    list.push(found);
  }
  return found;
}

function showInnings(event: EventState, side: 0 | 1): void {
  const item = innings(event, side);
  item.overs = oversOf(item.balls);
  const score = entry(event, side);
  score.points = item.runs;
  score.formattedPoints = `${item.runs}/${item.wickets}`;
}

function setBatting(event: EventState, side: 0 | 1): void {
  setServer(event, side);
  for (const item of event.scores.cricketOutcomes ?? []) {
    item.batting = item.opponentId === (side === 0 ? event.home.id : event.away.id);
  }
}

function cricket(ballChance: number): SportModel {
  return {
    kind: 'PERIOD',
    periods: 2,
    breakSeconds: () => 10 * MINUTE,
    initialScores: (event) => ({ ...baseScores(event, false), cricketOutcomes: [] }),
    adopt: (event) => {
      const number = event.row.period_number ?? 1;
      if (event.scores.cricketOutcomes === undefined) {
        // Seeded live cricket has plain points: make innings of them (scores only go up).
        const first = innings(event, 0);
        if (number >= 2) {
          first.balls = BALLS;
          first.runs = Math.max(entry(event, 0).points, 150);
          first.wickets = 6;
          const second = innings(event, 1);
          second.balls = 30;
          second.runs = Math.max(entry(event, 1).points, 38);
          second.wickets = 1;
        } else {
          first.balls = Math.min(100, Math.round((event.seconds / MINUTE) * 1.4));
          first.runs = Math.max(entry(event, 0).points, Math.round(first.balls * 1.3));
          first.wickets = Math.min(9, Math.floor(first.balls / 25));
        }
      }
      innings(event, 0);
      if (number >= 2) innings(event, 1);
      showInnings(event, 0);
      if (number >= 2) showInnings(event, 1);
      setBatting(event, number >= 2 ? 1 : 0);
    },
    startPeriod: (event) => {
      event.periodSeconds = 0;
      const side: 0 | 1 = (event.row.period_number ?? 1) >= 2 ? 1 : 0;
      innings(event, side);
      showInnings(event, side);
      setBatting(event, side);
    },
    goals: false,
    award: (event) => {
      // A run to the side batting now (a single off a no-ball: no ball is counted).
      const side: 0 | 1 = (event.row.period_number ?? 1) >= 2 ? 1 : 0;
      const item = innings(event, side);
      item.runs += 1;
      showInnings(event, side);
      return side === 1 && item.runs > innings(event, 0).runs ? { matchOver: true } : {};
    },
    play: (event, random) => {
      if (random() >= ballChance) return {};
      const side: 0 | 1 = (event.row.period_number ?? 1) >= 2 ? 1 : 0;
      const item = innings(event, side);
      item.balls += 1;
      const roll = random() * (1.2 - share(event, side) * 0.4);
      if (roll < 0.045) item.wickets += 1;
      else if (roll < 0.35) item.runs += 0;
      else if (roll < 0.7) item.runs += 1;
      else if (roll < 0.8) item.runs += 2;
      else if (roll < 0.81) item.runs += 3;
      else if (roll < 0.92) item.runs += 4;
      else item.runs += 6;
      showInnings(event, side);
      const target = side === 1 ? innings(event, 0).runs : Number.POSITIVE_INFINITY;
      const over = item.balls >= BALLS || item.wickets >= 10 || item.runs > target;
      if (!over) return {};
      return side === 1 ? { matchOver: true } : { periodOver: true };
    },
  };
}

const cricketT20 = cricket(0.24);
const virtualCricket = cricket(0.7);

const MODELS: Readonly<Record<string, SportModel>> = {
  FOOT: football,
  EFOT: football,
  BASK: basketball,
  EBSK: basketball,
  TENN: tennis,
  PADL: tennis,
  VOLL: volleyball,
  ICEH: iceHockey,
  BOXI: boxing,
  CSGO: esports,
  DOTA: esports,
  LOLS: esports,
  CRIC: cricketT20,
  VICR: virtualCricket,
  ECRI: virtualCricket,
};

export function sportModel(sportCode: string): SportModel {
  return MODELS[sportCode] ?? otherTimed;
}

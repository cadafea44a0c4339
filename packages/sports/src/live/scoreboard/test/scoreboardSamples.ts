import { scoreboardView, type ScoreboardEvent, type ScoreboardView } from '@clem/core';

/**
 * Live events as the sandbox's live engine shapes them (apps/sandbox/README.md "Live engine"),
 * one per scoreboard the stories and tests show, and their views.
 */

type Pair = readonly [number, number];

function match(
  sportCode: string,
  home: string,
  away: string,
  extra: Partial<ScoreboardEvent>,
): ScoreboardEvent {
  return {
    sportCode,
    opponents: [
      { id: 1, description: home },
      { id: 2, description: away },
    ],
    ...extra,
  };
}

function scores(home: number, away: number, serving: 0 | 1 | null = null) {
  return [
    { opponentId: 1, points: home, formattedPoints: String(home), serving: serving === 0 },
    { opponentId: 2, points: away, formattedPoints: String(away), serving: serving === 1 },
  ];
}

function perPeriod(key: string, list: readonly Pair[]) {
  return list.flatMap(([home, away], index) => [
    { opponentId: 1, periodKey: key, periodInstance: index + 1, score: home },
    { opponentId: 2, periodKey: key, periodInstance: index + 1, score: away },
  ]);
}

const running = (minutes: number) => ({ minutes, status: 'RUNNING' });
const intermission = (minutes: number) => ({ minutes, status: 'INTERMISSION' });

export const footballFirstHalf = match('FOOT', 'Arsenal', 'Chelsea', {
  scores: [
    { opponentId: 1, points: 1, formattedPoints: '1', yellowCards: 2, corners: 5 },
    { opponentId: 2, points: 0, formattedPoints: '0', redCards: 1, yellowCards: 1, corners: 2 },
  ],
  clock: running(37),
  currentPeriod: { abbreviation: 'HALF', number: 1 },
});

/** The 2nd half: halves as period scores, so the halftime score is known. */
export const footballSecondHalf = match('FOOT', 'Arsenal', 'Chelsea', {
  scores: [
    { opponentId: 1, points: 2, formattedPoints: '2', yellowCards: 3, corners: 7 },
    { opponentId: 2, points: 1, formattedPoints: '1', redCards: 1, yellowCards: 2, corners: 4 },
  ],
  scoresPerPeriod: perPeriod('HALF', [
    [1, 0],
    [1, 1],
  ]),
  clock: running(67),
  currentPeriod: { abbreviation: 'HALF', number: 2 },
});

export const footballHalftime = match('FOOT', 'Real Madrid', 'Barcelona', {
  scores: [
    { opponentId: 1, points: 1, formattedPoints: '1', yellowCards: 1, corners: 3 },
    { opponentId: 2, points: 1, formattedPoints: '1', yellowCards: 2, corners: 4 },
  ],
  clock: intermission(45),
  currentPeriod: { abbreviation: 'HALF', number: 1 },
});

export const basketballThirdQuarter = match('BASK', 'Boston Celtics', 'Los Angeles Lakers', {
  scores: scores(68, 61),
  scoresPerPeriod: perPeriod('QTR', [
    [24, 20],
    [28, 27],
    [16, 14],
  ]),
  clock: running(26),
  currentPeriod: { abbreviation: 'QTR', number: 3 },
});

export const basketballHalftime = match('BASK', 'Real Madrid', 'Olympiacos', {
  scores: scores(45, 48),
  scoresPerPeriod: perPeriod('QTR', [
    [20, 18],
    [25, 30],
  ]),
  clock: intermission(20),
  currentPeriod: { abbreviation: 'QTR', number: 2 },
});

export const iceHockey = match('ICEH', 'Toronto Maple Leafs', 'Montreal Canadiens', {
  scores: scores(2, 1),
  scoresPerPeriod: perPeriod('PERIOD', [
    [1, 0],
    [1, 1],
  ]),
  clock: running(31),
  currentPeriod: { abbreviation: 'PERIOD', number: 2 },
});

export const tennisThirdSet = match('TENN', 'Carlos Alcaraz', 'Jannik Sinner', {
  scores: scores(1, 1, 1),
  sets: {
    maxSets: 3,
    gameSet: [
      { opponentId: 1, formattedPoints: '30', serving: false },
      { opponentId: 2, formattedPoints: '40', serving: true },
    ],
  },
  scoresPerPeriod: perPeriod('SETS', [
    [6, 4],
    [3, 6],
    [2, 1],
  ]),
  clock: running(128),
  currentPeriod: { abbreviation: 'SETS', number: 3 },
});

export const volleyballFifthSet = match('VOLL', 'Italy', 'Poland', {
  scores: scores(2, 2, 0),
  sets: {
    maxSets: 5,
    gameSet: [
      { opponentId: 1, formattedPoints: '11', serving: true },
      { opponentId: 2, formattedPoints: '9', serving: false },
    ],
  },
  scoresPerPeriod: perPeriod('SETS', [
    [25, 21],
    [23, 25],
    [25, 19],
    [22, 25],
    [11, 9],
  ]),
  clock: running(121),
  currentPeriod: { abbreviation: 'SETS', number: 5 },
});

/** Darts sets beyond 8: the sets are hidden and the match score shown instead. */
export const dartsManySets = match('DART', 'Luke Littler', 'Luke Humphries', {
  maxSets: 13,
  scores: scores(5, 3),
  scoresPerPeriod: perPeriod('SETS', [
    [3, 1],
    [2, 3],
  ]),
  clock: running(70),
  currentPeriod: { abbreviation: 'SETS', number: 9 },
});

export const esportsMaps = match('CSGO', 'Natus Vincere', 'FaZe Clan', {
  scores: scores(1, 0),
  sets: {
    maxSets: 3,
    gameSet: [
      { opponentId: 1, formattedPoints: '7', serving: false },
      { opponentId: 2, formattedPoints: '9', serving: false },
    ],
  },
  scoresPerPeriod: perPeriod('MAP', [
    [13, 9],
    [7, 9],
  ]),
  clock: running(54),
  currentPeriod: { abbreviation: 'MAP', number: 2 },
});

export const cricketChase = match('CRIC', 'India', 'Australia', {
  scores: [
    { opponentId: 1, points: 168, formattedPoints: '168/6', serving: false },
    { opponentId: 2, points: 45, formattedPoints: '45/1', serving: true },
  ],
  cricketOutcomes: [
    { opponentId: 1, innings: 1, runs: 168, wickets: 6, overs: '20.0', balls: 120, batting: false },
    { opponentId: 2, innings: 2, runs: 45, wickets: 1, overs: '5.3', balls: 33, batting: true },
  ],
  clock: running(105),
  currentPeriod: { abbreviation: 'PERIOD', number: 2 },
});

export const boxingRound = match('BOXI', 'Oleksandr Usyk', 'Tyson Fury', {
  scores: scores(4, 3),
  clock: running(22),
  currentPeriod: { abbreviation: 'PERIOD', number: 8 },
});

/** A sport whose picture does not exist: the dark fallback shows. */
export const missingPicture = match('HAND', 'THW Kiel', 'SC Magdeburg', {
  scores: scores(14, 12),
  clock: running(24),
  currentPeriod: { abbreviation: 'HALF', number: 1 },
});

export const flagOn = { showFootballHalftime: true };
export const flagOff = { showFootballHalftime: false };

export function viewOf(event: ScoreboardEvent, options = flagOn): ScoreboardView {
  return scoreboardView(event, options);
}

/** The view of `event`, asserted to be of `kind` (stories and tests of one component). */
export function viewOfKind<K extends ScoreboardView['kind']>(
  event: ScoreboardEvent,
  kind: K,
  options = flagOn,
): Extract<ScoreboardView, { kind: K }> {
  const view = scoreboardView(event, options);
  if (view.kind !== kind) throw new Error(`expected a ${kind} scoreboard, got ${view.kind}`);
  return view as Extract<ScoreboardView, { kind: K }>;
}

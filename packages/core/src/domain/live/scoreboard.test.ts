import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SCOREBOARD_SETS_SHOWN,
  isHalftimeBreak,
  scoreboardBackground,
  scoreboardClock,
  scoreboardView,
  type PeriodColumn,
  type ScoreboardEvent,
  type ScoreboardView,
} from './scoreboard';

const HOME = 11;
const AWAY = 12;
const flagOn = { showFootballHalftime: true };
const flagOff = { showFootballHalftime: false };

function event(sportCode: string, extra: Partial<ScoreboardEvent> = {}): ScoreboardEvent {
  return {
    sportCode,
    opponents: [
      { id: HOME, description: 'Home' },
      { id: AWAY, description: 'Away' },
    ],
    scores: [
      { opponentId: HOME, points: 0, formattedPoints: '0', serving: true },
      { opponentId: AWAY, points: 0, formattedPoints: '0', serving: false },
    ],
    clock: { minutes: 10, status: 'RUNNING' },
    ...extra,
  };
}

type Entry = NonNullable<ScoreboardEvent['scoresPerPeriod']>[number];
function periods(key: string, perInstance: readonly (readonly [number, number])[]): Entry[] {
  return perInstance.flatMap(([home, away], index) => [
    { opponentId: HOME, periodKey: key, periodInstance: index + 1, score: home },
    { opponentId: AWAY, periodKey: key, periodInstance: index + 1, score: away },
  ]);
}

function expectKind<K extends ScoreboardView['kind']>(
  view: ScoreboardView,
  kind: K,
): Extract<ScoreboardView, { kind: K }> {
  expect(view.kind).toBe(kind);
  return view as Extract<ScoreboardView, { kind: K }>;
}

const columnLabel = (column: PeriodColumn) =>
  column.kind === 'period' ? `${column.key}${column.instance}` : column.kind;

const cricketOutcomes = [
  {
    opponentId: HOME,
    innings: 1,
    runs: 168,
    wickets: 6,
    overs: '20.0',
    balls: 120,
    batting: false,
  },
  { opponentId: AWAY, innings: 2, runs: 45, wickets: 1, overs: '5.3', balls: 33, batting: true },
];

describe('the choice of scoreboard', () => {
  it('gives CRIC, VICR, VKBD and BOXI no scoreboard', () => {
    for (const code of ['CRIC', 'VICR', 'VKBD', 'BOXI']) {
      expect(scoreboardView(event(code, { scoresPerPeriod: [] }), flagOn).kind).toBe('none');
    }
  });

  it('gives cricket with its outcomes the cricket scoreboard, first of all', () => {
    for (const code of ['CRIC', 'VICR', 'ECRI']) {
      const view = scoreboardView(
        event(code, { cricketOutcomes, scoresPerPeriod: periods('PERIOD', [[1, 0]]), maxSets: 3 }),
        flagOn,
      );
      expect(view.kind).toBe('cricket');
    }
  });

  it('sends ECRI without outcomes through the usual rules (it is not on the no-scoreboard list)', () => {
    expect(scoreboardView(event('ECRI'), flagOn).kind).toBe('generic');
    expect(scoreboardView(event('ECRI', { cricketOutcomes: 'bad' }), flagOn).kind).toBe('generic');
  });

  it('takes sets before periods: a set sport carries its set scores as period scores', () => {
    const tennis = event('TENN', { maxSets: 3, scoresPerPeriod: periods('SETS', [[6, 4]]) });
    expect(scoreboardView(tennis, flagOn).kind).toBe('sets');
    const fromSets = event('VOLL', {
      sets: { maxSets: 5, gameSet: [] },
      scoresPerPeriod: periods('SETS', [[25, 20]]),
    });
    expect(scoreboardView(fromSets, flagOn).kind).toBe('sets');
  });

  it('gives a period scoreboard when scoresPerPeriod is present and maxSets is not above 0', () => {
    expect(scoreboardView(event('BASK', { scoresPerPeriod: [] }), flagOn).kind).toBe('period');
    expect(scoreboardView(event('ICEH', { maxSets: 0, scoresPerPeriod: [] }), flagOn).kind).toBe(
      'period',
    );
    expect(scoreboardView(event('ICEH', { maxSets: null, scoresPerPeriod: [] }), flagOn).kind).toBe(
      'period',
    );
  });

  it('falls back to the generic scoreboard', () => {
    const view = scoreboardView(event('FOOT'), flagOn);
    expect(view.kind).toBe('generic');
    expect(view.sides.map((side) => side.name)).toEqual(['Home', 'Away']);
    expect(view.sides.map((side) => side.score)).toEqual(['0', '0']);
  });

  it('never chooses the period scoreboard for a sport without period scores', () => {
    fc.assert(
      fc.property(fc.constantFrom('FOOT', 'HAND', 'BASE', 'AMFO'), (code) => {
        expect(scoreboardView(event(code), flagOff).kind).toBe('generic');
      }),
    );
  });
});

describe('scoreboardBackground', () => {
  it('is /backgrounds/scoreboard/{sport}.png with the code lower-cased', () => {
    expect(scoreboardBackground('FOOT')).toBe('/backgrounds/scoreboard/foot.png');
    expect(scoreboardBackground('tenn')).toBe('/backgrounds/scoreboard/tenn.png');
  });

  it('uses the virtual image for EFOT, EBSK, CSGO, DOTA and LOLS', () => {
    for (const code of ['EFOT', 'EBSK', 'CSGO', 'DOTA', 'LOLS', 'lols']) {
      expect(scoreboardBackground(code)).toBe('/backgrounds/scoreboard/virtual.png');
    }
  });

  it('is carried by every view', () => {
    expect(scoreboardView(event('CSGO', { maxSets: 3 }), flagOn).background).toBe(
      '/backgrounds/scoreboard/virtual.png',
    );
  });
});

describe('the clock', () => {
  it('reads minutes and the current period while running', () => {
    expect(
      scoreboardClock(event('FOOT', { currentPeriod: { abbreviation: 'HALF', number: 2 } })),
    ).toEqual({ state: 'running', minutes: 10, period: { key: 'HALF', number: 2 } });
  });

  it('has NOT_STARTED, INTERMISSION and END_OF_EVENT states, and none without a clock', () => {
    expect(
      scoreboardClock(event('FOOT', { clock: { minutes: 0, status: 'NOT_STARTED' } })),
    ).toEqual({ state: 'notStarted', period: null });
    expect(
      scoreboardClock(
        event('FOOT', {
          clock: { minutes: 45, status: 'INTERMISSION' },
          currentPeriod: { abbreviation: 'HALF', number: 1 },
        }),
      ),
    ).toEqual({ state: 'intermission', halftime: true, period: { key: 'HALF', number: 1 } });
    expect(
      scoreboardClock(event('FOOT', { clock: { minutes: 94, status: 'END_OF_EVENT' } })),
    ).toEqual({
      state: 'finished',
    });
    expect(scoreboardClock(event('FOOT', { isFinished: true }))).toEqual({ state: 'finished' });
    expect(scoreboardClock(event('FOOT', { clock: undefined }))).toEqual({ state: 'none' });
  });

  it('calls half time the break after the 1st half or the 2nd quarter only', () => {
    expect(isHalftimeBreak({ key: 'HALF', number: 1 })).toBe(true);
    expect(isHalftimeBreak({ key: 'QTR', number: 2 })).toBe(true);
    expect(isHalftimeBreak({ key: 'QTR', number: 1 })).toBe(false);
    expect(isHalftimeBreak({ key: 'QTR', number: 3 })).toBe(false);
    expect(isHalftimeBreak({ key: 'PERIOD', number: 1 })).toBe(false);
    expect(isHalftimeBreak(null)).toBe(false);
  });
});

describe('the period scoreboard', () => {
  const basketball = (
    scores: readonly (readonly [number, number])[],
    number: number,
    status = 'RUNNING',
  ) =>
    expectKind(
      scoreboardView(
        event('BASK', {
          scoresPerPeriod: periods('QTR', scores),
          currentPeriod: { abbreviation: 'QTR', number },
          clock: { minutes: number * 10 - 3, status },
        }),
        flagOn,
      ),
      'period',
    );

  it('shows quarters as 4 columns, a halftime column after the 2nd and a full-time total', () => {
    const view = basketball([[20, 18]], 1);
    expect(view.columns.map(columnLabel)).toEqual([
      'QTR1',
      'QTR2',
      'halftime',
      'QTR3',
      'QTR4',
      'total',
    ]);
    expect(view.columns.map((column) => column.scores)).toEqual([
      [20, 18],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [20, 18],
    ]);
  });

  it('fills the halftime column with Q1 + Q2 once half time is reached', () => {
    const view = basketball(
      [
        [20, 18],
        [25, 30],
        [10, 4],
      ],
      3,
    );
    expect(view.columns.find((column) => column.kind === 'halftime')?.scores).toEqual([45, 48]);
    expect(view.columns.at(-1)?.scores).toEqual([55, 52]);
  });

  it('highlights the current quarter (Q3)', () => {
    const view = basketball(
      [
        [20, 18],
        [25, 30],
        [10, 4],
      ],
      3,
    );
    expect(view.columns.filter((column) => column.current).map(columnLabel)).toEqual(['QTR3']);
  });

  it('highlights the halftime column in the break at half time', () => {
    const view = basketball(
      [
        [20, 18],
        [25, 30],
      ],
      2,
      'INTERMISSION',
    );
    expect(view.columns.filter((column) => column.current).map(columnLabel)).toEqual(['halftime']);
    expect(view.columns.find((column) => column.kind === 'halftime')?.scores).toEqual([45, 48]);
  });

  it('keeps the quarter just ended highlighted in a break that is not half time', () => {
    const view = basketball([[20, 18]], 1, 'INTERMISSION');
    expect(view.columns.filter((column) => column.current).map(columnLabel)).toEqual(['QTR1']);
  });

  it('shows halves with the 1st half highlighted in the break (it is the halftime score)', () => {
    const view = expectKind(
      scoreboardView(
        event('HAND', {
          scoresPerPeriod: periods('HALF', [[14, 12]]),
          currentPeriod: { abbreviation: 'HALF', number: 1 },
          clock: { minutes: 30, status: 'INTERMISSION' },
        }),
        flagOn,
      ),
      'period',
    );
    expect(view.columns.map(columnLabel)).toEqual(['HALF1', 'HALF2', 'total']);
    expect(view.columns.filter((column) => column.current).map(columnLabel)).toEqual(['HALF1']);
  });

  it('shows numbered periods up to the current one, with extra periods after regular time', () => {
    const view = expectKind(
      scoreboardView(
        event('ICEH', {
          scoresPerPeriod: [
            ...periods('PERIOD', [
              [1, 0],
              [0, 1],
              [1, 1],
            ]),
            { opponentId: HOME, periodKey: 'ET', periodInstance: 1, score: 0 },
          ],
          currentPeriod: { abbreviation: 'ET', number: 1 },
        }),
        flagOn,
      ),
      'period',
    );
    expect(view.columns.map(columnLabel)).toEqual([
      'PERIOD1',
      'PERIOD2',
      'PERIOD3',
      'ET1',
      'total',
    ]);
    // A side without an entry in a period under way has 0 in it.
    expect(view.columns[3]?.scores).toEqual([0, 0]);
    expect(view.columns.filter((column) => column.current).map(columnLabel)).toEqual(['ET1']);
  });

  it('adds the current period before its first score, but not before the start', () => {
    const running = expectKind(
      scoreboardView(
        event('ICEH', {
          scoresPerPeriod: periods('PERIOD', [[1, 0]]),
          currentPeriod: { abbreviation: 'PERIOD', number: 2 },
        }),
        flagOn,
      ),
      'period',
    );
    expect(running.columns.map((column) => column.scores)).toEqual([
      [1, 0],
      [0, 0],
      [1, 0],
    ]);
    const waiting = expectKind(
      scoreboardView(
        event('ICEH', {
          scoresPerPeriod: [],
          currentPeriod: { abbreviation: 'PERIOD', number: 1 },
          clock: { minutes: 0, status: 'NOT_STARTED' },
        }),
        flagOn,
      ),
      'period',
    );
    expect(waiting.columns.map((column) => column.scores)).toEqual([
      [null, null],
      [0, 0],
    ]);
    expect(waiting.columns.some((column) => column.current)).toBe(false);
  });

  it('highlights nothing once finished', () => {
    const view = basketball(
      [
        [20, 18],
        [25, 30],
        [10, 4],
        [22, 19],
      ],
      4,
      'END_OF_EVENT',
    );
    expect(view.columns.some((column) => column.current)).toBe(false);
    expect(view.columns.find((column) => column.kind === 'halftime')?.scores).toEqual([45, 48]);
  });

  it('totals are the sum of the periods, per side, whatever the scores (property)', () => {
    const score = fc.nat({ max: 60 });
    fc.assert(
      fc.property(
        fc.constantFrom('QTR', 'HALF', 'PERIOD', 'MAP'),
        fc.array(fc.tuple(score, score), { minLength: 0, maxLength: 8 }),
        (key, scores) => {
          const view = expectKind(
            scoreboardView(event('XXXX', { scoresPerPeriod: periods(key, scores) }), flagOff),
            'period',
          );
          const total = view.columns.at(-1);
          expect(total?.kind).toBe('total');
          const sum = (side: 0 | 1) => scores.reduce((acc, pair) => acc + pair[side], 0);
          expect(total?.scores).toEqual([sum(0), sum(1)]);
          const periodSum = (side: 0 | 1) =>
            view.columns
              .filter((column) => column.kind === 'period')
              .reduce((acc, column) => acc + (column.scores[side] ?? 0), 0);
          expect([periodSum(0), periodSum(1)]).toEqual([sum(0), sum(1)]);
          // Every instance once, in order; quarters at least 4, halves at least 2.
          const instances = view.columns.flatMap((column) =>
            column.kind === 'period' ? [column.instance] : [],
          );
          // (Without any score nor current period the kind of period is unknown: no columns.)
          const least = scores.length === 0 ? 0 : key === 'QTR' ? 4 : key === 'HALF' ? 2 : 0;
          expect(instances).toEqual(
            Array.from({ length: Math.max(least, scores.length) }, (_, index) => index + 1),
          );
          expect(view.columns.filter((column) => column.kind === 'halftime')).toHaveLength(
            key === 'QTR' && scores.length > 0 ? 1 : 0,
          );
        },
      ),
    );
  });

  it('highlights at most one column (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('QTR', 'HALF', 'PERIOD'),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('RUNNING', 'INTERMISSION', 'NOT_STARTED', 'END_OF_EVENT'),
        (key, number, status) => {
          const view = expectKind(
            scoreboardView(
              event('XXXX', {
                scoresPerPeriod: periods(key, [[1, 2]]),
                currentPeriod: { abbreviation: key, number },
                clock: { minutes: 5, status },
              }),
              flagOff,
            ),
            'period',
          );
          const current = view.columns.filter((column) => column.current);
          expect(current.length).toBe(status === 'RUNNING' || status === 'INTERMISSION' ? 1 : 0);
        },
      ),
    );
  });
});

describe('the sets scoreboard', () => {
  const tennis = (extra: Partial<ScoreboardEvent> = {}) =>
    event('TENN', {
      sets: {
        maxSets: 3,
        gameSet: [
          { opponentId: HOME, formattedPoints: '30', serving: false },
          { opponentId: AWAY, formattedPoints: '40', serving: true },
        ],
      },
      scores: [
        { opponentId: HOME, points: 1, formattedPoints: '1', serving: false },
        { opponentId: AWAY, points: 1, formattedPoints: '1', serving: true },
      ],
      scoresPerPeriod: periods('SETS', [
        [6, 4],
        [3, 6],
        [2, 1],
      ]),
      currentPeriod: { abbreviation: 'SETS', number: 3 },
      clock: { minutes: 95, status: 'RUNNING' },
      ...extra,
    });

  it('shows the sets, the match score, the points and the current set', () => {
    const view = expectKind(scoreboardView(tennis(), flagOn), 'sets');
    expect(view.sets.map((set) => set.scores)).toEqual([
      [6, 4],
      [3, 6],
      [2, 1],
    ]);
    expect(view.sets.map((set) => set.current)).toEqual([false, false, true]);
    expect(view.matchScore).toEqual([1, 1]);
    expect(view.points).toEqual(['30', '40']);
    expect(view.setsHidden).toBe(false);
  });

  it('says Game n / Set m for TENN and PADL: games played in the set + 1, the set number', () => {
    expect(expectKind(scoreboardView(tennis(), flagOn), 'sets').game).toEqual({ game: 4, set: 3 });
    const padel = { ...tennis(), sportCode: 'PADL' };
    expect(expectKind(scoreboardView(padel, flagOn), 'sets').game).toEqual({ game: 4, set: 3 });
    const fresh = tennis({
      scoresPerPeriod: [],
      currentPeriod: { abbreviation: 'SETS', number: 1 },
    });
    expect(expectKind(scoreboardView(fresh, flagOn), 'sets').game).toEqual({ game: 1, set: 1 });
  });

  it('shows no game in a break or once finished', () => {
    const inBreak = tennis({ clock: { minutes: 60, status: 'INTERMISSION' } });
    expect(expectKind(scoreboardView(inBreak, flagOn), 'sets').game).toBeNull();
    const finished = tennis({ isFinished: true });
    expect(expectKind(scoreboardView(finished, flagOn), 'sets').game).toBeNull();
  });

  it('marks the server for TENN and PADL from gameSet, else from scores', () => {
    const view = scoreboardView(tennis(), flagOn);
    expect(view.sides.map((side) => side.serving)).toEqual([false, true]);
    const fromScores = tennis({ sets: { maxSets: 3, gameSet: [] } });
    expect(scoreboardView(fromScores, flagOn).sides.map((side) => side.serving)).toEqual([
      false,
      true,
    ]);
    const finished = tennis({ clock: { minutes: 120, status: 'END_OF_EVENT' } });
    expect(scoreboardView(finished, flagOn).sides.some((side) => side.serving)).toBe(false);
  });

  it('marks no server and shows no game or points outside the green-dot sports', () => {
    const volleyball = { ...tennis(), sportCode: 'VOLL' };
    const view = expectKind(scoreboardView(volleyball, flagOn), 'sets');
    expect(view.sides.some((side) => side.serving)).toBe(false);
    expect(view.game).toBeNull();
    expect(view.points).toBeNull();
  });

  it('shows 5 volleyball sets, and map columns for e-sports', () => {
    const volleyball = event('VOLL', {
      maxSets: 5,
      scoresPerPeriod: periods('SETS', [
        [25, 20],
        [22, 25],
        [25, 23],
        [23, 25],
        [10, 8],
      ]),
      currentPeriod: { abbreviation: 'SETS', number: 5 },
    });
    expect(expectKind(scoreboardView(volleyball, flagOn), 'sets').sets).toHaveLength(5);
    const esports = event('CSGO', {
      sets: { maxSets: 3, gameSet: [] },
      scoresPerPeriod: periods('MAP', [[13, 9]]),
      currentPeriod: { abbreviation: 'MAP', number: 2 },
    });
    const maps = expectKind(scoreboardView(esports, flagOn), 'sets');
    expect(maps.setKey).toBe('MAP');
    expect(maps.sets.map((set) => [set.instance, set.scores, set.current])).toEqual([
      [1, [13, 9], false],
      [2, [0, 0], true],
    ]);
  });

  it('shows the last 5 sets at most (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (maxSets, played) => {
          const scores = Array.from({ length: played }, () => [6, 4] as const);
          const view = expectKind(
            scoreboardView(
              event('VOLL', {
                maxSets,
                scoresPerPeriod: periods('SETS', scores),
                ...(played > 0 ? { currentPeriod: { abbreviation: 'SETS', number: played } } : {}),
              }),
              flagOn,
            ),
            'sets',
          );
          expect(view.sets.length).toBe(Math.min(played, SCOREBOARD_SETS_SHOWN));
          expect(view.sets.map((set) => set.instance)).toEqual(
            Array.from(
              { length: Math.min(played, 5) },
              (_, index) => played - Math.min(played, 5) + index + 1,
            ),
          );
        },
      ),
    );
  });

  it('hides the sets when maxSets is above 8 and shows the match score instead', () => {
    const darts = event('DART', {
      maxSets: 13,
      scores: [
        { opponentId: HOME, points: 4, formattedPoints: '4' },
        { opponentId: AWAY, points: 2, formattedPoints: '2' },
      ],
      scoresPerPeriod: periods('SETS', [[3, 1]]),
    });
    const view = expectKind(scoreboardView(darts, flagOn), 'sets');
    expect(view.setsHidden).toBe(true);
    expect(view.sets).toEqual([]);
    expect(view.matchScore).toEqual([4, 2]);
    const eight = expectKind(scoreboardView({ ...darts, maxSets: 8 }, flagOn), 'sets');
    expect(eight.setsHidden).toBe(false);
  });
});

describe('football', () => {
  const football = (extra: Partial<ScoreboardEvent> = {}) =>
    event('FOOT', {
      scores: [
        {
          opponentId: HOME,
          points: 2,
          formattedPoints: '2',
          redCards: 1,
          yellowCards: 3,
          corners: 7,
        },
        { opponentId: AWAY, points: 1, formattedPoints: '1', yellowCards: 1, corners: 2 },
      ],
      currentPeriod: { abbreviation: 'HALF', number: 2 },
      scoresPerPeriod: periods('HALF', [
        [1, 1],
        [1, 0],
      ]),
      ...extra,
    });

  it('shows red cards, yellow cards and corners per side', () => {
    expect(scoreboardView(football(), flagOn).football?.stats).toEqual([
      { redCards: 1, yellowCards: 3, corners: 7 },
      { redCards: 0, yellowCards: 1, corners: 2 },
    ]);
  });

  it('shows the halftime score when the period is above 1 and the flag is on', () => {
    expect(scoreboardView(football(), flagOn).football?.halftime).toEqual([1, 1]);
    expect(scoreboardView(football(), flagOff).football?.halftime).toBeNull();
    const firstHalf = football({ currentPeriod: { abbreviation: 'HALF', number: 1 } });
    expect(scoreboardView(firstHalf, flagOn).football?.halftime).toBeNull();
  });

  it('takes the halftime score from any period-1 entry without HALF keys, none without data', () => {
    const other = football({ scoresPerPeriod: periods('PERIOD', [[0, 2]]) });
    expect(scoreboardView(other, flagOn).football?.halftime).toEqual([0, 2]);
    const none = football({ scoresPerPeriod: undefined });
    expect(scoreboardView(none, flagOn).football?.halftime).toBeNull();
  });

  it('is for FOOT only', () => {
    expect(scoreboardView({ ...football(), sportCode: 'EFOT' }, flagOn).football).toBeNull();
    expect(scoreboardView({ ...football(), sportCode: 'BASK' }, flagOn).football).toBeNull();
  });
});

describe('cricket', () => {
  it('lists each side its innings and marks the side batting', () => {
    const view = expectKind(scoreboardView(event('CRIC', { cricketOutcomes }), flagOn), 'cricket');
    expect(view.innings).toEqual([
      [{ innings: 1, runs: 168, wickets: 6, overs: '20.0' }],
      [{ innings: 2, runs: 45, wickets: 1, overs: '5.3' }],
    ]);
    expect(view.inningsColumns).toBe(1);
    expect(view.sides.map((side) => side.batting)).toEqual([false, true]);
    // The batting side is no server: cricket is no green-dot sport.
    expect(view.sides.some((side) => side.serving)).toBe(false);
  });

  it('takes the batting side from scores.serving when the outcomes say none bats', () => {
    const noneBatting = cricketOutcomes.map((item) => ({ ...item, batting: false }));
    const view = scoreboardView(event('VICR', { cricketOutcomes: noneBatting }), flagOn);
    expect(view.sides.map((side) => side.batting)).toEqual([true, false]);
  });

  it('marks no batting side once finished, and none outside cricket', () => {
    const finished = scoreboardView(event('CRIC', { cricketOutcomes, isFinished: true }), flagOn);
    expect(finished.sides.some((side) => side.batting)).toBe(false);
    expect(scoreboardView(event('FOOT'), flagOn).sides.some((side) => side.batting)).toBe(false);
  });

  it('still carries clock and sides when cricket has no scoreboard (for a list row)', () => {
    const view = scoreboardView(event('CRIC'), flagOn);
    expect(view.kind).toBe('none');
    expect(view.sides.map((side) => side.batting)).toEqual([true, false]);
    expect(view.clock.state).toBe('running');
  });
});

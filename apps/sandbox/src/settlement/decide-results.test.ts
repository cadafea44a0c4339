import { describe, expect, it } from 'vitest';
import {
  decideMarket,
  finalScoresOf,
  type EventInput,
  type MarketInput,
  type OutcomeInput,
} from './decide-results';

const HOME = 701;
const AWAY = 702;

const football = (home: number, away: number, extra: object = {}): EventInput => ({
  id: 1,
  sportCode: 'FOOT',
  eventType: 'GAME_EVENT',
  opponentIds: [HOME, AWAY],
  scores: finalScoresOf({
    scores: [
      { opponentId: HOME, points: home },
      { opponentId: AWAY, points: away },
    ],
    ...extra,
  }),
});

const outcome = (
  id: number,
  description: string,
  opponentId: number | null,
  spreadMilli: number | null = null,
  priceMilli = 2000,
): OutcomeInput => ({
  id,
  description,
  ordinalPosition: id % 10,
  opponentId,
  priceMilli,
  spreadMilli,
});

const market = (
  id: number,
  marketTypeId: number,
  group: string,
  outcomes: OutcomeInput[],
  periodId = 100,
): MarketInput => ({ id, marketTypeId, marketGroup: group, periodId, outcomes });

const matchResult = market(10, 1, 'WIN_DRAW_WIN', [
  outcome(11, 'Home', HOME),
  outcome(12, 'Draw', null),
  outcome(13, 'Away', AWAY),
]);

const asObject = (results: Map<number, string>) => Object.fromEntries(results);

describe('deciding results', () => {
  it('reads a match result from the final score', () => {
    expect(asObject(decideMarket(football(2, 1), matchResult))).toEqual({
      11: 'won',
      12: 'lost',
      13: 'lost',
    });
    expect(asObject(decideMarket(football(1, 1), matchResult))).toEqual({
      11: 'lost',
      12: 'won',
      13: 'lost',
    });
    expect(asObject(decideMarket(football(0, 3), matchResult))).toEqual({
      11: 'lost',
      12: 'lost',
      13: 'won',
    });
  });

  it('reads handicaps, with a push void', () => {
    const handicap = (line: number) =>
      market(20, 3021, 'HDP', [outcome(21, 'Home', HOME, line), outcome(22, 'Away', AWAY, -line)]);
    expect(asObject(decideMarket(football(2, 1), handicap(-500)))).toEqual({
      21: 'won',
      22: 'lost',
    });
    expect(asObject(decideMarket(football(2, 1), handicap(-1500)))).toEqual({
      21: 'lost',
      22: 'won',
    });
    expect(asObject(decideMarket(football(2, 1), handicap(-1000)))).toEqual({
      21: 'void',
      22: 'void',
    });
  });

  it('reads totals, both teams to score and correct score', () => {
    const total = market(30, 13, 'OVER_UNDER', [
      outcome(31, 'Over', null, 2500),
      outcome(32, 'Under', null, 2500),
    ]);
    expect(asObject(decideMarket(football(2, 1), total))).toEqual({ 31: 'won', 32: 'lost' });
    expect(asObject(decideMarket(football(1, 1), total))).toEqual({ 31: 'lost', 32: 'won' });

    const btts = market(40, 350, 'OTHER', [outcome(41, 'Yes', null), outcome(42, 'No', null)]);
    expect(asObject(decideMarket(football(2, 1), btts))).toEqual({ 41: 'won', 42: 'lost' });
    expect(asObject(decideMarket(football(2, 0), btts))).toEqual({ 41: 'lost', 42: 'won' });

    const correct = market(50, 45, 'OTHER', [
      outcome(51, '2-1', null),
      outcome(52, '1-1', null),
      outcome(53, 'Any Other Score', null),
    ]);
    expect(asObject(decideMarket(football(2, 1), correct))).toEqual({
      51: 'won',
      52: 'lost',
      53: 'lost',
    });
    expect(asObject(decideMarket(football(5, 1), correct))).toEqual({
      51: 'lost',
      52: 'lost',
      53: 'won',
    });
  });

  it('reads a period market from the period scores', () => {
    const event: EventInput = {
      ...football(0, 0),
      sportCode: 'ICEH',
      scores: finalScoresOf({
        scores: [
          { opponentId: HOME, points: 3 },
          { opponentId: AWAY, points: 2 },
        ],
        scoresPerPeriod: [
          { opponentId: HOME, periodKey: 'PERIOD', periodInstance: 1, score: 0 },
          { opponentId: AWAY, periodKey: 'PERIOD', periodInstance: 1, score: 2 },
        ],
      }),
    };
    const firstPeriod = market(
      60,
      5011,
      'WIN_DRAW_WIN',
      [outcome(61, 'Home', HOME), outcome(62, 'Draw', null), outcome(63, 'Away', AWAY)],
      501,
    );
    expect(asObject(decideMarket(event, firstPeriod))).toEqual({
      61: 'lost',
      62: 'lost',
      63: 'won',
    });
  });

  it('draws markets it cannot read: the same every time, exactly one winner', () => {
    const noScores: EventInput = { ...football(0, 0), scores: undefined };
    let voided = 0;
    for (let id = 1; id <= 400; id += 1) {
      const drawn = market(id * 10, 1, 'WIN_DRAW_WIN', [
        outcome(id * 10 + 1, 'Home', HOME, null, 1500),
        outcome(id * 10 + 2, 'Draw', null, null, 4000),
        outcome(id * 10 + 3, 'Away', AWAY, null, 6000),
      ]);
      const first = decideMarket(noScores, drawn);
      expect(decideMarket(noScores, drawn)).toEqual(first);
      const values = [...first.values()];
      if (values.every((value) => value === 'void')) {
        voided += 1;
        continue;
      }
      expect(values.filter((value) => value === 'won')).toHaveLength(1);
      expect(values.filter((value) => value === 'lost')).toHaveLength(2);
    }
    expect(voided).toBeGreaterThan(0);
    expect(voided).toBeLessThan(30);
  });

  it('ignores unreadable scores', () => {
    expect(finalScoresOf(null)).toBeUndefined();
    expect(finalScoresOf({ scores: 'nope' })).toBeUndefined();
    expect(finalScoresOf({ scores: [] })).toBeUndefined();
  });
});

describe('live-only instances', () => {
  const restOfMatch = (home: number, away: number): MarketInput => ({
    id: 1_700_000_001,
    marketTypeId: 2723,
    marketGroup: 'WIN_DRAW_WIN',
    periodId: 100,
    liveBasis: { kind: 'restOfMatch', home, away },
    outcomes: [outcome(11, 'Home', HOME), outcome(12, 'Draw', null), outcome(13, 'Away', AWAY)],
  });
  const gameWinner = (winner?: number | null): MarketInput => ({
    id: 1_700_000_002,
    marketTypeId: 3031,
    marketGroup: 'HEAD_TO_HEAD',
    periodId: 401,
    liveBasis: {
      kind: 'gameWinner',
      set: 1,
      game: 5,
      home: 2,
      away: 2,
      ...(winner === undefined ? {} : { winner }),
    },
    outcomes: [outcome(21, 'Home', HOME), outcome(22, 'Away', AWAY)],
  });
  const tennis = (home: number, away: number): EventInput => ({
    ...football(home, away),
    sportCode: 'TENN',
  });

  it('settles a rest of match on the goals after its opening score', () => {
    // Opened at 1-0, final 3-1: the rest of the match went 2-1 to home.
    expect([...decideMarket(football(3, 1), restOfMatch(1, 0))]).toEqual([
      [11, 'won'],
      [12, 'lost'],
      [13, 'lost'],
    ]);
    // Opened at 1-0, final 1-1: 0-1, away.
    expect(decideMarket(football(1, 1), restOfMatch(1, 0)).get(13)).toBe('won');
    // Opened at 1-1, final 2-2: 1-1, a draw (the match result would also be a draw, not so at 2-1).
    expect(decideMarket(football(2, 2), restOfMatch(1, 1)).get(12)).toBe('won');
    expect(decideMarket(football(2, 1), restOfMatch(2, 0)).get(13)).toBe('won');
  });

  it('voids a rest of match without a final score (or one below its basis)', () => {
    const noScores: EventInput = { ...football(0, 0), scores: undefined };
    expect([...decideMarket(noScores, restOfMatch(0, 0)).values()]).toEqual([
      'void',
      'void',
      'void',
    ]);
    expect([...decideMarket(football(0, 0), restOfMatch(1, 0)).values()]).toEqual([
      'void',
      'void',
      'void',
    ]);
  });

  it('settles a game winner by the game’s recorded winner, void when it never finished', () => {
    expect([...decideMarket(tennis(2, 1), gameWinner(AWAY))]).toEqual([
      [21, 'lost'],
      [22, 'won'],
    ]);
    // The match score does not decide a game: home won the match, away the game.
    expect(decideMarket(tennis(2, 0), gameWinner(AWAY)).get(22)).toBe('won');
    expect([...decideMarket(tennis(2, 1), gameWinner(null)).values()]).toEqual(['void', 'void']);
    expect([...decideMarket(tennis(2, 1), gameWinner()).values()]).toEqual(['void', 'void']);
  });
});

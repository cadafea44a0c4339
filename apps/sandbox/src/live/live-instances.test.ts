import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventRow } from '../events/world-tables';
import { parseLiveBasis, sameInstance } from '../world/live-market-basis';
import {
  footballSecondsLeft,
  gameWinProbability,
  gameWinnerOf,
  instancePrices,
  newInstance,
  restOfMatchProbabilities,
  wantedBasis,
} from './live-instances';
import type { EventState } from './live-state';

const HOME = 701;
const AWAY = 702;

function eventState(sportCode: string, overrides: Partial<EventRow> = {}): EventState {
  const row: EventRow = {
    id: 1_000_001,
    sport_id: 1,
    country_id: 2,
    league_id: 3,
    event_type: 'GAME_EVENT',
    name: 'Home vs Away',
    slug: '1000001-home-vs-away',
    sport_code: sportCode,
    opponents: [
      { id: HOME, description: 'Home' },
      { id: AWAY, description: 'Away' },
    ],
    event_date: new Date('2026-01-01T12:00:00Z'),
    feed_code: 'sr:match:1',
    live_streaming: false,
    betradar_id: null,
    stream_id: null,
    tracker_id: null,
    is_live: true,
    clock_minutes: 0,
    clock_status: 'RUNNING',
    period_abbreviation: sportCode === 'TENN' ? 'SETS' : 'HALF',
    period_number: 1,
    scores: null,
    is_finished: false,
    sort_order: 0,
    ...overrides,
  };
  return {
    row,
    home: { id: HOME, description: 'Home' },
    away: { id: AWAY, description: 'Away' },
    homeShare: 0.5,
    markets: [],
    scores: {
      scores: [
        { opponentId: HOME, points: 0, formattedPoints: '0', serving: true },
        { opponentId: AWAY, points: 0, formattedPoints: '0', serving: false },
      ],
      scoresPerPeriod: [],
    },
    seconds: 0,
    periodSeconds: 0,
    stoppage: 60,
    breakLeft: 0,
    game: [0, 0],
    server: 0,
    openCount: 0,
  };
}

function setGames(event: EventState, set: number, home: number, away: number): void {
  const list = (event.scores.scoresPerPeriod ??= []);
  for (const [opponentId, score] of [
    [HOME, home],
    [AWAY, away],
  ] as const) {
    const found = list.find(
      (item) => item.opponentId === opponentId && item.periodInstance === set,
    );
    if (found) found.score = score;
    else list.push({ opponentId, periodKey: 'SETS', periodInstance: set, score });
  }
}

const probability = fc.double({ min: 0.05, max: 0.95, noNaN: true });
const points = fc.integer({ min: 0, max: 6 });

describe('game winner probability (the server wins a point with chance p)', () => {
  it('is a half at even points and love-all when points are even money', () => {
    expect(gameWinProbability(0.5)).toBeCloseTo(0.5, 12);
    expect(gameWinProbability(0.5, 3, 3)).toBeCloseTo(0.5, 12);
  });

  it('is the receiver’s chance seen from the other side (symmetry)', () => {
    fc.assert(
      fc.property(probability, points, points, (p, server, receiver) => {
        expect(gameWinProbability(p, server, receiver)).toBeCloseTo(
          1 - gameWinProbability(1 - p, receiver, server),
          9,
        );
      }),
    );
  });

  it('grows with the point chance and with each point the server wins', () => {
    fc.assert(
      fc.property(probability, probability, points, points, (a, b, server, receiver) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(gameWinProbability(high, server, receiver)).toBeGreaterThanOrEqual(
          gameWinProbability(low, server, receiver) - 1e-12,
        );
        expect(gameWinProbability(a, server + 1, receiver)).toBeGreaterThanOrEqual(
          gameWinProbability(a, server, receiver) - 1e-12,
        );
      }),
    );
  });

  it('favours the server at love-all when the server wins most points', () => {
    expect(gameWinProbability(0.62)).toBeGreaterThan(0.7);
    expect(gameWinProbability(0.62, 4, 2)).toBe(1);
    expect(gameWinProbability(0.62, 1, 4)).toBe(0);
  });
});

describe('rest of match probabilities (Poisson goals still to come)', () => {
  const rate = fc.double({ min: 0, max: 4, noNaN: true });

  it('sum to one, and swap when the sides swap', () => {
    fc.assert(
      fc.property(rate, rate, (home, away) => {
        const [h, d, a] = restOfMatchProbabilities(home, away);
        expect(h + d + a).toBeCloseTo(1, 9);
        const [h2, d2, a2] = restOfMatchProbabilities(away, home);
        expect(h2).toBeCloseTo(a, 9);
        expect(d2).toBeCloseTo(d, 9);
        expect(a2).toBeCloseTo(h, 9);
      }),
    );
  });

  it('is a sure draw with no time left, and a home favourite when home scores more', () => {
    expect(restOfMatchProbabilities(0, 0)).toEqual([0, 1, 0]);
    const [home, , away] = restOfMatchProbabilities(1.6, 0.8);
    expect(home).toBeGreaterThan(away);
  });
});

describe('instance prices', () => {
  it('keep the book: the implied probabilities add up to the overround (below the floor)', () => {
    const distribution = fc
      .array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
      .map((weights) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        return weights.map((weight) => weight / total);
      });
    fc.assert(
      fc.property(distribution, fc.double({ min: 1.02, max: 1.1, noNaN: true }), (ps, book) => {
        const prices = instancePrices(ps, book);
        const implied = prices.reduce((sum, price) => sum + 1000 / price, 0);
        for (const price of prices) expect(price).toBeGreaterThan(1000);
        // A near-certain outcome stops at the 1.001 floor: the book is then a little lower.
        if (prices.every((price) => price > 1001)) expect(implied).toBeCloseTo(book, 2);
        else expect(implied).toBeLessThan(book + 0.005);
      }),
    );
  });
});

describe('the instance an event needs', () => {
  it('football: a rest of match from the current score, none once finished', () => {
    const event = eventState('FOOT');
    expect(wantedBasis(event)).toEqual({ kind: 'restOfMatch', home: 0, away: 0 });
    const [home, away] = event.scores.scores;
    if (home && away) {
      home.points = 1;
      away.points = 2;
    }
    expect(wantedBasis(event)).toEqual({ kind: 'restOfMatch', home: 1, away: 2 });
    event.row.is_finished = true;
    expect(wantedBasis(event)).toBeUndefined();
  });

  it('tennis: the game being played, or the next set’s first game between sets', () => {
    const event = eventState('TENN');
    setGames(event, 1, 3, 1);
    expect(wantedBasis(event)).toEqual({ kind: 'gameWinner', set: 1, game: 5, home: 3, away: 1 });
    event.row.clock_status = 'INTERMISSION';
    expect(wantedBasis(event)).toEqual({ kind: 'gameWinner', set: 2, game: 1, home: 0, away: 0 });
    // After the last set there is no next game.
    event.row.period_number = 3;
    expect(wantedBasis(event)).toBeUndefined();
  });

  it('volleyball and the other sports have none', () => {
    expect(wantedBasis(eventState('VOLL'))).toBeUndefined();
    expect(wantedBasis(eventState('BASK'))).toBeUndefined();
  });

  it('tells a game’s winner from the set’s games, null when it cannot', () => {
    const event = eventState('TENN');
    const basis = { kind: 'gameWinner', set: 1, game: 5, home: 3, away: 1 } as const;
    setGames(event, 1, 3, 2);
    expect(gameWinnerOf(event, basis)).toBe(AWAY);
    setGames(event, 1, 4, 1);
    expect(gameWinnerOf(event, basis)).toBe(HOME);
    setGames(event, 1, 3, 1);
    expect(gameWinnerOf(event, basis)).toBeNull();
  });

  it('counts the football time left from the half being played', () => {
    const event = eventState('FOOT');
    expect(footballSecondsLeft(event)).toBe(45 * 60 + 60 + 45 * 60 + 4 * 60);
    event.row.period_number = 2;
    event.stoppage = 120;
    event.periodSeconds = 45 * 60;
    expect(footballSecondsLeft(event)).toBe(120);
  });
});

describe('a new instance', () => {
  it('rest of match: three outcomes, the match market’s overround, the score in its name', () => {
    const event = eventState('FOOT');
    const market = newInstance(
      event,
      { kind: 'restOfMatch', home: 1, away: 0 },
      { marketId: 1_700_000_001, outcomeId: 1_800_000_001 },
      'open',
      Date.parse('2026-01-01T12:30:00Z'),
    );
    expect(market.row).toMatchObject({
      id: 1_700_000_001,
      description: 'Rest of Match (1-0)',
      market_type_id: 2723,
      market_group: 'WIN_DRAW_WIN',
      market_type_style: 'THREE_OUTCOME',
      period_id: 100,
      instance: 2,
      live_basis: { kind: 'restOfMatch', home: 1, away: 0 },
    });
    expect(market.outcomes.map((outcome) => [outcome.id, outcome.opponent_id])).toEqual([
      [1_800_000_001, HOME],
      [1_800_000_002, null],
      [1_800_000_003, AWAY],
    ]);
    const implied = market.outcomes.reduce((sum, outcome) => sum + 1000 / outcome.price_milli, 0);
    expect(implied).toBeCloseTo(1.06, 2);
  });

  it('game winner: the server is the favourite', () => {
    const event = eventState('TENN');
    event.server = 1;
    const market = newInstance(
      event,
      { kind: 'gameWinner', set: 2, game: 3, home: 1, away: 1 },
      { marketId: 1_700_000_009, outcomeId: 1_800_000_020 },
      'open',
      0,
    );
    expect(market.row).toMatchObject({
      description: 'Set 2 Game 3 Winner',
      market_type_id: 3031,
      market_group: 'HEAD_TO_HEAD',
      period_id: 402,
      instance: 3,
    });
    const [home, away] = market.outcomes;
    expect(away?.price_milli).toBeLessThan(home?.price_milli ?? 0);
  });
});

describe('the stored basis', () => {
  it('reads back what is stored, and nothing else', () => {
    const basis = { kind: 'gameWinner', set: 1, game: 2, home: 1, away: 0, winner: AWAY } as const;
    expect(parseLiveBasis(JSON.parse(JSON.stringify(basis)))).toEqual(basis);
    expect(parseLiveBasis(JSON.stringify({ kind: 'restOfMatch', home: 0, away: 1 }))).toEqual({
      kind: 'restOfMatch',
      home: 0,
      away: 1,
    });
    expect(parseLiveBasis(null)).toBeUndefined();
    expect(parseLiveBasis({ kind: 'nextPoint' })).toBeUndefined();
  });

  it('is the same instance for the same score or game, whatever the winner', () => {
    expect(
      sameInstance(
        { kind: 'gameWinner', set: 1, game: 2, home: 1, away: 0 },
        { kind: 'gameWinner', set: 1, game: 2, home: 1, away: 0, winner: HOME },
      ),
    ).toBe(true);
    expect(
      sameInstance(
        { kind: 'restOfMatch', home: 1, away: 0 },
        { kind: 'restOfMatch', home: 1, away: 1 },
      ),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { EventRow } from '../events/world-tables';
import { mulberry32 } from '../world/prng';
import type { EventState } from './live-state';
import { sportModel } from './sport-models';

function eventOf(sportCode: string, abbreviation: string): EventState {
  const row = {
    id: 1,
    sport_code: sportCode,
    period_abbreviation: abbreviation,
    period_number: 1,
    clock_status: 'RUNNING',
  } as Partial<EventRow> as EventRow;
  const event: EventState = {
    row,
    home: { id: 10, description: 'Home' },
    away: { id: 20, description: 'Away' },
    homeShare: 0.5,
    markets: [],
    scores: { scores: [] },
    seconds: 0,
    periodSeconds: 0,
    stoppage: 0,
    breakLeft: 0,
    game: [0, 0],
    server: 0,
    openCount: 0,
  };
  const model = sportModel(sportCode);
  event.scores = model.initialScores(event);
  model.startPeriod(event, mulberry32(1));
  return event;
}

/** Plays steps until the model says the period or match is over (or `limit` steps). */
function playUntilOver(event: EventState, seed: number, limit = 100_000) {
  const model = sportModel(event.row.sport_code);
  const random = mulberry32(seed);
  for (let step = 0; step < limit; step += 1) {
    event.seconds += 10;
    event.periodSeconds += 10;
    const result = model.play(event, random);
    if (result.matchOver || result.periodOver) return { result, step };
  }
  throw new Error('never over');
}

describe('sport models', () => {
  it('tennis: a set ends 6 games with a 2-game lead (or 7), points show 0/15/30/40/A', () => {
    const event = eventOf('TENN', 'SETS');
    const seen = new Set<string>();
    const model = sportModel('TENN');
    const random = mulberry32(7);
    let over = false;
    while (!over) {
      const result = model.play(event, random);
      for (const game of event.scores.sets?.gameSet ?? []) seen.add(game.formattedPoints);
      over = result.periodOver === true;
    }
    for (const shown of seen) expect(['0', '15', '30', '40', 'A']).toContain(shown);
    const games = (event.scores.scoresPerPeriod ?? []).map((item) => item.score);
    const [winner = 0, loser = 0] = [Math.max(...games), Math.min(...games)];
    expect(winner === 7 || (winner === 6 && winner - loser >= 2)).toBe(true);
    expect(event.scores.scores.map((score) => score.points).sort()).toEqual([0, 1]);
    expect(event.scores.sets?.gameSet.filter((game) => game.serving)).toHaveLength(1);
  });

  it('football: a half lasts 45 minutes plus stoppage; scores and cards only go up', () => {
    const event = eventOf('FOOT', 'HALF');
    const { result, step } = playUntilOver(event, 3);
    expect(result.periodOver).toBe(true);
    expect(step + 1).toBeGreaterThanOrEqual(45 * 6);
    expect(step + 1).toBeLessThanOrEqual(48 * 6);
    for (const score of event.scores.scores) {
      expect(score.points).toBeGreaterThanOrEqual(0);
      expect(score.formattedPoints).toBe(String(score.points));
      expect(score.yellowCards).toBeGreaterThanOrEqual(0);
    }
  });

  it('cricket: an innings ends at 120 balls or 10 wickets, with cricketOutcomes kept', () => {
    const event = eventOf('CRIC', 'PERIOD');
    playUntilOver(event, 11);
    const [first] = event.scores.cricketOutcomes ?? [];
    expect(first).toBeDefined();
    expect(first?.balls === 120 || first?.wickets === 10).toBe(true);
    expect(first?.overs).toBe(`${Math.floor((first?.balls ?? 0) / 6)}.${(first?.balls ?? 0) % 6}`);
    expect(event.scores.scores[0]?.formattedPoints).toBe(`${first?.runs}/${first?.wickets}`);
    expect(event.scores.scores[0]?.serving).toBe(true);
  });

  it('volleyball: a set is won at 25 with a 2-point lead', () => {
    const event = eventOf('VOLL', 'SETS');
    playUntilOver(event, 5);
    const points = (event.scores.scoresPerPeriod ?? []).map((item) => item.score);
    const [winner = 0, loser = 0] = [Math.max(...points), Math.min(...points)];
    expect(winner).toBeGreaterThanOrEqual(25);
    expect(winner - loser).toBeGreaterThanOrEqual(2);
  });
});

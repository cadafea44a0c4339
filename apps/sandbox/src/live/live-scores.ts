import { z } from 'zod';
import type { JsonValue } from '../db/schema';

/**
 * The live part of an event as stored in `events.scores` (jsonb) and sent in the spec's Event:
 * scores per opponent, sets (current game) and per-period scores, cricket innings.
 */
export interface ScoreEntry {
  opponentId: number;
  points: number;
  formattedPoints: string;
  /** Serving (tennis, padel, volleyball) or batting (cricket). */
  serving: boolean;
  redCards?: number;
  yellowCards?: number;
  corners?: number;
}

export interface GameSetEntry {
  opponentId: number;
  formattedPoints: string;
  serving: boolean;
}

export interface PeriodScore {
  opponentId: number;
  periodKey: string;
  periodInstance: number;
  score: number;
}

/** One innings of one side. `overs` is "overs.balls", e.g. "12.3". */
export interface CricketInnings {
  opponentId: number;
  innings: number;
  runs: number;
  wickets: number;
  overs: string;
  balls: number;
  batting: boolean;
}

export interface LiveScores {
  scores: ScoreEntry[];
  sets?: { maxSets: number; gameSet: GameSetEntry[] };
  scoresPerPeriod?: PeriodScore[];
  cricketOutcomes?: CricketInnings[];
}

const count = z.number().int().nonnegative();

const storedSchema = z.object({
  scores: z
    .array(
      z.object({
        opponentId: z.number().int(),
        points: count,
        formattedPoints: z.string(),
        serving: z.boolean().optional(),
        redCards: count.optional(),
        yellowCards: count.optional(),
        corners: count.optional(),
      }),
    )
    .length(2),
  sets: z
    .object({
      maxSets: z.number().int().positive(),
      gameSet: z
        .array(
          z.object({
            opponentId: z.number().int(),
            formattedPoints: z.string(),
            serving: z.boolean().optional(),
          }),
        )
        .length(2),
    })
    .optional(),
  scoresPerPeriod: z
    .array(
      z.object({
        opponentId: z.number().int(),
        periodKey: z.string(),
        periodInstance: z.number().int(),
        score: count,
      }),
    )
    .optional(),
  cricketOutcomes: z
    .array(
      z.object({
        opponentId: z.number().int(),
        innings: z.number().int(),
        runs: count,
        wickets: count,
        overs: z.string(),
        balls: count,
        batting: z.boolean(),
      }),
    )
    .optional(),
});

/** The stored scores, or undefined when there are none or they are not of the known shape. */
export function parseScores(value: JsonValue | null): LiveScores | undefined {
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  const scores: LiveScores = {
    scores: data.scores.map((entry) => ({ ...entry, serving: entry.serving ?? false })),
  };
  if (data.sets) {
    scores.sets = {
      maxSets: data.sets.maxSets,
      gameSet: data.sets.gameSet.map((entry) => ({ ...entry, serving: entry.serving ?? false })),
    };
  }
  if (data.scoresPerPeriod) scores.scoresPerPeriod = data.scoresPerPeriod.map((e) => ({ ...e }));
  if (data.cricketOutcomes) scores.cricketOutcomes = data.cricketOutcomes.map((e) => ({ ...e }));
  return scores;
}

export function scoresJson(scores: LiveScores): { [key: string]: JsonValue } {
  const out: { [key: string]: JsonValue } = {
    scores: scores.scores.map((entry) => ({ ...entry })),
  };
  if (scores.sets) {
    out.sets = {
      maxSets: scores.sets.maxSets,
      gameSet: scores.sets.gameSet.map((entry) => ({ ...entry })),
    };
  }
  if (scores.scoresPerPeriod) out.scoresPerPeriod = scores.scoresPerPeriod.map((e) => ({ ...e }));
  if (scores.cricketOutcomes) out.cricketOutcomes = scores.cricketOutcomes.map((e) => ({ ...e }));
  return out;
}

export function periodScoreKey(entry: PeriodScore): string {
  return `${entry.opponentId}/${entry.periodKey}/${entry.periodInstance}`;
}

/** The period scores of `after` that are new or differ from `before` (merged by the client). */
export function changedPeriodScores(
  before: readonly PeriodScore[] | undefined,
  after: readonly PeriodScore[] | undefined,
): PeriodScore[] {
  if (after === undefined) return [];
  const old = new Map((before ?? []).map((entry) => [periodScoreKey(entry), entry.score]));
  return after.filter((entry) => old.get(periodScoreKey(entry)) !== entry.score);
}

export function oversOf(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

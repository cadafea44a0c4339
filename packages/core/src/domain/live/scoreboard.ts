/**
 * The live event's scoreboard header as a view (betting spec §2 "Event scoreboard header, chosen
 * by sport", §3 Event fields, §9 cricket and green-dot sports, period abbreviations). Pure: the
 * components render the view; the live data hands it a fresh event on every change.
 *
 * Which scoreboard, in this order (the first that applies wins):
 * 1. `cricket`: a cricket sport (CRIC, VICR, ECRI) whose event carries `cricketOutcomes`. The spec
 *    gives CRIC and VICR no scoreboard, yet asks for "cricket outcomes with the batting
 *    indicator"; a cricket score is runs/wickets and overs per innings, which no period or sets
 *    table can say, so cricket gets a table of its own, the side batting marked.
 * 2. `none`: CRIC, VICR, VKBD and BOXI (cricket without its outcomes included). ECRI is not on the
 *    spec's list, so without outcomes it goes on to the rules below like any sport.
 * 3. `sets`: `maxSets` above 0 (the event's own `maxSets`, else `sets.maxSets`). Set sports also
 *    carry their per-set scores in `scoresPerPeriod`, so sets come before periods: tennis, padel,
 *    volleyball and the map e-sports get their sets scoreboard, not a period table.
 * 4. `period`: `scoresPerPeriod` is present (an empty list too: before the first score the columns
 *    still show what is to come).
 * 5. `generic`: both opponents, their score and the clock.
 *
 * Every view, `none` included, carries the clock and both sides (score, server, batting side):
 * the compact summary in a live list row is built from it.
 */
import { isLiveEventFinished } from './finished';

export { isLiveEventFinished };

/** Sports without a scoreboard header (spec §2). */
export const NO_SCOREBOARD_SPORTS: ReadonlySet<string> = new Set(['CRIC', 'VICR', 'VKBD', 'BOXI']);
/** Cricket sports: they show the batting indicator (spec §9). */
export const CRICKET_SPORTS: ReadonlySet<string> = new Set(['CRIC', 'VICR', 'ECRI']);
/** Green-dot sports: the server is marked with a dot (spec §9); they show "Game n / Set m". */
export const GREEN_DOT_SPORTS: ReadonlySet<string> = new Set(['PADL', 'TENN']);
/** Sports whose scoreboard uses the virtual background image (spec §2). */
export const VIRTUAL_BACKGROUND_SPORTS: ReadonlySet<string> = new Set([
  'EFOT',
  'EBSK',
  'CSGO',
  'DOTA',
  'LOLS',
]);
/** The sets scoreboard shows the last this many sets at most. */
export const SCOREBOARD_SETS_SHOWN = 5;
/** Above this many sets the sets are hidden and the match score is shown instead. */
export const SCOREBOARD_MAX_SETS_SHOWN = 8;

/**
 * The background image of a sport's scoreboard: `/backgrounds/scoreboard/{sport}.png`, the sport
 * code lower-cased (a static file name, the same whatever case the feed sends), or the virtual
 * image for the virtual and e-sports in VIRTUAL_BACKGROUND_SPORTS.
 */
export function scoreboardBackground(sportCode: string): string {
  const code = sportCode.toUpperCase();
  const name = VIRTUAL_BACKGROUND_SPORTS.has(code) ? 'virtual' : code.toLowerCase();
  return `/backgrounds/scoreboard/${name}.png`;
}

/** The event fields a scoreboard reads (a platform `SportEvent` or a live entity merged in). */
export interface ScoreboardEvent {
  sportCode: string;
  opponents: readonly { id: number; description: string }[];
  scores?:
    | readonly {
        opponentId: number;
        points: number;
        formattedPoints?: string;
        serving?: boolean | undefined;
        redCards?: number | undefined;
        yellowCards?: number | undefined;
        corners?: number | undefined;
      }[]
    | undefined;
  sets?:
    | {
        maxSets?: number | undefined;
        gameSet: readonly {
          opponentId: number;
          formattedPoints: string;
          serving?: boolean | undefined;
        }[];
      }
    | undefined;
  maxSets?: number | null | undefined;
  scoresPerPeriod?:
    | readonly { opponentId: number; periodKey: string; periodInstance: number; score: number }[]
    | undefined;
  clock?: { minutes: number; status: string } | undefined;
  currentPeriod?: { abbreviation: string; number: number } | undefined;
  isFinished?: boolean | undefined;
  /** Cricket innings; checked here, since a loose platform object types it as unknown. */
  cricketOutcomes?: unknown;
}

export interface ScoreboardOptions {
  /** The environment flag of spec §2: FOOT shows its halftime score once the period is above 1. */
  showFootballHalftime: boolean;
}

/** The period being played (or, in a break, the one just ended), as the platform names it. */
export interface ScoreboardPeriod {
  /** The period abbreviation (HALF, QTR, PERIOD, SETS, MAP, ET, PENS, …); the component names it. */
  key: string;
  number: number;
}

/**
 * The clock. `none`: the event has no clock. In a break (`intermission`) the period is the one
 * that just ended; `halftime` says the break is half time (after the 1st half, or the 2nd quarter).
 */
export type ScoreboardClock =
  | { state: 'none' }
  | { state: 'notStarted'; period: ScoreboardPeriod | null }
  | { state: 'running'; minutes: number; period: ScoreboardPeriod | null }
  | { state: 'intermission'; halftime: boolean; period: ScoreboardPeriod | null }
  | { state: 'finished' };

export interface ScoreboardSide {
  opponentId: number;
  name: string;
  /** The match score as the platform formats it ("2", "145/3"); null before any score. */
  score: string | null;
  /** Serving now (green-dot sports only, never once finished). */
  serving: boolean;
  /** Batting now (cricket sports only, never once finished). */
  batting: boolean;
}

export interface FootballStats {
  redCards: number;
  yellowCards: number;
  corners: number;
}

export interface FootballExtras {
  /** Per side, in the order of `sides`. */
  stats: FootballStats[];
  /** The halftime score per side, when the flag is on, the period is above 1 and it is known. */
  halftime: number[] | null;
}

export type PeriodColumn =
  | {
      kind: 'period';
      key: string;
      instance: number;
      /** Per side; null for a period not played yet. */
      scores: (number | null)[];
      current: boolean;
    }
  | { kind: 'halftime'; scores: (number | null)[]; current: boolean }
  | { kind: 'total'; scores: number[]; current: false };

export interface SetColumn {
  instance: number;
  scores: (number | null)[];
  current: boolean;
}

export interface CricketInningsView {
  innings: number;
  runs: number;
  wickets: number;
  overs: string;
}

interface ScoreboardBase {
  sportCode: string;
  background: string;
  clock: ScoreboardClock;
  /** Both opponents, in the event's order. */
  sides: ScoreboardSide[];
  /** FOOT only: cards, corners and the halftime score. */
  football: FootballExtras | null;
}

export type ScoreboardView =
  | (ScoreboardBase & { kind: 'none' })
  | (ScoreboardBase & { kind: 'generic' })
  | (ScoreboardBase & { kind: 'period'; columns: PeriodColumn[] })
  | (ScoreboardBase & {
      kind: 'sets';
      maxSets: number;
      /** The period kind the sets are counted in (SETS, MAP, …); null before any is known. */
      setKey: string | null;
      /** The last SCOREBOARD_SETS_SHOWN sets at most; empty when the sets are hidden. */
      sets: SetColumn[];
      /** maxSets above SCOREBOARD_MAX_SETS_SHOWN: no set columns, the match score instead. */
      setsHidden: boolean;
      /** Sets (maps) won per side. */
      matchScore: number[];
      /** Green-dot sports: the current game's points per side ("0", "15", "40", "A"). */
      points: string[] | null;
      /** Green-dot sports while a game is played: "Game n / Set m". */
      game: { game: number; set: number } | null;
    })
  | (ScoreboardBase & {
      kind: 'cricket';
      /** Per side, their innings in order. */
      innings: CricketInningsView[][];
      /** The most innings any side has (the table's innings columns). */
      inningsColumns: number;
    });

export type ScoreboardKind = ScoreboardView['kind'];

interface CricketInnings extends CricketInningsView {
  opponentId: number;
  batting: boolean;
}

function isCricketInnings(value: unknown): value is CricketInnings {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['opponentId'] === 'number' &&
    typeof item['innings'] === 'number' &&
    typeof item['runs'] === 'number' &&
    typeof item['wickets'] === 'number' &&
    typeof item['overs'] === 'string' &&
    typeof item['batting'] === 'boolean'
  );
}

/** The event's cricket innings, or an empty list when it has none of the known shape. */
function cricketOutcomesOf(event: ScoreboardEvent): CricketInnings[] {
  const value = event.cricketOutcomes;
  if (!Array.isArray(value)) return [];
  return value.filter(isCricketInnings);
}

/** Half time: the break after the 1st half or after the 2nd quarter. */
export function isHalftimeBreak(period: ScoreboardPeriod | null): boolean {
  if (period === null) return false;
  return (
    (period.key === 'HALF' && period.number === 1) || (period.key === 'QTR' && period.number === 2)
  );
}

/** The clock's state; a finished event is finished whatever its clock says. */
export function scoreboardClock(event: ScoreboardEvent): ScoreboardClock {
  if (isLiveEventFinished(event)) return { state: 'finished' };
  const clock = event.clock;
  if (!clock) return { state: 'none' };
  const period = event.currentPeriod
    ? { key: event.currentPeriod.abbreviation, number: event.currentPeriod.number }
    : null;
  if (clock.status === 'NOT_STARTED') return { state: 'notStarted', period };
  if (clock.status === 'INTERMISSION') {
    return { state: 'intermission', halftime: isHalftimeBreak(period), period };
  }
  return { state: 'running', minutes: clock.minutes, period };
}

function sidesOf(event: ScoreboardEvent, cricket: readonly CricketInnings[]): ScoreboardSide[] {
  const finished = isLiveEventFinished(event);
  const code = event.sportCode.toUpperCase();
  const greenDot = GREEN_DOT_SPORTS.has(code);
  const cricketSport = CRICKET_SPORTS.has(code);
  const opponents =
    event.opponents.length > 0
      ? event.opponents
      : (event.scores ?? []).map((score) => ({ id: score.opponentId, description: '' }));
  const battingId = cricket.find((item) => item.batting)?.opponentId;
  return opponents.map((opponent) => {
    const score = event.scores?.find((entry) => entry.opponentId === opponent.id);
    const game = event.sets?.gameSet.find((entry) => entry.opponentId === opponent.id);
    const serves = game?.serving ?? score?.serving ?? false;
    const bats = battingId !== undefined ? battingId === opponent.id : (score?.serving ?? false);
    return {
      opponentId: opponent.id,
      name: opponent.description,
      score: score ? (score.formattedPoints ?? String(score.points)) : null,
      serving: greenDot && !finished && serves,
      batting: cricketSport && !finished && bats,
    };
  });
}

function periodScore(
  event: ScoreboardEvent,
  opponentId: number,
  key: string | null,
  instance: number,
): number | undefined {
  return event.scoresPerPeriod?.find(
    (entry) =>
      entry.opponentId === opponentId &&
      entry.periodInstance === instance &&
      (key === null || entry.periodKey === key),
  )?.score;
}

function footballOf(
  event: ScoreboardEvent,
  sides: readonly ScoreboardSide[],
  options: ScoreboardOptions,
): FootballExtras | null {
  if (event.sportCode.toUpperCase() !== 'FOOT') return null;
  const stats = sides.map((side) => {
    const score = event.scores?.find((entry) => entry.opponentId === side.opponentId);
    return {
      redCards: score?.redCards ?? 0,
      yellowCards: score?.yellowCards ?? 0,
      corners: score?.corners ?? 0,
    };
  });
  let halftime: number[] | null = null;
  if (options.showFootballHalftime && (event.currentPeriod?.number ?? 0) > 1) {
    // The 1st half's score: its HALF entry, else any period-1 entry (a feed without HALF keys).
    const firstHalf = (opponentId: number) =>
      periodScore(event, opponentId, 'HALF', 1) ?? periodScore(event, opponentId, null, 1);
    const scores = sides.map((side) => firstHalf(side.opponentId));
    if (scores.some((score) => score !== undefined)) halftime = scores.map((score) => score ?? 0);
  }
  return { stats, halftime };
}

/** The order period kinds are shown in when an event has several (regular time, then extra). */
const PERIOD_KEY_ORDER = [
  'HALF',
  'QTR',
  'PERIOD',
  'SETS',
  'MAP',
  'GAMES',
  'FRAMES',
  'LEGS',
  'ENDS',
  'ET_HALF',
  'ET',
  'STB',
  'PENS',
];

/** Periods every match has, shown before they are played: 4 quarters, 2 halves. */
const PERIODS_PER_MATCH: Readonly<Record<string, number>> = { QTR: 4, HALF: 2 };

/** The instances of `key` to show: every one up to the last played or the current one. */
function instancesOf(event: ScoreboardEvent, key: string): number[] {
  let last = PERIODS_PER_MATCH[key] ?? 0;
  for (const entry of event.scoresPerPeriod ?? []) {
    if (entry.periodKey === key) last = Math.max(last, entry.periodInstance);
  }
  if (event.currentPeriod?.abbreviation === key) last = Math.max(last, event.currentPeriod.number);
  return Array.from({ length: last }, (_, index) => index + 1);
}

function periodKeysOf(event: ScoreboardEvent): string[] {
  const keys = new Set<string>();
  for (const entry of event.scoresPerPeriod ?? []) keys.add(entry.periodKey);
  if (event.currentPeriod) keys.add(event.currentPeriod.abbreviation);
  const rank = (key: string) => {
    const index = PERIOD_KEY_ORDER.indexOf(key);
    return index < 0 ? PERIOD_KEY_ORDER.length : index;
  };
  // A stable sort: unknown keys keep the order they first appear in.
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

/**
 * One period's scores per side. A period that has begun (a score entry for a side, or it is the
 * current period or before it) shows a missing side as 0; a period still to come shows nothing.
 */
function periodCells(
  event: ScoreboardEvent,
  sides: readonly ScoreboardSide[],
  key: string,
  instance: number,
  clock: ScoreboardClock,
): (number | null)[] {
  const scores = sides.map((side) => periodScore(event, side.opponentId, key, instance));
  const current = event.currentPeriod;
  const begun =
    scores.some((score) => score !== undefined) ||
    clock.state === 'finished' ||
    (current !== undefined &&
      current.abbreviation === key &&
      instance <= current.number &&
      !(clock.state === 'notStarted' && instance === current.number));
  return scores.map((score) => (begun ? (score ?? 0) : null));
}

function isCurrentColumn(clock: ScoreboardClock, key: string, instance: number): boolean {
  if (clock.state !== 'running' && clock.state !== 'intermission') return false;
  return clock.period !== null && clock.period.key === key && clock.period.number === instance;
}

/**
 * The period scoreboard's columns: each period instance in order (kinds in PERIOD_KEY_ORDER),
 * then the total (the sum of the periods, per side). Quarters always show 4 columns and a
 * halftime column after the 2nd (the sum of Q1 and Q2, shown once half time is reached).
 *
 * Highlight: the current period. In a break the period is the one just ended: at half time the
 * halftime column is highlighted where there is one (quarters); otherwise the period just ended
 * stays highlighted (halves have no halftime column: their 1st-half column is the halftime score),
 * and the clock says it is a break.
 */
export function periodColumns(
  event: ScoreboardEvent,
  sides: readonly ScoreboardSide[],
  clock: ScoreboardClock,
): PeriodColumn[] {
  const columns: PeriodColumn[] = [];
  const totals = sides.map(() => 0);
  const halftimeHighlighted = clock.state === 'intermission' && clock.halftime;
  for (const key of periodKeysOf(event)) {
    for (const instance of instancesOf(event, key)) {
      const scores = periodCells(event, sides, key, instance, clock);
      scores.forEach((score, index) => (totals[index] = (totals[index] ?? 0) + (score ?? 0)));
      const current =
        isCurrentColumn(clock, key, instance) && !(halftimeHighlighted && key === 'QTR');
      columns.push({ kind: 'period', key, instance, scores, current });
      if (key === 'QTR' && instance === 2) {
        columns.push(halftimeColumn(event, sides, clock, halftimeHighlighted));
      }
    }
  }
  columns.push({ kind: 'total', scores: totals, current: false });
  return columns;
}

function halftimeColumn(
  event: ScoreboardEvent,
  sides: readonly ScoreboardSide[],
  clock: ScoreboardClock,
  highlighted: boolean,
): PeriodColumn {
  const period = clock.state === 'running' || clock.state === 'intermission' ? clock.period : null;
  const reached =
    clock.state === 'finished' ||
    highlighted ||
    (period?.key === 'QTR' && period.number > 2) ||
    (event.scoresPerPeriod ?? []).some(
      (entry) => entry.periodKey === 'QTR' && entry.periodInstance > 2,
    );
  const scores = sides.map((side) =>
    reached
      ? (periodScore(event, side.opponentId, 'QTR', 1) ?? 0) +
        (periodScore(event, side.opponentId, 'QTR', 2) ?? 0)
      : null,
  );
  return { kind: 'halftime', scores, current: highlighted };
}

/** The key the sets are counted under: the current period's, else the first one in the data. */
function setKeyOf(event: ScoreboardEvent): string | null {
  const current = event.currentPeriod?.abbreviation;
  const entries = event.scoresPerPeriod ?? [];
  if (
    current !== undefined &&
    (entries.length === 0 || entries.some((e) => e.periodKey === current))
  ) {
    return current;
  }
  return entries[0]?.periodKey ?? null;
}

function setsOf(
  event: ScoreboardEvent,
  sides: readonly ScoreboardSide[],
  clock: ScoreboardClock,
): SetColumn[] {
  const key = setKeyOf(event);
  if (key === null) return [];
  const columns = instancesOf(event, key).map((instance) => ({
    instance,
    scores: periodCells(event, sides, key, instance, clock),
    current: isCurrentColumn(clock, key, instance),
  }));
  return columns.slice(-SCOREBOARD_SETS_SHOWN);
}

/**
 * "Game n / Set m" of a green-dot sport while a game is being played: the set is the current
 * period's number, the game is the games already played in that set plus one. In a break, before
 * the start and once finished there is no game being played, so none is shown.
 */
function gameOf(
  event: ScoreboardEvent,
  clock: ScoreboardClock,
): { game: number; set: number } | null {
  if (clock.state !== 'running' || clock.period === null) return null;
  const set = clock.period.number;
  const played = (event.scoresPerPeriod ?? [])
    .filter((entry) => entry.periodKey === clock.period?.key && entry.periodInstance === set)
    .reduce((sum, entry) => sum + entry.score, 0);
  return { game: played + 1, set };
}

/** The event's scoreboard (see the module comment for the choice). */
export function scoreboardView(event: ScoreboardEvent, options: ScoreboardOptions): ScoreboardView {
  const code = event.sportCode.toUpperCase();
  const cricket = CRICKET_SPORTS.has(code) ? cricketOutcomesOf(event) : [];
  const sides = sidesOf(event, cricket);
  const clock = scoreboardClock(event);
  const base: ScoreboardBase = {
    sportCode: event.sportCode,
    background: scoreboardBackground(event.sportCode),
    clock,
    sides,
    football: footballOf(event, sides, options),
  };
  if (cricket.length > 0) {
    const innings = sides.map((side) =>
      cricket
        .filter((item) => item.opponentId === side.opponentId)
        .sort((a, b) => a.innings - b.innings)
        .map(({ innings: number, runs, wickets, overs }) => ({
          innings: number,
          runs,
          wickets,
          overs,
        })),
    );
    const inningsColumns = Math.max(1, ...innings.map((list) => list.length));
    return { ...base, kind: 'cricket', innings, inningsColumns };
  }
  if (NO_SCOREBOARD_SPORTS.has(code)) return { ...base, kind: 'none' };
  const maxSets = event.maxSets ?? event.sets?.maxSets ?? 0;
  if (maxSets > 0) {
    const greenDot = GREEN_DOT_SPORTS.has(code);
    const setsHidden = maxSets > SCOREBOARD_MAX_SETS_SHOWN;
    return {
      ...base,
      kind: 'sets',
      maxSets,
      setKey: setKeyOf(event),
      sets: setsHidden ? [] : setsOf(event, sides, clock),
      setsHidden,
      matchScore: sides.map(
        (side) => event.scores?.find((entry) => entry.opponentId === side.opponentId)?.points ?? 0,
      ),
      points:
        greenDot && event.sets
          ? sides.map(
              (side) =>
                event.sets?.gameSet.find((entry) => entry.opponentId === side.opponentId)
                  ?.formattedPoints ?? '0',
            )
          : null,
      game: greenDot ? gameOf(event, clock) : null,
    };
  }
  if (event.scoresPerPeriod !== undefined) {
    return { ...base, kind: 'period', columns: periodColumns(event, sides, clock) };
  }
  return { ...base, kind: 'generic' };
}

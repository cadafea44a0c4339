import type { ScoreboardClock, ScoreboardPeriod, ScoreboardView } from '@clem/core';
import type { SportsT } from '../../pages/labels';

/**
 * The words of the scoreboards, from the `sports.scoreboard` catalogue: period names (a short
 * column label and the full name a screen reader hears), the clock, the sets' match score label.
 */

/** The period abbreviations the catalogue names (betting spec §9); any other is "Period n". */
const NAMED_PERIODS: ReadonlySet<string> = new Set([
  'HALF',
  'QTR',
  'PERIOD',
  'SETS',
  'MAP',
  'GAMES',
  'FRAMES',
  'LEGS',
  'ENDS',
  'ET',
  'ET_HALF',
  'STB',
  'PENS',
]);

function periodKey(key: string): string {
  return NAMED_PERIODS.has(key) ? key : 'other';
}

/** "2nd half", "3rd quarter", "Set 2", "Map 1". */
export function periodName(t: SportsT, period: ScoreboardPeriod): string {
  return t(`scoreboard.period.${periodKey(period.key)}`, { number: period.number });
}

/** "H2", "Q3", "S2", "M1": a column label or a list row's clock. */
export function periodShortName(t: SportsT, period: ScoreboardPeriod): string {
  return t(`scoreboard.periodShort.${periodKey(period.key)}`, { number: period.number });
}

/** Timed sports show minutes; in set sports the clock's minutes mean little to a player. */
function showsMinutes(view: ScoreboardView): boolean {
  return view.kind !== 'sets';
}

/** The clock in words: "2nd half · 67'", "Half time", "Set 3", "Not started", "Finished". */
export function clockText(t: SportsT, view: ScoreboardView): string {
  return clockWords(t, view, view.clock, periodName, 'halftime');
}

/** The clock in a list row: "H2 67'", "HT", "S3". */
export function clockShortText(t: SportsT, view: ScoreboardView): string {
  return clockWords(t, view, view.clock, periodShortName, 'halftimeShort');
}

function clockWords(
  t: SportsT,
  view: ScoreboardView,
  clock: ScoreboardClock,
  name: (t: SportsT, period: ScoreboardPeriod) => string,
  halftimeKey: 'halftime' | 'halftimeShort',
): string {
  switch (clock.state) {
    case 'finished':
      return t('scoreboard.finished');
    case 'none':
      return t('scoreboard.live');
    case 'notStarted':
      return t('scoreboard.notStarted');
    case 'intermission':
      return clock.halftime ? t(`scoreboard.${halftimeKey}`) : t('scoreboard.breakTime');
    case 'running': {
      const minutes = t('scoreboard.minutes', { minutes: clock.minutes });
      if (clock.period === null) return minutes;
      const period = name(t, clock.period);
      return showsMinutes(view) ? `${period} ${minutes}` : period;
    }
  }
}

/** The sets view's match score column: sets won, or maps won in the map e-sports. */
export function matchScoreLabels(
  t: SportsT,
  setKey: string | null,
): { short: string; long: string } {
  return setKey === 'MAP'
    ? { short: t('scoreboard.mapsWonShort'), long: t('scoreboard.mapsWon') }
    : { short: t('scoreboard.setsWonShort'), long: t('scoreboard.setsWon') };
}

import type { EventRowLabels } from '../events/EventRow';
import type { RowLabels } from '../events/rowView';

/** The translator of the `sports` namespace, as next-intl's server and client `t` both are. */
export type SportsT = (key: string, values?: Record<string, string | number>) => string;

export function rowLabels(t: SportsT): RowLabels {
  return {
    today: t('today'),
    tomorrow: t('tomorrow'),
    draw: t('draw'),
    toWin: (name) => t('toWin', { name }),
    outcomeOf: (market, outcome) => t('outcomeOf', { market, outcome }),
  };
}

export function eventRowLabels(t: SportsT): EventRowLabels {
  return {
    favourite: (event) => t('favourite', { event }),
    moreMarkets: (count) => t('moreMarkets', { count }),
    allMarkets: t('allMarkets'),
    selections: (count) => t('selections', { count }),
    live: t('live'),
    movedUp: t('priceUp'),
    movedDown: t('priceDown'),
    suspended: t('suspended'),
  };
}

export function columnTitle(t: SportsT, group: string): string {
  switch (group) {
    case 'WIN_DRAW_WIN':
      return t('columnWinDrawWin');
    case 'HEAD_TO_HEAD':
      return t('columnHeadToHead');
    case 'HDP':
      return t('columnHandicap');
    default:
      return t('columnTotal');
  }
}

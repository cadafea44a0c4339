import type { PeriodColumn, ScoreboardView } from '@clem/core';
import type { SportsT } from '../../pages/labels';
import { periodName, periodShortName } from './scoreboardWords';
import { useScoreboardT } from './useScoreboardT';
import {
  ColumnHeader,
  FootballCells,
  FootballHeaders,
  ScoreCell,
  ScoreboardCaption,
  SideHeader,
} from './parts';

export type PeriodScoreboardView = Extract<ScoreboardView, { kind: 'period' }>;

function columnKey(column: PeriodColumn): string {
  return column.kind === 'period' ? `${column.key}-${column.instance}` : column.kind;
}

function columnLabels(t: SportsT, column: PeriodColumn): { short: string; long: string } {
  switch (column.kind) {
    case 'period': {
      const period = { key: column.key, number: column.instance };
      return { short: periodShortName(t, period), long: periodName(t, period) };
    }
    case 'halftime':
      return { short: t('scoreboard.halftimeShort'), long: t('scoreboard.halftime') };
    case 'total':
      return { short: t('scoreboard.total'), long: t('scoreboard.total') };
  }
}

/**
 * A column per period (quarters with their halftime column, halves, numbered periods) and the
 * total; the current period (or, at half time, the halftime column) is highlighted.
 */
export function PeriodScoreboard({ view }: { view: PeriodScoreboardView }) {
  const t = useScoreboardT();
  return (
    <table className="cs-sb-table" data-scoreboard="period">
      <ScoreboardCaption sides={view.sides} t={t} />
      <thead>
        <tr>
          <th scope="col" className="cs-sb-team">
            <span className="cs-vh">{t('scoreboard.team')}</span>
          </th>
          {view.columns.map((column) => (
            <ColumnHeader
              key={columnKey(column)}
              t={t}
              kind={column.kind}
              current={column.current}
              {...columnLabels(t, column)}
            />
          ))}
          <FootballHeaders football={view.football} t={t} />
        </tr>
      </thead>
      <tbody>
        {view.sides.map((side, index) => (
          <tr key={side.opponentId}>
            <SideHeader side={side} t={t} />
            {view.columns.map((column) => (
              <ScoreCell
                key={columnKey(column)}
                value={column.scores[index] ?? null}
                current={column.current}
                strong={column.kind === 'total'}
              />
            ))}
            <FootballCells football={view.football} index={index} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

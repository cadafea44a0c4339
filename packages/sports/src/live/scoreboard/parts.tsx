import type { FootballExtras, ScoreboardSide } from '@clem/core';
import type { ReactNode } from 'react';
import type { SportsT } from '../../pages/labels';

/**
 * The small parts every scoreboard table shares: the opponent's row header with its markers, a
 * column header with a short visible label and its full name for screen readers, and FOOT's
 * cards and corners columns.
 */

/** The opponent's row header: the name, the server's green dot or the batting marker. */
export function SideHeader({ side, t }: { side: ScoreboardSide; t: SportsT }) {
  return (
    <th scope="row" className="cs-sb-name">
      <span className="cs-sb-name-text">{side.name}</span>
      {side.serving ? ' ' : null}
      {side.serving ? (
        <span className="cs-sb-mark" data-mark="serving">
          <span className="cs-sb-dot" aria-hidden="true" />
          <span className="cs-vh">{t('scoreboard.serving')}</span>
        </span>
      ) : null}
      {side.batting ? ' ' : null}
      {side.batting ? (
        <span className="cs-sb-mark" data-mark="batting">
          <span className="cs-sb-bat" aria-hidden="true" />
          <span className="cs-vh">{t('scoreboard.batting')}</span>
        </span>
      ) : null}
    </th>
  );
}

/**
 * A column header: the short label shown ("Q3", "HT"), the full name read ("3rd quarter"); the
 * current period is marked with `aria-current` and the words "current period".
 */
export function ColumnHeader({
  short,
  long,
  current = false,
  icon,
  t,
  kind,
}: {
  short: string;
  long: string;
  current?: boolean;
  icon?: ReactNode;
  t: SportsT;
  kind?: string;
}) {
  return (
    <th
      scope="col"
      className="cs-sb-col"
      data-kind={kind}
      {...(current ? { 'aria-current': 'true' as const, 'data-current': '' } : {})}
    >
      {icon ?? <span aria-hidden="true">{short}</span>}
      <span className="cs-vh">
        {long}
        {current ? `, ${t('scoreboard.currentPeriod')}` : ''}
      </span>
    </th>
  );
}

/** A score cell; an empty one (a period still to come) shows a dash, read as nothing. */
export function ScoreCell({
  value,
  current = false,
  strong = false,
}: {
  value: number | string | null;
  current?: boolean;
  strong?: boolean;
}) {
  return (
    <td
      className={strong ? 'cs-sb-cell cs-sb-strong' : 'cs-sb-cell'}
      {...(current ? { 'data-current': '' } : {})}
    >
      {value === null ? <span aria-hidden="true">–</span> : value}
    </td>
  );
}

/** FOOT's extra column headers: red cards, yellow cards, corners, and the halftime score. */
export function FootballHeaders({ football, t }: { football: FootballExtras | null; t: SportsT }) {
  if (football === null) return null;
  return (
    <>
      <ColumnHeader
        t={t}
        kind="red"
        short=""
        long={t('scoreboard.redCards')}
        icon={<span className="cs-sb-card" data-card="red" aria-hidden="true" />}
      />
      <ColumnHeader
        t={t}
        kind="yellow"
        short=""
        long={t('scoreboard.yellowCards')}
        icon={<span className="cs-sb-card" data-card="yellow" aria-hidden="true" />}
      />
      <ColumnHeader
        t={t}
        kind="corners"
        short=""
        long={t('scoreboard.corners')}
        icon={<CornerFlag />}
      />
      {football.halftime ? (
        <ColumnHeader
          t={t}
          kind="halftime"
          short={t('scoreboard.halftimeShort')}
          long={t('scoreboard.halftime')}
        />
      ) : null}
    </>
  );
}

/** FOOT's extra cells of the side at `index`. */
export function FootballCells({
  football,
  index,
}: {
  football: FootballExtras | null;
  index: number;
}) {
  if (football === null) return null;
  const stats = football.stats[index];
  return (
    <>
      <ScoreCell value={stats?.redCards ?? 0} />
      <ScoreCell value={stats?.yellowCards ?? 0} />
      <ScoreCell value={stats?.corners ?? 0} />
      {football.halftime ? <ScoreCell value={football.halftime[index] ?? 0} /> : null}
    </>
  );
}

/** A corner flag (decorative: its column header names it). */
function CornerFlag() {
  return (
    <svg className="cs-sb-flag" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 1.5h1.5V15H3z" />
      <path d="M4.5 2h8l-2.5 3 2.5 3h-8z" />
    </svg>
  );
}

/** The table's hidden caption: which match this is. */
export function ScoreboardCaption({ sides, t }: { sides: readonly ScoreboardSide[]; t: SportsT }) {
  return (
    <caption className="cs-vh">
      {t('scoreboard.caption', { home: sides[0]?.name ?? '', away: sides[1]?.name ?? '' })}
    </caption>
  );
}

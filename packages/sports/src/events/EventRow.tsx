import { scoreboardView } from '@clem/core';
import { LiveScoreSummary } from '../live/scoreboard/LiveScoreSummary';
import { OddsCellButton } from '../odds/OddsCellButton';
import { FavouriteStar } from './FavouriteStar';
import type { LiveRowIslands } from './liveRowIslands';
import type { EventRowView } from './rowView';

/**
 * One event in a list (issue 8): name or both opponents linked to the event page, the date label,
 * the default market columns as odds buttons, a link to more markets and the favourite star.
 * Server-rendered: only the odds buttons and the star hydrate. The buttons' movement and state
 * words come from an `OddsWordsProvider` around the rows (EventList has one).
 *
 * A live event (one with a clock) shows its clock, period and score instead of the date. In an
 * In-Play list (`liveIslands` given) they are kept current by the live data, and the row leaves
 * the list when the event finishes or the live filters hide it. A prematch list rarely holds one
 * (the platform lists events not started; one may start between its answer and the render): it
 * shows the score as the server drew it, its Live badge, and its link to the live page. Choice
 * where the spec is silent: the live data is followed where the player went to follow it.
 *
 * Phone: name and date on top, the prices below across the width. Desktop: one line. Styled by
 * the static `cs-` stylesheet (styles.ts), so rendering it costs no client work.
 */
export interface EventRowLabels {
  favourite: (event: string) => string;
  moreMarkets: (count: number) => string;
  allMarkets: string;
  selections: (count: number) => string;
  live: string;
  movedUp: string;
  movedDown: string;
  suspended: string;
}

export interface EventRowProps {
  view: EventRowView;
  /** The event page link (locale prefix and backTo already applied). */
  href: string;
  labels: EventRowLabels;
  showFavourite?: boolean;
  /** An In-Play list's live row islands; a prematch list leaves them out. */
  liveIslands?: LiveRowIslands | undefined;
}

export function EventRow({ view, href, labels, showFavourite = true, liveIslands }: EventRowProps) {
  const [home, away] = view.opponents;
  const live = view.live;
  const body = (
    <>
      <div className="cs-info">
        <a className="cs-link" href={href}>
          {home && away && view.opponents.length === 2 ? (
            <>
              <span>{home}</span>
              <span>{away}</span>
            </>
          ) : (
            <span>{view.name}</span>
          )}
        </a>
        <div className="cs-meta">
          {view.isLive ? <span className="cs-live">{labels.live}</span> : null}
          {live && liveIslands ? (
            <liveIslands.Score initial={live} />
          ) : live ? (
            <LiveScoreSummary view={scoreboardView(live, { showFootballHalftime: false })} />
          ) : (
            <time dateTime={view.eventDate} data-date-label="">
              {view.dateText}
            </time>
          )}
          <a href={href}>
            {view.selections !== undefined
              ? labels.selections(view.selections)
              : view.moreMarkets > 0
                ? labels.moreMarkets(view.moreMarkets)
                : labels.allMarkets}
            <span className="cs-vh">: {view.name}</span>
          </a>
        </div>
      </div>
      <div className="cs-odds">
        {view.columns.map((column) => (
          <div
            key={column.key}
            className={column.cells.length === 3 ? 'cs-col cs-col-3' : 'cs-col cs-col-2'}
            data-column={column.group}
          >
            {column.cells.map((cell, index) =>
              cell ? (
                <OddsCellButton key={cell.outcomeId} cell={cell} eventDescription={view.name} />
              ) : (
                <span className="cs-empty" key={`empty-${index}`} aria-hidden="true">
                  –
                </span>
              ),
            )}
          </div>
        ))}
      </div>
      {showFavourite ? (
        <div className="cs-star">
          <FavouriteStar eventId={view.id} label={labels.favourite(view.name)} />
        </div>
      ) : null}
    </>
  );
  if (live && liveIslands) {
    return (
      <liveIslands.Item eventId={view.id} eventPaths={live.eventPaths}>
        {body}
      </liveIslands.Item>
    );
  }
  if (live) {
    return (
      <li className="cs-row" data-event-id={view.id} data-live="">
        {body}
      </li>
    );
  }
  return (
    <li className="cs-row" data-event-id={view.id}>
      {body}
    </li>
  );
}

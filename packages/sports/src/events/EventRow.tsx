import { LiveEventScore } from '../live/islands/LiveEventScore';
import { LiveRowItem } from '../live/islands/LiveRowItem';
import { OddsCellButton } from '../odds/OddsCellButton';
import { FavouriteStar } from './FavouriteStar';
import type { EventRowView } from './rowView';

/**
 * One event in a list (issue 8): name or both opponents linked to the event page, the date label,
 * the default market columns as odds buttons, a link to more markets and the favourite star.
 * Server-rendered: only the odds buttons and the star hydrate. The buttons' movement and state
 * words come from an `OddsWordsProvider` around the rows (EventList has one).
 *
 * A live event (one with a clock) shows its clock, period and score instead of the date, kept
 * current by the live data, and leaves the list when it finishes or the live filters hide it.
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
}

export function EventRow({ view, href, labels, showFavourite = true }: EventRowProps) {
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
          {live ? (
            <LiveEventScore initial={live} />
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
  if (live) {
    return (
      <LiveRowItem eventId={view.id} eventPaths={live.eventPaths}>
        {body}
      </LiveRowItem>
    );
  }
  return (
    <li className="cs-row" data-event-id={view.id}>
      {body}
    </li>
  );
}

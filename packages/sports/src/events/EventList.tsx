import { CountryFlag } from '@clem/ui/country-flag';
import { OddsWordsProvider } from '../odds/OddsWords';
import { EventRow, type EventRowLabels } from './EventRow';
import type { LiveRowIslands } from './liveRowIslands';
import type { EventRowView } from './rowView';

/**
 * Events grouped by league (issue 8 "Event lists grouped by league"): a heading per group with the
 * country flag and a link to the league page, then its rows. Server-rendered.
 */
export interface LeagueGroupView {
  key: string;
  title: string;
  countryName: string;
  countrySlug: string;
  /** The league page, locale prefix applied. */
  href: string;
  /** Column titles, e.g. ["1 X 2"] or ["Handicap", "Total"]. */
  columnTitles: string[];
  rows: { view: EventRowView; href: string }[];
  /**
   * The group's first rows were shown above (a list loaded in batches, `sliceGroups`): no
   * heading again; the rows carry on under the one above.
   */
  continued?: boolean;
}

export interface EventListProps {
  groups: LeagueGroupView[];
  labels: EventRowLabels;
  /** The heading level of the group titles (2 on a page whose h1 is the sport). */
  headingLevel?: 2 | 3;
  showFavourite?: boolean;
  /** In-Play lists: what keeps their live rows current (see `LiveRowIslands`). */
  liveIslands?: LiveRowIslands | undefined;
}

export function EventList({
  groups,
  labels,
  headingLevel = 2,
  showFavourite,
  liveIslands,
}: EventListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = {
    movedUp: labels.movedUp,
    movedDown: labels.movedDown,
    suspended: labels.suspended,
  };
  return (
    <OddsWordsProvider words={words}>
      <div className="cs-groups">
        {groups.map((group) => (
          <div
            role="group"
            className={group.continued ? 'cs-group cs-group-cont' : 'cs-group'}
            key={group.key}
            aria-label={`${group.countryName} – ${group.title}`}
          >
            {group.continued ? null : (
              <div className="cs-group-head">
                <Heading>
                  <a className="cs-group-title" href={group.href}>
                    <CountryFlag slug={group.countrySlug} />
                    <span>
                      {group.countryName} · {group.title}
                    </span>
                  </a>
                </Heading>
                <div className="cs-columns" aria-hidden="true">
                  {group.columnTitles.map((title) => (
                    <span key={title}>{title}</span>
                  ))}
                </div>
              </div>
            )}
            <ul className="cs-rows">
              {group.rows.map((row) => (
                <EventRow
                  key={row.view.id}
                  view={row.view}
                  href={row.href}
                  labels={labels}
                  showFavourite={showFavourite}
                  liveIslands={liveIslands}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </OddsWordsProvider>
  );
}

import type { SportEvent } from '@clem/core';
import { useTranslations } from 'next-intl';
import { MarketGroups } from '../event/MarketGroups';
import { eventMarketsView } from '../event/marketView';
import { SiblingEvents, type SiblingGroup } from '../event/SiblingEvents';
import { FavouriteStar } from '../events/FavouriteStar';
import { dateText } from '../events/rowView';
import { rowLabels } from './labels';
import { Notice, Page, Title } from './parts';

/**
 * `/events/{slug}` (betting §2 "Event page"): a header with the back action and the event, the
 * sibling-events dropdown (grouped by path), then every market grouped by period. Server-rendered;
 * the odds buttons, the star and the dropdown hydrate.
 */
export interface EventPageViewProps {
  event: SportEvent;
  backHref: string;
  siblings: SiblingGroup[];
  leagueLabel: string;
  leagueName: string;
  now: Date;
  timeZone: string;
  /** Feeds under a feed alert (their markets show suspended). */
  alertedFeeds?: ReadonlySet<string>;
  /** Shown above the markets when the sibling list could not be loaded, etc. */
  notice?: string | undefined;
}

export function EventPageView(props: EventPageViewProps) {
  const t = useTranslations('sports');
  const { event } = props;
  const periods = eventMarketsView(event, rowLabels(t), props.alertedFeeds);
  return (
    <Page>
      <header className="cs-event-head">
        <div className="cs-bar">
          <a className="cs-back" href={props.backHref}>
            <span aria-hidden="true">←</span> {t('back')}
          </a>
          {props.siblings.length > 0 ? (
            <SiblingEvents
              label={props.leagueLabel}
              triggerName={t('siblingEvents', { league: props.leagueName })}
              groups={props.siblings}
            />
          ) : null}
        </div>
        <div className="cs-title-row">
          <Title>{event.name}</Title>
          <FavouriteStar eventId={event.id} label={t('favourite', { event: event.name })} />
        </div>
        <p className="cs-muted">
          <time dateTime={event.eventDate} data-date-label="">
            {dateText(event.eventDate, props.now, props.timeZone, rowLabels(t))}
          </time>
        </p>
      </header>
      {props.notice ? <Notice role="alert">{props.notice}</Notice> : null}
      <MarketGroups
        periods={periods}
        eventName={event.name}
        labels={{
          movedUp: t('priceUp'),
          movedDown: t('priceDown'),
          suspended: t('suspended'),
          noMarkets: t('noMarkets'),
        }}
      />
    </Page>
  );
}

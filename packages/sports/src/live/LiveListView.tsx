import type { LiveScope, LiveSeed, SportEvent } from '@clem/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EventList, type LeagueGroupView } from '../events/EventList';
import { eventRowLabels } from '../pages/labels';
import { Breadcrumbs, Chip, Chips, Muted, MoreLink, Notice, Page, Title } from '../pages/parts';
import { LiveConnectionStatus } from './islands/LiveConnectionStatus';
import { LiveNewEvents } from './islands/LiveNewEvents';
import { liveRowIslands } from './liveRowIslands';
import { LiveSubscription } from './islands/LiveSubscription';

/**
 * An In-Play list (`/live`, `/live/sport/{id}-{CODE}`): the sports with their live counts, then
 * the live events grouped by sport and league, each row with its clock, period, score and default
 * market columns. Server-rendered; the rows' scores and prices, the filters and the connection
 * state are islands fed by the live data path. The page is not asked for again every 15 s as the
 * prematch lists are: the stream keeps its rows current, and events that go live meanwhile are
 * offered by `LiveNewEvents`.
 */
export interface LiveSportChip {
  key: string;
  name: string;
  count: number;
  href: string;
  current: boolean;
}

export interface LiveSportSection {
  sportCode: string;
  name: string;
  groups: LeagueGroupView[];
  /** The section's events (the filters' competitions come from them). */
  events: readonly SportEvent[];
}

export interface LiveListViewProps {
  title: string;
  crumbs: { name: string; href?: string | undefined }[];
  sports: LiveSportChip[];
  sections: LiveSportSection[];
  notice?: string | undefined;
  hidden?: number;
  emptyText: string;
  more?: { shown: number; total: number; href: string } | undefined;
  /** What the page's live connection covers. */
  scope: LiveScope;
  /** The scope's snapshot the page was rendered from, for the live data to start from. */
  seed?: LiveSeed | undefined;
  /** The live filters (phone and desktop), when the page has any. */
  filters?: ReactNode;
  /**
   * Offer events that go live while the list is open ("Show 2 new events in play"); off where the
   * list is not every live event of its sport (the player's favourites).
   */
  offerNewEvents?: boolean;
}

export function LiveListView(props: LiveListViewProps) {
  const t = useTranslations('sports');
  const single = props.sections.length === 1;
  return (
    <Page className="cs-live-page">
      <Breadcrumbs label={t('breadcrumbs')} crumbs={props.crumbs} />
      <Title>{props.title}</Title>
      {props.sports.length > 1 ? (
        <nav aria-label={t('inPlay.sports')}>
          <Chips>
            {props.sports.map((sport) => (
              <li key={sport.key}>
                <Chip href={sport.href} aria-current={sport.current ? 'page' : undefined}>
                  {sport.name} <span className="cs-count">{sport.count}</span>
                </Chip>
              </li>
            ))}
          </Chips>
        </nav>
      ) : null}
      {props.filters}
      <LiveSubscription scope={props.scope} seed={props.seed} />
      <LiveConnectionStatus reconnecting={t('inPlay.reconnecting')} />
      {props.offerNewEvents === false || props.notice ? null : (
        <LiveNewEvents
          shownIds={props.sections.flatMap((section) => section.events.map((event) => event.id))}
          sportCode={props.scope.kind === 'list' ? props.scope.sportCode : undefined}
        />
      )}
      {props.notice ? (
        <Notice role="alert" data-notice="events">
          {props.notice}
        </Notice>
      ) : props.sections.length === 0 ? (
        <Muted role="status">{props.emptyText}</Muted>
      ) : (
        <div className="cs-list">
          {props.sections.map((section) =>
            single ? (
              <EventList
                key={section.sportCode}
                groups={section.groups}
                labels={eventRowLabels(t)}
                liveIslands={liveRowIslands}
              />
            ) : (
              <section
                key={section.sportCode}
                className="cs-live-sport"
                aria-labelledby={`live-sport-${section.sportCode}`}
              >
                <h2 className="cs-section-title" id={`live-sport-${section.sportCode}`}>
                  {section.name}
                </h2>
                <EventList
                  groups={section.groups}
                  labels={eventRowLabels(t)}
                  headingLevel={3}
                  liveIslands={liveRowIslands}
                />
              </section>
            ),
          )}
        </div>
      )}
      {props.hidden ? (
        <Muted role="status">{t('someEventsHidden', { count: props.hidden })}</Muted>
      ) : null}
      {props.more ? (
        <>
          <Muted>{t('shownOf', { shown: props.more.shown, total: props.more.total })}</Muted>
          <MoreLink href={props.more.href} rel="nofollow">
            {t('showMore')}
          </MoreLink>
        </>
      ) : null}
    </Page>
  );
}

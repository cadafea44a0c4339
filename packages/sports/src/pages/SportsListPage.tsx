import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EventList, type LeagueGroupView } from '../events/EventList';
import { eventRowLabels } from './labels';
import { Breadcrumbs, Muted, MoreLink, Notice, Page, Title } from './parts';

/**
 * A page of events grouped by league (sport, country, league, coupon, fixtures, favourites):
 * title, breadcrumbs, optional filters and side content, the list, a notice when the platform
 * failed (the rest of the page keeps working), a line when malformed events were left out, and
 * "show more" while there are more events than shown. Server-rendered.
 */
export interface SportsListPageProps {
  title: string;
  crumbs: { name: string; href?: string | undefined }[];
  groups: LeagueGroupView[];
  /** A translated platform-failure notice; the list area shows it instead of events. */
  notice?: string | undefined;
  /**
   * A translated line shown above the list when its prices may be old: the platform failed the
   * last refresh and the last good list stood in (LIST_POLICY). The rows stay; the next refresh
   * tries again. A polite status, not an alert: the page still works.
   */
  stale?: string | undefined;
  /** Events dropped because they were malformed. */
  hidden?: number;
  /** Shown and total, with the link to the next page, when there is more. */
  more?: { shown: number; total: number; href: string } | undefined;
  emptyText?: string | undefined;
  /**
   * The rest of a long list, after `groups` (a `LaterRows` island: the server renders the first
   * screenful, the island asks for the rest as the player scrolls).
   */
  later?: ReactNode;
  filters?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  showFavourite?: boolean;
}

export function SportsListPage(props: SportsListPageProps) {
  const t = useTranslations('sports');
  const { groups } = props;
  return (
    <Page>
      <Breadcrumbs label={t('breadcrumbs')} crumbs={props.crumbs} />
      <Title>{props.title}</Title>
      {props.filters}
      {props.before}
      {props.stale && !props.notice ? (
        <Muted role="status" data-notice="stale">
          {props.stale}
        </Muted>
      ) : null}
      {props.notice ? (
        <Notice role="alert" data-notice="events">
          {props.notice}
        </Notice>
      ) : groups.length === 0 ? (
        <Muted role="status">{props.emptyText ?? t('noEvents')}</Muted>
      ) : (
        <div className="cs-list">
          <EventList
            groups={groups}
            labels={eventRowLabels(t)}
            showFavourite={props.showFavourite ?? true}
          />
          {props.later}
        </div>
      )}
      {props.hidden ? (
        <Muted role="status">{t('someEventsHidden', { count: props.hidden })}</Muted>
      ) : null}
      {props.more && props.more.shown < props.more.total ? (
        <>
          <Muted>{t('shownOf', { shown: props.more.shown, total: props.more.total })}</Muted>
          <MoreLink href={props.more.href} rel="nofollow">
            {t('showMore')}
          </MoreLink>
        </>
      ) : null}
      {props.after}
    </Page>
  );
}

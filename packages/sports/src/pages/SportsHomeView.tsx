import { eventCountOf, sportSlug, type EventPathNode } from '@clem/core';
import { useTranslations } from 'next-intl';
import { EventList, type LeagueGroupView } from '../events/EventList';
import { eventRowLabels } from './labels';
import { Chip, Chips, Muted, Notice, Page, SectionTitle, Title } from './parts';

/**
 * `/sports`, the prematch home: top sports, quick links (fixtures, outrights,
 * favourites, the coupon group), highlights (the next events of the top sport) and every sport
 * A–Z. Server-rendered; each part that failed to load is left out or shows its notice.
 */
export interface SportsHomeViewProps {
  localePrefix: string;
  topSports: { id: number; name: string; code: string; count: number }[];
  coupons: { id: number; name: string; sportId: number }[];
  highlights: LeagueGroupView[];
  highlightsNotice?: string | undefined;
  tree: EventPathNode[];
  showFavourites: boolean;
}

export function SportsHomeView(props: SportsHomeViewProps) {
  const t = useTranslations('sports');
  const p = props.localePrefix;
  return (
    <Page>
      <Title>{t('title')}</Title>
      <nav aria-label={t('topSports')}>
        <section className="cs-section">
          <SectionTitle>{t('topSports')}</SectionTitle>
          <ul className="cs-tiles">
            {props.topSports.map((sport) => (
              <li key={sport.id}>
                <a className="cs-tile" href={`${p}/sports/${sport.id}-${sport.code}`}>
                  <span>{sport.name}</span>
                  <small>{t('events', { count: sport.count })}</small>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </nav>
      <nav aria-label={t('coupons')}>
        <Chips>
          <li>
            <Chip href={`${p}/sports/fixtures`}>{t('fixtures')}</Chip>
          </li>
          <li>
            <Chip href={`${p}/sports/outrights`}>{t('outrights')}</Chip>
          </li>
          {props.showFavourites ? (
            <li>
              <Chip href={`${p}/sports/10000-FAVOURITES`}>{t('favourites')}</Chip>
            </li>
          ) : null}
          {props.coupons.map((coupon) => (
            <li key={coupon.id}>
              <Chip href={`${p}/sports/${coupon.sportId}?active-coupon=${coupon.id}`}>
                {coupon.name}
              </Chip>
            </li>
          ))}
        </Chips>
      </nav>
      <section className="cs-section" aria-labelledby="highlights-title">
        {/* Where the frame's "Skip to content" lands: the prices, past the quick links above. */}
        <SectionTitle id="highlights-title" data-skip-target="">
          {t('highlights')}
        </SectionTitle>
        {props.highlightsNotice ? (
          <Notice role="alert" data-notice="events">
            {props.highlightsNotice}
          </Notice>
        ) : props.highlights.length === 0 ? (
          <Muted role="status">{t('noEvents')}</Muted>
        ) : (
          <EventList groups={props.highlights} labels={eventRowLabels(t)} headingLevel={3} />
        )}
      </section>
      <section className="cs-section" aria-labelledby="all-sports-title">
        <SectionTitle id="all-sports-title">{t('allSports')}</SectionTitle>
        {props.tree.length === 0 ? (
          <Muted role="status">{t('empty')}</Muted>
        ) : (
          <ul className="cs-az">
            {props.tree.map((sport) => (
              <li key={sport.id}>
                <a href={`${p}/sports/${encodeURIComponent(sportSlug(sport))}`}>
                  <span>{sport.name}</span>
                  <small>{eventCountOf(sport)}</small>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

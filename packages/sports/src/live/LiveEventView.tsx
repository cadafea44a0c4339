import { isLiveEventFinished, showStreamIcon, type LiveSeed, type SportEvent } from '@clem/core';
import { useTranslations } from 'next-intl';
import { MarketGroups } from '../event/MarketGroups';
import { eventMarketsView } from '../event/marketView';
import { SiblingEvents, type SiblingGroup } from '../event/SiblingEvents';
import { FavouriteStar } from '../events/FavouriteStar';
import { rowLabels } from '../pages/labels';
import { Page, Title } from '../pages/parts';
import { LiveConnectionStatus } from './islands/LiveConnectionStatus';
import { LiveEventStatus } from './islands/LiveEventStatus';
import { LiveScoreboard } from './islands/LiveScoreboard';
import { LiveSubscription } from './islands/LiveSubscription';

/**
 * `/live/{slug}` (betting §2 "Event page" on a live path): the back action, the sibling dropdown
 * of the sport's live events, the scoreboard header chosen by sport, the stream icon where the
 * spec's rule shows it, then every displayed market. The scoreboard, the prices and the markets'
 * states follow the live data; a market that closes leaves the page; when the event ends the page
 * says so (and the shell raises the "event finished" toast).
 */
export interface LiveEventViewProps {
  event: SportEvent;
  /** The event's snapshot the page was rendered from, for the live data to start from. */
  seed?: LiveSeed | undefined;
  backHref: string;
  siblings: SiblingGroup[];
  leagueLabel: string;
  leagueName: string;
  sportName: string;
  streamingAllowed: boolean;
  showFootballHalftime: boolean;
}

export function LiveEventView(props: LiveEventViewProps) {
  const t = useTranslations('sports');
  const { event } = props;
  const finished = isLiveEventFinished(event);
  const periods = finished ? [] : eventMarketsView(event, rowLabels(t));
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
              triggerName={t('inPlay.siblingEvents', { sport: props.sportName })}
              groups={props.siblings}
            />
          ) : null}
        </div>
        <div className="cs-title-row">
          <Title>{event.name}</Title>
          <span className="cs-title-tools">
            {showStreamIcon({ streamingAllowed: props.streamingAllowed, event }) ? (
              <span className="cs-stream-icon" role="img" aria-label={t('inPlay.streamAvailable')}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M4 5h12a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
                </svg>
              </span>
            ) : null}
            <FavouriteStar eventId={event.id} label={t('favourite', { event: event.name })} />
          </span>
        </div>
      </header>
      <LiveScoreboard initial={event} showFootballHalftime={props.showFootballHalftime} />
      <LiveSubscription scope={{ kind: 'event', eventId: event.id }} seed={props.seed} />
      <LiveConnectionStatus reconnecting={t('inPlay.reconnecting')} />
      <LiveEventStatus eventId={event.id} finished={finished} text={t('inPlay.eventFinished')} />
      {finished ? null : (
        <MarketGroups
          periods={periods}
          eventName={event.name}
          liveEventId={event.id}
          labels={{
            movedUp: t('priceUp'),
            movedDown: t('priceDown'),
            suspended: t('suspended'),
            noMarkets: t('noMarkets'),
          }}
        />
      )}
    </Page>
  );
}

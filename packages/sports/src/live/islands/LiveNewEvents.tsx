'use client';

import { liveEventsInPlay, useAppSelector, useAppStore } from '@clem/core';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useTransition } from 'react';

/**
 * "Show 3 new events in play": a live list's rows are the server's, kept current by the live data
 * (prices, clocks, scores; a finished event leaves at once). An event that goes live meanwhile is
 * loaded into the live data by the connection; this island counts such events (of the list's
 * sport, not shown, not finished) and offers to show them.
 *
 * Decision (spec silent on how): the new rows come when the player asks, not by themselves. Rows
 * appearing on their own would move the prices under a finger about to tap one, and asking the
 * server again for a list of hundreds of rows every few seconds cost the page long main-thread
 * tasks; the big books show such a notice too. The count is a polite status, so a screen reader
 * hears it when it appears or changes.
 */
export interface LiveNewEventsProps {
  /** The events the list shows now. */
  shownIds: readonly number[];
  /** The list's sport (none: every sport). */
  sportCode?: string | undefined;
}

export function LiveNewEvents({ shownIds, sportCode }: LiveNewEventsProps) {
  const t = useTranslations('sports.inPlay');
  const router = useRouter();
  const store = useAppStore();
  const [refreshing, startTransition] = useTransition();
  const shown = useMemo(() => new Set(shownIds), [shownIds]);
  // Events the live data held when these rows came (another page's, or ones this page of the
  // list does not reach) are not new; rows that come again (the player asked) start afresh.
  const before = useMemo(
    () => new Set(liveEventsInPlay(store.getState(), sportCode).map((event) => event.id)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken again with each new set of rows
    [shownIds, store, sportCode],
  );
  const count = useAppSelector(
    (state) =>
      liveEventsInPlay(state, sportCode).filter(
        (event) => !shown.has(event.id) && !before.has(event.id),
      ).length,
  );
  return (
    <div className="cs-live-new" role="status">
      {count > 0 ? (
        <button
          type="button"
          className="cs-more"
          aria-busy={refreshing || undefined}
          onClick={() => startTransition(() => router.refresh())}
        >
          {t('newEvents', { count })}
        </button>
      ) : null}
    </div>
  );
}

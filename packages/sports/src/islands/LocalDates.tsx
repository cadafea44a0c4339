'use client';

import { eventDateText } from '@clem/core';
import { useEffect } from 'react';
import { labelsAlreadyLocal } from './localDatesCheck';

/**
 * Event dates are shown in the player's time zone, in core's one date shape (`eventDateText`). The server renders them in the zone
 * the `clem_view` cookie names; on a first visit it does not know it yet (UTC). This island then
 * rewrites the date labels once, in the browser's zone, without a round trip (the store writes
 * the cookie, so every later render comes from the server already right). It only changes text
 * React rendered as the same string, so the next server update reconciles cleanly.
 *
 * When the browser's clock is at UTC for "now" and every event (`labelsAlreadyLocal`, no `Intl`)
 * the server's labels stand and the island does nothing; otherwise it asks `Intl` for the zone.
 */
export interface LocalDatesProps {
  serverTimeZone: string;
  today: string;
  tomorrow: string;
}

export function LocalDates({ serverTimeZone, today, tomorrow }: LocalDatesProps) {
  useEffect(() => {
    const times = [...document.querySelectorAll<HTMLTimeElement>('time[data-date-label]')];
    const now = new Date();
    const dates = times.map((time) => time.dateTime);
    if (times.length === 0 || labelsAlreadyLocal(serverTimeZone, now, dates)) return;
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
    if (!zone || zone === serverTimeZone) return;
    for (const time of times) {
      const text = eventDateText(time.dateTime, now, zone, { today, tomorrow });
      if (text) time.textContent = text;
    }
  }, [serverTimeZone, today, tomorrow]);
  return null;
}

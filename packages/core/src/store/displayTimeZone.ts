'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './viewCookies';

const noSubscription = () => () => undefined;
const serverZone = () => 'UTC';
const clientZone = () => browserTimeZone() ?? 'UTC';

/**
 * The time zone client components show dates in (core's `dateTimeText`, `eventDateText`): the
 * browser's, the zone the event lists are shown in too (the sports LocalDates island). On the
 * server and while hydrating it is UTC, the zone the server renders in when it knows no other,
 * so hydration matches; the browser's zone follows at once after.
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(noSubscription, clientZone, serverZone);
}

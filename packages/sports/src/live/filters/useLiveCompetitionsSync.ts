'use client';

import { useAppDispatch, type LiveCompetition } from '@clem/core';
import { useEffect, useRef } from 'react';
import { liveCompetitionsChanged } from './liveFilterSlice';

/** A key that changes when the competitions or their leagues change (not their counts). */
function structureKey(competitions: readonly LiveCompetition[]): string {
  return competitions
    .map((competition) => `${competition.id}:${competition.leagues.map((l) => l.id).join(',')}`)
    .join(';');
}

/**
 * Tells the filters about the live competition list whenever its competitions or leagues change
 * (a count changing is not a new list): the desktop filter resets on a new list, the phone
 * filter drops a choice that is no longer live.
 */
export function useLiveCompetitionsSync(competitions: readonly LiveCompetition[]): void {
  const dispatch = useAppDispatch();
  const key = structureKey(competitions);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    dispatch(liveCompetitionsChanged(competitions));
  }, [key, competitions, dispatch]);
}

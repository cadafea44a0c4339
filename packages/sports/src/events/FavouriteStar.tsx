'use client';

import { favouriteToggled, selectIsFavourite, useAppDispatch, useAppSelector } from '@clem/core';
import { memo } from 'react';

/**
 * The star on every event (betting §4 "Favourites": toggling adds or removes the event; the list
 * is persisted). A toggle button: its name stays the same and `aria-pressed` says the state.
 * Styled by the static `cs-fav` class (styles.ts).
 */
export interface FavouriteStarProps {
  eventId: number;
  /** "Favourite: Arsenal v Chelsea", translated by the caller. */
  label: string;
}

function FavouriteStarInner({ eventId, label }: FavouriteStarProps) {
  const on = useAppSelector((state) => selectIsFavourite(state, eventId));
  const dispatch = useAppDispatch();
  return (
    <button
      className="cs-fav"
      type="button"
      aria-label={label}
      aria-pressed={on}
      data-favourite={eventId}
      onClick={() => dispatch(favouriteToggled(eventId))}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

const MemoFavouriteStar = memo(FavouriteStarInner);

/**
 * A plain function around the memoised star, because server pages render it through a client
 * reference: see `OddsButton` for why a memo exported as is would mount again on every refresh.
 */
export function FavouriteStar(props: FavouriteStarProps) {
  return <MemoFavouriteStar {...props} />;
}

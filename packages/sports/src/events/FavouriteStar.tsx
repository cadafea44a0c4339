'use client';

import { favouriteToggled, selectIsFavourite, useAppDispatch, useAppSelector } from '@clem/core';
import { clemTheme } from '@clem/ui/tokens';
import { memo } from 'react';
import { styled } from 'styled-components';

/**
 * The star on every event (betting §4 "Favourites": toggling adds or removes the event; the list
 * is persisted). A toggle button: its name stays the same and `aria-pressed` says the state.
 */
export interface FavouriteStarProps {
  eventId: number;
  /** "Favourite: Arsenal v Chelsea", translated by the caller. */
  label: string;
}

const Star = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${clemTheme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${clemTheme.colors.accent};
  }
  &:hover {
    background: ${clemTheme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${clemTheme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

function FavouriteStarInner({ eventId, label }: FavouriteStarProps) {
  const on = useAppSelector((state) => selectIsFavourite(state, eventId));
  const dispatch = useAppDispatch();
  return (
    <Star
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
    </Star>
  );
}

export const FavouriteStar = memo(FavouriteStarInner);

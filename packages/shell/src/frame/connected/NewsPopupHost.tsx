import { storageKey, type NewsPopupResponse } from '@clem/core';
import { useEffect, useReducer } from 'react';
import { NewsPopup } from '../../layout/NewsPopup';
import { initialNewsPopupState, newsPopupReducer } from '../../layout/newsPopupState';

const DISMISSED_NEWS_KEY = storageKey('news-popup-dismissed');

function dismissedNews(): (string | number)[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_NEWS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (id): id is string | number => typeof id === 'string' || typeof id === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The operator's news popup: shown at page 0 once the page has loaded, unless the player chose
 * "don't show again" for this popup (its id is kept in localStorage; a corrupt value is ignored).
 * `ConnectedNewsPopup` loads it only when there is a popup to show.
 */
export function NewsPopupHost({ popup }: { popup: NewsPopupResponse }) {
  const [state, dispatch] = useReducer(newsPopupReducer, initialNewsPopupState);
  useEffect(() => {
    dispatch({ type: 'set', data: popup, dismissedIds: dismissedNews() });
  }, [popup]);
  if (!state.visible) return null;
  return (
    <NewsPopup
      state={state}
      dispatch={dispatch}
      onDontShowAgain={(id) => {
        try {
          const ids = [...new Set([...dismissedNews(), id])].slice(-50);
          window.localStorage.setItem(DISMISSED_NEWS_KEY, JSON.stringify(ids));
        } catch {
          // Storage full or blocked: the popup still hides for this page.
        }
      }}
    />
  );
}

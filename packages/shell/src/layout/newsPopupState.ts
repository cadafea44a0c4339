import type { NewsPopupResponse } from '@clem/core';

/**
 * The news popup's state (account-and-shell §4 "News popup: setting data shows it at page 0; can
 * hide, change page, reset"; §3 "News popup: id, title, pages"). A pure reducer the lead can put
 * in a Redux slice or a `useReducer`.
 *
 * Decisions where the spec is silent:
 * - Setting data with no pages leaves the popup hidden (nothing to show).
 * - Changing page clamps to the pages that exist; it does nothing while hidden.
 * - Hide keeps the data (so the lead can persist the hidden popup id: "Don't show again");
 *   reset returns to the initial state (no data, hidden, page 0).
 * - Setting data for a popup id listed in `dismissedIds` (ids the player chose not to see again)
 *   keeps it hidden.
 * - "Setting data" means new content: the page is refreshed every 15 s and hands over an equal but
 *   new object each time. The popup's visibility and page are kept by the content's identity
 *   (`newsPopupKey`: the popup id and its page ids), not by object identity: setting the same
 *   content again keeps a closed popup closed and the page the player is reading (clamped, and the
 *   newer titles and texts are taken). Only other content (another id, other pages) starts again
 *   at page 0. `reset` forgets it, so a later `set` shows it again.
 */

export type NewsPopupData = Pick<NewsPopupResponse, 'id' | 'title' | 'pages'>;

export interface NewsPopupState {
  data: NewsPopupData | null;
  visible: boolean;
  page: number;
}

export type NewsPopupAction =
  | { type: 'set'; data: NewsPopupData; dismissedIds?: readonly (string | number)[] }
  | { type: 'hide' }
  | { type: 'page'; page: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' };

export const initialNewsPopupState: NewsPopupState = Object.freeze({
  data: null,
  visible: false,
  page: 0,
});

/** The content's identity: the popup id and its page ids (an equal object gives the same key). */
export function newsPopupKey(data: NewsPopupData): string {
  return JSON.stringify([String(data.id), data.pages.map((page) => String(page.id))]);
}

function sameContent(a: NewsPopupData, b: NewsPopupData): boolean {
  return (
    newsPopupKey(a) === newsPopupKey(b) &&
    a.title === b.title &&
    a.pages.every(
      (page, index) =>
        page.title === b.pages[index]?.title && page.content === b.pages[index]?.content,
    )
  );
}

function clampPage(page: number, data: NewsPopupData | null): number {
  const last = (data?.pages.length ?? 1) - 1;
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(Math.trunc(page), 0), Math.max(last, 0));
}

export function newsPopupReducer(state: NewsPopupState, action: NewsPopupAction): NewsPopupState {
  switch (action.type) {
    case 'set': {
      const dismissed = (action.dismissedIds ?? []).some(
        (id) => String(id) === String(action.data.id),
      );
      if (state.data && newsPopupKey(state.data) === newsPopupKey(action.data)) {
        // The same popup again (a page refresh): it stays as the player left it.
        const visible = state.visible && !dismissed;
        if (visible === state.visible && sameContent(state.data, action.data)) return state;
        return { data: action.data, visible, page: clampPage(state.page, action.data) };
      }
      return { data: action.data, visible: action.data.pages.length > 0 && !dismissed, page: 0 };
    }
    case 'hide':
      return state.visible ? { ...state, visible: false } : state;
    case 'page':
    case 'next':
    case 'previous': {
      if (!state.visible) return state;
      const target =
        action.type === 'page' ? action.page : state.page + (action.type === 'next' ? 1 : -1);
      const page = clampPage(target, state.data);
      return page === state.page ? state : { ...state, page };
    }
    case 'reset':
      return initialNewsPopupState;
  }
}

/**
 * Dispatched on `window` with every refresh of a list page (`PageRefresher`), for islands that
 * render part of the list themselves (`LaterRows`), so the whole page is fresh at the same moment.
 */
export const LIST_REFRESH_EVENT = 'clem:list-refresh';

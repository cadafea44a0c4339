import { useEffect } from 'react';

/**
 * The User Timing mark (`performance.mark`) the frame sets once the page's first render has
 * hydrated: its effects run after those of everything inside it, so by then every control of
 * the frame and of the page's first render answers to the player. Real-user monitoring can read
 * it (`performance.getEntriesByName(HYDRATED_MARK)`) as the page's "interactive" time, and the
 * end-to-end tests wait for it instead of for a quiet network, which costs half a second more
 * after the last request of every page.
 */
export const HYDRATED_MARK = 'clem:hydrated';

/** Sets {@link HYDRATED_MARK} once per document, after the first commit of the calling tree. */
export function useHydratedMark(): void {
  useEffect(() => {
    if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
    if (performance.getEntriesByName(HYDRATED_MARK, 'mark').length > 0) return;
    performance.mark(HYDRATED_MARK);
  }, []);
}

'use client';
import { useEffect, type RefObject } from 'react';

/** The CSS custom property that carries the sticky header's height (0 px while it is hidden). */
export const HEADER_HEIGHT_PROPERTY = '--clem-header-height';

/**
 * Keeps `--clem-header-height` on `<html>` equal to the sticky header's height, so what sits
 * below it can keep clear of it: the side columns stick under it rather than behind it, and the
 * page's `scroll-padding-top` stops focus and in-page jumps from hiding an element under the
 * header (WCAG 2.4.11). Set through the CSSOM, which the strict CSP allows (no style attribute in
 * the markup); removed when the header goes.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const write = () =>
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.round(element.offsetHeight)}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [ref, shown]);
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createBackToTop, isBackToTopExcluded } from './backToTopState';

/**
 * The back-to-top button (account-and-shell §4 "Back-to-top", §9): shown after scrolling past
 * 200 px, hidden 5 s after the last scroll and never on excluded paths (see `backToTop.ts`).
 * A click scrolls to the top (smoothly unless the player prefers reduced motion) and moves focus
 * to the top of the content (`focusTargetId`, made focusable with tabindex -1 if needed), so
 * keyboard and screen-reader users land where sighted users look.
 *
 * Where it floats, it never covers a control of the frame: above the footer navigation and the
 * floating betslip button (the static `cl-btt` rule of `layoutCss`, layoutCss.ts), and, on a
 * desktop page with side columns, inside the content column's inline end (`backToTopInset`), so
 * it is never over the betslip column and its Place bet button. The page keeps room at its end
 * for the floating buttons, so the last row of content scrolls clear of them.
 */

/** The gap between the button and the edge it sits against (1 rem). */
const EDGE_GAP_PX = 16;

/**
 * The button's distance from the viewport's inline end: the gap from the content column's inline
 * end when the page has one narrower than the viewport (a desktop page with a betslip or side
 * column), else the gap from the viewport's edge. `null` for the centre means no column found.
 */
export function backToTopInset(
  viewportWidth: number,
  centre: { left: number; right: number } | null,
  direction: 'ltr' | 'rtl' = 'ltr',
): number {
  if (!centre) return EDGE_GAP_PX;
  const beyond = direction === 'rtl' ? centre.left : viewportWidth - centre.right;
  return Math.max(EDGE_GAP_PX, Math.round(beyond) + EDGE_GAP_PX);
}

/** Measures where the button goes for the page as it is laid out now. */
function measureInset(): number {
  const centre = document.querySelector('.cl-centre');
  const rect = centre?.getBoundingClientRect();
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return backToTopInset(
    document.documentElement.clientWidth,
    rect && rect.width > 0 ? rect : null,
    direction,
  );
}

export interface BackToTopProps {
  pathname: string;
  locales?: readonly string[];
  /** The id of the element at the top of the content (e.g. the main landmark). */
  focusTargetId: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function BackToTop({ pathname, locales, focusTargetId }: BackToTopProps) {
  const t = useTranslations('layout');
  const [visible, setVisible] = useState(false);
  const excluded = useMemo(() => isBackToTopExcluded(pathname, locales), [pathname, locales]);
  const [controller] = useState(() => createBackToTop(setVisible));

  useEffect(() => {
    if (excluded) {
      controller.hide();
      return undefined;
    }
    const onScroll = () => controller.scrolled(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    // Mounted on a page already scrolled (the frame loads this at the first scroll): as if it
    // had seen that scroll.
    if (window.scrollY > 0) onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      controller.dispose();
    };
  }, [controller, excluded]);

  const button = useRef<HTMLButtonElement>(null);
  // Placed when it appears and when the window is resized while it shows (no layout reads while
  // it is hidden or while the page scrolls).
  useLayoutEffect(() => {
    const element = button.current;
    if (!visible || !element) return undefined;
    const place = () => element.style.setProperty('--cl-btt-inset', `${measureInset()}px`);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [visible, excluded]);

  if (excluded || !visible) return null;

  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = document.getElementById(focusTargetId);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    controller.hide();
  };

  return (
    <button
      ref={button}
      className="cl-btt"
      type="button"
      onClick={onClick}
      aria-label={t('backToTop')}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { createBackToTop, isBackToTopExcluded } from './backToTopState';

/**
 * The back-to-top button (account-and-shell §4 "Back-to-top", §9): shown after scrolling past
 * 200 px, hidden 5 s after the last scroll and never on excluded paths (see `backToTop.ts`).
 * A click scrolls to the top (smoothly unless the player prefers reduced motion) and moves focus
 * to the top of the content (`focusTargetId`, made focusable with tabindex -1 if needed), so
 * keyboard and screen-reader users land where sighted users look.
 *
 * It sits at the inline end, above the footer navigation and the floating betslip button
 * (the static `cl-btt` rule of `layoutCss`, layoutCss.ts).
 */

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
    return () => {
      window.removeEventListener('scroll', onScroll);
      controller.dispose();
    };
  }, [controller, excluded]);

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
    <button className="cl-btt" type="button" onClick={onClick} aria-label={t('backToTop')}>
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

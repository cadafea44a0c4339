import { Heading } from '@clem/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';

export interface PlatformNoticeProps {
  /** Translated heading (the page's h1). */
  title: string;
  /** Translated explanation. */
  message: string;
  /** Translated label of the link back to the sports. */
  actionLabel: string;
  /** Where the link goes: the sports page in the player's locale. */
  actionHref: string;
  /** A decorative icon (hidden from assistive technology). */
  icon: ReactNode;
}

/**
 * A calm full-page notice (maintenance, blocked): icon, h1, explanation and one link back.
 * Presentational: every text arrives translated. Styles: the static `cl-notice…` rules of
 * `layoutCss` (layout/layoutCss.ts). A server component (no hooks: a page has one notice, so its
 * heading's id is fixed), so the pages that may show one (every page can be "not found") ship no
 * code for it.
 */
/** The notice heading's id (one notice per page). */
const NOTICE_HEADING_ID = 'cl-notice-title';

export function PlatformNotice({
  title,
  message,
  actionLabel,
  actionHref,
  icon,
}: PlatformNoticeProps) {
  const headingId = NOTICE_HEADING_ID;
  return (
    <section className="cl-notice" aria-labelledby={headingId}>
      <span className="cl-notice-icon" aria-hidden="true">
        {icon}
      </span>
      <Heading level={1} id={headingId}>
        {title}
      </Heading>
      <p className="cl-notice-msg">{message}</p>
      <Link className="cl-notice-action" href={actionHref}>
        {actionLabel}
      </Link>
    </section>
  );
}

/** A wrench: work in progress. */
export function MaintenanceIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" focusable="false">
      <path
        d="M14.7 6.3a4 4 0 0 0 5 5l-8.4 8.4a2.1 2.1 0 0 1-3-3l8.4-8.4a4 4 0 0 1-2-2Z"
        strokeLinejoin="round"
      />
      <path d="M14.7 6.3 17 4l3 3-2.3 2.3" strokeLinejoin="round" />
    </svg>
  );
}

/** A globe with a pin: about location, not an error. */
export function LocationIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

'use client';

import { SafeHtml } from '@clem/ui';
import type { ReactNode } from 'react';

export interface ExternalHeaderHtml {
  /** The operator's header HTML for desktop widths. */
  web?: string | null;
  /** The operator's header HTML for mobile widths. */
  mobile?: string | null;
}

export interface ExternalHeaderProps {
  html: ExternalHeaderHtml;
  menuButton?: ReactNode;
}

/** The web and mobile HTML to show, each falling back to the other; null when both are empty. */
export function externalHeaderHtml(html: ExternalHeaderHtml | null | undefined): {
  web: string;
  mobile: string;
} | null {
  const web = html?.web?.trim() ? html.web : null;
  const mobile = html?.mobile?.trim() ? html.mobile : null;
  if (web === null && mobile === null) return null;
  return { web: web ?? mobile ?? '', mobile: mobile ?? web ?? '' };
}

/**
 * The operator's own header (clem_external_header_enabled): its HTML through `SafeHtml`
 * (DOMPurify), the mobile or web variant chosen by a CSS media query (desktop from 1024 px), so
 * the server render and the first paint already fit the width. A variant that is empty uses the
 * other one.
 *
 * Decision: the operator's header owns login, account and cashier entries, so the frame's account
 * controls are not added; the menu button slot is kept at the start so the side menu stays
 * reachable on mobile. `Header` falls back to the classic header when both HTML variants are empty.
 */
export function ExternalHeader({ html, menuButton }: ExternalHeaderProps) {
  const chosen = externalHeaderHtml(html);
  if (chosen === null) return null;
  return (
    <div className="ch-external" data-variant="external">
      {menuButton}
      <SafeHtml html={chosen.mobile} className="ch-external-html clem-external-header-mobile" />
      <SafeHtml html={chosen.web} className="ch-external-html clem-external-header-web" />
    </div>
  );
}

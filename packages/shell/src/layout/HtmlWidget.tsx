import { SafeHtml } from '@clem/ui';

/**
 * An HTML widget (account-and-shell §3 "HTML widget: content"): the operator's HTML, always
 * through SafeHtml (DOMPurify). Server-compatible (no hooks); SafeHtml is the client boundary.
 * Empty content renders nothing.
 */
export interface HtmlWidgetProps {
  /** Raw, untrusted operator HTML (`GET /api/html_widgets/{id}` → content). */
  html: string;
  className?: string;
}

export function HtmlWidget({ html, className }: HtmlWidgetProps) {
  if (html.trim() === '') return null;
  return <SafeHtml as="section" html={html} className={className} />;
}

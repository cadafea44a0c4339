import { OperatorHtml } from '@clem/ui/safe-html';

/**
 * An HTML widget (account-and-shell §3 "HTML widget: content"): the operator's HTML, always
 * sanitised by DOMPurify (`@clem/ui/safe-html`). Rendered by a server component (the frame's
 * columns, the operator footer) it is sanitised on the server and arrives in the page's HTML
 * with no JavaScript; rendered anywhere else it is `SafeHtml`, which sanitises in the browser.
 * Empty content renders nothing.
 */
export interface HtmlWidgetProps {
  /** Raw, untrusted operator HTML (`GET /api/html_widgets/{id}` → content). */
  html: string;
  className?: string;
}

export function HtmlWidget({ html, className }: HtmlWidgetProps) {
  if (html.trim() === '') return null;
  return <OperatorHtml as="section" html={html} className={className} />;
}

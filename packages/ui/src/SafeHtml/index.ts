export { SafeHtml, type SafeHtmlElement, type SafeHtmlProps } from './SafeHtml';
export { sanitizeOperatorHtml } from './sanitizeOperatorHtml';

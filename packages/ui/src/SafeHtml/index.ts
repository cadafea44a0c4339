export { SafeHtml, preloadSafeHtml, type SafeHtmlElement, type SafeHtmlProps } from './SafeHtml';
export { sanitizeOperatorHtml } from './sanitizeOperatorHtml';

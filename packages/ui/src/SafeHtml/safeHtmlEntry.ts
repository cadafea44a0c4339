// `@clem/ui/safe-html` everywhere but server components: the browser-sanitising SafeHtml.
export { SafeHtml as OperatorHtml } from './SafeHtml';

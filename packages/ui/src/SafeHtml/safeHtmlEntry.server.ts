// `@clem/ui/safe-html` for server components (the `react-server` export condition).
export { ServerSafeHtml as OperatorHtml } from './ServerSafeHtml';

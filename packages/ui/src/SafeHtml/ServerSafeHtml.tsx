import { withClass } from '../theme/theme';
import { SafeHtml, type SafeHtmlProps } from './SafeHtml';
import { sanitizeOnServer } from './sanitizeOnServer';

/**
 * `SafeHtml` for server components: the operator HTML is sanitised on the server
 * (`sanitizeOnServer`) and rendered into the page's HTML, with no JavaScript in the browser.
 * `@clem/ui/safe-html` resolves here under the `react-server` condition (a server component's
 * import) and to the browser-sanitising `SafeHtml` everywhere else (client components, which
 * render the same on the server and in the browser, and Storybook).
 *
 * Same container, class and `data-safe-html` marker as `SafeHtml`. If the server cannot
 * sanitise (jsdom did not load), it hands the HTML to `SafeHtml`, which sanitises in the browser.
 */
export async function ServerSafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = await sanitizeOnServer(html);
  if (clean === null) return <SafeHtml html={html} as={Tag} className={className} />;
  return (
    <Tag
      className={withClass('cu-html', className)}
      data-safe-html=""
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

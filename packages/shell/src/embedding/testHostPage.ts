/**
 * A host page for end-to-end tests of embedding. The lead serves it from an allowed origin with
 * Playwright's `page.route` (a brand host, or a test origin the e2e servers allow through
 * `CLEM_EXTRA_EMBED_ORIGINS`, see embedOrigins.ts); it frames the app and:
 * - records every message it receives as `{ origin, data }` in `window.__hostMessages`;
 * - exposes `window.__sendToFrame(data, targetOrigin)` to post a command into the app's frame
 *   (`targetOrigin` defaults to the frame's origin).
 * The iframe is `#clem-frame`; its height follows the app's `size` messages, as a real host would.
 */
export interface TestHostPageOptions {
  /** The app URL to frame, e.g. `http://127.0.0.1:3000/sports?embedded=true`. */
  frameSrc: string;
  /** The page title. Default "Clem test host". */
  title?: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function testHostPageHtml({
  frameSrc,
  title = 'Clem test host',
}: TestHostPageOptions): string {
  const url = new URL(frameSrc);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The framed app must be an http(s) URL, got ${url.protocol}`);
  }
  // JSON in a script: `<` escaped so the string can never close the script element.
  const frameOrigin = JSON.stringify(url.origin).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif">
<header style="padding:8px 16px;border-bottom:1px solid #ccc">Test host page</header>
<iframe id="clem-frame" title="Sportsbook" src="${escapeHtml(url.href)}" style="display:block;width:100%;height:600px;border:0"></iframe>
<script>
(function () {
  var frameOrigin = ${frameOrigin};
  var frame = document.getElementById('clem-frame');
  window.__hostMessages = [];
  window.addEventListener('message', function (event) {
    window.__hostMessages.push({ origin: event.origin, data: event.data });
    var data = event.data;
    if (event.origin === frameOrigin && data && data.source === 'clem' && data.type === 'size'
        && data.payload && typeof data.payload.height === 'number') {
      frame.style.height = data.payload.height + 'px';
    }
  });
  window.__sendToFrame = function (data, targetOrigin) {
    frame.contentWindow.postMessage(data, targetOrigin || frameOrigin);
  };
})();
</script>
</body>
</html>
`;
}

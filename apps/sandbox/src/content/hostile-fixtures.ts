/**
 * Deliberately hostile HTML, served by some HTML widgets, adverts, the news popup and the
 * operator footer so the front end's sanitising (DOMPurify) is exercised on every page. None of
 * it may ever run: a test that sees an alert, a navigation or a hidden page has found a bug.
 * Keyed by what each one tries; `content.test.ts` checks that every one is still served.
 */
export const HOSTILE_HTML = {
  scriptTag: '<p>Welcome bonus</p><script>window.__clemHostile = "script";alert(1)</script>',
  imgOnerror: '<img src=x onerror="window.__clemHostile=\'onerror\';alert(2)">',
  onclickHandler: '<a href="#" onclick="window.__clemHostile=\'onclick\'">Claim now</a>',
  javascriptLink: '<a href="javascript:alert(3)">Terms</a>',
  mixedCaseJavascriptLink: '<a href="JaVaScRiPt:alert(4)">Rules</a>',
  iframeJavascript: '<iframe src="javascript:alert(5)" width="1" height="1"></iframe>',
  svgOnload: '<svg onload="window.__clemHostile=\'svg\'"><circle r="4"/></svg>',
  hidingStyle: '<style>body{display:none!important}html{visibility:hidden}</style><p>Styled</p>',
  dataHtmlLink:
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">Open offer</a>',
} as const;

export type HostileFixture = keyof typeof HOSTILE_HTML;

/** Every hostile fixture in one blob (one widget serves them all together). */
export const ALL_HOSTILE_HTML = Object.values(HOSTILE_HTML).join('\n');

/** Fragments that must survive in the served content (the tests look for each). */
export const HOSTILE_MARKERS: Readonly<Record<HostileFixture, string>> = {
  scriptTag: '<script>',
  imgOnerror: 'onerror=',
  onclickHandler: 'onclick=',
  javascriptLink: 'href="javascript:',
  mixedCaseJavascriptLink: 'JaVaScRiPt:',
  iframeJavascript: '<iframe src="javascript:',
  svgOnload: '<svg onload=',
  hidingStyle: '<style>body{display:none',
  dataHtmlLink: 'href="data:text/html',
};

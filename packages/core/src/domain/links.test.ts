import fc from 'fast-check';
import {
  IMAGE_URL_POLICY,
  LINK_URL_POLICY,
  SITE_PATH_POLICY,
  isSameSitePath,
  safeImageSrc,
  safeLinkUrl,
  safeUrl,
  sitePath,
  type SafeUrl,
  type UrlPolicy,
} from './links';

const BASE = 'https://brand.example';

/** Percent-decodes byte by byte until nothing changes (what a lenient server might do). */
function decodeFully(value: string): string {
  let current = value;
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Where a browser on a page of the site would go for this href (null: it would not). */
function browserOrigin(href: string): string | null {
  try {
    return new URL(href, `${BASE}/es/events/1-a-v-b`).origin;
  } catch {
    return null;
  }
}

/** The hostile corpus of the issue: none of these is a site path. */
const OFF_SITE = [
  '/\\evil.example',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '\\\\evil.example',
  '\\/evil.example',
  ' //evil.example',
  '\u00a0//evil.example',
  '//evil.example',
  '///evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00',
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/a/%2e%2e%2f%2fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'vbscript:x',
  'mailto:a@b.c',
  'https:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  '1http:evil.example',
  '#top',
  '?x=1',
  '',
  '   ',
];
describe('isSameSitePath', () => {
  it('accepts paths on this site', () => {
    for (const value of [
      '/',
      '/sports',
      '/es/events/123-a-v-b?x=1#top',
      '/live/sport/1-FOOT',
      '/sports/%2F%2Fevil.com',
      '/a:b',
      '/javascript:alert(1)',
    ]) {
      expect(isSameSitePath(value)).toBe(true);
    }
  });

  it('rejects other hosts, schemes, backslashes, controls and whitespace', () => {
    for (const value of [
      '',
      'sports',
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '/sports\\x',
      'https://evil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      '/\n/evil.com',
      '/ x',
      '/x\u00a0',
      '/x\u0000',
      '/x\u007f',
      '/x\u0085',
      '/x\u2028',
      `/${'a'.repeat(2048)}`,
      null,
      undefined,
      42,
      ['/sports'],
    ]) {
      expect(isSameSitePath(value)).toBe(false);
    }
    expect(isSameSitePath(`/${'a'.repeat(2047)}`)).toBe(true);
  });

  const tricky = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '/',
          '//',
          '\\',
          '/\\',
          '\t',
          '\n',
          '\r',
          ' ',
          ':',
          '@',
          '.',
          '..',
          '%2F',
          '%5C',
          'evil.com',
          'https:',
          'javascript:',
          '?',
          '#',
          '\u3000',
          '\uff0f',
          '\u2215',
        ),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join(''));

  it('never lets an accepted value leave the origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tricky,
          tricky.map((s) => `/${s}`),
          fc.string({ unit: 'binary' }),
        ),
        (value) => {
          if (isSameSitePath(value)) {
            expect(new URL(value, BASE).origin).toBe(BASE);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('safeUrl', () => {
  it('refuses every off-site form of the corpus, whatever the policy', () => {
    for (const value of OFF_SITE) {
      for (const policy of [LINK_URL_POLICY, IMAGE_URL_POLICY, SITE_PATH_POLICY]) {
        const result = safeUrl(value, policy);
        expect(result?.kind === 'site' ? result : null, JSON.stringify(value)).toBeNull();
      }
      expect(sitePath(value), JSON.stringify(value)).toBeNull();
      expect(safeImageSrc(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('gives links site paths (normalised) and http(s) URLs', () => {
    expect(safeLinkUrl(' /promotions ')).toEqual({ kind: 'site', path: '/promotions' });
    expect(safeLinkUrl('app/deposit')).toEqual({ kind: 'site', path: '/app/deposit' });
    expect(safeLinkUrl('/a/../b?x=1#y')).toEqual({ kind: 'site', path: '/b?x=1#y' });
    expect(safeLinkUrl('/fútbol')).toEqual({ kind: 'site', path: '/f%C3%BAtbol' });
    expect(safeLinkUrl('/sports/%2F%2Fevil.com')).toEqual({
      kind: 'site',
      path: '/sports/%2F%2Fevil.com',
    });
    expect(safeLinkUrl('/promo/100%25-bonus')).toEqual({
      kind: 'site',
      path: '/promo/100%25-bonus',
    });
    expect(safeLinkUrl('  HTTPS://Promo.Example/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://promo.example/a?b=1',
    });
    // Entities are not decoded here (React escapes `&`): this is a harmless path on the site.
    expect(safeLinkUrl('javascript&colon;alert(1)')).toEqual({
      kind: 'site',
      path: '/javascript&colon;alert(1)',
    });
    expect(safeLinkUrl('https://evil.example')).toEqual({
      kind: 'external',
      href: 'https://evil.example/',
    });
  });

  it('refuses external URLs with user-info, without host, or over-long', () => {
    expect(safeLinkUrl('https://brand.example@evil.example/')).toBeNull();
    expect(safeLinkUrl('http://')).toBeNull();
    expect(safeLinkUrl(`https://a.example/${'a'.repeat(9000)}`)).toBeNull();
    expect(safeLinkUrl(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('gives images same-site paths only (the CSP allows no other image host)', () => {
    expect(safeImageSrc('/api/static/images/a.png')).toBe('/api/static/images/a.png');
    expect(safeImageSrc('images/a.png')).toBe('/images/a.png');
    for (const value of [
      'https://evil.example/x.png',
      'http://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'data:image/png;base64,AAAA',
      'blob:https://brand.example/x',
    ]) {
      expect(safeImageSrc(value), value).toBeNull();
    }
  });

  it('allows external URLs only from listed origins when given a list', () => {
    const policy: UrlPolicy = { external: ['https://img.example', 'not a url'] };
    expect(safeUrl('https://img.example/a.png', policy)).toEqual({
      kind: 'external',
      href: 'https://img.example/a.png',
    });
    expect(safeUrl('https://img.example:444/a.png', policy)).toBeNull();
    expect(safeUrl('http://img.example/a.png', policy)).toBeNull();
    expect(safeUrl('https://evil.example/a.png', policy)).toBeNull();
  });

  it('gives navigation targets exact paths only (no relative paths, no external URLs)', () => {
    expect(sitePath('/sports')).toBe('/sports');
    expect(sitePath('sports')).toBeNull();
    expect(sitePath('https://brand.example/sports')).toBeNull();
    expect(sitePath(42)).toBeNull();
  });

  const pieces = fc.constantFrom(
    '/',
    '//',
    '\\',
    '/\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u007f',
    '\u0085',
    '\u00a0',
    '\u2028',
    '\u3000',
    '\ufeff',
    ':',
    '@',
    '.',
    '..',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%09',
    '%0a',
    '%0D',
    '%00',
    '%20',
    '%25',
    '%252f',
    '%2e',
    '%2e%2e',
    '%',
    'evil.example',
    'https:',
    'http://',
    'javascript:',
    'JaVaScRiPt:',
    'java\nscript:',
    'data:',
    'blob:',
    '//evil.example',
    '?',
    '#',
    '\uff0f',
    '\u2215',
    'a',
    'é',
  );
  const hostile = fc
    .array(fc.oneof(pieces, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 10 })
    .map((parts) => parts.join(''));
  const inputs = fc.oneof(
    hostile,
    hostile.map((s) => `/${s}`),
    hostile.map((s) => ` ${s}`),
    fc.string({ unit: 'binary' }),
    fc.webUrl(),
    fc.webPath(),
  );
  const policies = fc.constantFrom<UrlPolicy>(
    LINK_URL_POLICY,
    IMAGE_URL_POLICY,
    SITE_PATH_POLICY,
    {},
    { external: ['https://img.example'] },
  );

  function checkSite(input: string, result: SafeUrl): void {
    if (result.kind !== 'site') return;
    const { path } = result;
    // The result itself never leaves the site, decoded or not.
    expect(new URL(path, BASE).origin).toBe(BASE);
    expect(path).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex -- checking that none is left
    expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\s\\]/u);
    const decoded = decodeFully(path.split(/[?#]/, 1)[0] ?? '');
    expect(decoded.startsWith('//')).toBe(false);
    expect(decoded).not.toMatch(/\\/);
    expect(new URL(decoded, BASE).origin).toBe(BASE);
    expect(new URL(decoded, BASE).pathname.startsWith('//')).toBe(false);
    // The original value, followed by a browser as it is, never leaves the site either.
    const original = browserOrigin(input);
    expect(original === null || original === BASE).toBe(true);
    // Normalised once and for all.
    expect(isSameSitePath(path)).toBe(true);
  }

  it('never calls anything off-site a site path (property)', () => {
    fc.assert(
      fc.property(inputs, policies, (input, policy) => {
        const result = safeUrl(input, policy);
        if (result === null) return;
        if (result.kind === 'site') {
          checkSite(input, result);
          return;
        }
        expect(policy.external === undefined || policy.external === 'none').toBe(false);
        const url = new URL(result.href);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username).toBe('');
        if (Array.isArray(policy.external)) expect(policy.external).toContain(url.origin);
      }),
      { numRuns: 5000 },
    );
  });
});

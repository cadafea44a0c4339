import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  cashierTargets,
  isPlainAnchorPath,
  readConfiguredTargets,
  resolveLink,
  subHeaderHref,
  type LinkContext,
} from './targets';

const english: LinkContext = { localePrefix: '', plainAnchorPrefixes: [] };
const spanish: LinkContext = { localePrefix: '/es', plainAnchorPrefixes: ['app/'] };

describe('resolveLink', () => {
  it('gives site paths the locale prefix', () => {
    expect(resolveLink('/sports', spanish)).toEqual({ kind: 'internal', href: '/es/sports' });
    expect(resolveLink('account/balances', spanish)).toEqual({
      kind: 'internal',
      href: '/es/account/balances',
    });
    expect(resolveLink('/', spanish)).toEqual({ kind: 'internal', href: '/es' });
    expect(resolveLink('/sports?x=1#y', english)).toEqual({
      kind: 'internal',
      href: '/sports?x=1#y',
    });
  });

  it('does not add the prefix twice', () => {
    expect(resolveLink('/es/sports', spanish)?.href).toBe('/es/sports');
    expect(resolveLink('/es', spanish)?.href).toBe('/es');
    expect(resolveLink('/esports', spanish)?.href).toBe('/es/esports');
  });

  it('keeps absolute http(s) URLs as external links', () => {
    expect(resolveLink('https://cashier.example.com/deposit?a=1', spanish)).toEqual({
      kind: 'external',
      href: 'https://cashier.example.com/deposit?a=1',
    });
    expect(resolveLink('  HTTP://Example.com', english)).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:a@b.c',
    'https:evil.com',
    'http:/evil.com',
    'http://',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'java\tscript:alert(1)',
    '/sports\u0000',
    '/spo rts',
    '#top',
    '?a=1',
    '',
    '   ',
    null,
    undefined,
    '/\tevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    ' //evil.example',
    '/..//evil.example',
    'https://user@evil.example/',
  ])('rejects %j', (value) => {
    expect(resolveLink(value, spanish)).toBeNull();
  });

  it('makes paths containing a plain-anchor prefix plain, without locale prefix', () => {
    expect(resolveLink('app/deposit', spanish)).toEqual({ kind: 'plain', href: '/app/deposit' });
    expect(resolveLink('/es/app/deposit', spanish)).toEqual({
      kind: 'plain',
      href: '/es/app/deposit',
    });
    expect(resolveLink('/webapp/x', spanish)).toEqual({ kind: 'internal', href: '/es/webapp/x' });
    expect(resolveLink('app/deposit', english)).toEqual({
      kind: 'internal',
      href: '/app/deposit',
    });
  });

  it('ignores an unusable locale prefix', () => {
    expect(resolveLink('/x', { localePrefix: '/', plainAnchorPrefixes: [] })?.href).toBe('/x');
    expect(resolveLink('x', { localePrefix: '//evil', plainAnchorPrefixes: [] })?.href).toBe('/x');
  });

  it('never returns a scheme other than http/https, nor a protocol-relative URL', () => {
    const safe = /^(https?:\/\/[^/\\]|\/(?![/\\]))/i;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.webUrl(),
          fc.constantFrom('javascript:', 'data:', '//', '\\', 'app/', '/es/', 'https://'),
          fc
            .tuple(fc.constantFrom('javascript:', 'data:', ' ', '/', '//', 'app/'), fc.string())
            .map(([a, b]) => a + b),
        ),
        fc.constantFrom(english, spanish),
        (input, ctx) => {
          const link = resolveLink(input, ctx);
          if (link === null) return;
          expect(link.href).toMatch(safe);
          const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(link.href)?.[1]?.toLowerCase();
          expect(scheme === undefined || scheme === 'http' || scheme === 'https').toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isPlainAnchorPath', () => {
  it('matches at segment boundaries', () => {
    expect(isPlainAnchorPath('/app', ['app/'])).toBe(true);
    expect(isPlainAnchorPath('/x/app/y?z', ['/app'])).toBe(true);
    expect(isPlainAnchorPath('/apps/y', ['app/'])).toBe(false);
    expect(isPlainAnchorPath('/y?next=/app/', ['app/'])).toBe(false);
    expect(isPlainAnchorPath('/app/x', [''])).toBe(false);
  });
});

describe('readConfiguredTargets', () => {
  it('reads an object and defaults promotions', () => {
    expect(
      readConfiguredTargets({
        configured_targets: { cashier: ' https://c.example/ ', registration: '/register', x: 1 },
      }),
    ).toEqual({
      cashier: 'https://c.example/',
      registration: '/register',
      promotions: '/promotions',
    });
  });

  it('reads JSON text', () => {
    expect(
      readConfiguredTargets({
        configured_targets: JSON.stringify({
          promotions: '/promos',
          cashierDeposit: 'app/deposit',
        }),
      }),
    ).toEqual({ promotions: '/promos', cashierDeposit: 'app/deposit' });
  });

  it.each([undefined, null, 'not json', '[1]', 42, [], { cashier: 3, logout: '  ' }])(
    'tolerates %j',
    (value) => {
      expect(readConfiguredTargets({ configured_targets: value })).toEqual({
        promotions: '/promotions',
      });
    },
  );
});

describe('cashierTargets', () => {
  it('falls back to the general cashier target', () => {
    expect(cashierTargets({ promotions: '/p', cashier: '/c' })).toEqual({
      deposit: '/c',
      withdraw: '/c',
    });
    expect(
      cashierTargets({
        promotions: '/p',
        cashier: '/c',
        cashierDeposit: '/d',
        cashierWithdrawal: '/w',
      }),
    ).toEqual({ deposit: '/d', withdraw: '/w' });
    expect(cashierTargets({ promotions: '/p' })).toEqual({ deposit: null, withdraw: null });
  });
});

describe('subHeaderHref', () => {
  it('roots bare slugs at the root page', () => {
    expect(subHeaderHref('football', true)).toBe('/sports/football');
    expect(subHeaderHref('football', false)).toBe('/live/sport/football');
  });

  it('re-roots sports and live paths', () => {
    expect(subHeaderHref('/sports/football', false)).toBe('/live/sport/football');
    expect(subHeaderHref('/live/sport/tennis', true)).toBe('/sports/tennis');
    expect(subHeaderHref('sports/tennis', true)).toBe('/sports/tennis');
    expect(subHeaderHref('/sports', false)).toBe('/live/sport');
    expect(subHeaderHref('/live/sport/', true)).toBe('/sports');
  });

  it('keeps other paths and URLs', () => {
    expect(subHeaderHref('/promotions', false)).toBe('/promotions');
    expect(subHeaderHref('/sportsbook', false)).toBe('/sportsbook');
    expect(subHeaderHref('https://x.example/a', true)).toBe('https://x.example/a');
    expect(subHeaderHref('  ', true)).toBeNull();
  });

  it('gives null for unsafe values', () => {
    for (const value of [
      '/\\evil.example',
      '\\evil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      'java\nscript:alert(1)',
    ]) {
      expect(subHeaderHref(value, true), value).toBeNull();
    }
  });
});

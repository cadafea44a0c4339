import { brands } from '@clem/brand-config';
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { isSafeSource } from '../proxy/csp';
import { embedOrigins, extraEmbedOrigins } from './embedOrigins';

const brand = {
  embed: { allowedHosts: ['https://www.zedbet.com', 'https://m.zedbet.com'] },
} as const;

describe('embedOrigins', () => {
  it('is the brand hosts alone without the test hook', () => {
    expect(embedOrigins(brand)).toEqual(['https://www.zedbet.com', 'https://m.zedbet.com']);
    expect(embedOrigins(brand, {})).toEqual(embedOrigins(brand));
    expect(embedOrigins(brand, { CLEM_EXTRA_EMBED_ORIGINS: undefined })).toEqual(
      embedOrigins(brand),
    );
    expect(embedOrigins(brand, { CLEM_EXTRA_EMBED_ORIGINS: '' })).toEqual(embedOrigins(brand));
  });

  it('adds the origins of CLEM_EXTRA_EMBED_ORIGINS, normalised and without repeats', () => {
    expect(
      embedOrigins(brand, {
        CLEM_EXTRA_EMBED_ORIGINS:
          ' http://127.0.0.1:4100 , HTTP://LocalHost:4101/,https://www.zedbet.com,http://127.0.0.1:4100,https://a.example:443',
      }),
    ).toEqual([
      'https://www.zedbet.com',
      'https://m.zedbet.com',
      'http://127.0.0.1:4100',
      'http://localhost:4101',
      'https://a.example',
    ]);
  });

  it('ignores entries that are not http(s) origins', () => {
    expect(
      extraEmbedOrigins(
        [
          '*',
          'null',
          "'self'",
          '127.0.0.1:4100',
          'javascript:alert(1)',
          'data:text/html,x',
          'ftp://a.example',
          'http://a.example/path',
          'http://a.example?x=1',
          'http://a.example#x',
          'http://user@a.example',
          'https://x.example; script-src *',
          'http://[::1]:4100',
          'http:// a.example',
        ].join(','),
      ),
    ).toEqual([]);
  });

  it('only ever yields CSP-safe origins (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.webUrl())), (entries) => {
        for (const origin of extraEmbedOrigins(entries.join(','))) {
          expect(isSafeSource(origin)).toBe(true);
          expect(new URL(origin).origin).toBe(origin);
        }
      }),
    );
  });
});

describe('production brand-config', () => {
  it('has no loopback, local or plain-http embedding origin in any brand', () => {
    for (const config of Object.values(brands)) {
      for (const origin of config.embed.allowedHosts) {
        const url = new URL(origin);
        expect(url.protocol, `${config.id}: ${origin}`).toBe('https:');
        expect(url.hostname, `${config.id}: ${origin}`).not.toMatch(
          /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.(localhost|local|test|example|invalid)$/,
        );
        expect(url.port, `${config.id}: ${origin}`).toBe('');
      }
      expect(embedOrigins(config)).toEqual(config.embed.allowedHosts);
    }
  });
});

import fc from 'fast-check';
import { buildContentSecurityPolicy, createNonce, isSafeSource } from './csp';

describe('buildContentSecurityPolicy', () => {
  const csp = buildContentSecurityPolicy({
    nonce: 'abc123',
    frameAncestors: ['https://www.zedbet.com'],
  });

  it('carries the nonce for scripts and styles', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('forbids plugins and base changes and limits framing to allowed hosts', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://www.zedbet.com");
  });

  it('drops anything that is not a plain origin from frame-ancestors', () => {
    const hostile = buildContentSecurityPolicy({
      nonce: 'n',
      frameAncestors: [
        'https://ok.example',
        '*',
        'https://x.example; script-src *',
        'javascript:alert(1)',
      ],
    });
    expect(hostile.endsWith("frame-ancestors 'self' https://ok.example")).toBe(true);
    expect(hostile).not.toContain('script-src *');
  });

  it('never lets a host inject a directive', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (hosts) => {
        const policy = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: hosts });
        expect(policy.split('; ')).toHaveLength(14);
      }),
    );
  });
});

describe('createNonce', () => {
  it('is fresh, 128 bits, in base64url without padding (nothing any context escapes)', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(seen.size).toBe(200);
    for (const nonce of seen) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('isSafeSource', () => {
  it('accepts origins only', () => {
    expect(isSafeSource('http://127.0.0.1:4100')).toBe(true);
    expect(isSafeSource('https://a.b/c')).toBe(false);
  });
});

describe('connections', () => {
  it('allows the page’s own origin and the push service, never anything unsafe', () => {
    const csp = buildContentSecurityPolicy({
      nonce: 'n',
      frameAncestors: [],
      connectOrigins: ['https://push.example.com', 'https://x.example; script-src *'],
    });
    expect(csp).toContain("connect-src 'self' https://push.example.com;");
    expect(csp).not.toContain('script-src *');
    expect(buildContentSecurityPolicy({ nonce: 'n', frameAncestors: [] })).toContain(
      "connect-src 'self';",
    );
  });
});

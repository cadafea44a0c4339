import { authUrl, platformUrl } from '../platform/platformUrl';
import { platformRewrites } from './createNextConfig';

describe('platform rewrites', () => {
  it('proxies only /api and /xapi to the platform and /auth to the auth service root', () => {
    const rules = platformRewrites('http://platform.test', 'http://auth.test');
    expect(rules.map((rule) => rule.source)).toEqual([
      '/api/:path*',
      '/xapi/:path*',
      '/auth/:path*',
    ]);
    expect(rules[1]?.destination).toBe('http://platform.test/xapi/:path*');
    expect(rules[2]?.destination).toBe('http://auth.test/:path*');
  });

  it('sends /auth to the platform unless CLEM_AUTH_URL names another service', () => {
    const before = { platform: process.env.CLEM_PLATFORM_URL, auth: process.env.CLEM_AUTH_URL };
    process.env.CLEM_PLATFORM_URL = 'https://platform.example.com';
    delete process.env.CLEM_AUTH_URL;
    expect(authUrl()).toBe('https://platform.example.com');
    process.env.CLEM_AUTH_URL = ' https://auth.example.com/ ';
    expect(authUrl()).toBe('https://auth.example.com');
    if (before.platform === undefined) delete process.env.CLEM_PLATFORM_URL;
    else process.env.CLEM_PLATFORM_URL = before.platform;
    if (before.auth === undefined) delete process.env.CLEM_AUTH_URL;
    else process.env.CLEM_AUTH_URL = before.auth;
  });

  it('defaults to the local sandbox and honours CLEM_PLATFORM_URL', () => {
    const before = process.env.CLEM_PLATFORM_URL;
    delete process.env.CLEM_PLATFORM_URL;
    expect(platformUrl()).toBe('http://127.0.0.1:4010');
    process.env.CLEM_PLATFORM_URL = 'https://platform.example.com/';
    expect(platformUrl()).toBe('https://platform.example.com');
    if (before === undefined) delete process.env.CLEM_PLATFORM_URL;
    else process.env.CLEM_PLATFORM_URL = before;
  });
});

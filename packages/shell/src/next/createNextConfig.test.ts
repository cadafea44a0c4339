import { platformUrl } from '../platform/platformUrl';
import { platformRewrites } from './createNextConfig';

describe('platform rewrites', () => {
  it('proxies only /api and /xapi', () => {
    const rules = platformRewrites('http://platform.test');
    expect(rules.map((rule) => rule.source)).toEqual(['/api/:path*', '/xapi/:path*']);
    expect(rules[1]?.destination).toBe('http://platform.test/xapi/:path*');
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

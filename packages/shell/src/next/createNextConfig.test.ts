// @vitest-environment node
import { getBrand } from '@clem/brand-config';
import { BRAND_FILES_CACHE_CONTROL, createNextConfig } from './createNextConfig';

describe('the brand app’s Next config', () => {
  const config = createNextConfig(getBrand('zedbet'));

  it('builds a self-contained server', () => {
    expect(config.output).toBe('standalone');
  });

  it('lets a CDN keep the brand’s own files, and nothing else', async () => {
    const rules = (await config.headers?.()) ?? [];
    expect(rules).toEqual([
      {
        source: '/brand/:path*',
        headers: [{ key: 'Cache-Control', value: BRAND_FILES_CACHE_CONTROL }],
      },
    ]);
    expect(BRAND_FILES_CACHE_CONTROL).toMatch(/^public, max-age=\d+/);
  });
});

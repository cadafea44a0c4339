import { getBrand } from '@clem/brand-config';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appFiles, compareApp, formattedAppFiles, PROXY_MATCHER } from './gen-apps';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function writtenApp(brandId: 'zedbet' | 'dafakenya') {
  const dir = mkdtempSync(join(tmpdir(), 'clem-app-'));
  dirs.push(dir);
  for (const [file, content] of await formattedAppFiles(getBrand(brandId))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('gen-apps', () => {
  it('generates a thin app: config, proxy, i18n, layout and one file per route', () => {
    const files = [...appFiles(getBrand('zedbet')).keys()];
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'brand.ts',
        'next.config.ts',
        'proxy.ts',
        'i18n/request.ts',
        'app/[locale]/layout.tsx',
        'app/[locale]/page.tsx',
        'app/[locale]/sports/page.tsx',
        'public/brand/logo.svg',
      ]),
    );
    expect(appFiles(getBrand('zedbet')).get('app/[locale]/sports/page.tsx')).toContain(
      'pageFactories.SportsPage(brand)',
    );
  });

  it('finds nothing to change in a freshly generated app', async () => {
    const dir = await writtenApp('zedbet');
    expect(await compareApp(getBrand('zedbet'), dir)).toEqual([]);
  });

  it('reports a hand edit, a missing file and a route that is not in the catalogue', async () => {
    const dir = await writtenApp('dafakenya');
    writeFileSync(join(dir, 'proxy.ts'), '// edited by hand\n');
    rmSync(join(dir, 'i18n/request.ts'));
    mkdirSync(join(dir, 'app/[locale]/stray'), { recursive: true });
    writeFileSync(join(dir, 'app/[locale]/stray/page.tsx'), 'export default null;\n');
    const problems = await compareApp(getBrand('dafakenya'), dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        { brand: 'dafakenya', file: 'proxy.ts', problem: 'changed' },
        { brand: 'dafakenya', file: 'i18n/request.ts', problem: 'missing' },
        { brand: 'dafakenya', file: 'app/[locale]/stray/page.tsx', problem: 'not generated' },
      ]),
    );
  });
});

describe('the proxy matcher', () => {
  // The literal in proxy.ts, read as Next reads `/(…)`: the whole path must match.
  const matcher = new RegExp(`^${JSON.parse(PROXY_MATCHER.replaceAll("'", '"')) as string}$`);

  it('takes page paths, including ones that merely start like a platform prefix', () => {
    for (const path of ['/', '/sports', '/es/sports/1-FOOT', '/authors', '/apiary', '/xapixyz']) {
      expect(matcher.test(path), path).toBe(true);
    }
  });

  it('leaves the platform, the auth service, Next files and static files alone', () => {
    for (const path of [
      '/api/tabs',
      '/xapi/rest/events',
      '/auth',
      '/auth/en/api/plugins/component/route/header_login/authenticate',
      '/auth/accounts/sessions',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
      '/flutter-maintenance.html',
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
});

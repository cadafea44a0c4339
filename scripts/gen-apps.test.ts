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
    const sports = appFiles(getBrand('zedbet')).get('app/[locale]/sports/page.tsx');
    expect(sports).toContain("import { createSportsPage } from '@clem/shell/app/sports';");
    expect(sports).toContain('export default createSportsPage(brand);');
    // Each route imports its own page module only, never every page (their islands would ship).
    for (const [file, content] of appFiles(getBrand('zedbet'))) {
      expect(content, file).not.toMatch(/from '@clem\/shell\/app'/);
    }
    expect(appFiles(getBrand('zedbet')).get('app/[locale]/live/page.tsx')).toContain(
      "from '@clem/shell/app/live'",
    );
  });

  it('gives the sport, country, league and event pages their own metadata', () => {
    const files = appFiles(getBrand('zedbet'));
    for (const [path, page] of [
      ['app/[locale]/events/[slug]/page.tsx', 'EventPage'],
      ['app/[locale]/sports/[sport]/page.tsx', 'SportPage'],
      ['app/[locale]/sports/competitions/[sport]/[country]/[league]/page.tsx', 'LeaguePage'],
    ] as const) {
      expect(files.get(path), path).toContain(
        `export const generateMetadata = create${page.replace(/Page$/, '')}Metadata(brand);`,
      );
    }
    expect(files.get('app/[locale]/sports/page.tsx')).not.toContain('generateMetadata');
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
  // The literals in proxy.ts, read as Next reads them: the whole path must match one of them.
  const [pages, ...prefixes] = JSON.parse(`[${PROXY_MATCHER.replaceAll("'", '"')}]`) as string[];
  const pageMatcher = new RegExp(`^${pages as string}$`);
  const prefixMatchers = prefixes.map(
    (pattern) => new RegExp(`^${pattern.replace('/:path*', '')}(?:/.*)?$`),
  );
  const handled = (path: string) =>
    pageMatcher.test(path) || prefixMatchers.some((matcher) => matcher.test(path));

  it('takes page paths, including ones that merely start like a platform prefix', () => {
    for (const path of ['/', '/sports', '/es/sports/1-FOOT', '/authors', '/apiary', '/xapixyz']) {
      expect(handled(path), path).toBe(true);
    }
  });

  it('takes every path of the platform and the auth service, with or without an extension', () => {
    for (const path of [
      '/api',
      '/api/tabs',
      '/api/static/images/a.png',
      '/xapi/rest/events',
      '/auth',
      '/auth/en/api/plugins/component/route/header_login/authenticate',
      '/auth/__admin/faults',
      '/auth/accounts/sessions',
    ]) {
      expect(handled(path), path).toBe(true);
    }
  });

  it('leaves Next files and static files alone', () => {
    for (const path of ['/_next/static/chunks/a.js', '/favicon.ico', '/flutter-maintenance.html']) {
      expect(handled(path), path).toBe(false);
    }
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../server';
import { createTestServer, type TestServer } from '../test-support/test-server';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/**
 * A route pattern as the README may write it: a parameter as `{name}`, `:name` or an example
 * value (`/__admin/wallets/demo/credit`); a long common prefix may be shortened to `…`
 * (`…/header_login/otp/generate`).
 */
function documentedPatterns(url: string): RegExp[] {
  const source = (path: string) =>
    path
      .split(/(:[A-Za-z_]+|\*)/)
      .map((part) => {
        if (part === '*') return '(?:\\*|\\{[^}]+\\}|…)';
        if (part.startsWith(':')) return `(?:\\{[^}]+\\}|${part}|[\\w.-]+)`;
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
  const segments = url.split('/').filter(Boolean);
  const tails = segments
    .slice(1, -1)
    .map((_, index) => `…${source(`/${segments.slice(index + 1).join('/')}`)}`);
  return [source(url), ...tails].map((pattern) => new RegExp(`${pattern}(?![\\w/])`));
}

/** The README is the sandbox's reference: every route the server has is in it. */
describe('the README documents every route', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('names each route path (parameters as {name})', () => {
    const missing = [...routesOf(server.app), ...routesOf(server.admin)]
      .filter((route) => {
        const patterns = documentedPatterns(route.url.replace(/^\/__admin/, ''));
        return !patterns.some((pattern) => pattern.test(README));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

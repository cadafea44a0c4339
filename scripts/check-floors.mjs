// Dependency floors. `npm audit` is not available on this registry (it answers 405), so we check
// the lockfile's resolved versions against the patched floors our developers' guide sets, and
// against versions known to be compromised. Run by `npm test`.
//
// Sources: Clem developers' guide ("Keep dependencies at or above their patched versions") and
// the known compromised releases (axios 1.14.1 and 0.30.4 were malicious).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/servers.mjs';

export const floors = {
  next: '16.4.6',
  react: '19.3.1',
  'react-dom': '19.3.1',
  axios: '1.18.0',
  'next-intl': '4.9.2',
  fastify: '5.8.5',
  dompurify: '3.4.16',
};
export const forbidden = { axios: ['1.14.1', '0.30.4'] };

export function compareVersions(a, b) {
  const parse = (v) =>
    v
      .split('-')[0]
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
}

export function checkLock(lock) {
  const problems = [];
  const seen = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = entry.name ?? path.split('node_modules/').pop();
    if (!name || !entry.version) continue;
    if (floors[name]) {
      seen.push(`${name}@${entry.version}`);
      if (compareVersions(entry.version, floors[name]) < 0) {
        problems.push(
          `${name}@${entry.version} (${path}) is below the patched floor ${floors[name]}`,
        );
      }
    }
    if (forbidden[name]?.includes(entry.version)) {
      problems.push(`${name}@${entry.version} (${path}) is a known-compromised release`);
    }
  }
  return { problems, seen: [...new Set(seen)].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const { problems, seen } = checkLock(lock);
  console.log(`Dependency floors checked: ${seen.join(', ')}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  console.log('  ✓ every floored dependency is at or above its patched version');
}

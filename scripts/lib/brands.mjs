import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './servers.mjs';

/** Brand apps are the folders under apps/ with a brand.ts (generated from brand-config). */
export function brandIdsFromApps() {
  return readdirSync(join(root, 'apps')).filter((name) =>
    existsSync(join(root, 'apps', name, 'brand.ts')),
  );
}

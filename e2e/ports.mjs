import { brandIdsFromApps } from '../scripts/lib/brands.mjs';

const brands = brandIdsFromApps();

/** Where the end-to-end servers listen (see servers.mjs). */
export const ports = {
  sandbox: 4010,
  faultSandbox: 4011,
  /** Nothing listens here: a platform that is down. */
  nothing: 4019,
  faulty: 3110,
  down: 3111,
  ready: 3199,
  brand: (brand) => 3101 + brands.indexOf(brand),
};

import { brandIdsFromApps } from '../scripts/lib/brands.mjs';
import { SANDBOX_PORT } from '../scripts/lib/servers.mjs';

const brands = brandIdsFromApps();

/** Where the end-to-end servers listen (see servers.mjs). */
export const ports = {
  sandbox: SANDBOX_PORT,
  faultSandbox: SANDBOX_PORT + 1,
  /** Nothing listens here: a platform that is down. */
  nothing: 4019,
  faulty: 3110,
  down: 3111,
  ready: 3199,
  /** The built Storybook (storybook-static), served when it exists. */
  storybook: 3198,
  brand: (brand) => 3101 + brands.indexOf(brand),
};

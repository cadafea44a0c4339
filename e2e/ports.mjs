import { brandIdsFromApps } from '../scripts/lib/brands.mjs';
import { SANDBOX_PORT, sandboxAdminPort } from '../scripts/lib/servers.mjs';

const brands = brandIdsFromApps();

/** Where the end-to-end servers listen (see servers.mjs). */
export const ports = {
  sandbox: SANDBOX_PORT,
  faultSandbox: SANDBOX_PORT + 1,
  /** Their admin servers (`/__admin/…`, loopback, never reachable through a brand app). */
  sandboxAdmin: sandboxAdminPort(SANDBOX_PORT),
  faultSandboxAdmin: sandboxAdminPort(SANDBOX_PORT + 1),
  /**
   * The admin port of the sandbox on `port`.
   * @param {number} port
   */
  adminOf: (port) => sandboxAdminPort(port),
  /** Nothing listens here: a platform that is down. */
  nothing: 4019,
  faulty: 3110,
  down: 3111,
  ready: 3199,
  /** The built Storybook (storybook-static), served when it exists. */
  storybook: 3198,
  brand: (brand) => 3101 + brands.indexOf(brand),
};

/** How long the faulty app reuses operator content (CLEM_CONTENT_MAX_AGE_MS; 30 s by default). */
export const FAULTY_CONTENT_MAX_AGE_MS = 3000;

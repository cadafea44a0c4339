import { brandIdsFromApps } from '../scripts/lib/brands.mjs';
import { SANDBOX_PORT, sandboxAdminPort } from '../scripts/lib/servers.mjs';

const brands = brandIdsFromApps();
/** Set 4's fault sandbox would listen on `nothing` (4019), the platform that must stay down. */
const MAX_SERVER_SETS = 4;

/**
 * How many Playwright workers run the suite, each against a set of servers of its own (two
 * sandboxes and eleven brand servers, see servers.mjs): tests change a sandbox's players, prices
 * and faults, so two workers never share one. One by default: on two cores, two workers ran the
 * suite in 1,711 s against 2,001 s, and three timing-sensitive tests failed under the load (see
 * docs/architecture.md "Tests"); `CLEM_E2E_WORKERS=2` opts in.
 */
export const serverSets = Math.min(
  MAX_SERVER_SETS,
  Math.max(1, Math.trunc(Number(process.env.CLEM_E2E_WORKERS ?? 1)) || 1),
);

/**
 * Where set `set`'s servers listen. Set 0 uses the historical ports (sandbox 4010, brands from
 * 3101); set k moves the sandboxes by 2k and the brand servers by 20k.
 * @param {number} set
 */
export function portsOf(set) {
  const sandbox = SANDBOX_PORT + 2 * set;
  const firstBrand = 3101 + 20 * set;
  return {
    sandbox,
    faultSandbox: sandbox + 1,
    /** Their admin servers (`/__admin/…`, loopback, never reachable through a brand app). */
    sandboxAdmin: sandboxAdminPort(sandbox),
    faultSandboxAdmin: sandboxAdminPort(sandbox + 1),
    /**
     * The admin port of the sandbox on `port`.
     * @param {number} port
     */
    adminOf: (port) => sandboxAdminPort(port),
    /** Nothing listens here: a platform that is down. */
    nothing: 4019,
    faulty: firstBrand + brands.length,
    down: firstBrand + brands.length + 1,
    /** One for the whole run: answers once every set is up. */
    ready: 3199,
    /** The built Storybook (storybook-static), served when it exists; one for the whole run. */
    storybook: 3198,
    /** @param {string} brand */
    brand: (brand) => firstBrand + brands.indexOf(brand),
  };
}

/**
 * The set of this process: a Playwright worker's slot (TEST_PARALLEL_INDEX, 0 … workers − 1),
 * otherwise set 0.
 */
export const ports = portsOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0);

/** How long the faulty app reuses operator content (CLEM_CONTENT_MAX_AGE_MS; 30 s by default). */
export const FAULTY_CONTENT_MAX_AGE_MS = 3000;

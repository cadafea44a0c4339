import type { Capabilities } from '../capabilities/capabilities';
import { type RouteEntry, routeCatalogue } from './routeCatalogue';

/** The catalogue entries a brand has: those without `requires`, and those whose capability is on. */
export function routesFor(
  brand: { capabilities: Capabilities },
  catalogue: readonly RouteEntry[] = routeCatalogue,
): RouteEntry[] {
  return catalogue
    .filter((route) => route.requires === undefined || brand.capabilities[route.requires])
    .map((route) => ({ ...route }));
}

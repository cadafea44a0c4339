import type { BrandId } from '../brandIds';
import type { BrandConfig } from '../brandConfigSchema';
import { brandInput as baby777 } from './777baby';
import { brandInput as dafabet } from './dafabet';
import { brandInput as dafaghana } from './dafaghana';
import { brandInput as dafakenya } from './dafakenya';
import { brandInput as dafaspain } from './dafaspain';
import { defineBrand } from './defineBrand';
import { brandInput as kasino } from './kasino';
import { brandInput as msw } from './msw';
import { brandInput as nextbet } from './nextbet';
import { brandInput as zedbet } from './zedbet';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) {
      deepFreeze(child);
    }
  }
  return value;
}

/** Every brand, built and validated when this module loads (an invalid brand throws here). */
export const brands: Readonly<Record<BrandId, BrandConfig>> = deepFreeze({
  zedbet: defineBrand(zedbet),
  dafabet: defineBrand(dafabet),
  nextbet: defineBrand(nextbet),
  dafaspain: defineBrand(dafaspain),
  msw: defineBrand(msw),
  kasino: defineBrand(kasino),
  '777baby': defineBrand(baby777),
  dafakenya: defineBrand(dafakenya),
  dafaghana: defineBrand(dafaghana),
});

export function getBrand(id: BrandId): BrandConfig {
  const brand: BrandConfig | undefined = Object.hasOwn(brands, id) ? brands[id] : undefined;
  if (brand === undefined) {
    throw new Error(`Unknown brand "${String(id)}"`);
  }
  return brand;
}

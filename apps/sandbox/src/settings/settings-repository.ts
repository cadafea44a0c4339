import { cachedJson, invalidateReads } from '../cache/read-cache';
import type { JsonValue, SandboxDb } from '../db/schema';
import { BRAND_IDS, type BrandId } from './brands';
import { defaultSettings, type Settings } from './default-settings';

/**
 * Writes every brand's default settings, keeping any value already stored: a restart never
 * undoes an operator's change, and a default added in a later version still reaches old data.
 */
export async function seedBrandSettings(db: SandboxDb): Promise<void> {
  const rows = BRAND_IDS.flatMap((brand) => settingRows(brand, defaultSettings(brand)));
  await db
    .insertInto('brand_settings')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['brand', 'key']).doNothing())
    .execute();
}

/**
 * A brand's settings as one flat object, keys in alphabetical order: a fresh copy (callers may
 * change it) of what the read cache keeps until `updateBrandSettings` or a reset.
 */
export async function readBrandSettings(db: SandboxDb, brand: BrandId): Promise<Settings> {
  const text = await cachedJson(db, `settings:data:${brand}`, async () => {
    const rows = await db
      .selectFrom('brand_settings')
      .select(['key', 'value'])
      .where('brand', '=', brand)
      .orderBy('key')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });
  return JSON.parse(text) as Settings;
}

/** Sets some of a brand's settings (insert or replace). */
export async function updateBrandSettings(
  db: SandboxDb,
  brand: BrandId,
  values: Settings,
): Promise<void> {
  const rows = settingRows(brand, values);
  if (rows.length === 0) return;
  await db
    .insertInto('brand_settings')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['brand', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
  invalidateReads(db, 'settings:');
}

function settingRows(brand: BrandId, values: Settings) {
  return Object.entries(values).map(([key, value]: [string, JsonValue]) => ({
    brand,
    key,
    value: JSON.stringify(value),
  }));
}

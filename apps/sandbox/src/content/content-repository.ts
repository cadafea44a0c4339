import type { JsonValue, SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';
import { contentCatalogue } from './content-catalogue';
import type { ContentKind } from './content-table';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters. */
const BATCH_SIZE = 200;

/**
 * Writes the content catalogue, keeping any item already stored: seeding twice changes nothing,
 * and an item added in a later version still reaches old data.
 */
export async function seedContent(db: SandboxDb): Promise<void> {
  const rows = contentCatalogue().map((item) => ({
    brand: item.brand,
    kind: item.kind,
    key: item.key,
    value: JSON.stringify(item.value),
  }));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto('content_items')
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflict((conflict) => conflict.columns(['brand', 'kind', 'key']).doNothing())
      .execute();
  }
}

/** One content item, or undefined when the brand has none under that kind and key. */
export async function readContent(
  db: SandboxDb,
  brand: BrandId,
  kind: ContentKind,
  key: string,
): Promise<JsonValue | undefined> {
  const row = await db
    .selectFrom('content_items')
    .select('value')
    .where('brand', '=', brand)
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Every item of one kind for a brand, ordered by key. */
export async function listContent(
  db: SandboxDb,
  brand: BrandId,
  kind: ContentKind,
): Promise<JsonValue[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('value')
    .where('brand', '=', brand)
    .where('kind', '=', kind)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.value);
}

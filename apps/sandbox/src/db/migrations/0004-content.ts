import type { Kysely, Migration } from 'kysely';

/** content_items: per-brand CMS content (menus, layouts, adverts, widgets, streams, …) as jsonb. */
export const contentMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_items')
      .addColumn('brand', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('value', 'jsonb', (column) => column.notNull())
      .addPrimaryKeyConstraint('content_items_pkey', ['brand', 'kind', 'key'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('content_items').execute();
  },
};

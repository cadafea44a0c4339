import { sql, type Kysely, type Migration } from 'kysely';

/** brand_settings (operator settings per brand) and event_paths (the sport tree). */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('brand_settings')
      .addColumn('brand', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('value', 'jsonb', (column) => column.notNull())
      .addPrimaryKeyConstraint('brand_settings_pkey', ['brand', 'key'])
      .execute();

    await db.schema
      .createTable('event_paths')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('parent_id', 'integer', (column) =>
        column.references('event_paths.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('slug', 'text', (column) => column.notNull())
      .addColumn('sport_code', 'text')
      .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('event_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addCheckConstraint('event_paths_kind_check', sql`kind in ('sport', 'country', 'league')`)
      .addCheckConstraint('event_paths_event_count_check', sql`event_count >= 0`)
      .execute();

    await db.schema
      .createIndex('event_paths_parent_id_slug_key')
      .on('event_paths')
      .columns(['parent_id', 'slug'])
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('event_paths').execute();
    await db.schema.dropTable('brand_settings').execute();
  },
};

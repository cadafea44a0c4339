import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteTestDatabase } from '../test-support/test-database';
import type { SandboxDb } from './schema';

describe('PGliteDialect', () => {
  let db: SandboxDb;

  beforeAll(async () => {
    db = await openPgliteTestDatabase();
    await db.schema
      .createTable('counter')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('value', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('doc')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('body', 'jsonb', (column) => column.notNull())
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
  });

  // The test tables are not part of SandboxDatabase; reach them through an untyped handle.
  const raw = () => db.withTables<{ counter: { id: number; value: number } }>();

  it('runs parameterised queries and reports affected rows', async () => {
    const inserted = await raw()
      .insertInto('counter')
      .values([
        { id: 1, value: 0 },
        { id: 2, value: 0 },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await raw()
      .updateTable('counter')
      .set({ value: 5 })
      .where('id', '=', 2)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const row = await raw()
      .selectFrom('counter')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirst();
    expect(row).toEqual({ id: 2, value: 5 });
  });

  it('round-trips jsonb written as JSON text', async () => {
    const body = { list: [1, 'two', null], nested: { ok: true } };
    await sql`insert into doc (id, body) values (${1}, ${JSON.stringify(body)})`.execute(db);
    const result = await sql<{ body: unknown }>`select body from doc where id = ${1}`.execute(db);
    expect(result.rows[0]?.body).toEqual(body);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .withTables<{ counter: { id: number; value: number } }>()
          .updateTable('counter')
          .set({ value: 99 })
          .where('id', '=', 1)
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await raw()
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.value).toBe(0);
  });

  it('serialises concurrent transactions on its single session', async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const table = trx.withTables<{ counter: { id: number; value: number } }>();
        const row = await table
          .selectFrom('counter')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 1));
        await table
          .updateTable('counter')
          .set({ value: row.value + 1 })
          .where('id', '=', 1)
          .execute();
      });
    // Plain queries issued meanwhile must not land inside a transaction either.
    const reads = Array.from({ length: 5 }, () =>
      raw().selectFrom('counter').select('value').where('id', '=', 1).execute(),
    );
    await Promise.all([...Array.from({ length: 10 }, increment), ...reads]);
    const row = await raw()
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.value).toBe(10);
  });

  it('supports savepoints', async () => {
    const trx = await db.startTransaction().execute();
    const table = trx.withTables<{ counter: { id: number; value: number } }>();
    await table.updateTable('counter').set({ value: 100 }).where('id', '=', 1).execute();
    const savepoint = await trx.savepoint('before_mistake').execute();
    await savepoint
      .withTables<{ counter: { id: number; value: number } }>()
      .updateTable('counter')
      .set({ value: -1 })
      .where('id', '=', 1)
      .execute();
    const restored = await savepoint.rollbackToSavepoint('before_mistake').execute();
    await restored.releaseSavepoint('before_mistake').execute();
    await restored.commit().execute();
    const row = await raw()
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(row?.value).toBe(100);
  });

  it('rejects streaming, which PGlite cannot do', async () => {
    const stream = raw().selectFrom('counter').selectAll().stream();
    await expect(stream.next()).rejects.toThrow(/streaming/);
  });

  // Last: it closes the shared database (destroying twice is harmless).
  it('closes after the running transaction and refuses queries afterwards', async () => {
    const slow = db.transaction().execute(async (trx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows[0]?.one;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    await db.destroy();
    expect(await slow).toBe(1);
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/destroyed/);
  });
});

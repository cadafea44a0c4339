import { Migrator, type MigrationResult } from 'kysely';
import { migrations } from './migrations';
import type { SandboxDb } from './schema';

/** Brings the schema up to date. Safe to run on every start: applied migrations are skipped. */
export async function migrateToLatest(db: SandboxDb): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`sandbox: migration ${failed ?? '(unknown)'} failed`, { cause: error });
  }
  return results ?? [];
}

import type { PostgresPool } from 'kysely';

type PoolConstructor = new (config: { connectionString: string }) => PostgresPool;

/**
 * `pg` is optional: it is only needed with DATABASE_URL, so it is loaded on demand and is not a
 * dependency of the package. Without it the sandbox says what to do instead of crashing.
 */
export async function createPostgresPool(
  connectionString: string,
  load: (specifier: string) => Promise<unknown> = (specifier) =>
    import(/* @vite-ignore */ specifier),
): Promise<PostgresPool> {
  let pgModule: unknown;
  try {
    pgModule = await load('pg');
  } catch (cause) {
    throw new Error(
      'sandbox: DATABASE_URL is set, but the "pg" package is not installed. Install it with ' +
        '`npm install pg -w @clem/sandbox`, or unset DATABASE_URL to use the embedded PGlite database.',
      { cause },
    );
  }
  const Pool = findPoolConstructor(pgModule);
  if (Pool === undefined) {
    throw new Error('sandbox: the installed "pg" package has no Pool export');
  }
  return new Pool({ connectionString });
}

function findPoolConstructor(pgModule: unknown): PoolConstructor | undefined {
  for (const candidate of [pgModule, property(pgModule, 'default')]) {
    const pool = property(candidate, 'Pool');
    if (typeof pool === 'function') return pool as PoolConstructor;
  }
  return undefined;
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

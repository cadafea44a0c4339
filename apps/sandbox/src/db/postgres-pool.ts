import type { PostgresPool } from 'kysely';

interface TypeParsers {
  getTypeParser(oid: number, format?: string): (value: string) => unknown;
}

type PoolConstructor = new (config: {
  connectionString: string;
  types?: TypeParsers;
}) => PostgresPool;

/** PostgreSQL's type id for int8 (bigint). */
const INT8_OID = 20;

/**
 * `pg` answers int8 as a string; PGlite answers a number. Money and ids are int8 here, so parse
 * them the way PGlite does, refusing anything a JavaScript number cannot hold exactly.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`sandbox: int8 value ${value} is beyond JavaScript's safe integers`);
  }
  return parsed;
}

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
  const defaults = findTypeParsers(pgModule);
  const types: TypeParsers | undefined = defaults && {
    getTypeParser: (oid, format) =>
      oid === INT8_OID ? parseInt8 : defaults.getTypeParser(oid, format),
  };
  return new Pool(types ? { connectionString, types } : { connectionString });
}

function findPoolConstructor(pgModule: unknown): PoolConstructor | undefined {
  for (const candidate of [pgModule, property(pgModule, 'default')]) {
    const pool = property(candidate, 'Pool');
    if (typeof pool === 'function') return pool as PoolConstructor;
  }
  return undefined;
}

function findTypeParsers(pgModule: unknown): TypeParsers | undefined {
  for (const candidate of [pgModule, property(pgModule, 'default')]) {
    const types = property(candidate, 'types');
    if (typeof property(types, 'getTypeParser') === 'function') return types as TypeParsers;
  }
  return undefined;
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

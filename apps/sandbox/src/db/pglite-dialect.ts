import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  createQueryId,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

/** The part of PGlite the dialect uses (a structural type, so tests can pass a stand-in). */
export type PGliteClient = Pick<PGlite, 'query' | 'close'>;

export interface PGliteDialectConfig {
  pglite: PGliteClient;
  /** Close the PGlite instance when Kysely is destroyed. Default true. */
  closeOnDestroy?: boolean;
}

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * A Kysely dialect for PGlite (Kysely 0.28 has none built in). It reuses Kysely's PostgreSQL
 * adapter, introspector and query compiler; only the driver is new.
 */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGliteClient;

  constructor(pglite: PGliteClient) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const isWrite = result.command !== undefined && WRITE_COMMANDS.has(result.command);
    return {
      rows: result.rows,
      numAffectedRows: isWrite ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  // eslint-disable-next-line require-yield -- the interface needs a generator; PGlite has no cursors.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not support streaming queries');
  }
}

/**
 * PGlite is one PostgreSQL session, so there is one connection, lent to one Kysely caller at a
 * time: a mutex serialises single queries and whole transactions alike, so a query can never land
 * inside somebody else's transaction.
 */
class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;
  #destroyed = false;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
    this.#connection = new PGliteConnection(config.pglite);
  }

  async init(): Promise<void> {
    // PGlite is ready once created.
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    if (this.#destroyed) {
      release();
      throw new Error('PGliteDialect: the database has been closed');
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointCommand('savepoint', name), createQueryId()),
    );
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(
      compileQuery(savepointCommand('rollback to', name), createQueryId()),
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(compileQuery(savepointCommand('release', name), createQueryId()));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder, so closing never cuts a transaction in half.
    const release = await this.#mutex.lock();
    try {
      if (this.#destroyed) return;
      this.#destroyed = true;
      if (this.#config.closeOnDestroy ?? true) await this.#config.pglite.close();
    } finally {
      release();
    }
  }
}

/** `savepoint "name"` with the name quoted as an identifier, the way Kysely's own drivers do it. */
function savepointCommand(command: string, name: string): RawNode {
  return RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
}

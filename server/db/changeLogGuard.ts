// A write to a workspace's tables commits only with its change-log row. Every statement of the server goes through one
// dialect, wrapped here: a transaction that inserted, updated or deleted rows of LOGGED_TABLES and wrote no row of
// change_log is rolled back and fails, and so does such a write outside any transaction (it would commit at once,
// unlogged). A feature that forgets to log fails every test that makes the write, not only its own.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/** The tables whose rows are a workspace's shared data: who reads them follows the workspace's log. */
export const LOGGED_TABLES: ReadonlySet<string> = new Set([
  'workspaces',
  'memberships',
  'membership_removals',
  'invitations',
  'projects',
  'labels',
  'cycles',
  'issues',
  'issue_labels',
  'issue_relations',
  'comments',
  'mentions',
  'comment_reactions',
  // A person's own inbox and its settings: written with their entry too, so they move only their workspace's answers.
  'notifications',
  'notification_preferences',
  'attachments',
  'saved_views',
]);

const LOG_TABLE = 'change_log';
/**
 * A statement's writes, by its text (Kysely's and the raw statements of this code base name their tables plainly).
 * `on conflict … do update set` and `for update` lock clauses name no table.
 */
const WRITE = /\b(?:insert\s+into|(?<!\b(?:do|for|key)\s+)update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

export function tablesWritten(sqlText: string): string[] {
  return [...sqlText.matchAll(WRITE)].map((match) => match[1].toLowerCase());
}

export class UnloggedWriteError extends Error {
  constructor(tables: Iterable<string>) {
    super(`A write to ${[...tables].join(', ')} was made without its change-log row (record it with recordChanges in the same transaction).`);
    this.name = 'UnloggedWriteError';
  }
}

/**
 * What the guard does with an unlogged write: refuse it (tests and development: the write fails and is rolled back),
 * or report it and let it commit (production: a user's write is never lost to a missing log row; the report is loud).
 */
export type GuardMode = { refuse: true } | { refuse: false; report: (error: UnloggedWriteError) => void };

export function guardChangeLog(dialect: Dialect, mode: () => GuardMode | null): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new GuardedDriver(dialect.createDriver(), mode),
  };
}

class GuardedConnection implements DatabaseConnection {
  inTransaction = false;
  readonly written = new Set<string>();
  logged = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly mode: () => GuardMode | null,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const mode = this.mode();
    if (mode) {
      const tables = tablesWritten(query.sql);
      if (tables.includes(LOG_TABLE)) this.logged = true;
      const unlogged = tables.filter((table) => LOGGED_TABLES.has(table));
      if (unlogged.length > 0) {
        if (this.inTransaction) {
          // A write that wrote no row (an update whose condition matched nothing, a delete of a row already gone)
          // changed nothing anyone follows, and needs no log row.
          const result = await this.inner.executeQuery<R>(query);
          if (result.numAffectedRows === undefined || result.numAffectedRows > 0n) for (const table of unlogged) this.written.add(table);
          return result;
        }
        const error = new UnloggedWriteError(unlogged);
        if (mode.refuse) throw error;
        mode.report(error);
      }
    }
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  reset() {
    this.inTransaction = false;
    this.written.clear();
    this.logged = false;
  }
}

type SavepointCompile = Parameters<NonNullable<Driver['savepoint']>>[2];

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly mode: () => GuardMode | null,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GuardedConnection(await this.inner.acquireConnection(), this.mode);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as GuardedConnection).inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const guarded = connection as GuardedConnection;
    await this.inner.beginTransaction(guarded.inner, settings);
    guarded.reset();
    guarded.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const guarded = connection as GuardedConnection;
    const mode = this.mode();
    const unlogged = guarded.written.size > 0 && !guarded.logged ? new UnloggedWriteError(guarded.written) : null;
    guarded.reset();
    if (unlogged && mode?.refuse) {
      await this.inner.rollbackTransaction(guarded.inner);
      throw unlogged;
    }
    await this.inner.commitTransaction(guarded.inner);
    if (unlogged && mode && !mode.refuse) mode.report(unlogged);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const guarded = connection as GuardedConnection;
    guarded.reset();
    await this.inner.rollbackTransaction(guarded.inner);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.#required('savepoint')((connection as GuardedConnection).inner, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.#required('rollbackToSavepoint')((connection as GuardedConnection).inner, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompile) {
    return this.#required('releaseSavepoint')((connection as GuardedConnection).inner, name, compile);
  }

  destroy() {
    return this.inner.destroy();
  }

  #required(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const implementation = this.inner[method];
    if (!implementation) throw new Error(`The database driver does not support ${method}.`);
    return implementation.bind(this.inner);
  }
}

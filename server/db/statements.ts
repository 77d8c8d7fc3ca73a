// How many statements the server sends its database, and which: every round trip through Kysely (a transaction's
// begin and commit included) counts one. The bench prints the count per operation and a test holds the hot
// operations to theirs; the plan test reads the statements themselves. A counter and, only while someone observes,
// a call per statement: nothing else on the hot path.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

export class StatementLog {
  #count = 0;
  readonly #observers = new Set<(statement: CompiledQuery) => void>();

  /** Statements sent since the database was opened. */
  get count(): number {
    return this.#count;
  }

  /** Calls `observer` with each statement sent from now on; returns the function that stops it. */
  observe(observer: (statement: CompiledQuery) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  note(statement: CompiledQuery): void {
    this.#count += 1;
    for (const observer of this.#observers) observer(statement);
  }

  /** A statement sent by the driver itself (begin, commit, rollback, savepoints): counted, not shown. */
  noteControl(): void {
    this.#count += 1;
  }
}

/** `dialect`, whose every statement `log` counts. */
export function countStatements(dialect: Dialect, log: StatementLog): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new CountedDriver(dialect.createDriver(), log),
  };
}

class CountedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly log: StatementLog,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.log.note(query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    this.log.note(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

type SavepointCompiler = Parameters<NonNullable<Driver['savepoint']>>[2];

// The inner driver gets its own connection back for everything (PostgreSQL's marks a connection it fails to roll back).
class CountedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly log: StatementLog,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new CountedConnection(await this.inner.acquireConnection(), this.log);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    this.log.noteControl();
    return this.inner.beginTransaction(unwrap(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    this.log.noteControl();
    return this.inner.commitTransaction(unwrap(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    this.log.noteControl();
    return this.inner.rollbackTransaction(unwrap(connection));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    this.log.noteControl();
    return this.#required('savepoint')(unwrap(connection), name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    this.log.noteControl();
    return this.#required('rollbackToSavepoint')(unwrap(connection), name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    this.log.noteControl();
    return this.#required('releaseSavepoint')(unwrap(connection), name, compile);
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

const unwrap = (connection: DatabaseConnection) => (connection as CountedConnection).inner;

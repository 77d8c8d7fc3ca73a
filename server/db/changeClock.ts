// When did the database last change: a counter that moves once a statement that changed rows is committed, for what
// keeps answers computed from it (the response cache). Every statement of the server goes through one Kysely, whose
// dialect is wrapped here: no feature has to remember to say it wrote.
import {
  InsertQueryNode,
  PrimitiveValueListNode,
  SelectQueryNode,
  ValuesNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Where a change was made: through this process's database, or by another instance (heard through Redis). */
export type ChangeOrigin = 'local' | 'peer';

export class ChangeClock {
  #version = 0;
  readonly #listeners = new Set<(origin: ChangeOrigin) => void>();
  readonly #logListeners = new Set<(workspaceIds: ReadonlySet<string>) => void>();

  /** Moves whenever the database changes; equal versions mean nothing was committed in between. */
  get version(): number {
    return this.#version;
  }

  /** Called after a change is committed (never before: a read that began before it must see the version move). */
  tick(origin: ChangeOrigin = 'local'): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener(origin);
  }

  /** Calls `listener` after every tick; returns the function that stops it. */
  onTick(listener: (origin: ChangeOrigin) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called after a commit that wrote change-log rows, with their workspaces (this process's commits only). */
  logged(workspaceIds: ReadonlySet<string>): void {
    for (const listener of this.#logListeners) listener(workspaceIds);
  }

  /** Calls `listener` after every commit of this process that wrote change-log rows (the dispatcher's wake-up). */
  onLogged(listener: (workspaceIds: ReadonlySet<string>) => void): () => void {
    this.#logListeners.add(listener);
    return () => this.#logListeners.delete(listener);
  }
}

/**
 * Tables whose writes are bookkeeping of readers, not data anyone reads answers from: the dispatcher's position moves
 * after every change it publishes, and must not empty the caches a second time.
 */
const BOOKKEEPING = /^\s*(?:insert\s+into|update)\s+"?log_dispatch"?\s/i;

/**
 * The workspaces whose change-log rows an insert writes (read from the statement's tree, which names the columns, as
 * recordChanges builds it); empty for any other statement.
 */
export function loggedWorkspaces(query: CompiledQuery): string[] {
  const node = query.query;
  if (!InsertQueryNode.is(node) || node.into?.table.identifier.name !== 'change_log') return [];
  const column = node.columns?.findIndex((columnNode) => columnNode.column.name === 'workspace_id') ?? -1;
  if (column < 0 || !node.values || !ValuesNode.is(node.values)) return [];
  const found = new Set<string>();
  for (const row of node.values.values) {
    if (PrimitiveValueListNode.is(row) && typeof row.values[column] === 'string') found.add(row.values[column] as string);
  }
  return [...found];
}

/**
 * Whether a statement may have changed rows: one that reports how many rows it affected says so (an update whose
 * condition matched nothing changed nothing); a select changed nothing; anything else (DDL, truncate, a raw statement
 * of unknown kind) is taken to have changed something.
 */
function mayHaveChanged(query: CompiledQuery, result: QueryResult<unknown>): boolean {
  if (BOOKKEEPING.test(query.sql)) return false;
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n;
  if (SelectQueryNode.is(query.query)) return false;
  return !/^\s*(select|begin|commit|rollback|start transaction|set |show |savepoint|release)\b/i.test(query.sql);
}

/** `dialect`, whose committed changes tick `clock`: after the statement outside a transaction, after the commit within. */
export function watchChanges(dialect: Dialect, clock: ChangeClock): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), clock),
  };
}

class WatchedConnection implements DatabaseConnection {
  /** Within a transaction: whether a statement of it changed rows (told to the clock at its commit). */
  inTransaction = false;
  changed = false;
  /** Within a transaction: the workspaces whose change-log rows it wrote (told to the clock at its commit). */
  readonly logged = new Set<string>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly clock: ChangeClock,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const logged = loggedWorkspaces(query);
    if (this.inTransaction) for (const workspaceId of logged) this.logged.add(workspaceId);
    if (mayHaveChanged(query, result)) {
      if (this.inTransaction) this.changed = true;
      else this.clock.tick();
    }
    if (!this.inTransaction && logged.length > 0) this.clock.logged(new Set(logged));
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly clock: ChangeClock,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.clock);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.inTransaction = true;
    watched.changed = false;
    watched.logged.clear();
  }

  async commitTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(watched.inner);
    } finally {
      // A commit that failed may still have committed (the answer was lost): tick anyway, which costs a cache refill
      // (and the dispatcher a look at the log).
      watched.inTransaction = false;
      const logged = new Set(watched.logged);
      watched.logged.clear();
      if (watched.changed) this.clock.tick();
      watched.changed = false;
      if (logged.size > 0) this.clock.logged(logged);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(watched.inner);
    } finally {
      watched.inTransaction = false;
      watched.changed = false;
      watched.logged.clear();
    }
  }

  // Savepoints are the inner driver's own; a change rolled back to one still counts (a refill, never a stale answer).
  savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    return this.#required('savepoint')((connection as WatchedConnection).inner, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    return this.#required('rollbackToSavepoint')((connection as WatchedConnection).inner, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    return this.#required('releaseSavepoint')((connection as WatchedConnection).inner, name, compile);
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

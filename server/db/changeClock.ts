// When did the data an answer reads last change: a version per workspace, moved once a statement that changed its rows
// is committed, for what keeps answers computed from the database (the response cache). Every statement of the server
// goes through one Kysely, whose dialect is wrapped here: no feature has to remember to say it wrote.
//
// Which workspace a commit changed is read from the change log: a transaction that wrote a workspace's data wrote its
// log row too (changeLog.ts; changeLogGuard.ts refuses or reports one that did not), and the log row's insert names the
// workspace. Such a commit moves that workspace's version only, so a write in one workspace never costs another's
// answers (a notification read, archived or snoozed is logged in its workspace too). A committed change that logged
// nothing (a sign-in's session, a person's name, an unlogged write the guard reported, migrations and other DDL), or
// that also wrote a table outside the workspaces' own (people are seen from every workspace they belong to), moves
// the global version, on which every workspace's answers depend too. Those are rare next to the workspaces' own
// writes: a person signs in now and then, while the issues of thousands of workspaces change every second.
import {
  InsertQueryNode,
  PrimitiveValueListNode,
  SelectQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { LOGGED_TABLES, tablesWritten } from './changeLogGuard';

/** Where a change was made: through this process's database, or by another instance (heard through Redis). */
export type ChangeOrigin = 'local' | 'peer';

/** What a change touched: the data of these workspaces (their ids), or possibly anything ('global'). */
export type ChangeScope = 'global' | readonly string[];

/**
 * The workspaces whose versions are remembered at most: past it they are all forgotten at once and the global version
 * takes their place (every answer kept is computed again once; a version is two numbers, so this is a few MB).
 */
const MAX_REMEMBERED_WORKSPACES = 50_000;

export class ChangeClock {
  /** Moves at every change, wherever it was made. */
  #version = 0;
  /** The version at the last change that may have touched anything. */
  #global = 0;
  /** The version at each workspace's last change, for those changed since the last global change. */
  readonly #workspaces = new Map<string, number>();
  readonly #listeners = new Set<(scope: ChangeScope, origin: ChangeOrigin) => void>();
  readonly #logListeners = new Set<(workspaceIds: ReadonlySet<string>) => void>();

  /** Moves at every change; equal versions mean nothing was committed in between, in any workspace. */
  get version(): number {
    return this.#version;
  }

  /**
   * The version the workspace's data is at: it moves at the workspace's own changes and at global ones, and never at
   * another workspace's. Equal versions mean nothing that the workspace's answers read was committed in between.
   */
  versionOf(workspaceId: string): number {
    return Math.max(this.#global, this.#workspaces.get(workspaceId) ?? 0);
  }

  /** Called after a change is committed (never before: a read that began before it must see the version move). */
  tick(scope: ChangeScope = 'global', origin: ChangeOrigin = 'local'): void {
    this.#version += 1;
    if (scope === 'global') {
      this.#global = this.#version;
      this.#workspaces.clear();
    } else {
      for (const workspaceId of scope) {
        // Re-inserted, so that the map's order is the order of last change.
        this.#workspaces.delete(workspaceId);
        this.#workspaces.set(workspaceId, this.#version);
      }
      if (this.#workspaces.size > MAX_REMEMBERED_WORKSPACES) {
        // Forgetting a workspace's version would take it back to an older one: the global version moves instead.
        this.#global = this.#version;
        this.#workspaces.clear();
      }
    }
    for (const listener of this.#listeners) listener(scope, origin);
  }

  /** Calls `listener` after every tick; returns the function that stops it. */
  onTick(listener: (scope: ChangeScope, origin: ChangeOrigin) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Called after a commit of this process that wrote change-log rows, with their workspaces (after its tick, which
   * may be global when the commit wrote more than their data).
   */
  logged(workspaceIds: ReadonlySet<string>): void {
    for (const listener of this.#logListeners) listener(workspaceIds);
  }

  /** Calls `listener` after every commit of this process that wrote change-log rows (what the log's readers wake to). */
  onLogged(listener: (workspaceIds: ReadonlySet<string>) => void): () => void {
    this.#logListeners.add(listener);
    return () => this.#logListeners.delete(listener);
  }
}

/**
 * Whether a statement may have changed rows: one that reports how many rows it affected says so (an update whose
 * condition matched nothing changed nothing); a select changed nothing; anything else (DDL, truncate, a raw statement
 * of unknown kind) is taken to have changed something.
 */
function mayHaveChanged(query: CompiledQuery, result: QueryResult<unknown>): boolean {
  // DDL reports no rows affected (PGlite says 0) yet changes what every later statement reads.
  if (/^\s*(create|alter|drop|truncate|comment)\b/i.test(query.sql)) return true;
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n;
  if (SelectQueryNode.is(query.query)) return false;
  return !/^\s*(select|begin|commit|rollback|start transaction|set |show |savepoint|release)\b/i.test(query.sql);
}

const LOG_TABLE = 'change_log';

/**
 * Bookkeeping, not data an answer reads: the log's numbering (written with each log row), the dispatcher's
 * position (moved after every change it publishes: it must not empty the caches a second time).
 */
const LOG_BOOKKEEPING: ReadonlySet<string> = new Set([
  'workspace_log_heads',
  'log_dispatch',
  // When an API key was last used: written at most once a minute per key, shown at a minute's precision, so a kept
  // answer may show it up to its lifetime late rather than every key's use emptying every workspace's answers.
  'api_key_uses',
]);

/**
 * Outgoing webhooks' bookkeeping (server/features/webhooks/worker.ts): written as deliveries go out, several times per
 * change, by a writer that ticks their workspace itself once it has committed (an answer showing a delivery log is
 * read afresh; no other workspace's answers are dropped for it).
 */
const WEBHOOK_BOOKKEEPING: ReadonlySet<string> = new Set(['outgoing_deliveries', 'webhook_log_positions']);

/**
 * The tables of one workspace's data beyond those the log guards: written in a logged transaction, they are the logged
 * workspace's (notifications and issue history are written with the change that made them).
 */
const WORKSPACE_TABLES: ReadonlySet<string> = new Set([...LOGGED_TABLES, 'notifications', 'issue_activities']);

/**
 * The workspaces whose change-log rows an insert writes (read from the statement's tree, which names the columns, as
 * recordChanges builds it); empty for any other statement.
 */
export function loggedWorkspaces(query: CompiledQuery): string[] {
  const node = query.query;
  if (!InsertQueryNode.is(node) || node.into?.table.identifier.name !== LOG_TABLE) return [];
  const column = node.columns?.findIndex((columnNode) => columnNode.column.name === 'workspace_id') ?? -1;
  if (column < 0 || !node.values || !ValuesNode.is(node.values)) return [];
  const found = new Set<string>();
  for (const row of node.values.values) {
    // A row of plain values, or (when another value is an expression: the entry's number) of value nodes.
    const value = PrimitiveValueListNode.is(row) ? row.values[column] : ValueListNode.is(row) && ValueNode.is(row.values[column]) ? row.values[column].value : null;
    if (typeof value === 'string') found.add(value);
  }
  return [...found];
}

/** What a statement that changed rows changed. */
interface StatementChange {
  /** The workspaces whose log rows it inserted. */
  logged: string[];
  /** It wrote a workspace's data (which the transaction's log rows name). */
  data: boolean;
  /** It may have changed what any workspace reads: a table outside the workspaces' own, or a statement not understood. */
  global: boolean;
}

function changeOf(query: CompiledQuery): StatementChange {
  const tables = tablesWritten(query.sql);
  const change: StatementChange = { logged: [], data: false, global: tables.length === 0 };
  for (const table of tables) {
    if (table === LOG_TABLE) {
      change.logged = loggedWorkspaces(query);
      // Anything else done to the log (pruning entries past their retention) may change the history any workspace
      // shows: rare (a sweep's batch now and then), so it costs every workspace a refill rather than a stale answer.
      if (change.logged.length === 0) change.global = true;
    } else if (LOG_BOOKKEEPING.has(table) || WEBHOOK_BOOKKEEPING.has(table)) {
      // Neither data nor a change: the log rows themselves say what changed.
    } else if (WORKSPACE_TABLES.has(table)) change.data = true;
    else change.global = true;
  }
  return change;
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
  inTransaction = false;
  /** Within a transaction, what its statements changed so far (told to the clock at its commit). */
  readonly logged = new Set<string>();
  data = false;
  global = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly clock: ChangeClock,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (mayHaveChanged(query, result)) {
      const change = changeOf(query);
      for (const workspaceId of change.logged) this.logged.add(workspaceId);
      this.data ||= change.data;
      this.global ||= change.global;
      if (!this.inTransaction) this.#tell();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Tells the clock what was committed (a statement on its own, or a transaction), and forgets it. */
  commit(): void {
    this.#tell();
  }

  forget(): void {
    this.logged.clear();
    this.data = false;
    this.global = false;
  }

  #tell(): void {
    // A workspace's data written without a log row (the guard reported it) names no workspace: it may be anyone's.
    const logged = new Set(this.logged);
    const global = this.global || (this.data && logged.size === 0);
    this.forget();
    if (global) this.clock.tick('global');
    else if (logged.size > 0) this.clock.tick([...logged]);
    if (logged.size > 0) this.clock.logged(logged);
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
    watched.forget();
  }

  async commitTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(watched.inner);
    } finally {
      // A commit that failed may still have committed (the answer was lost): tick anyway, which costs a cache refill.
      watched.inTransaction = false;
      watched.commit();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(watched.inner);
    } finally {
      watched.inTransaction = false;
      watched.forget();
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

// Opens the database (PGlite in a data folder or in memory, or PostgreSQL) and brings its schema up to date.
import path from 'node:path';
import { CamelCasePlugin, CompiledQuery, type DatabaseConnection, type Dialect, Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { ChangeClock, watchChanges } from './changeClock';
import { guardChangeLog, type GuardMode } from './changeLogGuard';
import { FairShare, fairDialects } from './fairShare';
import { lockDataDir, type DataDirLock } from './lock';
import { migrationProvider } from './migrations';
import { PGliteThread, PGliteThreadDialect } from './pglite';
import type { Database } from './schema';
import { countStatements, StatementLog } from './statements';

export type DB = Kysely<Database>;

/** Runs `work` in the caller's transaction, or in a transaction of its own when `db` is not one. */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface LanesDatabase {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** Moves after every committed change made through `db` (see changeClock.ts). */
  changes: ChangeClock;
  /** Every statement sent through `db` (and the workspaces' handles), counted. */
  statements: StatementLog;
  /** Where the data lives, for logs (a PostgreSQL URL is shown without its password). */
  location: string;
  /** Throws when the database does not answer. */
  check(): Promise<void>;
  /**
   * The database as one workspace's requests use it: on PostgreSQL, their connections are shared fairly with the other
   * workspaces' (fairShare.ts); on PGlite, `db` itself.
   */
  forWorkspace(workspaceId: string): DB;
  /** PostgreSQL only: the pool's connections, and the requests waiting for one (for metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Closes the connections (PGlite flushes to its folder) and releases the data folder. */
  close(): Promise<void>;
  /** PGlite only: the whole database as a gzipped tar, to start memory databases from (see DatabaseTarget). */
  dump?: () => Promise<Uint8Array>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; template?: Uint8Array | null };

/** The database cannot be reached (PostgreSQL down, wrong DATABASE_URL, …). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export interface OpenOptions {
  /** Where dropped PostgreSQL connections are reported; they never end the process. */
  log?: (message: string, error: unknown) => void;
  pool?: PoolSettings;
  /**
   * A write to a workspace's tables without its change-log row (changeLogGuard.ts): refused (the default outside
   * production, and in every test), or reported to `log` and let through (production: a user's write is never lost to
   * a missing log row). Migrations run before the guard starts.
   */
  unloggedWrites?: 'refuse' | 'report';
}

/** PostgreSQL's connection pool. */
export interface PoolSettings {
  /** How many connections the server opens at most. */
  connections: number;
  /** How long a request waits for a connection before it is told the server is busy (milliseconds). */
  waitMs: number;
}

export const DEFAULT_POOL: PoolSettings = { connections: 10, waitMs: 10_000 };

/** A calendar date (OID 1082) stays its YYYY-MM-DD text, never a midnight in some time zone (as on PGlite). */
const DATE_AS_TEXT = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 1082 ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The most statements one connection keeps prepared; past it, further texts run unprepared (as every text once did). */
const PREPARED_PER_CONNECTION = 500;

/** A prepared statement whose result columns a migration has changed since (`select *` after a column was added). */
const RESULT_TYPE_CHANGED = '0A000';
/**
 * Prepared statements that went missing (26000) or were there already (42P05): the connection is not the session it
 * prepared them in, as behind a PgBouncer in transaction mode that does not track them (before 1.21, or without
 * max_prepared_statements).
 */
const NOT_OUR_SESSION = new Set(['26000', '42P05']);

/**
 * A PostgreSQL connection that prepares each parameterised statement once, by its text, and from then on only binds
 * and executes it: PostgreSQL parses, analyses and plans a statement such as the issue list's page (with its labels
 * and assignees) again for every unnamed execution, which cost more than running it. When PostgreSQL refuses a
 * prepared statement (RESULT_TYPE_CHANGED: the connection prepares every statement afresh; NOT_OUR_SESSION: it stops
 * preparing), the statement runs again unprepared, unless it was inside a transaction: the refusal has aborted that,
 * and the error reaches the caller as any error would.
 */
class PreparingClient extends pg.Client {
  #names = new Map<string, string>();
  #generation = 0;
  #preparing = true;
  /** Whether the connection was outside any transaction when it last became ready for a statement. */
  #idle = true;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    (this as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', (message: { status: string }) => {
      this.#idle = message.status === 'I';
    });
  }

  #nameOf(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#preparing && this.#names.size < PREPARED_PER_CONNECTION) {
      name = `lanes_${this.#generation}_${this.#names.size}`;
      this.#names.set(text, name);
    }
    return name;
  }

  // Kysely's driver calls query(text, values) and awaits the promise; every other form is pg's own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return (super.query as (...rest: unknown[]) => unknown)(...args);
    }
    const name = this.#nameOf(text);
    if (name === undefined) return super.query(text, values);
    const idleBefore = this.#idle;
    return super.query({ name, text, values }).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (code !== RESULT_TYPE_CHANGED && !NOT_OUR_SESSION.has(code as string)) throw error;
      this.#names.clear();
      this.#generation += 1;
      if (code !== RESULT_TYPE_CHANGED) this.#preparing = false;
      if (!idleBefore) throw error;
      return super.query(text, values);
    });
  }
}

/**
 * Each connection plans every execution of a prepared statement for its values (a custom plan), never with the
 * generic plan PostgreSQL otherwise switches to after five executions: the generic plan of a page of one project's
 * issues (`project_id = $2 … limit $3`) estimates a project as the average one, so for a large project it read and
 * sorted all of the project's issues to keep 51 (78.8 ms instead of 2.7 ms). Preparing still saves the parse and
 * analysis; planning a page costs a fraction of a millisecond. `plans.postgres.test.ts` holds every hot
 * statement to plans that read about a page, not a project.
 */
const CUSTOM_PLANS = CompiledQuery.raw('set plan_cache_mode = force_custom_plan');

async function planEachExecution(connection: DatabaseConnection): Promise<void> {
  await connection.executeQuery(CUSTOM_PLANS);
}

/**
 * While PostgreSQL is unreachable, opening a connection fails after this long. Only opening: requests wait for a
 * connection in the fair share (which never hands out more than the pool holds), within the pool's `waitMs`.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(
  target: DatabaseTarget,
  { log = console.error, pool: poolSettings = DEFAULT_POOL, unloggedWrites = defaultUnloggedWrites() }: OpenOptions = {},
): Promise<LanesDatabase> {
  const guard: GuardMode =
    unloggedWrites === 'refuse' ? { refuse: true } : { refuse: false, report: (error) => log('An unlogged write was committed:', error) };
  if (target.kind === 'postgres') {
    const location = redactPassword(target.url);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: poolSettings.connections,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      types: DATE_AS_TEXT,
      Client: PreparingClient,
    });
    // A connection PostgreSQL drops (restart, failover, idle timeout, pg_terminate_backend) emits 'error' on the pool
    // when idle and on the client when checked out; without listeners either would end the process. The pool replaces
    // dropped connections on demand, so the server recovers by itself once PostgreSQL answers again.
    pool.on('error', (error) => log('A PostgreSQL connection was dropped (it will be replaced):', error));
    pool.on('connect', (client) => {
      client.on('error', (error) => log('A PostgreSQL connection in use was dropped:', error));
    });
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${location} (DATABASE_URL): ${(error as Error).message}`, {
        cause: error,
      });
    }
    const share = new FairShare({
      connections: poolSettings.connections,
      // A fifth of the connections (two of ten) stays free for the other workspaces while one floods.
      perWorkspace: Math.max(1, poolSettings.connections - Math.ceil(poolSettings.connections / 5)),
      waitMs: poolSettings.waitMs,
    });
    const database = await finishOpening(new PostgresDialect({ pool, onCreateConnection: planEachExecution }), 'postgres', location, guard, async () => {}, share);
    return { ...database, poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: share.stats.waiting }) };
  }

  let lock: DataDirLock | null = null;
  if (target.kind === 'pglite') lock = await lockDataDir(target.dataDir);
  try {
    const thread = await PGliteThread.start(
      target.kind === 'pglite'
        ? { dataDir: path.join(target.dataDir, 'pglite') }
        : { dataDir: null, template: target.template },
    );
    const location = target.kind === 'pglite' ? target.dataDir : 'memory';
    const database = await finishOpening(new PGliteThreadDialect(thread), 'pglite', location, guard, async () => {
      await lock?.release();
    });
    return { ...database, dump: () => thread.dump() };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** Workspaces whose database handle is kept; past it they are all made afresh (a handle is a few small objects). */
const KEPT_WORKSPACE_HANDLES = 10_000;

async function finishOpening(
  dialect: Dialect,
  kind: LanesDatabase['kind'],
  location: string,
  guard: GuardMode,
  afterClose: () => Promise<void>,
  share: FairShare | null = null,
): Promise<LanesDatabase> {
  const changes = new ChangeClock();
  const statements = new StatementLog();
  const plugins = [new CamelCasePlugin()];
  // The guard starts once the migrations have run (they write no workspace's data through features).
  let guarding: GuardMode | null = null;
  const watched = watchChanges(guardChangeLog(countStatements(dialect, statements), () => guarding), changes);
  const dialectFor = share ? fairDialects(watched, share) : null;
  const db = new Kysely<Database>({ dialect: dialectFor ? dialectFor('', true) : watched, plugins });
  const handles = new Map<string, DB>();
  const forWorkspace = (workspaceId: string): DB => {
    if (!dialectFor) return db;
    let handle = handles.get(workspaceId);
    if (!handle) {
      if (handles.size >= KEPT_WORKSPACE_HANDLES) handles.clear();
      handle = new Kysely<Database>({ dialect: dialectFor(workspaceId, false), plugins });
      handles.set(workspaceId, handle);
    }
    return handle;
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await db.destroy();
    } finally {
      await afterClose();
    }
  };
  try {
    await migrate(db);
  } catch (error) {
    await close();
    throw error;
  }
  guarding = guard;
  return {
    db,
    kind,
    changes,
    statements,
    location,
    forWorkspace,
    check: async () => {
      await sql`select 1`.execute(db);
    },
    close,
  };
}

/** Runs every pending migration; throws the first failure. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
}

/**
 * Unlogged writes are refused everywhere but in production, where they are reported (a user's write is never lost to
 * a missing log row there); LANES_UNLOGGED_WRITES=refuse|report decides instead when set.
 */
export function defaultUnloggedWrites(env: NodeJS.ProcessEnv = process.env): 'refuse' | 'report' {
  const chosen = env.LANES_UNLOGGED_WRITES;
  if (chosen === 'refuse' || chosen === 'report') return chosen;
  return env.NODE_ENV === 'production' ? 'report' : 'refuse';
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

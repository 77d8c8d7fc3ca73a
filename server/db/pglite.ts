// PGlite in a worker thread (see pgliteWorker.mjs) and the Kysely dialect that talks to it. PGlite has one session:
// statements outside a transaction share it, sent as they come; a transaction has it to itself.
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { pgliteWorkerFile } from '../paths';

interface QueryReply {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A PostgreSQL error reported by PGlite, with the same fields as node-postgres's (code, constraint, …). */
export class PGliteError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;

  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    this.name = 'PGliteError';
    Object.assign(this, fields, { name: 'PGliteError' });
  }
}

export interface PGliteThreadOptions {
  /** The database folder; null keeps the database in memory. */
  dataDir: string | null;
  /** A dump (dumpDataDir) to start a memory database from, which skips initdb. */
  template?: Uint8Array | null;
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  private closed = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
      if (message.id === undefined) return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error) pending.reject(new PGliteError(message.error));
      else pending.resolve(message.result);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The PGlite worker stopped (exit code ${code}).`)));
  }

  static async start(options: PGliteThreadOptions): Promise<PGliteThread> {
    const worker = new Worker(pgliteWorkerFile, {
      workerData: { dataDir: options.dataDir, template: options.template ?? null },
    });
    let onMessage: (message: { type?: string; error?: Record<string, unknown> }) => void = () => {};
    let onExit: (code: number) => void = () => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (message) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'failed') reject(new PGliteError(message.error ?? { message: 'PGlite failed to open.' }));
        };
        onExit = (code) => reject(new Error(`The PGlite worker stopped while opening (exit code ${code}).`));
        worker.on('message', onMessage);
        worker.on('error', reject);
        worker.on('exit', onExit);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    worker.off('message', onMessage);
    worker.off('exit', onExit);
    return new PGliteThread(worker);
  }

  query(sql: string, params: readonly unknown[]): Promise<QueryReply> {
    return this.request({ op: 'query', sql, params }) as Promise<QueryReply>;
  }

  /** The whole database as a gzipped tar, to start other memory databases from. */
  dump(): Promise<Uint8Array> {
    return this.request({ op: 'dump' }) as Promise<Uint8Array>;
  }

  /** Closes PGlite (which flushes it to the data folder) and stops the worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (!this.failure) await this.request({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  private request(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private fail(error: Error) {
    if (this.closed) return;
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/**
 * Kysely on a PGliteThread. PGlite has one session. Statements outside a transaction are sent as they come, without
 * waiting for the ones before them to be answered: the worker runs them in turn, so it never sits idle while an answer
 * travels back and the next statement travels over. A transaction holds the session: it starts once the statements
 * already sent are answered, and everyone else's wait until it ends.
 */
export class PGliteThreadDialect implements Dialect {
  constructor(private readonly thread: PGliteThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteThreadDriver(this.thread);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteThreadDriver implements Driver {
  /** The connection whose transaction holds the session. */
  private holder: PGliteThreadConnection | null = null;
  /** Statements sent outside any transaction and not answered yet. */
  private inFlight = 0;
  /** Waiting for the session to be free of transactions. */
  private waitingForTurn: Array<() => void> = [];
  /** A transaction waiting for the statements in flight to be answered. */
  private waitingForQuiet: Array<() => void> = [];

  constructor(private readonly thread: PGliteThread) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteThreadConnection(this);
  }

  async releaseConnection(connection: DatabaseConnection) {
    if (this.holder !== connection) return;
    this.holder = null;
    for (const wake of this.waitingForTurn.splice(0)) wake();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const own = connection as PGliteThreadConnection;
    // Checked and taken in one step (no await between): two transactions never both take the session.
    while (this.holder !== null) await this.nextTurn();
    this.holder = own;
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.waitingForQuiet.push(resolve));
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.thread.close();
  }

  /** Runs a connection's statement: at once in its own transaction, else once no other transaction holds the session. */
  async run(connection: PGliteThreadConnection, sql: string, params: unknown[]): Promise<QueryReply> {
    if (this.holder === connection) return this.thread.query(sql, params);
    while (this.holder !== null) await this.nextTurn();
    this.inFlight += 1;
    try {
      return await this.thread.query(sql, params);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of this.waitingForQuiet.splice(0)) wake();
    }
  }

  private nextTurn(): Promise<void> {
    return new Promise((resolve) => this.waitingForTurn.push(resolve));
  }
}

class PGliteThreadConnection implements DatabaseConnection {
  constructor(private readonly driver: PGliteThreadDriver) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.driver.run(this, compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: rows as R[],
      numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}

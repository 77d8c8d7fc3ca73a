// The PostgreSQL pool's connections shared fairly between workspaces: one workspace's flood waits in its own queue
// while the others' requests still find a connection.
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/** Every connection is taken and none came free within the wait: the database is busy, not down. */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`No database connection came free within ${waitedMs} ms.`);
    this.name = 'DatabaseBusyError';
  }
}

export interface FairShareOptions {
  /** The pool's connections: never more are handed out at once, so the pool itself never queues. */
  connections: number;
  /** The most one workspace holds at once: the rest stay free for the others even while it floods. */
  perWorkspace: number;
  /** How long a request waits for a connection before it is told the server is busy. */
  waitMs: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Hands out the pool's connections by workspace. A workspace holds at most `perWorkspace` of them; a connection that
 * comes free goes to the workspaces waiting in turn (round robin), not to whoever asked first, so a workspace with a
 * hundred requests queued delays another's next request by one turn at most. Taking a free connection is a counter
 * and a map lookup.
 */
export class FairShare {
  readonly #options: FairShareOptions;
  #inUse = 0;
  readonly #held = new Map<string, number>();
  /** Waiting requests by workspace; the map's order is the order of turns (a served workspace goes to the back). */
  readonly #waiting = new Map<string, Waiter[]>();

  constructor(options: FairShareOptions) {
    this.#options = options;
  }

  /** Connections handed out now, and requests waiting for one. */
  get stats(): { inUse: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.#waiting.values()) waiting += queue.length;
    return { inUse: this.#inUse, waiting };
  }

  /** Resolves once `workspace` may take a connection; rejects with DatabaseBusyError after the wait bound. */
  acquire(workspace: string): Promise<void> {
    if (!this.#waiting.has(workspace) && this.#mayTake(workspace)) {
      this.#take(workspace);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const queue = this.#waiting.get(workspace)!;
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0) this.#waiting.delete(workspace);
          reject(new DatabaseBusyError(this.#options.waitMs));
        }, this.#options.waitMs),
      };
      const queue = this.#waiting.get(workspace);
      if (queue) queue.push(waiter);
      else this.#waiting.set(workspace, [waiter]);
    });
  }

  release(workspace: string): void {
    this.#inUse--;
    const held = this.#held.get(workspace)! - 1;
    if (held === 0) this.#held.delete(workspace);
    else this.#held.set(workspace, held);
    this.#handOut();
  }

  #mayTake(workspace: string): boolean {
    return this.#inUse < this.#options.connections && (this.#held.get(workspace) ?? 0) < this.#options.perWorkspace;
  }

  #take(workspace: string): void {
    this.#inUse++;
    this.#held.set(workspace, (this.#held.get(workspace) ?? 0) + 1);
  }

  #handOut(): void {
    while (this.#inUse < this.#options.connections) {
      let next: string | undefined;
      for (const workspace of this.#waiting.keys()) {
        if (this.#mayTake(workspace)) {
          next = workspace;
          break;
        }
      }
      if (next === undefined) return;
      const queue = this.#waiting.get(next)!;
      const waiter = queue.shift()!;
      this.#waiting.delete(next);
      if (queue.length > 0) this.#waiting.set(next, queue);
      clearTimeout(waiter.timer);
      this.#take(next);
      waiter.grant();
    }
  }
}

type SavepointCompiler = Parameters<NonNullable<Driver['savepoint']>>[2];

/** A Kysely driver that takes each connection of `inner` through the share, as `workspace`; only the owner destroys `inner`. */
export class FairDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly share: FairShare,
    private readonly workspace: string,
    private readonly owner: boolean,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.share.acquire(this.workspace);
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.share.release(this.workspace);
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.share.release(this.workspace);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  async destroy() {
    if (this.owner) await this.inner.destroy();
  }
}

/**
 * Dialects over one driver of `dialect`, each taking its connections through `share` as the workspace it is made for.
 * The owner's (the server's own work: sign-in, provisioning, live access) closes the driver; the others only borrow it.
 */
export function fairDialects(dialect: Dialect, share: FairShare): (workspace: string, owner: boolean) => Dialect {
  const driver = dialect.createDriver();
  return (workspace, owner) => ({
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new FairDriver(driver, share, workspace, owner),
  });
}

// The dispatcher: the one publisher of live events. Writers record their changes in the change log in the writing
// transaction (server/db/changeLog.ts); after the commit, the dispatcher reads each workspace's entries after its
// dispatch position, asks the features what each entry means to their subscribers (their event builders, handed over
// by server/app.ts from the composition root), publishes those events in the log's order and moves the position.
// Resolvers never publish a change: a process killed between a commit and its events loses nothing, because whoever
// dispatches next (this instance restarted, or another one) starts from the position, which moves only once the events
// of the entries before it are published.
//
// When it runs: after every local commit that wrote log rows (the ChangeClock names their workspaces), shortly after
// a peer instance says it committed something (shareDatabaseChanges), and on a periodic sweep that finds every
// workspace whose log is ahead of its position (a crashed instance's changes). One workspace is dispatched by one
// instance at a time: a transaction holds the workspace's advisory lock while it reads, publishes and moves the
// position (a conditional update, in case the lock was ever not held), so with several instances an entry is
// published once and in order. A dispatcher that dies after publishing and before its position commits has its last
// batch published again by the next one: subscribers drop an entry whose seq they already delivered.
//
// The sweep also prunes the log: entries older than the retention (LANES_LOG_RETENTION_DAYS) and already dispatched
// are deleted in small batches.
import { sql } from 'kysely';
import type { ChangeClock } from '../db/changeClock';
import { changesAfterPosition, type LoggedChange } from '../db/changeLog';
import type { DB } from '../db/database';
import type { PubSub } from './pubsub';

/** One event a change makes: the topic it goes to and what its subscribers get, tagged with the change's number. */
export interface Publication {
  seq: number;
  topic: string;
  event: unknown;
}

/**
 * A feature's part in dispatching: the events its subscribers get for these changes (all of one workspace, in log
 * order). It may read the database (`db` is the dispatching transaction: rows written with the change are visible)
 * and returns nothing for changes that are not its own.
 */
export type ChangeEventBuilder = (db: DB, changes: readonly LoggedChange[]) => Promise<readonly Publication[]>;

export interface DispatcherOptions {
  db: DB;
  clock: ChangeClock;
  pubsub: PubSub;
  builders: readonly ChangeEventBuilder[];
  /** Days a dispatched entry is kept (catch-up reaches back this far at most). */
  retentionDays: number;
  /** Test only (LANES_TEST_HOLD_DISPATCH=1): publish nothing and keep the position, as a process killed before it would. */
  hold?: boolean;
  /** How often the sweep looks for workspaces behind their log (default 5 s). */
  sweepMs?: number;
  /** How long after a peer's hint the sweep runs (the peer usually dispatches its own changes first). */
  peerDelayMs?: number;
  log?: (message: string, error: unknown) => void;
}

export interface Dispatcher {
  /** Publishes the workspace's entries after its position (joins a run under way, which then looks again). */
  dispatch(workspaceId: string): Promise<void>;
  /**
   * Resolves once the workspace's entries up to `seq` are published (a mutation's answer waits for those it recorded,
   * so that its events are out before its answer, as when resolvers published them), or once dispatching failed, is
   * held, or found nothing more to publish (a number whose transaction rolled back). Without `seq`: once what the log
   * held when called is published. Unlike `dispatch`, it does not wait for the writes that keep coming after.
   */
  settle(workspaceId: string, seq?: number): Promise<void>;
  /** Dispatches every workspace whose log is ahead of its position, and prunes old dispatched entries. */
  sweep(): Promise<void>;
  /** Resolves once nothing is being dispatched. */
  idle(): Promise<void>;
  /** Stops waking; finishes the runs under way. */
  close(): Promise<void>;
}

/** Entries read and published per transaction. */
const BATCH = 500;
/** Workspaces looked at per sweep, and log entries deleted per pruning statement (a few per sweep). */
const SWEEP_WORKSPACES = 1000;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES_PER_SWEEP = 10;
/** The first key of the dispatcher's advisory locks (the second is the workspace's hash): "LNDS". */
const LOCK_CLASS = 0x4c4e4453;

export function createDispatcher({
  db,
  clock,
  pubsub,
  builders,
  retentionDays,
  hold = false,
  sweepMs = 5_000,
  peerDelayMs = 250,
  log = console.error,
}: DispatcherOptions): Dispatcher {
  let closed = false;
  interface Run {
    again: boolean;
    untilEmpty: boolean;
    done: Promise<void>;
    /** Batches begun so far. */
    batches: number;
    /**
     * Callers of settle: each waits for its number to be published, or (without one) for a batch begun after its call
     * (number `after` or later) to read to the log's end.
     */
    waiters: Array<{ seq: number | null; after: number; resolve: () => void }>;
  }
  const runs = new Map<string, Run>();
  /** The newest number this instance has published (or seen published) of each workspace it dispatched. */
  const published = new Map<string, number>();
  let sweeping: Promise<void> | null = null;

  /**
   * One batch in one transaction: the number of entries published (0 when the workspace is dispatched). Once it has
   * committed, `published` holds the workspace's position.
   */
  const dispatchBatch = async (workspaceId: string) => {
    let publishedInBatch = 0;
    const count = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${workspaceId}))`.execute(trx);
      let read = await changesAfterPosition(trx, workspaceId, BATCH);
      if (!read) {
        // The workspace's first dispatch. One deleted meanwhile has no log left (its rows went with it): nothing to do.
        await sql`insert into log_dispatch (workspace_id) select id from workspaces where id = ${workspaceId}
          on conflict (workspace_id) do nothing`.execute(trx);
        read = await changesAfterPosition(trx, workspaceId, BATCH);
        if (!read) return 0;
      }
      const { position, changes } = read;
      if (position > (published.get(workspaceId) ?? 0)) published.set(workspaceId, position);
      if (changes.length === 0) return 0;
      const publications = (await Promise.all(builders.map((build) => build(trx, changes)))).flat();
      // The log's order across features (a stable sort keeps each change's own events in the order built).
      publications.sort((a, b) => a.seq - b.seq);
      // Called in order, awaited together: the pub/sub sends them in this order (one Redis connection, in order).
      await Promise.all(publications.map(({ topic, event }) => pubsub.publish(topic, event)));
      const last = changes[changes.length - 1].seq;
      publishedInBatch = last;
      const moved = await sql`update log_dispatch set published_seq = ${last}
        where workspace_id = ${workspaceId} and published_seq = ${position}`.execute(trx);
      if (moved.numAffectedRows === 0n) {
        log('Dispatch: the position moved under the lock (entries may have been published twice).', { workspaceId, position, last });
      }
      return changes.length;
    });
    if (publishedInBatch > (published.get(workspaceId) ?? 0)) published.set(workspaceId, publishedInBatch);
    return count;
  };

  /**
   * `untilEmpty`: keep reading until a batch finds nothing. A run for a local commit stops at a batch that was not full
   * (a later local commit asks again); a run for a peer's changes (the sweep) reads on, because a peer's commits during
   * the run ask nothing of it (its hints only wake the sweep).
   */
  const dispatch = (workspaceId: string, untilEmpty = false): Promise<void> => {
    if (hold || closed) return Promise.resolve();
    const running = runs.get(workspaceId);
    if (running) {
      running.again = true;
      running.untilEmpty ||= untilEmpty;
      return running.done;
    }
    const run: Run = { again: false, untilEmpty, done: Promise.resolve(), batches: 0, waiters: [] };
    const batch = async () => {
      const begun = run.batches;
      run.batches += 1;
      const count = await dispatchBatch(workspaceId);
      const position = published.get(workspaceId) ?? 0;
      // Whoever waits for a number now published is done; so is whoever waits for the log's end, when this batch began
      // after their call and read to the end (a number still ahead of the position was rolled back and reused).
      const readToEnd = count < BATCH;
      const waiting = run.waiters;
      run.waiters = [];
      for (const waiter of waiting) {
        if ((waiter.seq !== null && waiter.seq <= position) || (readToEnd && waiter.after <= begun)) waiter.resolve();
        else run.waiters.push(waiter);
      }
      return count;
    };
    run.done = (async () => {
      try {
        do {
          run.again = false;
          // A batch that was not full read to the log's end; a local commit since then set `again`.
          for (let count = BATCH; !closed && (count === BATCH || (run.untilEmpty && count > 0)); ) count = await batch();
        } while (run.again && !closed);
      } catch (error) {
        // The sweep tries again: nothing is lost, the position did not move.
        log('Dispatching the change log failed (the sweep retries):', error);
      } finally {
        runs.delete(workspaceId);
        for (const waiter of run.waiters) waiter.resolve();
      }
    })();
    runs.set(workspaceId, run);
    return run.done;
  };

  const settle = (workspaceId: string, seq?: number): Promise<void> => {
    if (hold || closed) return Promise.resolve();
    if (seq !== undefined && seq <= (published.get(workspaceId) ?? 0)) return Promise.resolve();
    const running = runs.get(workspaceId);
    if (!running) return dispatch(workspaceId);
    // The commit that recorded `seq` asked for a batch after it (`again`, through the clock); without a number, ask.
    if (seq === undefined) running.again = true;
    return new Promise((resolve) => running.waiters.push({ seq: seq ?? null, after: running.batches, resolve }));
  };

  const prune = async () => {
    for (let batch = 0; batch < PRUNE_BATCHES_PER_SWEEP && !closed; batch += 1) {
      // The oldest entries first, through the index on `at`: a sweep with nothing old enough reads one index entry,
      // not the log (a join with the positions read every entry of the log, every five seconds).
      const result = await sql`delete from change_log where (workspace_id, seq) in (
          select c.workspace_id, c.seq from change_log c
          where c.at < now() - make_interval(days => ${retentionDays}::int)
            and c.seq <= (select d.published_seq from log_dispatch d where d.workspace_id = c.workspace_id)
          order by c.at
          limit ${PRUNE_BATCH})`.execute(db);
      if (Number(result.numAffectedRows ?? 0n) < PRUNE_BATCH) return;
    }
  };

  let sweepAgain = false;
  const sweep = (): Promise<void> => {
    if (hold || closed) return Promise.resolve();
    if (sweeping) {
      // Under way: it may have looked before the change that asks now; it looks again once done.
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      try {
        do {
          sweepAgain = false;
          const { rows } = await sql<{ workspaceId: string }>`select h.workspace_id from workspace_log_heads h
            left join log_dispatch d on d.workspace_id = h.workspace_id
            where h.seq > coalesce(d.published_seq, 0) limit ${SWEEP_WORKSPACES}`.execute(db);
          await Promise.all(rows.map((row) => dispatch(row.workspaceId, true)));
          if (!sweepAgain) await prune();
        } while (sweepAgain && !closed);
      } catch (error) {
        log('The change log sweep failed:', error);
      } finally {
        sweeping = null;
      }
    })();
    return sweeping;
  };

  const stopLogged = clock.onLogged((workspaceIds) => {
    for (const workspaceId of workspaceIds) void dispatch(workspaceId);
  });
  let peerTimer: NodeJS.Timeout | null = null;
  const stopTicks = clock.onTick((_scope, origin) => {
    if (origin !== 'peer' || peerTimer || hold || closed) return;
    peerTimer = setTimeout(() => {
      peerTimer = null;
      void sweep();
    }, peerDelayMs);
    peerTimer.unref();
  });
  const sweepTimer = setInterval(() => void sweep(), sweepMs);
  sweepTimer.unref();
  // What a previous process committed and did not publish goes out now.
  void sweep();

  const idle = async () => {
    while (runs.size > 0 || sweeping) {
      await Promise.all([...[...runs.values()].map((run) => run.done), sweeping]);
    }
  };

  return {
    dispatch,
    settle,
    sweep,
    idle,
    async close() {
      // What was committed until now still goes out (the requests in flight have finished); nothing wakes it again.
      stopLogged();
      stopTicks();
      clearInterval(sweepTimer);
      if (peerTimer) clearTimeout(peerTimer);
      await idle();
      closed = true;
    },
  };
}

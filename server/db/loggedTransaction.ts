// Writes and their change-log rows in one transaction, the log rows last. A domain function that writes a workspace's
// tables runs inside `loggedTransaction` and notes each change with `logChange` as it makes it; the changes are
// recorded (changeLog.ts's recordChanges) when the outermost logged work of the transaction ends, just before it
// commits. Recording them last matters: from its first log row to its commit a transaction holds its workspace's log
// head, which every other writer of the workspace waits for, so a statement after it that waited for another lock (a
// project's, an issue's) would hold the whole workspace up, or deadlock with a writer holding that lock and waiting
// for the head. Functions that run in their caller's transaction (addMember in a webhook's delivery, createIssue in a
// seed) note their changes into the caller's, which records them all at its end: one recordChanges per workspace and
// transaction, whatever the path.
import { recordChanges, type ChangeEntry, type LoggedChange } from './changeLog';
import type { DB } from './database';

/** What runs right after the change is recorded, in the same transaction, with its number (a notification names it). */
export type AfterLogged = (logged: LoggedChange) => Promise<void>;

interface Pending {
  entries: ChangeEntry[];
  after: Array<AfterLogged | undefined>;
}

/** The changes noted in each open logged transaction (by its Kysely transaction object, which its work passes down). */
const pendingOf = new WeakMap<DB, Pending>();

/**
 * The most entries one recordChanges statement carries: a seed's batch of thousands of issues is recorded in several
 * statements (about ten parameters per entry, and a statement takes at most 65,535).
 */
const ENTRIES_PER_STATEMENT = 2_000;

/**
 * Runs `work` in a transaction whose changes (noted with `logChange`) are recorded when it ends, before the commit:
 * in the caller's logged transaction when `db` is one (its end records them), else in `db`'s transaction (a caller's
 * plain one: recorded when `work` ends) or a transaction of its own.
 */
export async function loggedTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  if (pendingOf.has(db)) return work(db);
  const run = async (trx: DB) => {
    const pending: Pending = { entries: [], after: [] };
    pendingOf.set(trx, pending);
    try {
      const result = await work(trx);
      await record(trx, pending);
      return result;
    } finally {
      pendingOf.delete(trx);
    }
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Whether `trx` is a logged transaction (its changes are noted with logChange). */
export const isLogged = (trx: DB) => pendingOf.has(trx);

/**
 * Notes a change made in the logged transaction `trx`, to be recorded at its end; `after` runs once it is recorded
 * (after every change of the transaction is), in the order the changes were noted.
 */
export function logChange(trx: DB, entry: ChangeEntry, after?: AfterLogged): void {
  const pending = pendingOf.get(trx);
  if (!pending) throw new Error('logChange is called with the transaction of a loggedTransaction.');
  pending.entries.push(entry);
  pending.after.push(after);
}

/**
 * Records the noted changes, one workspace after another in id order (two transactions writing to the same two
 * workspaces take their heads in the same order, so neither waits for the other in a circle), then runs what waits
 * for them.
 */
async function record(trx: DB, pending: Pending): Promise<void> {
  const { entries, after } = pending;
  if (entries.length === 0) return;
  const byWorkspace = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const indexes = byWorkspace.get(entry.workspaceId) ?? byWorkspace.set(entry.workspaceId, []).get(entry.workspaceId)!;
    indexes.push(index);
  });
  const logged: LoggedChange[] = new Array(entries.length);
  for (const workspaceId of [...byWorkspace.keys()].sort()) {
    const indexes = byWorkspace.get(workspaceId)!;
    for (let start = 0; start < indexes.length; start += ENTRIES_PER_STATEMENT) {
      const part = indexes.slice(start, start + ENTRIES_PER_STATEMENT);
      const recorded = await recordChanges(trx, part.map((index) => entries[index]));
      part.forEach((index, position) => (logged[index] = recorded[position]));
    }
  }
  // What runs now may note nothing more: the transaction's changes are recorded.
  pendingOf.delete(trx);
  for (const [index, then] of after.entries()) if (then) await then(logged[index]);
}

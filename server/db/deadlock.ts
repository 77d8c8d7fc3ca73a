// Transactions that PostgreSQL may abort as a deadlock's victim (40P01) run once more. The writes take their row locks
// in one global order (projects, then issues, each in id order), so only a path outside that order can deadlock (a
// label deleted under an issue write, say); the victim's work was rolled back whole, and running it again is what its
// client would do anyway.
import type { DB } from './database';

const DEADLOCK_DETECTED = '40P01';

/** Runs `work` in a transaction, and once more in a new one when PostgreSQL aborted the first as a deadlock's victim. */
export async function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== DEADLOCK_DETECTED) throw error;
    return db.transaction().execute(work);
  }
}

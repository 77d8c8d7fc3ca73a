// The change log's numbers and the guard that keeps writes from going unlogged, on PGlite (one session: transactions
// take turns) and, with DATABASE_URL, on PostgreSQL (a pool of connections: writers really run at once, and a reader
// on another connection sees only what has committed).
import { sql } from 'kysely';
import { changesAfter, logHead, recordChange, type LoggedChange } from './changeLog';
import { UnloggedWriteError } from './changeLogGuard';
import { defaultUnloggedWrites, openDatabase, type DB, type LanesDatabase } from './database';
import { logChange, loggedTransaction } from './loggedTransaction';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { STARTUP_TIMEOUT_MS } from '../test/server';

let target: TestDatabase;
let database: LanesDatabase;
let db: DB;

beforeAll(async () => {
  target = await createTestDatabase();
  database = await openDatabase(target.target, { unloggedWrites: 'refuse' });
  db = database.db;
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
  await target?.drop();
});

/** A new workspace (its creation is its first log entry). */
async function newWorkspace(on: DB = db): Promise<string> {
  return loggedTransaction(on, async (trx) => {
    const workspace = await trx
      .insertInto('workspaces')
      .values({ orgId: `org_${Math.random().toString(36).slice(2)}`, name: 'Log test' })
      .returningAll()
      .executeTakeFirstOrThrow();
    logChange(trx, { workspaceId: workspace.id, actorId: null, entityType: 'workspace', entityId: workspace.id, kind: 'CREATED', row: workspace });
    return workspace.id;
  });
}

const entry = (workspaceId: string, entityId: string) =>
  ({ workspaceId, actorId: null, entityType: 'label', entityId, kind: 'CREATED' }) as const;

const labelNames = async (workspaceId: string) =>
  (await db.selectFrom('labels').select('name').where('workspaceId', '=', workspaceId).orderBy('name').execute()).map((row) => row.name);

/** A promise and the function that settles it: a test step that waits for another's signal. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/** PostgreSQL only: resolves once some connection of this database waits for a lock (a writer queued for the log head). */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0].waiting > 0) return;
  }
}

describe('the change log', () => {
  it('numbers a workspace’s changes without gaps, and a reader never sees a number before the ones below it, with many writers at once', async () => {
    const workspaceId = await newWorkspace();
    const start = await logHead(db, workspaceId);
    const WRITERS = 6;
    const TRANSACTIONS = 15;
    const committed: string[] = [];
    const rolledBack: string[] = [];
    let writing = WRITERS;

    const writer = async (writerIndex: number) => {
      for (let n = 0; n < TRANSACTIONS; n += 1) {
        const name = `w${writerIndex}-${n}`;
        // Every fifth transaction of a writer rolls back after taking its number: the number goes to the next one.
        const rollBack = n % 5 === 4;
        try {
          await db.transaction().execute(async (trx) => {
            const label = await trx.insertInto('labels').values({ workspaceId, name, color: '#000000' }).returning('id').executeTakeFirstOrThrow();
            await recordChange(trx, entry(workspaceId, label.id));
            if (rollBack) throw new Error('roll back');
          });
          committed.push(name);
        } catch (error) {
          if (!rollBack) throw error;
          rolledBack.push(name);
        }
      }
    };

    // Reads what has committed after the last number seen, over and over while the writers write: each read goes on
    // exactly where the previous one stopped.
    const seen: LoggedChange[] = [];
    const reader = async () => {
      let last = start;
      const readOnce = async () => {
        for (const change of await changesAfter(db, workspaceId, last, 1000)) {
          expect(change.seq).toBe(last + 1);
          last = change.seq;
          seen.push(change);
        }
      };
      while (writing > 0) await readOnce();
      await readOnce();
    };

    await Promise.all([
      reader(),
      ...Array.from({ length: WRITERS }, (_, index) =>
        writer(index).finally(() => {
          writing -= 1;
        }),
      ),
    ]);

    const total = WRITERS * TRANSACTIONS - rolledBack.length;
    expect(committed).toHaveLength(total);
    expect(await logHead(db, workspaceId)).toBe(start + total);
    expect(seen.map((change) => change.seq)).toEqual(Array.from({ length: total }, (_, index) => start + 1 + index));
    // Each committed label has its one entry; a rolled-back one has none (its label is not there either).
    const labels = await db.selectFrom('labels').select(['id', 'name']).where('workspaceId', '=', workspaceId).execute();
    expect(labels.map((label) => label.name).sort()).toEqual([...committed].sort());
    expect(seen.map((change) => change.entityId).sort()).toEqual(labels.map((label) => label.id).sort());
    // Numbers were taken in the order the entries were written (the head is held from then to the commit).
    for (let index = 1; index < seen.length; index += 1) expect(seen[index].at.getTime()).toBeGreaterThanOrEqual(seen[index - 1].at.getTime());
  }, 120_000);

  it('hands a rolled-back transaction’s number out again', async () => {
    const workspaceId = await newWorkspace();
    const head = await logHead(db, workspaceId);
    let taken = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        taken = (await recordChange(trx, entry(workspaceId, 'rolled-back'))).seq;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(taken).toBe(head + 1);
    expect(await logHead(db, workspaceId)).toBe(head);
    const next = await db.transaction().execute((trx) => recordChange(trx, entry(workspaceId, 'committed')));
    expect(next.seq).toBe(head + 1);
    expect((await changesAfter(db, workspaceId, head, 10)).map((change) => [change.seq, change.entityId])).toEqual([[head + 1, 'committed']]);
  });

  it('makes a writer wait for a transaction holding the head, and a reader sees the held change before the waiting one, never the waiting one alone', async () => {
    const workspaceId = await newWorkspace();
    const head = await logHead(db, workspaceId);
    const recorded = signal();
    const release = signal();
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('labels').values({ workspaceId, name: 'first', color: '#000000' }).execute();
      await recordChange(trx, entry(workspaceId, 'first'));
      recorded.fire();
      await release.fired;
    });
    await recorded.fired;
    // The second writes its row at once, then waits for the head (on PGlite, for the session) until the first commits.
    const second = db.transaction().execute(async (trx) => {
      await trx.insertInto('labels').values({ workspaceId, name: 'second', color: '#000000' }).execute();
      return recordChange(trx, entry(workspaceId, 'second'));
    });

    // A reader polling all along: every read is nothing, the first change, or the first then the second.
    const observations: string[][] = [];
    const reader = (async () => {
      for (;;) {
        const ids = (await changesAfter(db, workspaceId, head, 10)).map((change) => change.entityId);
        observations.push(ids);
        if (ids.length === 2) return;
      }
    })();

    if (database.kind === 'postgres') {
      await someoneWaitsForALock();
      // Neither has committed: a read on another connection sees neither.
      expect(await changesAfter(db, workspaceId, head, 10)).toEqual([]);
    }
    release.fire();
    await first;
    expect((await second).seq).toBe(head + 2);
    await reader;
    for (const ids of observations) expect([[], ['first'], ['first', 'second']]).toContainEqual(ids);
    expect(observations.at(-1)).toEqual(['first', 'second']);
    expect(await labelNames(workspaceId)).toEqual(['first', 'second']);
  });
});

describe('the guard against unlogged writes', () => {
  it('fails a transaction that wrote a workspace table without a log row, and rolls it back', async () => {
    const workspaceId = await newWorkspace();
    await expect(
      db.transaction().execute((trx) => trx.insertInto('labels').values({ workspaceId, name: 'unlogged', color: '#000000' }).execute()),
    ).rejects.toThrow(UnloggedWriteError);
    expect(await labelNames(workspaceId)).toEqual([]);
    // With its log row, the same write commits.
    await db.transaction().execute(async (trx) => {
      const label = await trx.insertInto('labels').values({ workspaceId, name: 'logged', color: '#000000' }).returning('id').executeTakeFirstOrThrow();
      await recordChange(trx, entry(workspaceId, label.id));
    });
    expect(await labelNames(workspaceId)).toEqual(['logged']);
  });

  it('refuses such a write outside a transaction before it runs', async () => {
    const workspaceId = await newWorkspace();
    const statementsBefore = database.statements.count;
    await expect(db.insertInto('labels').values({ workspaceId, name: 'unlogged', color: '#000000' }).execute()).rejects.toThrow(UnloggedWriteError);
    expect(database.statements.count).toBe(statementsBefore);
    expect(await labelNames(workspaceId)).toEqual([]);
  });

  it('catches a write through raw SQL too', async () => {
    const workspaceId = await newWorkspace();
    await expect(
      db.transaction().execute((trx) => sql`insert into labels (workspace_id, name, color) values (${workspaceId}, 'raw', '#000000')`.execute(trx)),
    ).rejects.toThrow(UnloggedWriteError);
    await expect(sql`update "labels" set color = '#ffffff' where workspace_id = ${workspaceId}`.execute(db)).rejects.toThrow(UnloggedWriteError);
    expect(await labelNames(workspaceId)).toEqual([]);
  });

  it('lets a write that wrote no row go without a log row (nothing changed)', async () => {
    const workspaceId = await newWorkspace();
    await expect(
      db.transaction().execute((trx) => trx.updateTable('labels').set({ color: '#ffffff' }).where('workspaceId', '=', workspaceId).execute()),
    ).resolves.toEqual([expect.objectContaining({ numUpdatedRows: 0n })]);
  });

  it('in report mode, lets the write commit and reports it once', async () => {
    const reports: unknown[] = [];
    const reporting = await openDatabase(target.target, {
      unloggedWrites: 'report',
      log: (_message, error) => reports.push(error),
    });
    try {
      // Its own database on PGlite (a memory database made from the same template), the same one on PostgreSQL.
      const workspaceId = await newWorkspace(reporting.db);
      await reporting.db.transaction().execute(async (trx) => {
        await trx.insertInto('labels').values({ workspaceId, name: 'reported', color: '#000000' }).execute();
        await trx.insertInto('labels').values({ workspaceId, name: 'reported too', color: '#000000' }).execute();
      });
      expect(reports).toHaveLength(1);
      expect(reports[0]).toBeInstanceOf(UnloggedWriteError);
      expect((reports[0] as Error).message).toContain('labels');
      const names = await reporting.db.selectFrom('labels').select('name').where('workspaceId', '=', workspaceId).orderBy('name').execute();
      expect(names.map((row) => row.name)).toEqual(['reported', 'reported too']);
    } finally {
      await reporting.close();
    }
  }, STARTUP_TIMEOUT_MS);

  it('refuses by default outside production, reports in production, and LANES_UNLOGGED_WRITES decides when set', () => {
    expect(defaultUnloggedWrites({ NODE_ENV: 'test' })).toBe('refuse');
    expect(defaultUnloggedWrites({})).toBe('refuse');
    expect(defaultUnloggedWrites({ NODE_ENV: 'production' })).toBe('report');
    expect(defaultUnloggedWrites({ NODE_ENV: 'production', LANES_UNLOGGED_WRITES: 'refuse' })).toBe('refuse');
    expect(defaultUnloggedWrites({ NODE_ENV: 'development', LANES_UNLOGGED_WRITES: 'report' })).toBe('report');
  });
});

// The change clock moves once a change is committed, and only then: what keeps answers computed from the database
// (the response cache) forgets them at every move, and never for a read. A committed change moves the versions of the
// workspaces its log rows name, and only theirs; one that logged nothing moves every workspace's.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ChangeClock } from './changeClock';
import { recordChange } from './changeLog';
import { openDatabase, type DB, type LanesDatabase } from './database';
import { STARTUP_TIMEOUT_MS } from '../test/timeouts';

describe('the database’s change clock', () => {
  let database: LanesDatabase;
  beforeAll(async () => {
    // Some cases write a workspace's table without a log row on purpose (what the clock does with such a write): the
    // guard reports them here instead of refusing them, as it does in production.
    database = await openDatabase({ kind: 'memory' }, { unloggedWrites: 'report', log: () => {} });
    await sql`create table notes (body text not null)`.execute(database.db);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => database?.close());

  const version = () => database.changes.version;

  it('moves for a statement that changed rows, not for a read or an update that matched nothing', async () => {
    const start = version();
    await sql`select count(*) from notes`.execute(database.db);
    await database.db.selectFrom('notes' as never).selectAll().execute();
    await sql`update notes set body = 'x' where body = 'nothing has this'`.execute(database.db);
    expect(version()).toBe(start);
    await sql`insert into notes values ('one')`.execute(database.db);
    expect(version()).toBe(start + 1);
    await sql`delete from notes`.execute(database.db);
    expect(version()).toBe(start + 2);
  });

  it('moves after a transaction commits, never while it runs, and not for one rolled back', async () => {
    const start = version();
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into notes values ('in a transaction')`.execute(trx);
      expect(version()).toBe(start);
    });
    expect(version()).toBe(start + 1);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into notes values ('rolled back')`.execute(trx);
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(version()).toBe(start + 1);
  });

  describe('per workspace', () => {
    /** A workspace made as the app makes one: its row and its log row in one transaction. */
    const workspace = async (name: string) =>
      database.db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('workspaces').values({ name, orgId: `org_${randomUUID()}` }).returning('id').executeTakeFirstOrThrow();
        await recordChange(trx, { workspaceId: id, actorId: null, entityType: 'workspace', entityId: id, kind: 'CREATED' });
        return id;
      });
    /** Renames the workspace and logs it, in one transaction, with `also` in that transaction first. */
    const rename = (id: string, name: string, also?: (trx: DB) => Promise<unknown>) =>
      database.db.transaction().execute(async (trx) => {
        await also?.(trx);
        await trx.updateTable('workspaces').set({ name }).where('id', '=', id).execute();
        await recordChange(trx, { workspaceId: id, actorId: null, entityType: 'workspace', entityId: id, kind: 'UPDATED' });
      });
    const versions = (...ids: string[]) => ids.map((id) => database.changes.versionOf(id));

    it('moves the version of the workspace whose change was logged, and no other’s', async () => {
      const [a, b] = [await workspace('A'), await workspace('B')];
      const [beforeA, beforeB] = versions(a, b);
      await rename(a, 'A renamed');
      const [afterA, afterB] = versions(a, b);
      expect(afterA).toBeGreaterThan(beforeA);
      expect(afterB).toBe(beforeB);
      // One transaction logging changes of two workspaces moves both.
      await database.db.transaction().execute(async (trx) => {
        for (const id of [a, b]) {
          await trx.updateTable('workspaces').set({ name: `${id} again` }).where('id', '=', id).execute();
          await recordChange(trx, { workspaceId: id, actorId: null, entityType: 'workspace', entityId: id, kind: 'UPDATED' });
        }
      });
      const [againA, againB] = versions(a, b);
      expect(againA).toBeGreaterThan(afterA);
      expect(againB).toBeGreaterThan(afterB);
    });

    it('moves every workspace’s version for a change that logged nothing, or that also wrote what every workspace shows', async () => {
      const [a, b] = [await workspace('A'), await workspace('B')];
      let [beforeA, beforeB] = versions(a, b);
      // A person is seen from every workspace they belong to.
      await database.db.insertInto('users').values({ id: `user_${a}`, name: 'Una', email: null, imageUrl: null }).execute();
      let [afterA, afterB] = versions(a, b);
      expect(afterA).toBeGreaterThan(beforeA);
      expect(afterB).toBeGreaterThan(beforeB);

      [beforeA, beforeB] = [afterA, afterB];
      await rename(a, 'A with Una renamed', (trx) => trx.updateTable('users').set({ name: 'Una Renamed' }).where('id', '=', `user_${a}`).execute());
      [afterA, afterB] = versions(a, b);
      expect(afterA).toBeGreaterThan(beforeA);
      expect(afterB).toBeGreaterThan(beforeB);

      // A workspace's data written without its log row (the guard, when it reports rather than refuses, lets it
      // commit): whose it was is unknown, so it is everyone's.
      [beforeA, beforeB] = [afterA, afterB];
      await database.db.transaction().execute((trx) => trx.updateTable('workspaces').set({ name: 'unlogged' }).where('id', '=', a).execute());
      [afterA, afterB] = versions(a, b);
      expect(afterA).toBeGreaterThan(beforeA);
      expect(afterB).toBeGreaterThan(beforeB);

      // DDL, and statements of no known kind.
      [beforeA, beforeB] = [afterA, afterB];
      await sql`create table scratch (n int)`.execute(database.db);
      [afterA, afterB] = versions(a, b);
      expect(afterA).toBeGreaterThan(beforeA);
      expect(afterB).toBeGreaterThan(beforeB);
    });

    it('moves nothing for a reader keeping its place in the log, nor for a logged change rolled back', async () => {
      const [a, b] = [await workspace('A'), await workspace('B')];
      const before = { all: database.changes.version, workspaces: versions(a, b) };
      // The log's own bookkeeping, as its readers keep their place in it.
      await sql`update workspace_log_heads set seq = seq where workspace_id in (${a}, ${b})`.execute(database.db);
      await expect(
        rename(a, 'never', async () => {
          throw new Error('give up');
        }),
      ).rejects.toThrow('give up');
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.updateTable('workspaces').set({ name: 'rolled back' }).where('id', '=', a).execute();
          await recordChange(trx, { workspaceId: a, actorId: null, entityType: 'workspace', entityId: a, kind: 'UPDATED' });
          throw new Error('give up after logging');
        }),
      ).rejects.toThrow('give up after logging');
      expect({ all: database.changes.version, workspaces: versions(a, b) }).toEqual(before);
    });

    it('tells the log’s readers which workspaces a commit logged changes of, whatever its tick', async () => {
      const [a, b] = [await workspace('A'), await workspace('B')];
      const told: string[][] = [];
      const stop = database.changes.onLogged((workspaceIds) => told.push([...workspaceIds]));
      try {
        await rename(a, 'A, told');
        await rename(b, 'B with a person', (trx) => trx.insertInto('users').values({ id: `user_${b}`, name: 'Bo', email: null, imageUrl: null }).execute());
        await database.db.insertInto('users').values({ id: `user_${a}_2`, name: 'Nobody logged', email: null, imageUrl: null }).execute();
      } finally {
        stop();
      }
      expect(told).toEqual([[a], [b]]);
    });

    it('never takes a workspace’s version back, however many workspaces it has seen change', () => {
      const clock = new ChangeClock();
      clock.tick(['first']);
      const first = clock.versionOf('first');
      // More workspaces than it remembers: it forgets them all, and every version moves past what it was.
      clock.tick(Array.from({ length: 60_000 }, (_, index) => `workspace ${index}`));
      expect(clock.versionOf('first')).toBeGreaterThan(first);
      expect(clock.versionOf('never changed')).toBe(clock.versionOf('first'));
      const kept = clock.versionOf('workspace 1');
      clock.tick(['workspace 2']);
      expect(clock.versionOf('workspace 1')).toBe(kept);
    });
  });
});

import { sql } from 'kysely';
import { openDatabase, type LanesDatabase } from './database';
import { inTransaction } from './deadlock';
import { createTestDatabase, type TestDatabase } from '../test/database';

// Deadlocks need PostgreSQL (PGlite runs one statement at a time): Jest runs `*.postgres.test.ts` files only in the
// suite's PostgreSQL pass (DATABASE_URL set, as CI runs it).
describe('inTransaction', () => {
  let testDatabase: TestDatabase;
  let database: LanesDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.target);
    await sql`create table deadlock_test (id int primary key, writes int not null default 0)`.execute(database.db);
    await sql`insert into deadlock_test (id) values (1), (2)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it("runs the deadlock's victim once more, so both of two writes locking rows in opposite orders commit", async () => {
    let firstLocks = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const attempts: string[] = [];
    const write = (name: string, first: number, second: number) =>
      inTransaction(database.db, async (trx) => {
        attempts.push(name);
        await sql`update deadlock_test set writes = writes + 1 where id = ${first}`.execute(trx);
        if (++firstLocks === 2) bothLocked();
        await barrier;
        await sql`update deadlock_test set writes = writes + 1 where id = ${second}`.execute(trx);
        return name;
      });

    expect(await Promise.all([write('forward', 1, 2), write('backward', 2, 1)])).toEqual(['forward', 'backward']);
    // One of them ran twice: PostgreSQL aborted its first attempt.
    expect(attempts).toHaveLength(3);
    const { rows } = await sql<{ id: number; writes: number }>`select id, writes from deadlock_test order by id`.execute(database.db);
    expect(rows).toEqual([
      { id: 1, writes: 2 },
      { id: 2, writes: 2 },
    ]);
  });
});

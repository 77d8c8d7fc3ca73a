// PGlite's one session shared by many requests: statements outside a transaction are pipelined to the worker, and a
// transaction still has the session to itself (nothing sent meanwhile by anyone else runs inside it).
import { sql } from 'kysely';
import { openDatabase, type LanesDatabase } from './database';
import { STARTUP_TIMEOUT_MS } from '../test/timeouts';

let database: LanesDatabase;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await sql`create table notes (body text not null)`.execute(database.db);
}, STARTUP_TIMEOUT_MS);
afterAll(() => database?.close());

const bodies = async () => (await sql<{ body: string }>`select body from notes order by body`.execute(database.db)).rows.map(({ body }) => body);

describe('PGlite shared by concurrent requests', () => {
  beforeEach(() => sql`delete from notes`.execute(database.db));

  it('answers many statements sent at once, each with its own result', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => sql<{ n: number }>`select ${index}::int as n`.execute(database.db)));
    expect(answers.map(({ rows }) => rows[0].n)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('keeps a statement sent during a transaction out of it: the rollback leaves it written', async () => {
    let outside: Promise<unknown> | null = null;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into notes values ('inside')`.execute(trx);
        outside = sql`insert into notes values ('outside')`.execute(database.db);
        await sql`select pg_sleep(0.05)`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(await bodies()).toEqual(['outside']);
  });

  it('runs concurrent transactions one after the other, never interleaved', async () => {
    const writer = (name: string) =>
      database.db.transaction().execute(async (trx) => {
        const before = Number((await sql<{ n: number }>`select count(*)::int as n from notes`.execute(trx)).rows[0].n);
        await sql`select pg_sleep(0.01)`.execute(trx);
        await sql`insert into notes values (${`${name}:${before}`})`.execute(trx);
      });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(writer));
    // Each saw every write committed before it: the counts it read are 0 to 4, once each.
    expect((await bodies()).map((body) => Number(body.split(':')[1])).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

// The change clock moves once a change is committed, and only then: what keeps answers computed from the database
// (the response cache) forgets them at every move, and never for a read.
import { sql } from 'kysely';
import { openDatabase, type LanesDatabase } from './database';

describe('the database’s change clock', () => {
  let database: LanesDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    await sql`create table notes (body text not null)`.execute(database.db);
  }, 60_000);
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
});

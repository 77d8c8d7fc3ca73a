// Migration 0013_history_from_log: the activity entries written before the log are copied into it, numbered in each
// workspace after its head in the order they were made, and the timeline shows them as it did.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { changesAfter, logHead } from './changeLog';
import { openDatabase, type LanesDatabase } from './database';
import { migrationProvider } from './migrations';
import { listTimeline } from '../features/comments/domain';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { STARTUP_TIMEOUT_MS } from '../test/server';

let target: TestDatabase;
let database: LanesDatabase;
// The data is set up as it was before the log (rows written without log entries): the guard only reports here.
const reports: unknown[] = [];

beforeAll(async () => {
  target = await createTestDatabase();
  database = await openDatabase(target.target, { unloggedWrites: 'report', log: (_message, error) => reports.push(error) });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
  await target?.drop();
});

const migrator = () => new Migrator({ db: database.db, provider: migrationProvider });

async function migrateTo(name: string) {
  const { error } = await migrator().migrateTo(name);
  if (error) throw error;
}

it('copies the activity entries into the log after each workspace’s head, and the timeline reads them', async () => {
  await migrateTo('0012_change_log');
  const run = (statement: ReturnType<typeof sql>) => statement.execute(database.db);
  await run(sql`insert into users (id, name) values ('user_history', 'Ada')`);
  const [acme, globex] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
  await run(sql`insert into workspaces (id, org_id, name) values (${acme}, 'org_history_a', 'Acme'), (${globex}, 'org_history_b', 'Globex')`);
  const [web, ops] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b1'];
  await run(sql`insert into projects (id, workspace_id, key, name) values (${web}, ${acme}, 'WEB', 'Web'), (${ops}, ${globex}, 'OPS', 'Ops')`);
  const [first, second] = ['00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000b2'];
  await run(sql`insert into issues (id, workspace_id, project_id, number, title, created_by, position)
    values (${first}, ${acme}, ${web}, 1, 'First', 'user_history', 'a0'), (${second}, ${globex}, ${ops}, 1, 'Second', 'user_history', 'a0')`);
  // Acme's log has two entries already, both published; Globex has none.
  await run(sql`insert into workspace_log_heads (workspace_id, seq) values (${acme}, 2)`);
  await run(sql`insert into log_dispatch (workspace_id, published_seq) values (${acme}, 2)`);
  await run(sql`insert into change_log (workspace_id, seq, actor_id, entity_type, entity_id, kind)
    values (${acme}, 1, null, 'workspace', ${acme}, 'CREATED'), (${acme}, 2, null, 'project', ${web}, 'CREATED')`);
  const status = JSON.stringify([{ field: 'STATUS', from: 'BACKLOG', to: 'TODO' }]);
  const title = JSON.stringify([{ field: 'TITLE', from: 'First', to: 'The first' }]);
  await run(sql`insert into issue_activities (workspace_id, issue_id, actor_id, created, changes, created_at) values
    (${acme}, ${first}, 'user_history', true, '[]', '2026-01-01T00:00:01Z'),
    (${acme}, ${first}, 'user_history', false, ${status}::jsonb, '2026-01-01T00:00:03Z'),
    (${acme}, ${first}, 'user_history', false, ${title}::jsonb, '2026-01-01T00:00:02Z'),
    (${globex}, ${second}, 'user_history', true, '[]', '2026-01-01T00:00:01Z')`);

  await migrateTo('0013_history_from_log');

  const acmeLog = await changesAfter(database.db, acme, 2, 10);
  expect(acmeLog.map((change) => [change.seq, change.kind, change.at.toISOString(), change.changes])).toEqual([
    [3, 'CREATED', '2026-01-01T00:00:01.000Z', []],
    [4, 'UPDATED', '2026-01-01T00:00:02.000Z', JSON.parse(title)],
    [5, 'MOVED', '2026-01-01T00:00:03.000Z', JSON.parse(status)],
  ]);
  for (const change of acmeLog) {
    expect(change).toMatchObject({ entityType: 'issue', entityId: first, issueId: first, projectId: web, actorId: 'user_history' });
    expect(change.row).toMatchObject({ id: first, workspaceId: acme, projectId: web, title: 'First', createdBy: 'user_history' });
  }
  expect((await changesAfter(database.db, globex, 0, 10)).map((change) => [change.seq, change.kind, change.entityId])).toEqual([[1, 'CREATED', second]]);
  const heads = await database.db
    .selectFrom('workspaceLogHeads')
    .innerJoin('logDispatch', 'logDispatch.workspaceId', 'workspaceLogHeads.workspaceId')
    .select(['workspaceLogHeads.workspaceId', 'workspaceLogHeads.seq', 'logDispatch.publishedSeq'])
    .where('workspaceLogHeads.workspaceId', 'in', [acme, globex])
    .orderBy('workspaceLogHeads.workspaceId')
    .execute();
  expect(heads.map((head) => [head.workspaceId, Number(head.seq), Number(head.publishedSeq)])).toEqual([
    [acme, 5, 5],
    [globex, 1, 1],
  ]);
  expect(await logHead(database.db, acme)).toBe(5);
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('issue_activities') is not null as exists`.execute(database.db);
  expect(rows[0].exists).toBe(false);

  // The timeline: the three entries, oldest first.
  const page = await listTimeline(database.db, acme, first, { first: 10 });
  expect(page.rows.map((row) => ['created' in row && row.created, 'changes' in row && row.changes.map((change) => change.field)])).toEqual([
    [true, []],
    [false, ['TITLE']],
    [false, ['STATUS']],
  ]);
});

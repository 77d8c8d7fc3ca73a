import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type LanesDatabase } from './database';
import { loggedTestWrite } from '../test/changeLog';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { dataOf, gql } from '../test/client';
import { graphql } from '../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { testOrg, testUser, tokenFor } from '../test/tokens';

// Terminating connections needs PostgreSQL: Jest runs `*.postgres.test.ts` files only in the suite's PostgreSQL pass
// (DATABASE_URL set, as CI runs it).
describe('a PostgreSQL server that drops the connections', () => {
  let server: TestServer;
  const dropped: unknown[] = [];
  beforeAll(async () => {
    server = await startTestServer({ logger: { info() {}, error: (_message, error) => dropped.push(error) } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  /** Terminates every connection of the server's own test database, as a restart or failover would. */
  async function terminateServerConnections(): Promise<number> {
    const databaseName = new URL(server.database.location).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  async function waitFor(condition: () => boolean) {
    for (let waited = 0; !condition(); waited += 10) {
      if (waited > 5000) throw new Error('Timed out waiting for the pool to notice the dropped connections.');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('keeps serving: the dropped connections are logged and replaced', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const create = graphql(`mutation DatabasePostgresTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }`);
    // Several connections in the pool, idle now.
    await Promise.all(['AA', 'BB', 'CC'].map((key) => gql(server, create, { input: { key, name: key } }, token)));

    expect(await terminateServerConnections()).toBeGreaterThan(0);
    await waitFor(() => dropped.length > 0);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const { createProject } = dataOf(await gql(server, create, { input: { key: 'DD', name: 'After' } }, token));
    expect(createProject.project.key).toBe('DD');
  });
});

describe('statements prepared once per connection', () => {
  let database: TestDatabase;
  let opened: LanesDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await openDatabase(database.target);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const workspace = async () => {
    const [row] = await loggedTestWrite(opened.db, 'workspace', 'CREATED', async (trx) => {
      const created = await trx.insertInto('workspaces').values({ orgId: `org_${Math.random().toString(36).slice(2)}`, name: 'Acme' }).returningAll().execute();
      return created.map((workspace) => ({ ...workspace, workspaceId: workspace.id }));
    });
    return row;
  };
  const project = (workspaceId: string, key: string, name: string) =>
    loggedTestWrite(opened.db, 'project', 'CREATED', (trx) => trx.insertInto('projects').values({ workspaceId, key, name }).returningAll().execute());
  const projectsOf = (workspaceId: string) => opened.db.selectFrom('projects').selectAll().where('workspaceId', '=', workspaceId).execute();

  it('answer again after a migration changes the columns they return, outside a transaction and in the next one', async () => {
    const { id } = await workspace();
    await project(id, 'AA', 'Alpha');
    // Prepared on the connections that ran them (the pool hands the last idle one back: several times over).
    for (let i = 0; i < 3; i++) expect((await projectsOf(id)).map((project) => project.name)).toEqual(['Alpha']);

    await sql`alter table projects add column extra_note text not null default 'new'`.execute(opened.db);
    try {
      const [project] = (await projectsOf(id)) as Array<Record<string, unknown>>;
      expect(project).toMatchObject({ name: 'Alpha', extraNote: 'new' });
      // In a transaction too, once the connection has let go of what it prepared before.
      const inTransaction = await opened.db.transaction().execute((trx) => trx.selectFrom('projects').selectAll().where('workspaceId', '=', id).execute());
      expect(inTransaction.map((row) => (row as Record<string, unknown>).extraNote)).toEqual(['new']);
    } finally {
      await sql`alter table projects drop column extra_note`.execute(opened.db);
    }
    expect(Object.keys((await projectsOf(id))[0])).not.toContain('extraNote');
  });

  it('answer when the session has lost what it prepared, as behind a pooler that does not keep it', async () => {
    const { id } = await workspace();
    await project(id, 'BB', 'Beta');
    for (let i = 0; i < 3; i++) expect((await projectsOf(id)).map((project) => project.name)).toEqual(['Beta']);
    // On the connection that prepared them (the pool hands the last idle one back).
    await sql`deallocate all`.execute(opened.db);
    expect((await projectsOf(id)).map((project) => project.name)).toEqual(['Beta']);
    expect((await projectsOf(id)).map((project) => project.name)).toEqual(['Beta']);
  });
});

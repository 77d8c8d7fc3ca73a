import { sql } from 'kysely';
import pg from 'pg';
import type { Feature } from '../graphql/feature';
import { features } from '../features';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';

// Pool saturation and dropped connections need PostgreSQL: Jest runs `*.postgres.test.ts` files only in the suite's
// PostgreSQL pass (DATABASE_URL set, as CI runs it).

/** One POST to /graphql as the app sends it, with what a client reads of the answer: status, Retry-After, body. */
async function post(server: TestServer, query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
}

const CREATE_PROJECT = 'mutation PoolTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }';
const WORKSPACE_ID = '{ viewer { workspace { id } } }';

/** A project key (2 to 5 capital letters) per number. */
const keyOf = (n: number) => `K${String.fromCharCode(65 + Math.floor(n / 26) % 26)}${String.fromCharCode(65 + (n % 26))}`;

describe('a burst of requests larger than the pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Two connections and a short wait, so that this burst certainly outlasts some requests' wait.
    server = await startTestServer({ config: { databasePool: { connections: 2, waitMs: 300 } } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('is served, or told "busy, retry" with Retry-After: never "not answering" or "Unexpected error."', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Burst'), 'admin');
    expect((await post(server, WORKSPACE_ID, {}, token)).errors).toBeUndefined();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => post(server, CREATE_PROJECT, { input: { key: keyOf(n), name: `Project ${n}` } }, token)),
    );
    const outcomes = answers.map((answer) =>
      answer.errors
        ? { status: answer.status, retryAfter: answer.retryAfter, messages: answer.errors.map(({ message, extensions }) => `${extensions?.code}: ${message}`) }
        : 'created',
    );
    const busy = { status: 503, retryAfter: '1', messages: ['SERVICE_UNAVAILABLE: The server is busy: try again in a moment.'] };
    expect(outcomes.filter((outcome) => outcome !== 'created' && JSON.stringify(outcome) !== JSON.stringify(busy))).toEqual([]);
    expect(outcomes).toContain('created');
  });
});

describe('the pool shared between workspaces', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Three connections: a workspace holds two at most, one stays for the others.
    server = await startTestServer({ config: { databasePool: { connections: 3, waitMs: 60_000 } } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  /** Holds `count` connections as the workspace's own requests would, until the returned function lets them go. */
  function holdConnections(workspaceId: string, count: number) {
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const held: Array<Promise<void>> = [];
    const taken = Array.from({ length: count }, () => {
      let taken!: () => void;
      const connected = new Promise<void>((resolve) => (taken = resolve));
      held.push(server.database.forWorkspace(workspaceId).connection().execute(async () => (taken(), await released)));
      return connected;
    });
    return { taken: Promise.all(taken), letGo: async () => (letGo(), await Promise.all(held)) };
  }

  it('answers another workspace at once while one workspace holds its most and has requests waiting', async () => {
    const acmeOrg = testOrg('Acme');
    const acme = tokenFor(testUser('Ada'), acmeOrg, 'admin');
    const globex = tokenFor(testUser('Grace'), testOrg('Globex'), 'admin');
    for (const token of [acme, globex]) expect((await post(server, WORKSPACE_ID, {}, token)).errors).toBeUndefined();
    const acmeId = (await server.database.db.selectFrom('workspaces').select('id').where('orgId', '=', acmeOrg.id).executeTakeFirstOrThrow()).id;

    const flood = holdConnections(acmeId, 2);
    await flood.taken;
    let acmeAnswered = false;
    const acmeWaiting = post(server, CREATE_PROJECT, { input: { key: 'WAIT', name: 'Waits its turn' } }, acme).then((answer) => {
      acmeAnswered = true;
      return answer;
    });
    try {
      const created = await post(server, CREATE_PROJECT, { input: { key: 'FIRST', name: 'Served at once' } }, globex);
      expect(created.data).toEqual({ createProject: { project: { key: 'FIRST' } } });
      expect(acmeAnswered).toBe(false);
    } finally {
      await flood.letGo();
    }
    expect((await acmeWaiting).data).toEqual({ createProject: { project: { key: 'WAIT' } } });
  });
});

type Db = TestServer['database']['db'];

/** Hands the test the backend of a transaction between its statements, and holds the transaction until the test lets go. */
let betweenStatements: { reached: (pid: number) => void; resume: Promise<void> };

/** A test feature whose operations sit in PostgreSQL, or between two statements of a transaction, until the test acts. */
const stallFeature: Feature = {
  name: 'stall',
  typeDefs: `
    extend type Query { stalledRead: Int }
    extend type Mutation { stalledWrite: Int, pausedWrite: Int }
  `,
  // The test feature's fields are not in the generated resolver types: its resolvers are typed loosely here.
  resolvers: {
    Query: { stalledRead: async (_root: unknown, _args: unknown, { db }: { db: Db }) => (await sql`select pg_sleep(60)`.execute(db), 1) },
    Mutation: {
      stalledWrite: async (_root: unknown, _args: unknown, { db }: { db: Db }) =>
        db.transaction().execute(async (trx) => (await sql`select pg_sleep(60)`.execute(trx), 1)),
      pausedWrite: async (_root: unknown, _args: unknown, { db }: { db: Db }) =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          betweenStatements.reached(rows[0].pid);
          await betweenStatements.resume;
          await sql`select 1`.execute(trx);
          return 1;
        }),
    },
  } as Feature['resolvers'],
};

describe('a connection terminated under a request', () => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ features: [...features, stallFeature], logger: { info() {}, error: (message) => logged.push(message) } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  async function terminate(pid: number) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  /** Terminates the server's connections that are sleeping in PostgreSQL (as an administrator or a failover would), once there is one. */
  async function terminateSleepingConnection() {
    const databaseName = new URL(server.database.location).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      for (;;) {
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like '%pg_sleep(60)%' and pid <> pg_backend_pid()",
          [databaseName],
        );
        if (rowCount) return;
      }
    } finally {
      await admin.end();
    }
  }

  it.each([
    ['a read', '{ stalledRead }'],
    // The transaction's rollback then meets a connection that "is not queryable": the error the client used to see.
    ['a write in a transaction', 'mutation { stalledWrite }'],
  ])('answers SERVICE_UNAVAILABLE with Retry-After for %s, not "Unexpected error."', async (_name, query) => {
    const token = tokenFor(testUser('Ada'), testOrg('Terminated'), 'admin');
    const answer = post(server, query, {}, token);
    await terminateSleepingConnection();
    const { status, retryAfter, errors } = await answer;
    expect({ status, retryAfter, codes: errors?.map((error) => error.extensions?.code) }).toEqual({ status: 503, retryAfter: '5', codes: ['SERVICE_UNAVAILABLE'] });
  });

  it('answers SERVICE_UNAVAILABLE when a transaction finds its connection dropped between two statements ("not queryable")', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Dropped'), 'admin');
    let resume!: () => void;
    const backend = new Promise<number>((reached) => (betweenStatements = { reached, resume: new Promise((resolve) => (resume = resolve)) }));
    const answer = post(server, 'mutation { pausedWrite }', {}, token);
    const droppedBefore = logged.filter((message) => message.includes('in use was dropped')).length;
    await terminate(await backend);
    // The server has heard that the connection it holds is gone before the transaction's next statement.
    while (logged.filter((message) => message.includes('in use was dropped')).length === droppedBefore) await new Promise((resolve) => setImmediate(resolve));
    resume();
    const { status, retryAfter, errors } = await answer;
    expect({ status, retryAfter, codes: errors?.map((error) => error.extensions?.code) }).toEqual({ status: 503, retryAfter: '5', codes: ['SERVICE_UNAVAILABLE'] });
  });
});

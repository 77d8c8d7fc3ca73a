// Several server instances on one PostgreSQL database and one Redis (a private redis-server this test starts and
// stops): sign-in and live events cross instances, and losing Redis under a live subscription is survived.
// Runs against PostgreSQL: two processes cannot share an embedded database, so without DATABASE_URL there is nothing
// to run here (CI runs the suite with DATABASE_URL set).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CLOSE_TRY_AGAIN_LATER } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { privateRedis, type PrivateRedis } from '../test/redis';
import { openLiveSocket } from '../test/subscriptions';
import { TEST_ORIGIN } from '../test/tokens';

const PROJECT_EVENTS = `subscription { projectEvents { kind project { key name } } }`;
const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }`;

interface Instance {
  url: string;
  process: ChildProcess;
}

async function startInstance(databaseUrl: string, redis: PrivateRedis, keyPrefix: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/instance.ts'], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The instance exited with ${code} before listening.`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line).url);
    });
  });
  return { url, process: child };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

async function post(instance: Instance, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function graphql(instance: Instance, query: string, variables: Record<string, unknown>, token: string) {
  const response = await post(instance, '/graphql', { query, variables }, { Authorization: `Bearer ${token}` });
  return { status: response.status, body: await response.json() };
}

/** The instance's gauge of live subscriptions, from its /metrics. */
async function subscriptionsHeld(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  return Number(/^lanes_subscriptions (\d+)/m.exec(text)?.[1] ?? NaN);
}

async function waitFor<T>(what: string, probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(value)}).`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many queries the instance has answered from its response cache, from its /metrics. */
async function cacheHits(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  return Number(/^lanes_response_cache_lookups_total\{result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

const readiness = async (instance: Instance) => {
  const response = await fetch(`${instance.url}/readyz`);
  return { status: response.status, body: await response.json() };
};

let database: TestDatabase;
let redis: PrivateRedis;
let first: Instance;
let second: Instance;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  redis = await privateRedis();
  await redis.start();
  const prefix = `lanes-instances-${process.pid}:`;
  // One after the other: the first creates the shared signing key, the second reads it.
  first = await startInstance(database.target.url, redis, prefix);
  second = await startInstance(database.target.url, redis, prefix);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopInstance(first), stopInstance(second)]);
  await redis?.stop();
  await database?.drop();
}, 60_000);

// Two processes cannot share PGlite: Jest runs `*.postgres.test.ts` files in the PostgreSQL pass only.
describe('several instances on one database and one Redis', () => {
  let token = '';

  it('accept a token and a session cookie minted by another instance', async () => {
    const signUp = await post(first, '/auth/local/sign-up', { name: 'Ines Instance', email: 'ines@instances.test' });
    expect(signUp.status).toBe(201);
    token = (await signUp.json()).token;
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0];

    const viewer = await graphql(second, '{ viewer { user { name } } }', {}, token);
    expect(viewer.body).toEqual({ data: { viewer: { user: { name: 'Ines Instance' } } } });

    const fresh = await post(second, '/auth/local/token', {}, { Cookie: cookie });
    expect(fresh.status).toBe(200);
    const freshToken: string = (await fresh.json()).token;
    expect((await graphql(first, '{ viewer { user { name } } }', {}, freshToken)).body.data.viewer.user.name).toBe('Ines Instance');
  });

  it('deliver a change made through one instance to a subscriber on the other', async () => {
    const before = await subscriptionsHeld(second);
    const socket = await openLiveSocket(second, token);
    try {
      socket.subscribe('projects', PROJECT_EVENTS);
      await waitFor('the second instance to hold the subscription', () => subscriptionsHeld(second), (held) => held > before);
      const created = await graphql(first, CREATE, { input: { key: 'XI', name: 'Across instances' } }, token);
      expect(created.body.data.createProject.project.key).toBe('XI');
      expect(await socket.message('projects', 5000)).toMatchObject({
        type: 'next',
        payload: { data: { projectEvents: { kind: 'CREATED', project: { key: 'XI', name: 'Across instances' } } } },
      });
    } finally {
      await socket.close();
      // The server lets go of the subscription a moment after the socket closes: the next test counts from there.
      await waitFor('the second instance to let the subscription go', () => subscriptionsHeld(second), (held) => held <= before);
    }
  });

  it('show a change made through one instance on a page the other has kept', async () => {
    const names = async () =>
      (await graphql(second, '{ viewer { workspace { projects(first: 50) { edges { node { name } } } } } }', {}, token)).body.data.viewer.workspace.projects.edges.map(
        (edge: { node: { name: string } }) => edge.node.name,
      ) as string[];
    await names();
    const hits = await cacheHits(second);
    await names();
    expect(await cacheHits(second)).toBe(hits + 1);

    await graphql(first, CREATE, { input: { key: 'KEPT', name: 'Made on the first' } }, token);
    // Kept answers live 10 s: the change shows far sooner, once the first instance's word has crossed Redis.
    expect(await waitFor('the second instance to show the new project', names, (list) => list?.includes('Made on the first'), 2_000)).toContain(
      'Made on the first',
    );
  });

  it('keep serving HTTP without Redis, tell subscribers to reconnect, and resume live delivery when Redis is back', async () => {
    const before = await subscriptionsHeld(second);
    const socket = await openLiveSocket(second, token);
    socket.subscribe('projects', PROJECT_EVENTS);
    await waitFor('the second instance to hold the subscription', () => subscriptionsHeld(second), (held) => held > before);

    await redis.stop();
    // The subscriber is told, with a code graphql-ws clients retry after.
    expect((await socket.closed).code).toBe(CLOSE_TRY_AGAIN_LATER);
    expect(await waitFor('/readyz to report Redis missing', () => readiness(second), (ready) => ready?.status === 503)).toEqual({
      status: 503,
      body: { status: 'not-ready', database: 'ok', redis: 'unavailable' },
    });
    // Writes still succeed (their events are not delivered; clients refetch when they reconnect).
    const offline = await graphql(first, CREATE, { input: { key: 'OFF', name: 'While Redis was away' } }, token);
    expect(offline.status).toBe(200);
    expect(offline.body.data.createProject.project.key).toBe('OFF');
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);

    await redis.start();
    await waitFor('both instances to be ready again', async () => [await readiness(first), await readiness(second)], (all) =>
      all?.every((ready) => ready.status === 200),
    );
    // The client's reconnect: catches up by refetching (the project made meanwhile is there) and is live again.
    const caughtUp = await graphql(second, '{ viewer { workspace { projects(first: 10) { edges { node { key } } } } } }', {}, token);
    expect(caughtUp.body.data.viewer.workspace.projects.edges.map((edge: { node: { key: string } }) => edge.node.key)).toContain('OFF');
    const heldBefore = await subscriptionsHeld(second);
    const again = await openLiveSocket(second, token);
    try {
      again.subscribe('projects', PROJECT_EVENTS);
      await waitFor('the second instance to hold the new subscription', () => subscriptionsHeld(second), (held) => held > heldBefore);
      await graphql(first, CREATE, { input: { key: 'BACK', name: 'Redis is back' } }, token);
      expect(await again.message('projects', 5000)).toMatchObject({
        type: 'next',
        payload: { data: { projectEvents: { kind: 'CREATED', project: { key: 'BACK' } } } },
      });
    } finally {
      await again.close();
    }
  }, 60_000);
});

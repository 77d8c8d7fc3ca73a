// A server process killed (SIGKILL) after its writes were acknowledged and before their events were published loses
// nothing: its dispatcher is held (LANES_TEST_HOLD_DISPATCH=1, as a process killed between commit and publish), the
// process is killed, a new one starts on the same database and publishes what was committed, and a subscriber that
// resumes from its last sequence number receives every change exactly once, in order, then the next one live. The
// same with two instances behind Redis: the writing instance never publishes and dies; the other publishes its changes,
// once and in order, to a subscriber that was listening all along. PostgreSQL only: the server runs as child processes, which cannot share an embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { recordChanges } from '../db/changeLog';
import { openDatabase, type LanesDatabase } from '../db/database';
import { issueNode } from '../features/issues/resolvers';
import { projectNode } from '../features/projects/resolvers';
import { workspaceNode } from '../features/workspaces/resolvers';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { privateRedis, type PrivateRedis } from '../test/redis';
import { openLiveSocket } from '../test/subscriptions';
import { TEST_ORIGIN } from '../test/tokens';
import { STARTUP_TIMEOUT_MS } from '../test/server';

jest.setTimeout(180_000);

interface Instance {
  url: string;
  process: ChildProcess;
}

async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/instance.ts'], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, ...env },
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

async function kill(instance: Instance | undefined, signal: NodeJS.Signals) {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill(signal);
  await exited;
}

async function post(instance: Instance, path: string, body: unknown, token?: string) {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function graphql(instance: Instance, query: string, variables: Record<string, unknown>, token: string) {
  const { body } = await post(instance, '/graphql', { query, variables }, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function waitFor<T>(what: string, probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(value)}).`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: TestDatabase;
let observer: LanesDatabase;
let redis: PrivateRedis | null = null;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  observer = await openDatabase(database.target);
}, 120_000);

// Each test's instances stop with it: one left running sweeps the same database and would publish the next test's
// backlog into its own pub/sub, which no subscriber of the next test hears.
afterEach(async () => {
  await Promise.all(instances.splice(0).map((instance) => kill(instance, 'SIGTERM')));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await observer?.close();
  await database?.drop();
  await redis?.stop();
}, STARTUP_TIMEOUT_MS);

describe('a server killed between its commits and their events', () => {
  it('loses nothing: after a restart a subscriber resuming from its last number gets every change once, in order, then the next live', async () => {
    const url = (database.target as { url: string }).url;
    const held = await startInstance(url, { LANES_TEST_HOLD_DISPATCH: '1' });
    instances.push(held);
    const signUp = await post(held, '/auth/local/sign-up', { name: 'Kim Killed', email: 'kim@kill.test' });
    expect(signUp.status).toBe(201);
    const token: string = signUp.body.token;
    const workspaceId = workspaceNode.localId((await graphql(held, '{ viewer { workspace { id } } }', {}, token)).viewer.workspace.id)!;
    const projectId: string = (
      await graphql(held, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', { input: { key: 'KIL', name: 'Kill' } }, token)
    ).createProject.project.id;
    const snapshot = `query($id: ID!) { node(id: $id) { ... on Project { issuesSnapshotSeq issues(first: 1) { edges { node { id } } } } } }`;
    const from: number = (await graphql(held, snapshot, { id: projectId }, token)).node.issuesSnapshotSeq;

    // Acknowledged writes through the held process, and changes recorded by other writers of the same database.
    const create = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }';
    const created: string[] = [];
    for (let i = 0; i < 10; i++) created.push((await graphql(held, create, { input: { projectId, title: `Acknowledged ${i}` } }, token)).createIssue.issue.id);
    const issue = await observer.db.selectFrom('issues').selectAll().where('id', '=', issueNode.localId(created[0])!).executeTakeFirstOrThrow();
    const entry = (title: string) => ({
      workspaceId,
      actorId: issue.createdBy,
      entityType: 'issue' as const,
      entityId: issue.id,
      issueId: issue.id,
      projectId: projectNode.localId(projectId)!,
      kind: 'UPDATED',
      changes: [{ field: 'TITLE', from: issue.title, to: title }],
      row: { ...issue, title },
    });
    for (let i = 0; i < 20; i++) await observer.db.transaction().execute((trx) => recordChanges(trx, [entry(`Recorded ${i}`)]));

    const position = async () =>
      Number((await sql<{ publishedSeq: string }>`select published_seq from log_dispatch where workspace_id = ${workspaceId}`.execute(observer.db)).rows[0]?.publishedSeq ?? 0);
    const expected = (
      await observer.db
        .selectFrom('changeLog')
        .select(['seq', 'kind'])
        .where('workspaceId', '=', workspaceId)
        .where('entityType', '=', 'issue')
        .where('seq', '>', String(from))
        .orderBy('seq')
        .execute()
    ).map((row) => Number(row.seq));
    expect(expected.length).toBeGreaterThanOrEqual(20);

    await kill(held, 'SIGKILL');
    // Nothing of it was published: the position is where it was before the writes.
    expect(await position()).toBeLessThanOrEqual(from);

    const restarted = await startInstance(url);
    instances.push(restarted);
    // The new process publishes the backlog on its own (its first sweep), and records how far it got.
    await waitFor('the restarted dispatcher to publish the backlog', position, (seq) => seq >= expected[expected.length - 1]);

    const socket = await openLiveSocket(restarted, token);
    try {
      socket.subscribe('issues', `subscription { issueEvents(projectId: "${projectId}", afterSeq: ${from}) { kind seq issue { id title } } }`);
      const received: number[] = [];
      for (let i = 0; i < expected.length; i++) {
        const message = (await socket.message('issues', 30_000)) as { type: string; payload: { data: { issueEvents: { seq: number } } } };
        expect(message.type).toBe('next');
        received.push(message.payload.data.issueEvents.seq);
      }
      expect(received).toEqual(expected);
      // Then live, with no repeat at the seam: the next message is the next change.
      const [next] = await observer.db.transaction().execute((trx) => recordChanges(trx, [entry('Live')]));
      const live = (await socket.message('issues', 30_000)) as { payload: { data: { issueEvents: { seq: number; issue: { title: string } } } } };
      expect(live.payload.data.issueEvents).toMatchObject({ seq: next.seq, issue: { title: 'Live' } });
    } finally {
      await socket.close();
    }
  });

  it('behind Redis, the other instance publishes what the dying writer committed, once and in order, to a subscriber listening all along', async () => {
    const url = (database.target as { url: string }).url;
    redis = await privateRedis();
    await redis.start();
    const shared = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `lanes-kill-${process.pid}:` };
    const writer = await startInstance(url, { ...shared, LANES_TEST_HOLD_DISPATCH: '1' });
    instances.push(writer);
    const other = await startInstance(url, shared);
    instances.push(other);
    const signUp = await post(writer, '/auth/local/sign-up', { name: 'Wes Writer', email: 'wes@kill.test' });
    expect(signUp.status).toBe(201);
    const token: string = signUp.body.token;
    const projectId: string = (
      await graphql(writer, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', { input: { key: 'RED', name: 'Redis' } }, token)
    ).createProject.project.id;

    const socket = await openLiveSocket(other, token);
    try {
      socket.subscribe('issues', `subscription { issueEvents(projectId: "${projectId}") { kind seq issue { id title } } }`);
      const held = async () => Number(/^lanes_subscriptions (\d+)/m.exec(await (await fetch(`${other.url}/metrics`)).text())?.[1] ?? 0);
      await waitFor('the other instance to hold the subscription', held, (count) => count > 0);
      const create = 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }';
      const created: string[] = [];
      for (let i = 0; i < 12; i++) created.push((await graphql(writer, create, { input: { projectId, title: `Written ${i}` } }, token)).createIssue.issue.id);
      await kill(writer, 'SIGKILL');

      const received: Array<{ kind: string; seq: number; issue: { id: string } }> = [];
      for (let i = 0; i < created.length; i++) {
        const message = (await socket.message('issues', 30_000)) as { type: string; payload: { data: { issueEvents: (typeof received)[number] } } };
        expect(message.type).toBe('next');
        received.push(message.payload.data.issueEvents);
      }
      expect(received.map((event) => event.issue.id)).toEqual(created);
      expect(received.every((event) => event.kind === 'CREATED')).toBe(true);
      for (let i = 1; i < received.length; i++) expect(received[i].seq).toBeGreaterThan(received[i - 1].seq);
      // Nothing was sent twice: the next message is the next change, made through the surviving instance.
      const marker = (await graphql(other, create, { input: { projectId, title: 'Marker' } }, token)).createIssue.issue.id;
      const next = (await socket.message('issues', 30_000)) as { payload: { data: { issueEvents: { issue: { id: string } } } } };
      expect(next.payload.data.issueEvents.issue.id).toBe(marker);
    } finally {
      await socket.close();
    }
  });
});

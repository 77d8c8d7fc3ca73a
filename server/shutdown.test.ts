import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from './db/database';
import { features } from './features';
import type { Feature } from './graphql/feature';
import { DEFAULT_ADMISSION } from './graphql/workspaceAdmission';
import { createMemoryRateLimiter, type RateLimiter } from './http/rateLimit';
import { dataOf, gql } from './test/client';
import { graphql } from './test/__generated__';
import { createTestDatabase, type TestDatabase } from './test/database';
import { startTestServer, STARTUP_TIMEOUT_MS, useTestServer } from './test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from './test/tokens';

const VIEWER = graphql(`query ShutdownTestViewer { viewer { user { id } } }`);
const CREATE = graphql(`mutation ShutdownTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }`);
const PROJECT_COUNT = graphql(`query ShutdownTestProjectCount { viewer { workspace { projects(first: 20) { totalCount } } } }`);
const CREATE_PROJECT = graphql(`mutation ShutdownTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const CREATE_ISSUE = graphql(`mutation ShutdownTestCreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { title } } }`);

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lanes-data-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Resolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => Promise<unknown>;

/**
 * Lanes' features with one mutation's answer held: its resolver runs (its write commits) and then waits for `hold`,
 * which decides from the mutation's arguments; the request stays in flight meanwhile.
 */
function holdingAnswers(mutation: string, hold: (args: { input: Record<string, unknown> }) => Promise<void> | undefined): Feature[] {
  return features.map((feature: Feature) => {
    const mutations = feature.resolvers.Mutation as Record<string, Resolver> | undefined;
    const resolve = mutations?.[mutation];
    if (!resolve) return feature;
    const held: Resolver = async (parent, args, context, info) => {
      const answer = await resolve(parent, args, context, info);
      await hold(args as { input: Record<string, unknown> });
      return answer;
    };
    return { ...feature, resolvers: { ...feature.resolvers, Mutation: { ...mutations, [mutation]: held } } } as Feature;
  });
}

describe('a client that hangs up', () => {
  const server = useTestServer();

  it('halfway through its request body leaves no request behind (shutting down does not wait for it)', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const request = httpRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: TEST_ORIGIN },
    });
    request.on('error', () => undefined);
    request.write(body.slice(0, 10));
    // Until the server has the request (however slow the machine: the test's timeout bounds the wait).
    while (server.activeRequests === 0) await sleep(5);
    expect(server.activeRequests).toBe(1);
    request.destroy();
    // The hang-up reaches the server as an event: it lets the request go then (a request left behind would keep this
    // waiting until the test's timeout, and keep a shutdown waiting for it).
    while (server.activeRequests > 0) await sleep(10);
    expect(server.activeRequests).toBe(0);
  }, 60_000);
});

describe('graceful shutdown, under a request still checking its rate limit', () => {
  // The test starts its own server: Jest's default 30 s was too short for that on a loaded machine.
  it('answers that request before closing the rate limiter under it', async () => {
    // A limiter like Redis's: a check still waiting when the limiter closes is never answered.
    const memory = createMemoryRateLimiter();
    let checks = 0;
    let closed = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rateLimiter: RateLimiter = {
      consume: async (key, limit) => {
        checks++;
        await gate;
        if (closed) return new Promise<never>(() => undefined);
        return memory.consume(key, limit);
      },
      close: async () => {
        closed = true;
        await memory.close();
      },
    };
    const server = await startTestServer({ rateLimiter });
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const answer = gql(server, VIEWER, {}, token);
    while (checks === 0) await sleep(1);
    const stopping = server.stop();
    await sleep(50);
    release();
    const started = Date.now();
    expect(dataOf(await answer).viewer.user.id).toBeTruthy();
    await stopping;
    // Well within the 10 s grace period: nothing was left waiting.
    expect(Date.now() - started).toBeLessThan(5_000);
  }, STARTUP_TIMEOUT_MS);
});

describe('graceful shutdown', () => {
  let database: TestDatabase | null = null;
  afterAll(() => database?.drop());

  it(
    'finishes the writes in flight when close() is called, and the reopened database has every one',
    async () => {
      // PostgreSQL when DATABASE_URL is set; otherwise PGlite in a data folder, as `npm start` runs it.
      let target: DatabaseTarget = { kind: 'pglite', dataDir: tempFolder() };
      if (process.env.DATABASE_URL) {
        database = await createTestDatabase();
        target = database.target;
      }
      const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
      // Each write commits, then its answer waits: every write's request stays in flight until the test lets go,
      // after close() has begun.
      let held = 0;
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      const holding = holdingAnswers('createProject', () => {
        held++;
        return gate;
      });
      const keys = ['AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG', 'HH', 'II', 'JJ'];
      // All ten writes of the one workspace in progress at once (by default a workspace has four, the rest queued).
      const workspaceAdmission = { ...DEFAULT_ADMISSION, inFlight: keys.length };
      const server = await startTestServer({ database: target, features: holding, config: { workspaceAdmission } });
      let closing: Promise<void> | null = null;
      try {
        await gql(server, VIEWER, {}, token);
        const writes = keys.map((key) => gql(server, CREATE, { input: { key, name: key } }, token));
        while (held < keys.length) await new Promise((resolve) => setTimeout(resolve, 1));
        closing = server.close();
        const inFlight = server.activeRequests;
        letGo();
        await closing;

        expect(inFlight).toBe(keys.length);
        const answers = await Promise.all(writes);
        expect(answers.map((answer) => dataOf(answer).createProject.project.key)).toEqual(keys);
      } finally {
        // A failure before the close leaves no server listening behind it (it would keep Jest's worker from exiting).
        letGo();
        await (closing ?? server.close());
      }

      const reopened = await startTestServer({ database: target });
      try {
        const { viewer } = dataOf(await gql(reopened, PROJECT_COUNT, {}, token));
        expect(viewer.workspace.projects.totalCount).toBe(keys.length);
      } finally {
        await reopened.close();
      }
    },
    // Two starts of a server on a data folder, and the writes between.
    STARTUP_TIMEOUT_MS,
  );
});

/** Waits for the condition (the test's timeout guards it). */
async function until(condition: () => boolean) {
  while (!condition()) await sleep(5);
}

/** One answer a client got, or the failure of its request. */
interface Outcome {
  title: string;
  sentWhileClosing: boolean;
  result: 'answered' | 'refused' | 'cut' | 'connection refused';
  detail: string;
}

/**
 * A client writing issues one after another over one kept-alive connection, until the server stops listening; before
 * each request it waits for `mayGoOn()`.
 */
function keepAliveWriter(url: string, token: string, projectId: string, name: string, isClosing: () => boolean, mayGoOn = async () => {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  let waiting = false;
  const post = (title: string) =>
    new Promise<Outcome>((resolve) => {
      const sentWhileClosing = isClosing();
      const body = JSON.stringify({ query: CREATE_ISSUE.toString(), variables: { input: { projectId, title } } });
      const request = httpRequest(`${url}/graphql`, {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: TEST_ORIGIN, authorization: `Bearer ${token}` },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('error', (error) => resolve({ title, sentWhileClosing, result: 'cut', detail: error.message }));
        response.on('end', () => {
          const refused = response.statusCode === 503 && response.headers['retry-after'] !== undefined && response.headers.connection === 'close';
          const answered = response.statusCode === 200 && JSON.parse(text).data?.createIssue?.issue?.title === title;
          const result = answered ? 'answered' : refused ? 'refused' : 'cut';
          resolve({ title, sentWhileClosing, result, detail: `${response.statusCode} ${JSON.stringify(response.headers)} ${text}` });
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ title, sentWhileClosing, result: error.code === 'ECONNREFUSED' ? 'connection refused' : 'cut', detail: error.message }),
      );
      request.end(body);
    });
  const done = (async () => {
    for (let count = 0; ; count++) {
      waiting = true;
      await mayGoOn();
      waiting = false;
      const outcome = await post(`${name} ${count}`);
      outcomes.push(outcome);
      if (outcome.result === 'connection refused' || outcome.result === 'cut') break;
    }
    agent.destroy();
  })();
  return {
    outcomes,
    done,
    get waiting() {
      return waiting;
    },
    /** Its kept-alive connection is open (the client has not seen it close). */
    get connected() {
      return Object.keys(agent.freeSockets).length > 0;
    },
  };
}

describe('graceful shutdown under clients on kept-alive connections', () => {
  let database: TestDatabase | null = null;
  let afterFailure: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await afterFailure?.();
    await database?.drop();
  });

  it(
    'answers the requests in flight in full and closes their connections, serves nothing new, cuts nothing; what it answered is committed',
    async () => {
      let target: DatabaseTarget = { kind: 'pglite', dataDir: tempFolder() };
      if (process.env.DATABASE_URL) {
        database = await createTestDatabase();
        target = database.target;
      }
      const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
      // Once holding, the answers of the "held" clients' issues wait after their write has committed: those requests
      // are in flight when shutting down begins, while the other clients go on sending.
      let holding = false;
      let held = 0;
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      const holdHeld = holdingAnswers('createIssue', ({ input }) => {
        if (!holding || !String(input.title).startsWith('held')) return undefined;
        held++;
        return gate;
      });
      const unlimited = { perUser: 1_000_000, perAddress: 1_000_000, signInPerAddress: 1_000_000 };
      const server = await startTestServer({ database: target, features: holdHeld, config: { rateLimits: unlimited } });
      // A failure on the way leaves no server listening behind it (it would keep Jest's worker from exiting).
      let closed: Promise<void> | null = null;
      afterFailure = async () => {
        letGo();
        await (closed ?? server.close());
      };
      const project = dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'WEB', name: 'Website' } }, token)).createProject.project.id;

      let closing = false;
      let freeMayGoOn: Promise<void> | null = null;
      let resumeFree!: () => void;
      const heldWriters = ['held a', 'held b'].map((name) => keepAliveWriter(server.url, token, project, name, () => closing));
      const freeWriters = ['free a', 'free b', 'free c'].map((name) =>
        keepAliveWriter(server.url, token, project, name, () => closing, async () => freeMayGoOn ?? undefined),
      );
      const writers = [...heldWriters, ...freeWriters];
      await until(() => writers.every((writer) => writer.outcomes.filter((outcome) => outcome.result === 'answered').length >= 2));
      holding = true;
      freeMayGoOn = new Promise((resolve) => (resumeFree = resolve));
      await until(() => held === heldWriters.length && freeWriters.every((writer) => writer.waiting && writer.connected));
      closing = true;
      closed = server.close();
      // Their idle connections close; they send again once their clients have seen that (a request already on its way
      // when a server closes an idle connection is reset: HTTP/1.1's race, which clients retry, the same for any server).
      await until(() => freeWriters.every((writer) => !writer.connected));
      resumeFree();
      await until(() => freeWriters.every((writer) => writer.outcomes.some((outcome) => outcome.sentWhileClosing)));
      letGo();
      await closed;
      await Promise.all(writers.map((writer) => writer.done));

      const outcomes = writers.flatMap((writer) => writer.outcomes);
      expect(outcomes.filter((outcome) => outcome.result === 'cut')).toEqual([]);
      for (const writer of freeWriters) {
        // Nothing is served once closing began: no listener for a new connection.
        expect(writer.outcomes.filter((outcome) => outcome.sentWhileClosing).map((outcome) => outcome.result)).toEqual(['connection refused']);
      }
      for (const writer of heldWriters) {
        // The write in flight when shutting down began is answered; the connection then closes.
        expect(writer.outcomes.slice(-2).map((outcome) => outcome.result)).toEqual(['answered', 'connection refused']);
      }

      const reopened = await openDatabase(target);
      try {
        const committed = await reopened.db.selectFrom('issues').select('title').execute();
        const answered = outcomes.filter((outcome) => outcome.result === 'answered').map((outcome) => outcome.title);
        expect(committed.map((issue) => issue.title).sort()).toEqual(answered.sort());
      } finally {
        await reopened.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});

describe('the server process', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it(
    'prints its address and the demo accounts, refuses a second process on its data folder, and exits 0 on SIGINT',
    async () => {
      const dataDir = tempFolder();
      const env = { PATH: process.env.PATH, PORT: '0', LANES_DATA_DIR: dataDir, LANES_STATIC_DIR: path.join(dataDir, 'no-app') };
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
      child = started;
      let output = '';
      started.stdout!.on('data', (chunk) => (output += chunk));
      started.stderr!.on('data', (chunk) => (output += chunk));
      while (!/admin@globex\.test/.test(output)) {
        if (started.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(output).toMatch(/Lanes is running at http:\/\/localhost:\d+/);
      expect(output).toMatch(/admin@acme\.test\s+Ada Admin\s+acme: org:admin/);

      const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 30_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by another Lanes server (process ${started.pid})`);

      const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
      started.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(output).toMatch(/Lanes stopped\./);
    },
    // Two processes start, one after the other.
    2 * STARTUP_TIMEOUT_MS,
  );
});

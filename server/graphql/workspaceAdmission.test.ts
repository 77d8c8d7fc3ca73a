import { connect } from 'node:net';
import { features } from '../features';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';
import type { Feature } from './feature';
import { WorkspaceAdmission, WorkspaceBusyError } from './workspaceAdmission';

/** Operations of the test feature's `held` field that have started, each running until the test lets it go. */
const held: Array<() => void> = [];
let heldChanged = () => {};

/** A field whose resolver runs until the test lets it go: an operation kept in progress for as long as the test needs. */
const holdFeature: Feature = {
  name: 'hold',
  typeDefs: 'extend type Query { held: Boolean }',
  resolvers: {
    Query: {
      held: () =>
        new Promise<boolean>((resolve) => {
          held.push(() => resolve(true));
          heldChanged();
        }),
    },
  } as Feature['resolvers'],
};

/** Resolves once `count` operations of `held` have started. */
const heldStarted = (count: number) =>
  new Promise<void>((resolve) => {
    heldChanged = () => held.length >= count && resolve();
    heldChanged();
  });

/** One POST to /graphql, with what a client reads of the answer: status, Retry-After, body. */
async function post(server: TestServer, query: string, token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
}

/** Resolves once `condition` holds, looking again after each turn of the event loop's timers. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('turns per workspace for GraphQL operations over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Two operations of a workspace in progress at once, and one waiting: a third waits, a fourth is turned away.
    server = await startTestServer({
      features: [...features, holdFeature],
      config: { workspaceAdmission: { inFlight: 2, queued: 1, waitMs: 60_000 } },
    });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it("answers another workspace at once while one has its operations in progress and waiting, and hands a finished one's turn to the next of the same workspace", async () => {
    const acmeOrg = testOrg('Acme');
    const acme = tokenFor(testUser('Ada'), acmeOrg, 'admin');
    const globex = tokenFor(testUser('Grace'), testOrg('Globex'), 'admin');
    const VIEWER_WORKSPACE = '{ viewer { workspace { name } } }';
    expect((await post(server, VIEWER_WORKSPACE, acme)).status).toBe(200);
    const acmeId = (await server.database.db.selectFrom('workspaces').select('id').where('orgId', '=', acmeOrg.id).executeTakeFirstOrThrow()).id;

    const inProgress = [post(server, '{ held }', acme), post(server, '{ held }', acme)];
    await heldStarted(2);
    const third = post(server, '{ held }', acme);
    await until(() => server.workspaceAdmission.stats(acmeId).waiting === 1);

    // Globex is served while Acme has two operations in progress and one waiting for its turn.
    const globexAnswer = await post(server, VIEWER_WORKSPACE, globex);
    expect(globexAnswer).toMatchObject({ status: 200, data: { viewer: { workspace: { name: 'Globex' } } } });
    expect(globexAnswer.errors).toBeUndefined();

    // Acme's queue is full: one more is told "busy, retry" at once, as the pool says it.
    expect(await post(server, VIEWER_WORKSPACE, acme)).toMatchObject({
      status: 503,
      retryAfter: '1',
      errors: [{ message: 'The server is busy: try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    expect(held).toHaveLength(2);

    // One of Acme's operations finishes: its turn goes to Acme's waiting one.
    held[0]();
    expect(await inProgress[0]).toMatchObject({ status: 200, data: { held: true } });
    await heldStarted(3);
    held[1]();
    held[2]();
    for (const answer of [await inProgress[1], await third]) expect(answer).toMatchObject({ status: 200, data: { held: true } });
    expect(server.workspaceAdmission.stats(acmeId)).toEqual({ inProgress: 0, waiting: 0 });
  });
  it('gives back the turn of a request whose client gave up while it waited, so the workspace is not left short of turns', async () => {
    const org = testOrg('Initech');
    const token = tokenFor(testUser('Peter'), org, 'admin');
    expect((await post(server, '{ viewer { workspace { name } } }', token)).status).toBe(200);
    const workspaceId = (await server.database.db.selectFrom('workspaces').select('id').where('orgId', '=', org.id).executeTakeFirstOrThrow()).id;
    held.length = 0;

    const inProgress = [post(server, '{ held }', token), post(server, '{ held }', token)];
    await heldStarted(2);
    // The client resets its connection while its request waits for a turn (a raw socket: a fetch's abort only half-
    // closes, which a server cannot tell from a client still waiting for its answer).
    const body = JSON.stringify({ query: '{ held }' });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await until(() => server.workspaceAdmission.stats(workspaceId).waiting === 1);
    socket.resetAndDestroy();
    await closed;

    held[0]();
    held[1]();
    for (const answer of await Promise.all(inProgress)) expect(answer).toMatchObject({ status: 200, data: { held: true } });
    await until(() => server.workspaceAdmission.stats(workspaceId).inProgress === 0);
    expect(server.workspaceAdmission.stats(workspaceId)).toEqual({ inProgress: 0, waiting: 0 });
    // The abandoned request never ran, and the workspace has its two turns: two more run at once.
    expect(held).toHaveLength(2);
    // (Documents of their own: the answers of `{ held }` are kept in the response cache by now.)
    const again = [post(server, '{ first: held }', token), post(server, '{ second: held }', token)];
    await heldStarted(4);
    expect(server.workspaceAdmission.stats(workspaceId)).toEqual({ inProgress: 2, waiting: 0 });
    held[2]();
    held[3]();
    const answers = await Promise.all(again);
    expect(answers.map(({ status, data }) => ({ status, data }))).toEqual([
      { status: 200, data: { first: true } },
      { status: 200, data: { second: true } },
    ]);
  });
});

describe('a workspace queue', () => {
  it('turns away an operation that waited its bound, and leaves the turns to the others', async () => {
    jest.useFakeTimers();
    try {
      const admission = new WorkspaceAdmission({ inFlight: 1, queued: 10, waitMs: 5_000 });
      await admission.enter('acme');
      const late = admission.enter('acme');
      jest.advanceTimersByTime(2_500);
      const next = admission.enter('acme');
      jest.advanceTimersByTime(2_499);
      expect(admission.stats('acme')).toEqual({ inProgress: 1, waiting: 2 });
      jest.advanceTimersByTime(1);
      await expect(late).rejects.toThrow(WorkspaceBusyError);
      expect(admission.stats('acme')).toEqual({ inProgress: 1, waiting: 1 });
      admission.leave('acme');
      // The turn is handed on after the event loop's next look at its sockets.
      jest.runOnlyPendingTimers();
      await next;
      expect(admission.stats('acme')).toEqual({ inProgress: 1, waiting: 0 });
      admission.leave('acme');
      expect(admission.stats('acme')).toEqual({ inProgress: 0, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});

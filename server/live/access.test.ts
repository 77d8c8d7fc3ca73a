import { addMember, findMembership } from '../features/workspaces/domain';
import { workspaceNode } from '../features/workspaces/resolvers';
import { dataOf, gql, onlyError } from '../test/client';
import { graphql } from '../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';

const PROJECT_EVENTS = `subscription { projectEvents { kind project { key } } }`;
const CREATE = graphql(`mutation AccessTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const VIEWER = graphql(`query AccessTestViewer { viewer { role workspace { id name } } }`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

async function workspaceIdOf(token: string): Promise<string> {
  return workspaceNode.localId(dataOf(await gql(server, VIEWER, {}, token)).viewer.workspace.id)!;
}

/** Calls a built-in sign-in route as the browser app does; answers the JSON body and the session cookie. */
async function builtin(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server.url}/auth/local${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('a WebSocket bounded by its session', () => {
  it('closes with 4419 (reconnect with a fresh token) when its token expires without a fresh one', async () => {
    const socket = await openLiveSocket(server, tokenFor(testUser('Max'), testOrg('Acme'), 'member', { expiresIn: 4 }));
    socket.subscribe('events', PROJECT_EVENTS);
    await expect(socket.closed).resolves.toMatchObject({ code: 4419, reason: expect.stringMatching(/expired/) });
  }, 15_000);

  it('stays open and keeps delivering past the first token when the client hands it a fresh one in a ping', async () => {
    const acme = testOrg('Acme');
    const max = testUser('Max');
    const admin = tokenFor(testUser('Ada'), acme, 'admin');
    const renewed = await openLiveSocket(server, tokenFor(max, acme, 'member', { expiresIn: 4, sessionId: 'sess_renewed' }));
    const control = await openLiveSocket(server, tokenFor(max, acme, 'member', { expiresIn: 4, sessionId: 'sess_control' }));
    try {
      renewed.subscribe('events', PROJECT_EVENTS);
      await renewed.ping({ authorization: `Bearer ${tokenFor(max, acme, 'member', { expiresIn: 60, sessionId: 'sess_renewed' })}` });
      // The socket without a fresh token closes at the same moment the renewed one would have.
      expect((await control.closed).code).toBe(4419);
      expect(renewed.isOpen).toBe(true);
      await gql(server, CREATE, { input: { key: 'RNW', name: 'Renewed' } }, admin);
      expect(await renewed.message('events')).toMatchObject({ type: 'next', payload: { data: { projectEvents: { project: { key: 'RNW' } } } } });
    } finally {
      await renewed.close();
    }
  }, 15_000);

  it.each([
    ['another workspace', (user: ReturnType<typeof testUser>) => tokenFor(user, testOrg('Globex'), 'member', { sessionId: 'sess_same' })],
    ['another session', (user: ReturnType<typeof testUser>) => tokenFor(user, null, 'member', { sessionId: 'sess_other' })],
    ['another person', () => tokenFor(testUser('Eve'), null, 'member', { sessionId: 'sess_same' })],
  ])('closes with 4419 when the fresh token is for %s: that is a new connection', async (_case, freshToken) => {
    const max = testUser('Max');
    const socket = await openLiveSocket(server, tokenFor(max, null, 'member', { sessionId: 'sess_same' }));
    socket.ping({ authorization: `Bearer ${freshToken(max)}` }).catch(() => {});
    expect((await socket.closed).code).toBe(4419);
  });

  it('closes with 4419 when the fresh token has already expired', async () => {
    const max = testUser('Max');
    const socket = await openLiveSocket(server, tokenFor(max, null, 'member', { sessionId: 'sess_1' }));
    socket.ping({ authorization: `Bearer ${tokenFor(max, null, 'member', { sessionId: 'sess_1', expiresIn: -30 })}` }).catch(() => {});
    expect((await socket.closed).code).toBe(4419);
  });

  it("closes that session's sockets at once when it signs out, and only those, and refuses its unexpired tokens", async () => {
    const signedUp = await builtin('/sign-up', { name: 'Sam', email: `sam-${Date.now()}@example.test` });
    expect(signedUp.status).toBe(201);
    const otherTab = await openLiveSocket(server, signedUp.body.token);
    const stranger = await openLiveSocket(server, tokenFor(testUser('Other'), null));
    try {
      otherTab.subscribe('events', PROJECT_EVENTS);
      expect((await builtin('/sign-out', {}, signedUp.cookie)).status).toBe(204);
      await expect(otherTab.closed).resolves.toMatchObject({ code: 4403, reason: 'Signed out.' });
      expect(stranger.isOpen).toBe(true);
      // The session's tokens, though unexpired, open nothing any more: no reconnecting, no HTTP.
      await expect(openLiveSocket(server, signedUp.body.token)).rejects.toMatchObject({ code: 4403, reason: expect.stringMatching(/signed out/) });
      expect(onlyError(await gql(server, VIEWER, {}, signedUp.body.token)).extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await stranger.close();
    }
  });
});

describe('removal from a workspace', () => {
  it('ends HTTP access, sockets and subscriptions at once, and no token with the old claims brings the member back', async () => {
    const acme = testOrg('Acme');
    const admin = tokenFor(testUser('Ada'), acme, 'admin');
    const max = testUser('Max');
    const maxToken = tokenFor(max, acme, 'member');
    const workspaceId = await workspaceIdOf(admin);
    // Served once, so the viewer cache holds Max.
    expect(dataOf(await gql(server, VIEWER, {}, maxToken)).viewer.role).toBe('org:member');
    const socket = await openLiveSocket(server, maxToken);
    socket.subscribe('events', PROJECT_EVENTS);

    await server.access.removeMembership(workspaceId, max.id);

    await expect(socket.closed).resolves.toMatchObject({ code: 4403, reason: expect.stringMatching(/Removed/) });
    expect(onlyError(await gql(server, VIEWER, {}, maxToken)).extensions?.code).toBe('FORBIDDEN');
    // Even claims issued after the removal (a token Clerk minted before it heard) do not re-create the membership.
    expect(onlyError(await gql(server, VIEWER, {}, tokenFor(max, acme, 'member'))).extensions?.code).toBe('FORBIDDEN');
    await expect(findMembership(server.database.db, workspaceId, max.id)).resolves.toBeUndefined();
    await expect(openLiveSocket(server, maxToken)).rejects.toMatchObject({ code: 4403 });

    // Only an explicit addition clears the removal.
    await addMember(server.database.db, workspaceId, max.id, 'org:member');
    expect(dataOf(await gql(server, VIEWER, {}, tokenFor(max, acme, 'member'))).viewer.role).toBe('org:member');
  });

  it("stops the built-in sign-in's cookie from minting tokens for the organization", async () => {
    const signedUp = await builtin('/sign-up', { name: 'Rita', email: `rita-${Date.now()}@example.test` });
    const created = await builtin('/organizations', { name: 'Rita Co', slug: `rita-${Date.now()}` }, signedUp.cookie);
    expect(created.status).toBe(201);
    const orgToken = created.body.token as string;
    expect(claimsOf(orgToken).o).toBeDefined();
    const workspaceId = await workspaceIdOf(orgToken);

    await server.access.removeMembership(workspaceId, claimsOf(orgToken).sub);

    const refreshed = await builtin('/token', {}, signedUp.cookie);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token).o).toBeUndefined();
    expect(onlyError(await gql(server, VIEWER, {}, orgToken)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('subscriptions over HTTP', () => {
  it('are refused: only the WebSocket ends them when the session or membership ends', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        Origin: TEST_ORIGIN,
        Authorization: `Bearer ${tokenFor(testUser('Ada'), testOrg('Acme'), 'admin')}`,
      },
      body: JSON.stringify({ query: PROJECT_EVENTS }),
    });
    const text = await response.text();
    expect(text).toMatch(/Subscribe over the WebSocket/);
    expect(text).toMatch(/BAD_REQUEST/);
  });
});

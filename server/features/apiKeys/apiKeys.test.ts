import { createHash } from 'node:crypto';
import { loadConfig } from '../../config';
import { dataOf, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, useTestServer, type TestServer } from '../../test/server';
import { openLiveSocket, openSocket } from '../../test/subscriptions';
import { team, testOrg, testUser, tokenFor } from '../../test/tokens';
import { memberNode } from '../members/resolvers';

const CREATE = graphql(`
  mutation ApiKeysTestCreate($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey { id name prefix role expiresAt lastUsedAt expired }
    }
  }
`);
const REVOKE = graphql(`mutation ApiKeysTestRevoke($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { revokedApiKeyId } }`);
const KEYS = graphql(`query ApiKeysTestList { viewer { apiKeys { id name prefix role lastUsedAt } apiKeyRoles viewerCanManageApiKeys } }`);
const VIEWER = graphql(`query ApiKeysTestViewer { viewer { role user { name } workspace { id name } } }`);
const CREATE_PROJECT = graphql(`mutation ApiKeysTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }`);
const NODE = graphql(`query ApiKeysTestNode($id: ID!) { node(id: $id) { id } }`);
const CHANGE_ROLE = graphql(`mutation ApiKeysTestRole($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { id } } }`);

const PROJECT_EVENTS = `subscription { projectEvents { kind project { key } } }`;

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';

async function createKey(server: { url: string }, token: string, role: Role = 'MEMBER', expiresAt?: string) {
  return dataOf(await gql(server, CREATE, { input: { name: `${role} key`, role, expiresAt } }, token)).createApiKey;
}

/** Waits for the condition, polling (no fixed sleep). */
async function eventually(condition: () => Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('API keys', () => {
  const server = useTestServer();

  it('creates a key shown once as lanes_…, lists it by its prefix without the secret, and stores only its hash', async () => {
    const { member } = team({ name: 'Keys Inc' });
    const { secret, apiKey } = await createKey(server, member, 'VIEWER');
    expect(secret).toMatch(/^lanes_[0-9A-Za-z]{12}_[0-9A-Za-z]{43}$/);
    expect(apiKey).toMatchObject({ name: 'VIEWER key', role: 'VIEWER', prefix: secret.slice(0, 18), expiresAt: null, lastUsedAt: null, expired: false });
    const list = dataOf(await gql(server, KEYS, {}, member)).viewer;
    expect(list.apiKeys.map((key) => key.prefix)).toEqual([apiKey.prefix]);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list.apiKeyRoles).toEqual(['MEMBER', 'VIEWER']);
    expect(list.viewerCanManageApiKeys).toBe(true);

    const rows = await server.database.db.selectFrom('apiKeys').selectAll().where('lookupId', '=', secret.slice(6, 18)).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(19));
    expect(rows[0].secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('refuses a role above the person’s own, a name left empty and an expiry in the past', async () => {
    const { member } = team({ name: 'Refusals' });
    const above = onlyError(await gql(server, CREATE, { input: { name: 'Root', role: 'ADMIN' } }, member));
    expect(above.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    expect(onlyError(await gql(server, CREATE, { input: { name: '  ', role: 'VIEWER' } }, member)).extensions).toMatchObject({ field: 'name' });
    const past = onlyError(await gql(server, CREATE, { input: { name: 'Old', role: 'VIEWER', expiresAt: '2020-01-01T00:00:00Z' } }, member));
    expect(past.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expiresAt' });
    expect(dataOf(await gql(server, KEYS, {}, member)).viewer.apiKeys).toEqual([]);
  });

  it('answers over HTTP as its person in its workspace with its role, and notes when it was last used', async () => {
    const { admin, org } = team({ name: 'Http Keys' });
    const { secret, apiKey } = await createKey(server, admin, 'MEMBER');
    const viewer = dataOf(await gql(server, VIEWER, {}, secret)).viewer;
    expect(viewer).toMatchObject({ role: 'org:member', user: { name: 'Ada' }, workspace: { name: org.name } });
    // Its role decides, as a session's does: a member creates projects, and may not manage labels.
    expect(dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'KEY', name: 'Made with a key' } }, secret)).createProject.project.key).toBe('KEY');
    const labels = onlyError(await gql(server, `mutation { createLabel(input: { name: "Nope", color: "#e5484d" }) { label { id } } }`, {}, secret));
    expect(labels.extensions?.code).toBe('FORBIDDEN');

    await eventually(async () => (await server.database.db.selectFrom('apiKeyUses').select('usedAt').execute()).length > 0, 'the key’s use to be noted');
    const listed = dataOf(await gql(server, `query ApiKeysTestLastUsed { viewer { apiKeys { id lastUsedAt } } }`, {}, admin)).viewer.apiKeys;
    expect(listed).toEqual([{ id: apiKey.id, lastUsedAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(listed[0].lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses a malformed or unknown key, and creating or revoking keys with a key', async () => {
    const { member } = team({ name: 'Unknown' });
    expect(onlyError(await gql(server, VIEWER, {}, 'lanes_short')).extensions?.code).toBe('UNAUTHENTICATED');
    expect(onlyError(await gql(server, VIEWER, {}, `lanes_${'a'.repeat(12)}_${'b'.repeat(43)}`)).extensions?.code).toBe('UNAUTHENTICATED');
    const { secret, apiKey } = await createKey(server, member);
    // Another key of the same lookup id but a different secret is refused.
    expect(onlyError(await gql(server, VIEWER, {}, `${secret.slice(0, 19)}${'x'.repeat(43)}`)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(onlyError(await gql(server, CREATE, { input: { name: 'Child', role: 'VIEWER' } }, secret)).extensions?.code).toBe('FORBIDDEN');
    expect(onlyError(await gql(server, REVOKE, { input: { apiKeyId: apiKey.id } }, secret)).extensions?.code).toBe('FORBIDDEN');
    // The same query, answered for the person's session first (and kept): the key gets its own answer.
    expect(dataOf(await gql(server, KEYS, {}, member)).viewer.viewerCanManageApiKeys).toBe(true);
    expect(dataOf(await gql(server, KEYS, {}, secret)).viewer.viewerCanManageApiKeys).toBe(false);
  });

  it('works only in its workspace: another workspace’s data and keys are not found', async () => {
    const acme = team({ name: 'Acme Keys' });
    const globex = team({ name: 'Globex Keys' });
    const { secret } = await createKey(server, acme.member);
    const theirs = dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'GLX', name: 'Theirs' } }, globex.admin)).createProject.project;
    expect(dataOf(await gql(server, NODE, { id: theirs.id }, secret)).node).toBeNull();
    const theirKey = await createKey(server, globex.member);
    expect(onlyError(await gql(server, REVOKE, { input: { apiKeyId: theirKey.apiKey.id } }, acme.member)).extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await gql(server, NODE, { id: theirKey.apiKey.id }, acme.member)).node).toBeNull();
    // Another person's key in the same workspace is not theirs to see or revoke either.
    const adasKey = await createKey(server, acme.admin);
    expect(onlyError(await gql(server, REVOKE, { input: { apiKeyId: adasKey.apiKey.id } }, acme.member)).extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await gql(server, VIEWER, {}, theirKey.secret)).viewer.workspace.name).toBe(globex.org.name);
  });

  it('subscribes over the WebSocket with the key in connection_init, and a revocation ends it and its requests at once', async () => {
    const { member, admin } = team({ name: 'Live Keys' });
    const { secret, apiKey } = await createKey(server, member, 'VIEWER');
    const socket = await openLiveSocket(server, secret);
    socket.subscribe('events', PROJECT_EVENTS);
    await gql(server, CREATE_PROJECT, { input: { key: 'LIV', name: 'Live' } }, admin);
    expect(await socket.message('events')).toMatchObject({ type: 'next', payload: { data: { projectEvents: { project: { key: 'LIV' } } } } });

    expect(dataOf(await gql(server, REVOKE, { input: { apiKeyId: apiKey.id } }, member)).revokeApiKey.revokedApiKeyId).toBe(apiKey.id);
    expect(await socket.closed).toMatchObject({ code: 4403, reason: expect.stringMatching(/revoked/) });
    expect(onlyError(await gql(server, VIEWER, {}, secret))).toMatchObject({ message: expect.stringMatching(/revoked/), extensions: { code: 'UNAUTHENTICATED' } });
    expect(await openSocket(server, { connectionParams: { authorization: `Bearer ${secret}` } })).toMatchObject({ acknowledged: false, closeCode: 4403 });
    expect(dataOf(await gql(server, KEYS, {}, member)).viewer.apiKeys).toEqual([]);
  });

  it('stops working when it expires, its open socket too', async () => {
    const { member } = team({ name: 'Expiring' });
    const { secret } = await createKey(server, member, 'VIEWER', new Date(Date.now() + 2_500).toISOString());
    expect(dataOf(await gql(server, VIEWER, {}, secret)).viewer.role).toBe('org:viewer');
    const socket = await openLiveSocket(server, secret);
    socket.subscribe('events', PROJECT_EVENTS);
    expect((await socket.closed).code).toBe(4419);
    expect(onlyError(await gql(server, VIEWER, {}, secret))).toMatchObject({ message: expect.stringMatching(/expired/), extensions: { code: 'UNAUTHENTICATED' } });
    expect(await openSocket(server, { connectionParams: { authorization: `Bearer ${secret}` } })).toMatchObject({ acknowledged: false, closeCode: 4403 });
  }, 15_000);

  it('stops working, socket and requests, when its person is removed from the workspace', async () => {
    const { member, people } = team({ name: 'Removal' });
    const { secret } = await createKey(server, member);
    const workspaceId = (await server.database.db.selectFrom('apiKeys').select('workspaceId').where('lookupId', '=', secret.slice(6, 18)).executeTakeFirstOrThrow()).workspaceId;
    const socket = await openLiveSocket(server, secret);
    socket.subscribe('events', PROJECT_EVENTS);
    await server.access.removeMembership(workspaceId, people.member.id);
    expect((await socket.closed).code).toBe(4403);
    expect(onlyError(await gql(server, VIEWER, {}, secret)).extensions?.code).toBe('FORBIDDEN');
  });

  it('stops working when its person is demoted below the key’s role, and keeps working when the role still covers it', async () => {
    const { admin, member, people } = team({ name: 'Demotion' });
    const memberKey = await createKey(server, member, 'MEMBER');
    const viewerKey = await createKey(server, member, 'VIEWER');
    const memberSocket = await openLiveSocket(server, memberKey.secret);
    const viewerSocket = await openLiveSocket(server, viewerKey.secret);
    memberSocket.subscribe('events', PROJECT_EVENTS);
    viewerSocket.subscribe('events', PROJECT_EVENTS);
    await gql(server, CHANGE_ROLE, { input: { memberId: memberNode.globalId(people.member.id), role: 'org:viewer' } }, admin);
    expect(await memberSocket.closed).toMatchObject({ code: 4403, reason: expect.stringMatching(/role/) });
    expect(onlyError(await gql(server, VIEWER, {}, memberKey.secret)).extensions?.code).toBe('FORBIDDEN');
    // The viewer key is still within the person's role: it goes on, requests and socket.
    expect(dataOf(await gql(server, VIEWER, {}, viewerKey.secret)).viewer.role).toBe('org:viewer');
    await gql(server, CREATE_PROJECT, { input: { key: 'DEM', name: 'Still live' } }, admin);
    expect(await viewerSocket.message('events')).toMatchObject({ type: 'next', payload: { data: { projectEvents: { project: { key: 'DEM' } } } } });
    await viewerSocket.close();
  });
});

describe('an API key’s rate limit and logs', () => {
  let server: TestServer;
  const logged: Array<{ message: string; fields?: unknown }> = [];
  beforeAll(async () => {
    server = await startTestServer({
      config: { rateLimits: { ...loadConfig({}).rateLimits, perUser: 3 } },
      logger: { info: (message, fields) => logged.push({ message, fields }), error: (message, error) => console.error(message, error) },
    });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('counts its requests in its own bucket, apart from its person’s', async () => {
    const person = testUser('Rita');
    const session = tokenFor(person, testOrg('Limits'), 'member');
    const { secret } = await createKey(server, session, 'VIEWER');
    // The creation was the person's first operation: their session has two left, the key three.
    for (let count = 0; count < 3; count++) expect(dataOf(await gql(server, VIEWER, {}, secret)).viewer.role).toBe('org:viewer');
    const limited = await gql(server, VIEWER, {}, secret);
    expect(limited.status).toBe(429);
    expect(onlyError(limited).extensions?.code).toBe('RATE_LIMITED');
    expect(dataOf(await gql(server, VIEWER, {}, session)).viewer.role).toBe('org:member');
  });

  it('logs its operations with the key’s id, never its secret', async () => {
    const { member } = team({ name: 'Logged' });
    const { secret, apiKey } = await createKey(server, member, 'VIEWER');
    const [keyId] = await server.database.db.selectFrom('apiKeys').select('id').where('lookupId', '=', secret.slice(6, 18)).execute();
    logged.length = 0;
    await gql(server, `query ApiKeysTestLogged { viewer { role } }`, {}, secret);
    const operation = logged.find((line) => (line.fields as { operationName?: string })?.operationName === 'ApiKeysTestLogged');
    expect(operation?.fields).toMatchObject({ apiKeyId: keyId.id, userId: expect.any(String) });
    expect(JSON.stringify(logged)).not.toContain(secret.slice(19));
    expect(apiKey.prefix).toBe(secret.slice(0, 18));
  });
});

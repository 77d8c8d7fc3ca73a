import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../db/database';
import { createTokenVerifier } from './verify';
import { BUILTIN_ROLE_PERMISSIONS } from './policy';
import { seedIfEmpty } from '../seed';
import { dataOf, gql, onlyError } from '../test/client';
import { createTestDatabase } from '../test/database';
import { graphql } from '../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, useTestServer, type TestServer } from '../test/server';
import { TEST_ORIGIN, testKeys } from '../test/tokens';

const SEEDED_VIEWER = graphql(`query BuiltinTestSeededViewer { viewer { role workspace { slug viewerCanCreateProject projects(first: 10) { edges { node { key } } } } } }`);
const VIEWER = graphql(`query BuiltinTestViewer { viewer { user { name } } }`);
const PERSONAL_WORKSPACE = graphql(`query BuiltinTestPersonalWorkspace { viewer { workspace { name personal } } }`);

const server = useTestServer();
beforeAll(async () => {
  await seedIfEmpty(server.database.db);
});

interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  setCookie: string | null;
}

/** Calls a built-in sign-in route the way the browser app does (JSON, from the app's origin). */
async function call(
  method: string,
  path: string,
  {
    body,
    cookie,
    origin = TEST_ORIGIN,
    contentType = 'application/json',
    to = server,
  }: { body?: unknown; cookie?: string; origin?: string | null; contentType?: string | null; to?: { url: string } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined && contentType) headers['Content-Type'] = contentType;
  if (cookie) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  const response = await fetch(`${to.url}/auth/local${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, setCookie: response.headers.get('set-cookie') };
}

/** Signs in and returns the session cookie ("lanes_session=…") and the first token. */
async function signIn(email: string, organizationSlug?: string) {
  const answer = await call('POST', '/sign-in', { body: { email, organizationSlug } });
  expect(answer.status).toBe(200);
  return { cookie: answer.setCookie!.split(';')[0], token: answer.body.token as string };
}

const verify = createTokenVerifier({ jwtKey: testKeys.publicKeyPem, authorizedParties: [TEST_ORIGIN] });

describe('the built-in sign-in', () => {
  it('lists the seeded demo accounts with their organizations and roles', async () => {
    const { status, body } = await call('GET', '/accounts');
    expect(status).toBe(200);
    expect(body.accounts).toEqual([
      { email: 'admin@acme.test', name: 'Ada Admin', organizations: [{ slug: 'acme', name: 'Acme Inc.', role: 'org:admin' }] },
      { email: 'member@acme.test', name: 'Max Member', organizations: [{ slug: 'acme', name: 'Acme Inc.', role: 'org:member' }] },
      { email: 'viewer@acme.test', name: 'Vera Viewer', organizations: [{ slug: 'acme', name: 'Acme Inc.', role: 'org:viewer' }] },
      { email: 'admin@globex.test', name: 'Gus Globex', organizations: [{ slug: 'globex', name: 'Globex', role: 'org:admin' }] },
    ]);
  });

  it('signs in to an organization: an httpOnly, SameSite=Lax cookie on /auth/local and a Clerk-shaped token', async () => {
    const answer = await call('POST', '/sign-in', { body: { email: 'Member@Acme.test', organizationSlug: 'acme' } });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toMatch(/^lanes_session=[\w-]{20,}; Path=\/auth\/local; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const session = await verify(answer.body.token);
    expect(session).toMatchObject({ orgSlug: 'acme', orgRole: 'org:member', orgPermissions: BUILTIN_ROLE_PERMISSIONS['org:member'], name: 'Max Member', email: 'member@acme.test', orgName: 'Acme Inc.' });
    expect(session.userId).toMatch(/^user_/);
    expect(session.sessionId).toMatch(/^sess_/);
    const payload = JSON.parse(Buffer.from(answer.body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ v: 2, azp: TEST_ORIGIN, o: { rol: 'member', slg: 'acme' } });
    expect(payload.exp - payload.iat).toBe(60);
  });

  it('gives tokens that open the GraphQL API on the organization, with its seeded projects only', async () => {
    const { token } = await signIn('viewer@acme.test', 'acme');
    const { viewer } = dataOf(await gql(server, SEEDED_VIEWER, {}, token));
    expect(viewer).toEqual({
      role: 'org:viewer',
      workspace: { slug: 'acme', viewerCanCreateProject: false, projects: { edges: [{ node: { key: 'API' } }, { node: { key: 'MOB' } }, { node: { key: 'WEB' } }] } },
    });
  });

  it('signs in to the personal workspace without an organization', async () => {
    const { token } = await signIn('admin@globex.test');
    expect(await verify(token)).toMatchObject({ orgId: null });
  });

  it.each([
    ['an unknown email', { email: 'nobody@acme.test' }, 404, 'NOT_FOUND', 'email'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'BAD_USER_INPUT', 'email'],
    ['an organization of which the person is not a member', { email: 'admin@acme.test', organizationSlug: 'globex' }, 403, 'FORBIDDEN', 'organizationSlug'],
  ])('refuses to sign in with %s', async (_case, body, status, code, field) => {
    const answer = await call('POST', '/sign-in', { body });
    expect(answer).toMatchObject({ status, setCookie: null, body: { error: { code, field, message: expect.any(String) } } });
  });

  it('refreshes the token of the cookie session, and answers 401 without one', async () => {
    const { cookie } = await signIn('admin@acme.test', 'acme');
    const refreshed = await call('POST', '/token', { cookie });
    expect(refreshed.status).toBe(200);
    expect(await verify(refreshed.body.token)).toMatchObject({ orgSlug: 'acme', orgRole: 'org:admin' });
    expect(await call('POST', '/token')).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    expect((await call('POST', '/token', { cookie: 'lanes_session=forged' })).status).toBe(401);
  });

  it("mints a token for the organization asked for, without changing the session's active one, and refuses one of which the user is not a member", async () => {
    const signedUp = await call('POST', '/sign-up', { body: { name: 'Tess Tokens', email: 'tess@tokens.test' } });
    const cookie = signedUp.setCookie!.split(';')[0];
    const globex = await verify((await signIn('admin@globex.test', 'globex')).token);
    const umbrella = await verify((await call('POST', '/organizations', { cookie, body: { name: 'Umbrella', slug: 'umbrella' } })).body.token);
    expect((await call('POST', '/organizations', { cookie, body: { name: 'Cyberdyne', slug: 'cyberdyne' } })).status).toBe(201);

    const forUmbrella = await call('POST', '/token', { cookie, body: { organizationId: umbrella.orgId } });
    expect(await verify(forUmbrella.body.token)).toMatchObject({ orgId: umbrella.orgId, orgSlug: 'umbrella', orgRole: 'org:admin' });
    expect(await verify((await call('POST', '/token', { cookie, body: { organizationId: null } })).body.token)).toMatchObject({ orgId: null });
    expect(await verify((await call('POST', '/token', { cookie, body: {} })).body.token)).toMatchObject({ orgSlug: 'cyberdyne' });

    expect(await call('POST', '/token', { cookie, body: { organizationId: globex.orgId } })).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', field: 'organizationId' } },
    });
    expect(await call('POST', '/token', { cookie, body: { organizationId: 42 } })).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', field: 'organizationId' } },
    });
  });

  it('describes the session (user, active organization with permissions, all organizations, a token for it), and says plainly when there is none', async () => {
    const { cookie } = await signIn('admin@acme.test', 'acme');
    const { status, body } = await call('GET', '/session', { cookie });
    expect(status).toBe(200);
    // The token a page's first query needs comes with the session: the active organization's.
    expect(await verify(body.token)).toMatchObject({ orgSlug: 'acme', orgRole: 'org:admin', name: 'Ada Admin', sessionId: body.sessionId });
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^sess_/),
      user: { id: expect.stringMatching(/^user_/), name: 'Ada Admin', email: 'admin@acme.test', imageUrl: null },
      organization: {
        id: expect.stringMatching(/^org_/),
        slug: 'acme',
        name: 'Acme Inc.',
        role: 'org:admin',
        permissions: BUILTIN_ROLE_PERMISSIONS['org:admin'],
      },
      organizations: [{ id: expect.stringMatching(/^org_/), slug: 'acme', name: 'Acme Inc.', role: 'org:admin' }],
      token: expect.any(String),
    });
    expect(await call('GET', '/session')).toMatchObject({ status: 200, body: { session: null } });
    expect(await call('GET', '/session', { cookie: 'lanes_session=forged' })).toMatchObject({ status: 200, body: { session: null } });
  });

  it('signs up with name and email into a personal workspace, once per email', async () => {
    const answer = await call('POST', '/sign-up', { body: { name: ' Grace Hopper ', email: 'grace@example.test' } });
    expect(answer.status).toBe(201);
    expect(answer.setCookie).toMatch(/^lanes_session=/);
    expect(await verify(answer.body.token)).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.test', orgId: null });
    const { viewer } = dataOf(await gql(server, PERSONAL_WORKSPACE, {}, answer.body.token));
    expect(viewer.workspace).toEqual({ name: "Grace Hopper's workspace", personal: true });
    const again = await call('POST', '/sign-up', { body: { name: 'Grace', email: 'GRACE@example.test' } });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', field: 'email' } } });
  });

  it.each([
    ['an empty name', { name: '', email: 'a@example.test' }, 'name'],
    ['an 81-character name', { name: 'n'.repeat(81), email: 'a@example.test' }, 'name'],
    ['a malformed email', { name: 'Ann', email: 'ann at example' }, 'email'],
  ])('refuses to sign up with %s', async (_case, body, field) => {
    expect(await call('POST', '/sign-up', { body })).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', field } } });
  });

  it('creates an organization with the person as admin and switches the session to it', async () => {
    const { cookie } = await signIn('member@acme.test', 'acme');
    const created = await call('POST', '/organizations', { cookie, body: { name: 'Initech', slug: 'initech' } });
    expect(created.status).toBe(201);
    expect(await verify(created.body.token)).toMatchObject({ orgSlug: 'initech', orgRole: 'org:admin', orgName: 'Initech' });
    const { body } = await call('GET', '/session', { cookie });
    expect(body.organization.slug).toBe('initech');
    expect(body.organizations.map((org: { slug: string }) => org.slug)).toEqual(['acme', 'initech']);
    const members = await call('GET', '/organization/members', { cookie });
    expect(members.body.members).toEqual([{ userId: body.user.id, name: 'Max Member', email: 'member@acme.test', role: 'org:admin' }]);
  });

  it.each([
    ['a taken slug', { name: 'Another Acme', slug: 'acme' }, 409, 'CONFLICT', 'slug'],
    ['a slug with capitals', { name: 'Bad', slug: 'Bad-Slug' }, 400, 'BAD_USER_INPUT', 'slug'],
    ['a slug with a double hyphen', { name: 'Bad', slug: 'bad--slug' }, 400, 'BAD_USER_INPUT', 'slug'],
    ['a one-letter slug', { name: 'Bad', slug: 'b' }, 400, 'BAD_USER_INPUT', 'slug'],
    ['no name', { name: ' ', slug: 'fine' }, 400, 'BAD_USER_INPUT', 'name'],
  ])('refuses to create an organization with %s', async (_case, body, status, code, field) => {
    const { cookie } = await signIn('admin@globex.test');
    expect(await call('POST', '/organizations', { cookie, body })).toMatchObject({ status, body: { error: { code, field } } });
  });

  it('switches between organizations and the personal workspace, only to organizations of the person', async () => {
    const { cookie } = await signIn('admin@acme.test', 'acme');
    const personal = await call('POST', '/switch', { cookie, body: { organizationSlug: null } });
    expect(await verify(personal.body.token)).toMatchObject({ orgId: null });
    expect((await call('GET', '/organization/members', { cookie })).status).toBe(404);
    const back = await call('POST', '/switch', { cookie, body: { organizationSlug: 'acme' } });
    expect(await verify(back.body.token)).toMatchObject({ orgSlug: 'acme' });
    expect(await call('POST', '/switch', { cookie, body: { organizationSlug: 'globex' } })).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', field: 'organizationSlug' } },
    });
    expect(await call('POST', '/switch', { cookie, body: {} })).toMatchObject({ status: 400, body: { error: { field: 'organizationSlug' } } });
  });

  it('lists the members of the active organization', async () => {
    const { cookie } = await signIn('viewer@acme.test', 'acme');
    const { body } = await call('GET', '/organization/members', { cookie });
    expect(body.members.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual(
      expect.arrayContaining([
        ['admin@acme.test', 'org:admin'],
        ['member@acme.test', 'org:member'],
        ['viewer@acme.test', 'org:viewer'],
      ]),
    );
  });

  it('renames the person, and later tokens carry the new name', async () => {
    const { cookie } = await call('POST', '/sign-up', { body: { name: 'Rename Me', email: 'rename@example.test' } }).then((answer) => ({
      cookie: answer.setCookie!.split(';')[0],
    }));
    const renamed = await call('PATCH', '/profile', { cookie, body: { name: 'Renamed' } });
    expect(renamed).toMatchObject({ status: 200, body: { user: { name: 'Renamed', email: 'rename@example.test' } } });
    expect(await verify((await call('POST', '/token', { cookie })).body.token)).toMatchObject({ name: 'Renamed' });
    expect(await call('PATCH', '/profile', { cookie, body: { name: '' } })).toMatchObject({ status: 400, body: { error: { field: 'name' } } });
  });

  it('signs out: 204, the session ends and the cookie is cleared', async () => {
    const { cookie } = await signIn('admin@acme.test', 'acme');
    const answer = await call('POST', '/sign-out', { cookie });
    expect(answer.status).toBe(204);
    expect(answer.setCookie).toMatch(/^lanes_session=; Path=\/auth\/local; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await call('POST', '/token', { cookie })).status).toBe(401);
  });

  it('ends the previous session of the browser when it signs in again', async () => {
    const first = await signIn('admin@acme.test', 'acme');
    const second = await call('POST', '/sign-in', { cookie: first.cookie, body: { email: 'member@acme.test' } });
    expect(second.status).toBe(200);
    expect((await call('POST', '/token', { cookie: first.cookie })).status).toBe(401);
  });

  it('takes only JSON bodies (415), so cross-site HTML forms cannot post', async () => {
    const form = await call('POST', '/sign-in', { body: 'email=admin%40acme.test', contentType: 'application/x-www-form-urlencoded' });
    expect(form).toMatchObject({ status: 415, setCookie: null });
    expect((await call('POST', '/sign-in', { body: 'email=admin%40acme.test', contentType: 'text/plain' })).status).toBe(415);
    expect((await call('POST', '/sign-in', { body: '{"email":', contentType: 'application/json' })).status).toBe(400);
  });

  it('refuses writes from an origin that is not an authorized party (403)', async () => {
    const answer = await call('POST', '/sign-in', { body: { email: 'admin@acme.test' }, origin: 'https://evil.example' });
    expect(answer).toMatchObject({ status: 403, setCookie: null, body: { error: { code: 'FORBIDDEN' } } });
  });

  it('mints tokens for the first authorized party when the request has no Origin', async () => {
    const answer = await call('POST', '/sign-in', { body: { email: 'admin@acme.test' }, origin: null });
    expect(JSON.parse(Buffer.from(answer.body.token.split('.')[1], 'base64url').toString()).azp).toBe(TEST_ORIGIN);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const response = await fetch(`${server.url}/auth/local/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ email: 'admin@acme.test' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('marks the cookie Secure in production, even when no proxy says https', async () => {
    const production = await startTestServer({ config: { nodeEnv: 'production', production: true } });
    try {
      await seedIfEmpty(production.database.db);
      const response = await fetch(`${production.url}/auth/local/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'admin@acme.test' }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await production.stop();
    }
  }, STARTUP_TIMEOUT_MS);

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    expect(await call('GET', '/nope')).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    expect((await call('GET', '/sign-in')).status).toBe(405);
  });
});

describe('a signed-out session', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("keeps its unexpired tokens refused after a restart: the sign-out is the session row's, not only the memory's", async () => {
    // PostgreSQL when DATABASE_URL is set; otherwise PGlite in a data folder, as `npm start` runs it.
    const database = process.env.DATABASE_URL ? await createTestDatabase() : null;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lanes-data-'));
    folders.push(folder);
    const target: DatabaseTarget = database?.target ?? { kind: 'pglite', dataDir: folder };
    let before: TestServer | undefined = await startTestServer({ database: target });
    let after: TestServer | undefined;
    try {
      const signedUp = await call('POST', '/sign-up', { to: before, body: { name: 'Sam', email: 'sam@example.test' } });
      const token = signedUp.body.token as string;
      expect(dataOf(await gql(before, VIEWER, {}, token)).viewer.user.name).toBe('Sam');
      expect((await call('POST', '/sign-out', { to: before, cookie: signedUp.setCookie!.split(';')[0] })).status).toBe(204);
      await before.stop();
      before = undefined;

      after = await startTestServer({ database: target });
      expect(onlyError(await gql(after, VIEWER, {}, token))).toMatchObject({
        extensions: { code: 'UNAUTHENTICATED' },
        message: expect.stringMatching(/signed out/),
      });
    } finally {
      await before?.stop();
      await after?.stop();
      await database?.drop();
    }
  }, 2 * STARTUP_TIMEOUT_MS);
});

describe('the demo seed', () => {
  it('writes nothing when the database already has people', async () => {
    expect(await seedIfEmpty(server.database.db)).toBe(false);
  });
});

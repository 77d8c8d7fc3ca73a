import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { aTokenFor } from '../../../__tests__/helpers/auth';
import { BuiltinAuthClient } from './BuiltinAuthClient';

function clientAt(now: { value: number }) {
  const server = createFakeAuthServer({ signedInAs: { email: 'admin@acme.test' } });
  const client = new BuiltinAuthClient({ fetch: server.fetch, now: () => now.value });
  return { server, client };
}

describe('BuiltinAuthClient', () => {
  it('reads the session into the facade: user, active organization with role and permissions, memberships', async () => {
    const { client } = clientAt({ value: Date.now() });

    await client.start();

    expect(client.getState()).toMatchObject({
      status: 'ready',
      session: {
        user: { id: 'user_ada', name: 'Ada Admin', email: 'admin@acme.test' },
        organization: { id: 'org_acme', slug: 'acme', role: 'org:admin', permissions: ['org:projects:manage'] },
      },
    });
  });

  it("hands out the token that came with the session, for the active organization asked for by id too: a page's first query waits for no other request", async () => {
    const { server, client } = clientAt({ value: Date.now() });
    await client.start();

    await expect(client.getToken()).resolves.toEqual(aTokenFor('org_acme'));
    await expect(client.getToken({ organizationId: 'org_acme' })).resolves.toEqual(aTokenFor('org_acme'));
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(0);
    // Another workspace's is asked for.
    await expect(client.getToken({ organizationId: null })).resolves.toEqual(aTokenFor(null));
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(1);
  });

  it('reads the session from the request the page started before the app had loaded, once', async () => {
    const server = createFakeAuthServer({ signedInAs: { email: 'admin@acme.test' } });
    const early = server.fetch('/auth/local/session', { method: 'GET', credentials: 'same-origin' });
    const client = new BuiltinAuthClient({ fetch: server.fetch, bootSession: () => early });

    await client.start();
    expect(client.getState().session?.user.name).toBe('Ada Admin');
    await expect(client.getToken()).resolves.toEqual(aTokenFor('org_acme'));
    expect(server.requestsTo('GET /auth/local/session')).toHaveLength(1);

    // Reading it again (after a change) asks the server: the early answer is the first read's only.
    await client.refresh();
    expect(server.requestsTo('GET /auth/local/session')).toHaveLength(2);
  });

  it('reuses a token until shortly before it expires, then asks for a fresh one', async () => {
    const now = { value: Date.now() };
    const { server, client } = clientAt(now);
    await client.start();

    const first = await client.getToken();
    await client.getToken();
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(0);

    now.value += 50_000;
    const second = await client.getToken();
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(1);
    expect(first).toEqual(aTokenFor('org_acme'));
    expect(second).toEqual(aTokenFor('org_acme'));
  });

  it('asks for one token when several requests need one at the same moment', async () => {
    const now = { value: Date.now() };
    const { server, client } = clientAt(now);
    await client.start();
    // The session's token is about to expire.
    now.value += 50_000;

    await Promise.all([client.getToken(), client.getToken(), client.getToken()]);

    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(1);
  });

  it('uses the token of the new workspace at once after switching', async () => {
    const { server, client } = clientAt({ value: Date.now() });
    await client.start();
    await client.getToken();

    await client.switchOrganization('globex');

    await expect(client.getToken()).resolves.toEqual(aTokenFor('org_globex'));
    expect(server.requestsTo('POST /auth/local/switch')[0].body).toEqual({ organizationSlug: 'globex' });
    expect(client.getState().session?.organization?.slug).toBe('globex');
  });

  it('hands out no token and reports nobody signed in once the session has ended on the server (when its token is renewed)', async () => {
    const now = { value: Date.now() };
    const { server, client } = clientAt(now);
    await client.start();
    await server.fetch('/auth/local/sign-out', { method: 'POST' });
    now.value += 50_000;

    await expect(client.getToken()).resolves.toBeNull();
    expect(client.getState().session).toBeNull();
  });

  it('sends every request with same-origin credentials, and bodies as JSON', async () => {
    const { server, client } = clientAt({ value: Date.now() });
    await client.start();
    await client.updateProfile('Ada L.');

    expect(server.requests.every((request) => request.credentials === 'same-origin')).toBe(true);
    expect(server.requestsTo('PATCH /auth/local/profile')[0]).toMatchObject({
      body: { name: 'Ada L.' },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(client.getState().session?.user.name).toBe('Ada L.');
  });
});

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

  it('reuses a token until shortly before it expires, then asks for a fresh one', async () => {
    const now = { value: Date.now() };
    const { server, client } = clientAt(now);
    await client.start();

    const first = await client.getToken();
    await client.getToken();
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(1);

    now.value += 50_000;
    const second = await client.getToken();
    expect(server.requestsTo('POST /auth/local/token')).toHaveLength(2);
    expect(first).toEqual(aTokenFor('org_acme'));
    expect(second).toEqual(aTokenFor('org_acme'));
  });

  it('asks for one token when several requests need one at the same moment', async () => {
    const { server, client } = clientAt({ value: Date.now() });
    await client.start();

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

  it('hands out no token and reports nobody signed in once the session has ended on the server', async () => {
    const { server, client } = clientAt({ value: Date.now() });
    await client.start();
    await server.fetch('/auth/local/sign-out', { method: 'POST' });

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

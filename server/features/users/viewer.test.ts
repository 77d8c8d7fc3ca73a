import { generateSigningKeys } from '../../auth/keys';
import { dataOf, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { useTestServer } from '../../test/server';
import { testOrg, testUser, tokenFor } from '../../test/tokens';

const VIEWER_QUERY = graphql(`query ViewerTestViewer { viewer { user { id name } workspace { id slug name projects(first: 20) { edges { node { id key name } } } } } }`);

const server = useTestServer();

describe('the viewer', () => {
  it('answers the viewer query with a token: the person and the organization as workspace', async () => {
    const ada = testUser('Ada');
    const acme = testOrg('Acme');
    const { viewer } = dataOf(await gql(server, VIEWER_QUERY, {}, tokenFor(ada, acme, 'admin')));
    expect(viewer.user.name).toBe('Ada');
    expect(viewer.workspace).toMatchObject({ slug: acme.slug, name: 'Acme', projects: { edges: [] } });
    expect(viewer.user.id).not.toContain(ada.id);
  });

  it('gives UNAUTHENTICATED without a token (HTTP 200, data null)', async () => {
    const response = await gql(server, VIEWER_QUERY, {});
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect(onlyError(response)).toMatchObject({ path: ['viewer'], extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('gives UNAUTHENTICATED the same way to a client that accepts application/graphql-response+json', async () => {
    const response = await gql(server, VIEWER_QUERY, {}, undefined, { Accept: 'application/graphql-response+json, application/json' });
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/graphql-response\+json/);
    expect(onlyError(response).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an expired token', () => tokenFor(testUser('Ada'), null, 'admin', { expiresIn: -30 })],
    ['a forged token', () => tokenFor(testUser('Ada'), null, 'admin', { keys: generateSigningKeys() })],
    ['a token for another origin', () => tokenFor(testUser('Ada'), null, 'admin', { azp: 'https://evil.example' })],
    ['a malformed token', () => 'eyJhbGciOiJSUzI1NiJ9.bm9wZQ.c2ln'],
  ])('gives UNAUTHENTICATED with %s', async (_case, token) => {
    const response = await gql(server, VIEWER_QUERY, {}, token());
    expect(onlyError(response).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives UNAUTHENTICATED for an authorization header that is not a bearer token', async () => {
    const response = await gql(server, VIEWER_QUERY, {}, undefined, { Authorization: 'Basic YWRhOnNlY3JldA==' });
    expect(onlyError(response).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads role and permissions from v1 and v2 claims alike', async () => {
    const query = graphql(`query ViewerTestClaims { viewer { role permissions workspace { slug } } }`);
    const ada = testUser('Ada');
    const acme = testOrg('Acme');
    const options = { permissions: ['org:projects:create'] };
    const v1 = dataOf(await gql(server, query, {}, tokenFor(ada, acme, 'member', { ...options, claimsVersion: 1 })));
    const v2 = dataOf(await gql(server, query, {}, tokenFor(ada, acme, 'member', { ...options, claimsVersion: 2 })));
    expect(v1).toEqual(v2);
    expect(v2.viewer).toEqual({ role: 'org:member', permissions: ['org:projects:create'], workspace: { slug: acme.slug } });
  });

  it("uses the person's personal workspace, named after them, when the token has no organization", async () => {
    const query = graphql(`query ViewerTestPersonal { viewer { role workspace { slug name personal viewerCanCreateProject } } }`);
    const { viewer } = dataOf(await gql(server, query, {}, tokenFor(testUser('Grace'), null)));
    expect(viewer).toEqual({
      role: null,
      workspace: { slug: null, name: "Grace's workspace", personal: true, viewerCanCreateProject: true },
    });
  });

  it('keeps name and organization name current from newer tokens, and never lets an older token win', async () => {
    const query = graphql(`query ViewerTestNames { viewer { user { name } workspace { name } } }`);
    const ada = testUser('Ada');
    const acme = testOrg('Acme');
    const renamed = { ...ada, name: 'Ada Lovelace' };
    const now = Date.now();
    dataOf(await gql(server, query, {}, tokenFor(ada, acme, 'admin', { now: now - 20_000 })));
    const newer = dataOf(await gql(server, query, {}, tokenFor(renamed, { ...acme, name: 'Acme Corp' }, 'admin', { now: now - 10_000 })));
    expect(newer.viewer).toEqual({ user: { name: 'Ada Lovelace' }, workspace: { name: 'Acme Corp' } });
    server.viewers.clear();
    const older = dataOf(await gql(server, query, {}, tokenFor(ada, acme, 'admin', { now: now - 15_000 })));
    expect(older.viewer).toEqual({ user: { name: 'Ada Lovelace' }, workspace: { name: 'Acme Corp' } });
  });

  it('can be explored in GraphiQL outside production', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/graphiql/i);
  }, 30_000);
});

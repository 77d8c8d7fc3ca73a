import { request } from 'node:http';
import { persistedOperationsFrom } from './graphql/persisted';
import { gqlPersisted, onlyError } from './test/client';
import { useTestServer } from './test/server';
import { TEST_ORIGIN, testKeys, testOrg, testUser, tokenFor } from './test/tokens';

// Production runs persisted operations only: these tests' operations stand in for the app's, by document id.
const RELAY_PAGE_QUERY = `
  query ProjectsPageQuery { viewer { ...Header_viewer workspace { ...ProjectList_workspace } } }
  fragment Header_viewer on Viewer { user { id name } workspace { id name slug } }
  fragment ProjectList_workspace on Workspace {
    projects(first: 20) { edges { cursor node { ...ProjectRow_project } } pageInfo { endCursor hasNextPage } totalCount }
  }
  fragment ProjectRow_project on Project { id key name description viewerCanUpdate viewerCanArchive archivedAt updatedAt }`;
const operations = {
  viewer: `{ viewer { role workspace { name } } }`,
  unparsable: '{ viewer {',
  invalid: `{ viewer { nope } }`,
  relayPage: RELAY_PAGE_QUERY,
  aliasFlood: `{ ${Array.from({ length: 40 }, (_, index) => `a${index}: viewer { role }`).join(' ')} }`,
  introspection: `{ __schema { queryType { name } } }`,
};

// A production server in Clerk mode: Clerk's key here is the test key, so test tokens play Clerk's session tokens.
const server = useTestServer({
    config: { nodeEnv: 'production', production: true, authMode: 'clerk', clerkJwtKey: testKeys.publicKeyPem },
    persistedOperations: persistedOperationsFrom(operations),
  });

const token = () => tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');

async function post(body: string, headers: Record<string, string>) {
  return fetch(`${server.url}/graphql`, { method: 'POST', headers: { Origin: TEST_ORIGIN, ...headers }, body });
}

describe('the server', () => {
  it('answers /healthz while the process lives, and /readyz once the database answers', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'not-configured' });
  });

  it('accepts Clerk session tokens in Clerk mode', async () => {
    const response = await gqlPersisted(server, 'viewer', {}, token());
    expect(response.data).toEqual({ viewer: { role: 'org:admin', workspace: { name: 'Acme' } } });
  });

  it('turns the built-in sign-in off in Clerk mode: /auth/local answers 404', async () => {
    for (const [method, path] of [['GET', '/auth/local/accounts'], ['POST', '/auth/local/sign-in']]) {
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'POST' ? '{"email":"admin@acme.test"}' : undefined });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('GraphQL over HTTP', () => {
  it('answers application/graphql-response+json with 400 for a request that does not parse', async () => {
    const response = await post(JSON.stringify({ documentId: 'unparsable' }), {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect((await response.json()).errors[0].message).toMatch(/Syntax Error/);
  });

  it('answers application/json with 200 and errors for a request that does not validate', async () => {
    const response = await gqlPersisted(server, 'invalid', {}, token());
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(onlyError(response).message).toMatch(/Cannot query field "nope"/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('query { viewer { role } }', { 'Content-Type': 'text/plain' });
    expect(response.status).toBe(415);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(JSON.stringify({ query: `{ viewer { role } }`, padding: 'x'.repeat(1024 * 1024) }), {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(413);
  });

  it('refuses a chunked body, which declares no length, with 411 before reading 20 MB of it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const upload = request(`${server.url}/graphql`, {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      // The server closes the connection mid-upload: the writes left over fail, which is what is wanted.
      upload.on('error', (error) => (upload.writableEnded ? reject(error) : undefined));
      upload.write(`{"query":"{ viewer { role } }","padding":"`);
      const chunk = 'x'.repeat(1024 * 1024);
      let sent = 0;
      const sendMore = () => {
        while (sent < 20 && !upload.destroyed) {
          sent++;
          if (!upload.write(chunk)) return upload.once('drain', sendMore);
        }
        if (!upload.destroyed) upload.end('"}');
      };
      sendMore();
    });
    expect(status).toBe(411);
  });

  it('lets an ordinary Relay query through the limits, with fragments and two nested connections', async () => {
    const response = await gqlPersisted(server, 'relayPage', {}, token());
    expect(response.errors).toBeUndefined();
  });

  it('refuses a query with more aliases than the limit (alias flooding)', async () => {
    const response = await gqlPersisted(server, 'aliasFlood', {}, token());
    expect(onlyError(response).message).toMatch(/aliases/i);
  });

  it('keeps the schema to itself in production: no introspection, no GraphiQL', async () => {
    const response = await gqlPersisted(server, 'introspection', {}, token());
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0].message).toMatch(/introspection has been disabled/);
    const page = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });
});

// What an operator of a deployment relies on: rate limits (429 with Retry-After and RATE_LIMITED, over HTTP and
// WebSocket), the query cost limit, /metrics (Prometheus, behind METRICS_TOKEN) and the JSON logs.
import { Writable } from 'node:stream';
import { features } from '../features';
import type { Feature } from '../graphql/feature';
import { createLogger } from '../observability/logger';
import { gql } from '../test/client';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';

const logLines: Array<Record<string, unknown>> = [];
const logText: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      logText.push(line);
      logLines.push(JSON.parse(line));
    }
    done();
  },
});

/** A field that fails as a bug would: its error is masked for the client and logged with the request's fields. */
const brokenFeature: Feature = {
  name: 'broken',
  typeDefs: 'extend type Query { broken: Boolean }',
  resolvers: {
    Query: {
      broken: () => {
        throw new Error('Something broke inside the server.');
      },
    },
  } as Feature['resolvers'],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { rateLimits: { perUser: 5, perAddress: 40, signInPerAddress: 3 }, metricsToken: 'metrics-secret' },
    logger: createLogger('info', capture),
    features: [...features, brokenFeature],
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

const VIEWER = '{ viewer { user { name } } }';

describe('rate limits', () => {
  it('answer 429 with Retry-After and RATE_LIMITED once a person exceeds their requests a minute', async () => {
    const token = tokenFor(testUser('Scripty'), testOrg('Acme'), 'admin');
    for (let i = 0; i < 5; i++) expect((await gql(server, VIEWER, {}, token)).status).toBe(200);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(/Too many requests: try again in \d+ seconds?\./);
    // Another person is not held back by the first one's budget.
    expect((await gql(server, VIEWER, {}, tokenFor(testUser('Calm'), testOrg('Acme'), 'admin'))).status).toBe(200);
  });

  it('refuse a subscription over the WebSocket with RATE_LIMITED once the person is over their limit', async () => {
    const token = tokenFor(testUser('Subby'), testOrg('Acme'), 'admin');
    const socket = await openLiveSocket(server, token);
    try {
      for (let i = 0; i < 6; i++) socket.subscribe(`s${i}`, 'subscription { projectEvents { kind } }');
      const refused = await socket.message('s5');
      expect(refused).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'RATE_LIMITED' } }] });
    } finally {
      await socket.close();
    }
  });

  it('hold a client address to its sign-in budget on /auth/local', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/auth/local/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'nobody@nowhere.test' }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await response.json()).error.code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('the query cost limit', () => {
  it('refuses a query that costs too much and states the limit', async () => {
    const token = tokenFor(testUser('Costly'), testOrg('Globex'), 'admin');
    const fields = Array.from({ length: 10 }, (_, i) => `p${i}: projects(first: 100) { edges { node { id name key description } } }`).join(' ');
    const response = await gql(server, `{ viewer { workspace { ${fields} } } }`, {}, token);
    expect(response.errors?.[0].message).toMatch(/Query Cost limit of 10000 exceeded/);
  });
});

describe('GET /metrics', () => {
  it('asks for METRICS_TOKEN and then answers Prometheus text with operations, sockets and subscriptions', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer metrics-secret' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/lanes_graphql_operations_total\{operation="anonymous",type="query",transport="http"\} \d+/);
    expect(text).toMatch(/lanes_graphql_operation_duration_seconds_bucket\{le="0.005",operation="anonymous",type="query"\} \d+/);
    expect(text).toMatch(/lanes_http_requests_total\{route="\/graphql",status="429"\} \d+/);
    expect(text).toMatch(/lanes_rate_limited_total\{limit="user"\} \d+/);
    expect(text).toMatch(/^lanes_websocket_connections \d+/m);
    expect(text).toMatch(/^lanes_subscriptions \d+/m);
  });
});

describe('the JSON logs', () => {
  it('carry a request id, the user and workspace ids, the operation and its duration, and never the token or email', async () => {
    const user = testUser('Logan');
    const token = tokenFor(user, testOrg('Initech'), 'admin');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}`, 'X-Request-Id': 'req-logan-1' },
      body: JSON.stringify({ query: 'query WhoAmI { viewer { user { name } } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('req-logan-1');
    const operation = logLines.find((line) => line.msg === 'GraphQL operation' && line.requestId === 'req-logan-1');
    expect(operation).toMatchObject({ level: 'info', operationName: 'WhoAmI', operationType: 'query', userId: expect.any(String), workspaceId: expect.any(String) });
    expect(operation!.durationMs).toEqual(expect.any(Number));
    expect(logLines.find((line) => line.msg === 'HTTP request' && line.requestId === 'req-logan-1')).toMatchObject({ status: 200, route: '/graphql' });
    const everything = logText.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(user.email!);
  });

  it("log a masked error with its stack and the request's id, user, workspace and operation", async () => {
    const token = tokenFor(testUser('Bugsy'), testOrg('Initech'), 'admin');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${token}`, 'X-Request-Id': 'req-bugsy-1' },
      body: JSON.stringify({ query: 'query Broken { broken }' }),
    });
    expect((await response.json()).errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
    const logged = logLines.find((line) => line.msg === 'Unexpected error in a GraphQL operation:' && line.requestId === 'req-bugsy-1');
    expect(logged).toMatchObject({
      level: 'error',
      operationName: 'Broken',
      userId: expect.any(String),
      workspaceId: expect.any(String),
      err: { message: 'Something broke inside the server.', stack: expect.stringContaining('production.test.ts') },
    });
  });
});

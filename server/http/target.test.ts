// Requests as Node's parser hands them: a target in absolute form is served by its path on every route, a Host that
// names no host is refused with 400, and in production no answer to any odd request is a 500 or shows a stack trace.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { persistedOperationsFrom } from '../graphql/persisted';
import { sendRaw } from '../test/rawHttp';
import { useTestServer } from '../test/server';
import { TEST_ORIGIN } from '../test/tokens';

const built = mkdtempSync(path.join(os.tmpdir(), 'lanes-target-'));
writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Landing</title>');
writeFileSync(path.join(built, 'app.html'), '<!doctype html><title>App shell</title>');
mkdirSync(path.join(built, 'assets'));
writeFileSync(path.join(built, 'assets', 'app-1.js'), 'console.log("app");');
writeFileSync(path.join(built, 'assets', 'app-1.js.map'), '{"version":3,"sourcesContent":["secret"]}');
afterAll(() => rmSync(built, { recursive: true, force: true }));

const unexpectedErrors: string[] = [];
const server = useTestServer({
  config: { nodeEnv: 'production', production: true, staticDir: built },
  persistedOperations: persistedOperationsFrom({ typename: '{ __typename }' }),
  logger: { info() {}, error: (message) => void unexpectedErrors.push(message) },
});

const host = () => new URL(server.url).host;
const get = (target: string, headers = '') => sendRaw(server, `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n${headers}\r\n`);
const postJson = (target: string, body: string, hostHeader = host()) =>
  sendRaw(
    server,
    `POST ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
const upgrade = (target: string) =>
  sendRaw(
    server,
    `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nOrigin: ${TEST_ORIGIN}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
  );

/** A JavaScript stack frame, or the names Node and its packages put in one. */
const STACK_TRACE = /\n\s+at |node_modules|node:internal|TypeError/;

describe('a request target in absolute form', () => {
  it.each(['http://other.example', 'https://other.example:8443'])('is served by its path on every route (%s)', async (origin) => {
    const landing = await get(`${origin}/`);
    expect([landing.status, landing.body]).toEqual([200, '<!doctype html><title>Landing</title>']);
    const asset = await get(`${origin}/assets/app-1.js`);
    expect([asset.status, asset.body]).toEqual([200, 'console.log("app");']);
    const page = await get(`${origin}/w/acme`);
    expect([page.status, page.body]).toEqual([200, '<!doctype html><title>App shell</title>']);
    const graphql = await postJson(`${origin}/graphql`, '{"documentId":"typename"}');
    expect([graphql.status, JSON.parse(graphql.body)]).toEqual([200, { data: { __typename: 'Query' } }]);
    const session = await get(`${origin}/auth/local/session`);
    expect([session.status, JSON.parse(session.body)]).toEqual([200, { session: null }]);
    expect((await get(`${origin}/healthz`)).status).toBe(200);
    expect((await upgrade(`${origin}/graphql`)).status).toBe(101);
  });

  it('keeps source maps hidden in production, however the target spells them', async () => {
    for (const target of ['http://other.example/assets/app-1.js.map', 'http://other.example/assets/app-1.js%2emap', '/assets/app-1.js.ma%70']) {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
  });
});

describe('a Host header that names no host', () => {
  it.each(['[x', 'a b', 'a/b', 'a?b', 'a#b', 'user@a', 'a%zz', 'a:99999'])('answers %j with 400 and a plain message, on /graphql and elsewhere', async (badHost) => {
    const graphql = await postJson('/graphql', '{"documentId":"typename"}', badHost);
    expect(graphql.status).toBe(400);
    expect(JSON.parse(graphql.body)).toEqual({ error: { code: 'BAD_REQUEST', message: 'The Host header is not a valid host.' } });
    expect((await postJson('/auth/local/sign-in', '{}', badHost)).status).toBe(400);
  });
});

describe('in production', () => {
  it.each([
    ['an absolute target with a port out of range', 'GET http://other.example:99999/graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an unparsable target', 'GET http://[x/graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an unparsable Host to /graphql', 'GET /graphql?documentId=typename HTTP/1.1\r\nHost: [x\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.0 without a Host', 'GET /graphql?documentId=typename HTTP/1.0\r\n\r\n'],
    ['a TRACE', 'TRACE /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an unknown content encoding', 'POST /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 5\r\n\r\nabcde'],
    ['a broken form body', 'POST /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5\r\n\r\nabcde'],
    ['undecodable query parameters', 'GET /graphql?query=%zz&variables=%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a truncated JSON sign-in', 'POST /auth/local/sign-in HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":'],
    ['an undecodable static path', 'GET /assets/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ])('answers %s without a 500 or a stack trace', async (_case, bytes) => {
    const answer = await sendRaw(server, bytes);
    expect(answer.status).not.toBeNull();
    expect(answer.status).not.toBe(500);
    expect(answer.body).not.toMatch(STACK_TRACE);
  });
});

describe('GraphQL parameters that are not JSON', () => {
  const form = 'documentId=typename&variables=nope';
  it.each([
    ['variables in the URL', 'GET /graphql?documentId=typename&variables=nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['extensions in the URL', 'GET /graphql?documentId=typename&extensions=%7B HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'variables in a form body',
      `POST /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
    ],
  ])("are the client's mistake: %s answers 400 BAD_REQUEST and logs no unexpected error", async (_case, bytes) => {
    unexpectedErrors.length = 0;
    const answer = await sendRaw(server, bytes);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(unexpectedErrors).toEqual([]);
  });
});

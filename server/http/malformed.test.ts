import { connect } from 'node:net';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { TEST_ORIGIN } from '../test/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

/** Sends raw bytes and resolves with the status code of the answer (null when the server closed without one). */
function sendRaw(bytes: string): Promise<number | null> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve(match ? Number(match[1]) : null);
    };
    // Guards against a server that neither answers nor closes; an answer takes milliseconds, more on a busy machine.
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer to ${JSON.stringify(bytes.slice(0, 60))}`));
    }, 20_000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('error', () => {});
    socket.write(bytes, 'latin1');
  });
}

const UNPARSABLE_TARGETS = ['http://[x', '//[::1', 'http://:99999/', 'http://[::1', 'http://a:b@[/', '//:99999', 'http://%zz/'];
const upgrade = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n${extra}\r\n`;

async function expectHealthy() {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
}

describe('malformed requests', () => {
  it.each(UNPARSABLE_TARGETS)('answers a plain request for %s with 400 and keeps serving', async (target) => {
    expect(await sendRaw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`)).toBe(400);
    expect(await sendRaw(`POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{}`)).toBe(400);
    await expectHealthy();
  });

  it.each(UNPARSABLE_TARGETS)('refuses a WebSocket upgrade to %s with 400 and keeps serving', async (target) => {
    expect(await sendRaw(upgrade(target))).toBe(400);
    await expectHealthy();
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n'],
    ['a Content-Length that is not a number', 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n'],
    ['two Content-Lengths', 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}'],
    ['a NUL in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Evil: a\0b\r\n\r\n'],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`],
    ['a path with bad percent-encoding', 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a path with an encoded NUL', 'GET /%00 HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n'],
    ['an upgrade without a key', upgrade('/graphql').replace(/Sec-WebSocket-Key: .*\r\n/, '')],
    ['an upgrade with a malformed key', upgrade('/graphql').replace(/Sec-WebSocket-Key: .*\r\n/, 'Sec-WebSocket-Key: nope\r\n')],
    ['an upgrade to an unknown WebSocket version', upgrade('/graphql').replace('Version: 13', 'Version: 99')],
    ['an upgrade to an absolute URL with an invalid port', upgrade('http://localhost:99999/graphql')],
    ['an upgrade with an Origin that is not a URL', upgrade('/graphql').replace(`Origin: ${TEST_ORIGIN}`, 'Origin: http://[x')],
    ['an upgrade for another protocol', upgrade('/graphql').replace('Upgrade: websocket', 'Upgrade: h2c')],
  ])('never crashes on %s, and keeps serving', async (_case, bytes) => {
    const status = await sendRaw(bytes);
    // An answer, when there is one, is never the 500 of a handler that threw (this server has no built app: 503).
    expect(status).not.toBe(500);
    await expectHealthy();
  });
});

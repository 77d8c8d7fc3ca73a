// Slow bodies: a request still arriving after the request timeout is answered 408 and closed, an address may send only
// so many bodies at once, and a client that is merely slow-ish still gets its answer.
import type { Socket } from 'node:net';
import { openRawSocket, rawAnswer } from '../test/rawHttp';
import { useTestServer } from '../test/server';
import { TEST_ORIGIN } from '../test/tokens';

const REQUEST_TIMEOUT_MS = 2_000;
const MAX_OPEN_BODIES = 3;
const server = useTestServer({ config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxOpenBodiesPerAddress: MAX_OPEN_BODIES } });

const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
});

function open(): Socket {
  const socket = openRawSocket(server);
  sockets.push(socket);
  return socket;
}

const head = (path: string, contentLength: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${contentLength}\r\n${extra}\r\n`;

/** Resolves once `text` has arrived on the socket. */
function received(socket: Socket, text: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const listen = (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (!seen.includes(text)) return;
      socket.off('data', listen);
      resolve();
    };
    socket.on('data', listen);
  });
}

/** A sign-in body of exactly `length` bytes (JSON padded with spaces). */
const signInBody = (length: number) => '{"email":"nobody@example.com"}'.padEnd(length, ' ');

describe('a body trickled byte by byte', () => {
  it.each(['/graphql', '/auth/local/sign-in'])('to %s is answered 408 and closed once the request timeout has passed', async (path) => {
    const socket = open();
    const answer = rawAnswer(socket);
    socket.write(head(path, 10_000));
    let sent = 0;
    // The attack's pace: one byte every 50 ms would take over eight minutes to finish the body.
    timers.push(setInterval(() => void (socket.writable && socket.write('{', () => sent++)), 50));
    const { status, head: answerHead } = await answer;
    expect(status).toBe(408);
    expect(answerHead).toMatch(/Connection: close/i);
    expect(sent).toBeLessThan(10_000);
  });

  it('does not cut a slow-ish client that sends its body in a few pieces within the bound', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const socket = open();
    const answer = rawAnswer(socket);
    socket.write(head('/graphql', body.length, 'Connection: close\r\n'));
    const pieces = [body.slice(0, 5), body.slice(5, 15), body.slice(15)];
    timers.push(
      setInterval(() => {
        const piece = pieces.shift();
        if (piece !== undefined) socket.write(piece);
      }, 100),
    );
    const { status, body: answerBody } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(answerBody)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('bodies arriving at once from one address', () => {
  /** A request whose headers the server has taken (it answered 100 Continue), with its body still to come. */
  async function startBody(length: number): Promise<Socket> {
    const socket = open();
    const continued = received(socket, 'HTTP/1.1 100 Continue');
    socket.write(head('/auth/local/sign-in', length, 'Expect: 100-continue\r\n'));
    await continued;
    socket.write('{');
    return socket;
  }

  it(`are bounded: past ${MAX_OPEN_BODIES}, a request with a body is answered 429 until one of them has arrived`, async () => {
    const length = 1_000;
    const arriving = [];
    for (let index = 0; index < MAX_OPEN_BODIES; index++) arriving.push(await startBody(length));

    const refused = open();
    const refusal = rawAnswer(refused);
    refused.write(head('/auth/local/sign-in', length) + signInBody(length));
    const { status, head: refusalHead, body } = await refusal;
    expect(status).toBe(429);
    expect(refusalHead).toMatch(/Retry-After: 1/i);
    expect(JSON.parse(body).error.code).toBe('RATE_LIMITED');

    // A request without a body is not counted.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // One body finishes (the server answers it): its place is free again.
    const finished = arriving[0];
    const answered = received(finished, 'HTTP/1.1 404');
    finished.write(signInBody(length).slice(1));
    await answered;
    await startBody(length);
  });
});

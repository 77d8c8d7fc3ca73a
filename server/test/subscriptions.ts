// GraphQL subscriptions over WebSocket for tests: a graphql-ws client subscription whose results can be awaited one
// by one, and the raw outcome of opening a socket (acknowledged, or refused with a close code or HTTP status).
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';

type ExecutionResult<T> = FormattedExecutionResult<T, unknown>;
import WebSocket from 'ws';
import type { Data } from './client';
import type { TestServer } from './server';
import { TEST_ORIGIN } from './tokens';

export interface TestSubscription<T> {
  /**
   * The next result; fails after `timeoutMs`. To show that nothing else arrives, cause a later event that this
   * subscriber does get through the same ordered stream (a marker) and expect it to be the next result: waiting a
   * while for nothing proves nothing on a busy machine.
   */
  next(timeoutMs?: number): Promise<ExecutionResult<T>>;
  /** Resolves when the server completes the subscription. */
  completed(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const webSocketUrl = (server: { url: string }) => `${server.url.replace(/^http/, 'ws')}/graphql`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}.`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000) {
  await withTimeout(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
    })(),
    timeoutMs,
    what,
  );
}

/** A graphql-ws client (one socket, no retries) connecting with the token, as a browser on the test origin would. */
export function connectClient(server: { url: string }, token: string): Client {
  return createClient({
    url: webSocketUrl(server),
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { Origin: TEST_ORIGIN } });
      }
    },
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
  });
}

/**
 * Subscribes with the token and resolves once the server holds the subscription. With `documentId` the query is
 * empty and the id travels in `extensions`, as the app sends its persisted operations.
 */
export async function subscribe<T = Data>(
  server: TestServer,
  query: string,
  { token, variables, documentId }: { token: string; variables?: Record<string, unknown>; documentId?: string },
): Promise<TestSubscription<T>> {
  const client = connectClient(server, token);
  const results: Array<ExecutionResult<T>> = [];
  const waiters: Array<() => void> = [];
  let done = false;
  let failure: unknown = null;
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const before = server.pubsub.subscriberCount();
  client.subscribe<T>(
    documentId ? { query: '', variables, extensions: { documentId } } : { query, variables },
    {
      next: (result) => {
        results.push(result);
        wake();
      },
      error: (error) => {
        failure = error;
        done = true;
        wake();
      },
      complete: () => {
        done = true;
        wake();
      },
    },
  );
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  await waitUntil(() => server.pubsub.subscriberCount() > before || done, 'the server to hold the subscription');
  if (failure) throw new Error(`The subscription failed: ${JSON.stringify(failure)}`);

  return {
    async next(timeoutMs = 10_000) {
      return withTimeout(
        (async () => {
          while (results.length === 0) {
            if (done) throw new Error(`The subscription ended without a result${failure ? `: ${JSON.stringify(failure)}` : ''}.`);
            await changed();
          }
          return results.shift()!;
        })(),
        timeoutMs,
        'a subscription result',
      );
    },
    async completed(timeoutMs = 10_000) {
      await withTimeout(
        (async () => {
          while (!done) await changed();
        })(),
        timeoutMs,
        'the subscription to complete',
      );
    },
    // Resolves once the server has dropped the subscription, so the next test starts from a quiet server.
    async close() {
      const held = done ? null : server.pubsub.subscriberCount();
      await client.dispose();
      if (held !== null) await waitUntil(() => server.pubsub.subscriberCount() < held, 'the server to drop the subscription');
    },
  };
}

export interface SocketOutcome {
  /** The server acknowledged the connection (connection_ack). */
  acknowledged: boolean;
  closeCode?: number;
  closeReason?: string;
  /** The HTTP status when the upgrade itself was refused. */
  httpStatus?: number;
}

/** Opens a graphql-transport-ws socket, sends connection_init and reports how the server answered. */
export function openSocket(
  server: { url: string },
  { connectionParams, origin = TEST_ORIGIN, path = '/graphql' }: { connectionParams?: unknown; origin?: string | null; path?: string },
): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(webSocketUrl(server).replace(/\/graphql$/, path), 'graphql-transport-ws', {
      headers: origin ? { Origin: origin } : {},
    });
    let acknowledged = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') {
        acknowledged = true;
        socket.close(1000);
      }
    });
    socket.on('close', (code, reason) => resolve({ acknowledged, closeCode: code, closeReason: String(reason) }));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ acknowledged: false, httpStatus: response.statusCode });
      socket.terminate();
    });
    socket.on('error', (error) => {
      if (!acknowledged) reject(error);
    });
  });
}

export interface LiveTestSocket {
  /** Starts a subscription with this id. */
  subscribe(id: string, query: string): void;
  /** Ends the subscription with this id, as a client does. */
  complete(id: string): void;
  /** The next message for the subscription id (next, error or complete); fails after `timeoutMs`. */
  message(id: string, timeoutMs?: number): Promise<{ type: string; payload?: unknown }>;
  /** Sends a ping with the payload (such as a fresh token) and resolves on the server's pong. */
  ping(payload?: Record<string, unknown>): Promise<void>;
  /** Resolves with the close code and reason once the server (or the test) closes the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly isOpen: boolean;
  close(): Promise<void>;
}

/**
 * A graphql-transport-ws socket spoken by hand, acknowledged with the token: for tests of the protocol's edges
 * (fresh tokens in pings, close codes). Rejects when the server refuses the connection.
 */
export async function openLiveSocket(server: { url: string }, token: string): Promise<LiveTestSocket> {
  const socket = new WebSocket(webSocketUrl(server), 'graphql-transport-ws', { headers: { Origin: TEST_ORIGIN } });
  const messages: Array<{ id?: string; type: string; payload?: unknown }> = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  let open = true;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      open = false;
      resolve({ code, reason: String(reason) });
      wake();
    });
  });
  socket.on('error', () => {});
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    wake();
  });
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));

  const take = async (match: (message: { id?: string; type: string }) => boolean, what: string, timeoutMs = 10_000) =>
    withTimeout(
      (async () => {
        for (;;) {
          const index = messages.findIndex(match);
          if (index >= 0) return messages.splice(index, 1)[0];
          if (!open) throw new Error(`The socket closed before ${what}.`);
          await changed();
        }
      })(),
      timeoutMs,
      what,
    );

  try {
    await take((message) => message.type === 'connection_ack', 'connection_ack');
  } catch {
    const { code, reason } = await closed;
    throw Object.assign(new Error(`The server refused the connection: ${code} ${reason}`), { code, reason });
  }
  return {
    subscribe: (id, query) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } })),
    complete: (id) => socket.send(JSON.stringify({ id, type: 'complete' })),
    message: (id, timeoutMs) => take((message) => message.id === id, `a message for ${id}`, timeoutMs),
    async ping(payload) {
      socket.send(JSON.stringify({ type: 'ping', ...(payload && { payload }) }));
      await take((message) => message.type === 'pong', 'a pong');
    },
    closed,
    get isOpen() {
      return open;
    },
    async close() {
      if (open) socket.close(1000);
      await closed;
    },
  };
}

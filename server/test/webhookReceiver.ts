// A webhook receiver for tests: a real HTTP server on 127.0.0.1 that keeps what it is sent, answers 2xx or what the
// test asks for, and verifies each delivery's signature with the Standard Webhooks library.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface Receiver {
  url: string;
  port: number;
  /** Deliveries answered 2xx, in the order they arrived. */
  received: Received[];
  /** Every request, answered 2xx or not. */
  requests: number;
  /** The status the next requests are answered with (200 by default). */
  answerWith(status: number): void;
  /** Whether the delivery's signature verifies with `secret`. */
  verifies(delivery: Received, secret: string): boolean;
  /** Resolves once `count` deliveries have been answered 2xx (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** A receiver on `port` (0: any free one); it listens once `listen()` is called. */
export function createReceiver(port = 0): Receiver {
  let status = 200;
  let server: Server | null = null;
  const receiver: Receiver = {
    url: '',
    port,
    received: [],
    requests: 0,
    answerWith(next) {
      status = next;
    },
    verifies(delivery, secret) {
      try {
        new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > until) throw new Error(`The receiver got ${receiver.received.length} deliveries, not ${count}.`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return receiver.received;
    },
    async listen() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          receiver.requests += 1;
          const body = Buffer.concat(chunks).toString('utf8');
          if (status >= 200 && status < 300) receiver.received.push({ headers: req.headers, body, json: JSON.parse(body) });
          res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'down for maintenance');
        });
      });
      await new Promise<void>((resolve) => server!.listen(receiver.port, '127.0.0.1', resolve));
      receiver.port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
    },
    async close() {
      if (!server) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    },
  };
  return receiver;
}

/** Waits for `condition` to hold (polling; fails after `timeoutMs`). */
export async function eventually<T>(condition: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > until) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

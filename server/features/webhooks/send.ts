// One delivery attempt: a signed JSON POST to the endpoint, connecting only to the address checked for it, with a
// short timeout, no redirects followed and at most 64 KB of the answer read.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { checkedAddress, type ResolvedAddress, type Resolver } from './addresses';

/** The most of a receiver's answer read (kept as the delivery's last error when it failed); then the socket is closed. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** How much of a failed answer's body the delivery log keeps. */
const KEPT_BODY_CHARS = 500;

export interface Attempt {
  /** The receiver's status code; null when it gave none (refused, unreachable, timed out). */
  statusCode: number | null;
  ok: boolean;
  responseMs: number;
  /** Why it failed, in words for the delivery log; null when it succeeded. */
  error: string | null;
}

export interface Message {
  id: string;
  timestamp: Date;
  body: string;
}

/**
 * The `webhook-signature` header: one `v1,<signature>` per secret, space-separated (during a rotation, the new secret's
 * and the old one's, so a receiver that knows either accepts it).
 */
export function signatureHeader(message: Message, secrets: readonly string[]): string {
  return secrets.map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body)).join(' ');
}

export interface SendOptions {
  url: string;
  message: Message;
  secrets: readonly string[];
  allowPrivate: boolean;
  timeoutMs: number;
  resolve: Resolver;
}

export async function send({ url, message, secrets, allowPrivate, timeoutMs, resolve }: SendOptions): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (statusCode: number | null, error: string): Attempt => ({ statusCode, ok: false, responseMs: elapsed(), error });
  const target = new URL(url);
  let checked: ResolvedAddress;
  try {
    checked = await checkedAddress(target.hostname, allowPrivate, resolve);
  } catch (error) {
    return failed(null, (error as Error).message);
  }
  // The connection goes to the checked address, whatever the name resolves to by then (TLS still checks the name).
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Attempt>((resolveAttempt) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolveAttempt(attempt);
    };
    const req = request(
      target,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Lanes-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
          'webhook-signature': signatureHeader(message, secrets),
        },
      },
      (res: IncomingMessage) => {
        const statusCode = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () => {
          const ok = statusCode >= 200 && statusCode < 300;
          if (ok) return finish({ statusCode, ok, responseMs: elapsed(), error: null });
          const body = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_BODY_CHARS).trim();
          const why = statusCode >= 300 && statusCode < 400 ? 'Redirects are not followed' : `The receiver answered ${statusCode}`;
          finish(failed(statusCode, body ? `${why}: ${body}` : `${why}.`));
        };
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= MAX_RESPONSE_BYTES) chunks.push(chunk);
          // What the receiver says past this is not read: its status is known already.
          else done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => finish(failed(null, `No answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    req.on('error', (error) => finish(failed(null, `Could not reach the receiver: ${error.message}`)));
    req.end(message.body);
  });
}

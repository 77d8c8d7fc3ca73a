// Rate limits: fixed one-minute windows counted per key ("user:<id>", "address:<ip>", …), in memory for one instance
// or in Redis (shared by every instance) when it is configured. While Redis is unreachable each instance counts in its
// own memory: limits loosen, requests never fail because of the limiter.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import { GraphQLError } from 'graphql';
import { redisClientOptions } from '../live/redisOptions';
import { sendJson } from './json';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request against the key's budget of `limit` a minute. */
  consume(key: string, limit: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async consume(key, limit) {
      const time = now();
      if (time - lastSweep > WINDOW_MS) {
        for (const [name, window] of windows) if (window.resetAt <= time) windows.delete(name);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + WINDOW_MS };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the window's expiry in one step; answers the count and the milliseconds left.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export function createRedisRateLimiter(url: string, keyPrefix: string): RateLimiter {
  const redis = new Redis(url, { ...redisClientOptions, connectionName: 'lanes-rate-limit' });
  // Reconnection is ioredis's; the pub/sub reports the outage once.
  redis.on('error', () => undefined);
  const fallback = createMemoryRateLimiter();
  return {
    async consume(key, limit) {
      if (redis.status !== 'ready') return fallback.consume(key, limit);
      try {
        const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, `${keyPrefix}rate:${key}`, WINDOW_MS)) as [number, number];
        return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch {
        return fallback.consume(key, limit);
      }
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}

export const rateLimitMessage = (retryAfterSeconds: number) =>
  `Too many requests: try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;

/** The GraphQL error for a refusal; over HTTP it becomes status 429 with Retry-After. */
export function rateLimitedError(retryAfterSeconds: number, overHttp: boolean, message = rateLimitMessage(retryAfterSeconds)): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      ...(overHttp ? { http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } } } : {}),
    },
  });
}

/** Answers 429 in the shape of the route (GraphQL errors on /graphql, `{error}` elsewhere). */
export function sendRateLimited(res: ServerResponse, retryAfterSeconds: number, shape: 'graphql' | 'json'): void {
  const error = { code: 'RATE_LIMITED', message: rateLimitMessage(retryAfterSeconds) };
  const body =
    shape === 'graphql'
      ? { errors: [{ message: error.message, extensions: { code: error.code, retryAfterSeconds } }] }
      : { error: { ...error, retryAfterSeconds } };
  sendJson(res, 429, body, { 'Retry-After': String(retryAfterSeconds) });
}

/** The client's address: the socket's peer, or (behind a trusted proxy) the last X-Forwarded-For entry. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((part) => part.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

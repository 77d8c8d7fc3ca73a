// What every Redis client of the server shares (the pub/sub's two connections and the rate limiter's): while Redis is
// away, commands fail at once instead of queueing behind the outage, reconnection backs off to every 2 s, and a close
// ends at once.
import type { RedisOptions } from 'ioredis';

export const redisClientOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // Every 100 ms to 2 s: a Redis restart is noticed quickly, a long outage is not hammered.
  retryStrategy: (attempt: number) => Math.min(100 * attempt, 2000),
  // On close, ioredis gives a socket this long to end before destroying it, on a timer that holds the process open;
  // a socket that Redis already dropped never ends, so a close during an outage held every exit for its 2 s default
  // (server/live/redisPubSub.test.ts counts the timers a close leaves).
  disconnectTimeout: 100,
} satisfies RedisOptions;

// The Redis pub/sub on a private redis-server: events cross between pub/sub instances (as between server processes)
// with their Dates intact, and an outage is reported, survived and recovered from without anyone hanging.
import { createHook } from 'node:async_hooks';
import { createRedisPubSub, type RedisPubSub } from './redisPubSub';
import { createRedisRateLimiter } from '../http/rateLimit';
import { privateRedis, type PrivateRedis } from '../test/redis';

let redis: PrivateRedis;
const opened: RedisPubSub[] = [];

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
}, 30_000);
afterAll(async () => {
  await Promise.all(opened.map((pubsub) => pubsub.close()));
  await redis.stop();
});

function open(availability: boolean[] = []): RedisPubSub {
  const pubsub = createRedisPubSub({ url: redis.url, keyPrefix: `test-${process.pid}:`, onAvailability: (up) => availability.push(up), log: () => {} });
  opened.push(pubsub);
  return pubsub;
}

async function until(what: string, condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Publishes until the subscriber's Redis channel is live (SUBSCRIBE is asynchronous), then returns the first event. */
async function firstEvent<T>(events: AsyncIterableIterator<T>, publish: () => Promise<void>, timeoutMs = 10_000): Promise<T> {
  const next = events.next();
  let arrived = false;
  void next.then(() => (arrived = true));
  const deadline = Date.now() + timeoutMs;
  while (!arrived) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the event: the topic is not subscribed on Redis.');
    await publish();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await next).value as T;
}

/**
 * The timers that `close` starts and that still hold the process open `graceMs` later: Jest gives a worker process
 * 500 ms to exit after its last test file, and a server being stopped should not need even that.
 */
async function timersHeldAfter(close: () => Promise<void>, graceMs = 500): Promise<string[]> {
  // Node's Timeout: whether it holds the process open, whether it has fired or been cleared, and its delay.
  type Timer = { hasRef(): boolean; _destroyed: boolean; _idleTimeout: number };
  const started: Timer[] = [];
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'Timeout') started.push(resource as Timer);
    },
  });
  hook.enable();
  try {
    await close();
  } finally {
    hook.disable();
  }
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  return started.filter((timer) => timer.hasRef() && !timer._destroyed).map((timer) => `${timer._idleTimeout} ms`);
}

describe('the Redis pub/sub', () => {
  it('delivers an event published by one instance to the subscribers of its topic on another, Dates intact', async () => {
    const publisher = open();
    const subscriber = open();
    await Promise.all([publisher.ready(), subscriber.ready()]);
    const events = subscriber.subscribe<{ name: string; at: Date }>('workspace:a:projects');
    const other = subscriber.subscribe<unknown>('workspace:b:projects');
    const at = new Date('2026-01-02T03:04:05.678Z');
    const event = await firstEvent(events, () => publisher.publish('workspace:a:projects', { name: 'Renamed', at }));
    expect(event.name).toBe('Renamed');
    expect(event.at).toBeInstanceOf(Date);
    expect(event.at.toISOString()).toBe(at.toISOString());
    expect(subscriber.subscriberCount('workspace:a:projects')).toBe(1);
    await events.return!();
    await other.return!();
    expect(subscriber.subscriberCount()).toBe(0);
  });

  it('settles once Redis has confirmed every subscribed topic: from then on one publish is enough', async () => {
    const publisher = open();
    const subscriber = open();
    await Promise.all([publisher.ready(), subscriber.ready()]);
    await expect(subscriber.settled()).resolves.toBeUndefined();
    const events = subscriber.subscribe<{ n: number }>('workspace:d:projects');
    const others = subscriber.subscribe<unknown>('workspace:e:projects');
    await subscriber.settled();
    expect(subscriber.subscriberCount()).toBe(2);
    await publisher.publish('workspace:d:projects', { n: 1 });
    expect((await events.next()).value).toEqual({ n: 1 });
    await events.return!();
    await others.return!();
  });

  it('reports Redis going away, lets publishing return at once meanwhile, and delivers again once Redis is back', async () => {
    const availability: boolean[] = [];
    const pubsub = open(availability);
    await pubsub.ready();
    const events = pubsub.subscribe<{ n: number }>('workspace:c:projects');

    await redis.stop();
    await until('the outage to be reported', () => availability.includes(false));
    expect(pubsub.isAvailable()).toBe(false);
    await expect(pubsub.check()).rejects.toThrow();
    await expect(pubsub.publish('workspace:c:projects', { n: 0 })).resolves.toBeUndefined();

    await redis.start();
    await pubsub.ready(15_000);
    expect(availability).toEqual([true, false, true]);
    // The subscription made before the outage is subscribed again by itself.
    expect((await firstEvent(events, () => pubsub.publish('workspace:c:projects', { n: 1 }))).n).toBe(1);
    await events.return!();
  }, 40_000);

  it('closed while Redis is away, with the rate limiter, leaves nothing holding the process open', async () => {
    // Only this test's clients retry while Redis is away.
    await Promise.all(opened.map((earlier) => earlier.close()));
    const pubsub = open();
    const limiter = createRedisRateLimiter(redis.url, `test-${process.pid}:`);
    await pubsub.ready();
    await limiter.consume('user:closing', 10);
    await redis.stop();
    await until('the outage to be noticed', () => !pubsub.isAvailable());
    // ioredis destroys a socket that does not end within its disconnect timeout; one that Redis dropped never ends, and
    // with the 2 s default every exit (a Jest worker's, a server's on SIGTERM) waited for it.
    expect(await timersHeldAfter(async () => {
      await pubsub.close();
      await limiter.close();
    })).toEqual([]);
    await redis.start();
  }, 40_000);
});

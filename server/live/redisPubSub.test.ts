// The Redis pub/sub on a private redis-server: events cross between pub/sub instances (as between server processes)
// with their Dates intact, and an outage is reported, survived and recovered from without anyone hanging.
import { createRedisPubSub, type RedisPubSub } from './redisPubSub';
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
});

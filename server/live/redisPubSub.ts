// Live events across several server instances: the pub/sub interface over Redis pub/sub. Each process holds one
// subscriber connection (a Redis channel per topic with local subscribers) and fans events out in memory, so 1,000
// subscribers of a topic cost Redis one delivery per instance. When Redis goes away, publishing drops events (the
// write has committed; subscribers are told to reconnect and refetch, see `onAvailability`) instead of queueing or
// hanging, and when it is back the channels are subscribed again and delivery resumes.
import { Redis } from 'ioredis';
import { createMemoryPubSub, type PubSub } from './pubsub';
import { redisClientOptions } from './redisOptions';

export interface RedisPubSubOptions {
  url: string;
  /** Prefixes every channel, so several deployments (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Called with false when the connection to Redis is lost, and with true when it is back. */
  onAvailability?: (available: boolean) => void;
  /** Milliseconds from publish to local delivery, per event. */
  onDeliveryLag?: (milliseconds: number) => void;
  log?: (message: string, error?: unknown) => void;
}

export interface RedisPubSub extends PubSub {
  /** True while both connections to Redis are ready. */
  isAvailable(): boolean;
  /** Throws unless Redis answers a PING now. */
  check(): Promise<void>;
  /** Resolves once both connections are ready (or rejects after the timeout). */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * Resolves once Redis has confirmed the channel of every topic subscribed so far (or rejects after the timeout): from
   * then on those subscribers receive every event published on any instance.
   */
  settled(timeoutMs?: number): Promise<void>;
}

interface Envelope {
  /** Publish time (ms since the epoch), for the delivery-lag metric. */
  t: number;
  e: unknown;
}

// Events carry rows with Date columns: keep them Dates across the wire.
function encode(event: unknown): string {
  return JSON.stringify({ t: Date.now(), e: event }, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
}

function decode(text: string): Envelope {
  return JSON.parse(text, (_key, value) =>
    value !== null && typeof value === 'object' && typeof value.$date === 'number' && Object.keys(value).length === 1
      ? new Date(value.$date)
      : value,
  ) as Envelope;
}

export function createRedisPubSub(options: RedisPubSubOptions): RedisPubSub {
  const prefix = options.keyPrefix ?? 'lanes:';
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const connection = { ...redisClientOptions, lazyConnect: false };
  const publisher = new Redis(options.url, { ...connection, connectionName: 'lanes-publish' });
  // The subscriber queues its SUBSCRIBE commands while connecting. Its channels are subscribed again on every reconnect
  // by `resubscribe` below, not by ioredis: ioredis only remembers channels whose SUBSCRIBE was answered, so a topic
  // subscribed just before an outage would stay deaf for good.
  const subscriber = new Redis(options.url, {
    ...connection,
    enableOfflineQueue: true,
    autoResubscribe: false,
    connectionName: 'lanes-subscribe',
  });
  const local = createMemoryPubSub();
  const channelSubscribers = new Map<string, number>();
  /** Topics whose Redis channel is subscribed: only their subscribers are counted (they receive every event from now). */
  const confirmed = new Set<string>();
  let available = false;
  let closed = false;

  const both = () => publisher.status === 'ready' && subscriber.status === 'ready';
  const update = () => {
    const now = both();
    if (now === available || closed) return;
    available = now;
    options.onAvailability?.(now);
  };
  for (const client of [publisher, subscriber]) {
    client.on('ready', update);
    client.on('close', update);
    client.on('end', update);
    // Without a listener ioredis prints every failed reconnect; one line per change of state is enough.
    client.on('error', (error: Error) => {
      if (available) log('Redis connection error:', error);
    });
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = decode(message);
    } catch (error) {
      log(`Ignored an unreadable event on ${channel}:`, error);
      return;
    }
    options.onDeliveryLag?.(Math.max(0, Date.now() - envelope.t));
    void local.publish(channel.slice(prefix.length), envelope.e);
  });

  /** Called whenever a topic is confirmed or given up (by `settled`). */
  const confirmations = new Set<() => void>();
  const subscribeChannels = (topics: string[]) => {
    subscriber.subscribe(...topics.map((topic) => prefix + topic)).then(
      () => {
        for (const topic of topics) if (channelSubscribers.has(topic)) confirmed.add(topic);
        for (const notify of [...confirmations]) notify();
      },
      (error) => log(`Subscribing to ${topics.join(', ')} failed (retried on reconnect):`, error),
    );
  };
  subscriber.on('ready', () => {
    const topics = [...channelSubscribers.keys()];
    if (topics.length > 0 && !closed) subscribeChannels(topics);
  });

  const retain = (topic: string) => {
    const count = channelSubscribers.get(topic) ?? 0;
    channelSubscribers.set(topic, count + 1);
    if (count === 0) subscribeChannels([topic]);
  };
  const release = (topic: string) => {
    const count = (channelSubscribers.get(topic) ?? 1) - 1;
    if (count > 0) return void channelSubscribers.set(topic, count);
    channelSubscribers.delete(topic);
    confirmed.delete(topic);
    if (subscriber.status === 'ready') subscriber.unsubscribe(prefix + topic).catch(() => undefined);
    // A topic given up before Redis confirmed it is no longer waited for.
    for (const notify of [...confirmations]) notify();
  };

  return {
    async publish(topic, event) {
      if (closed) return;
      try {
        await publisher.publish(prefix + topic, encode(event));
      } catch (error) {
        // The write this event reports has committed: the mutation succeeds; subscribers catch up when they reconnect.
        log(`Live event on ${topic} not delivered (Redis unavailable): ${(error as Error).message}`);
      }
    },

    subscribe<T>(topic: string): AsyncIterableIterator<T> {
      const source = local.subscribe<T>(topic);
      if (closed) return source;
      retain(topic);
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        release(topic);
      };
      const iterator: AsyncIterableIterator<T> = {
        async next() {
          const result = await source.next();
          if (result.done) releaseOnce();
          return result;
        },
        async return() {
          releaseOnce();
          return (await source.return?.()) ?? { value: undefined, done: true };
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },

    subscriberCount(topic) {
      if (topic !== undefined) return confirmed.has(topic) ? local.subscriberCount(topic) : 0;
      let count = 0;
      for (const name of confirmed) count += local.subscriberCount(name);
      return count;
    },

    isAvailable: () => available,

    async check() {
      await publisher.ping();
    },

    ready(timeoutMs = 10_000) {
      if (both()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Redis at ${redactUrl(options.url)} did not answer within ${timeoutMs} ms.`));
        }, timeoutMs);
        // A wait for Redis never holds the process open by itself (a closed pub/sub's, a test's that has ended).
        timer.unref();
        const check = () => {
          if (!both()) return;
          cleanup();
          resolve();
        };
        const cleanup = () => {
          clearTimeout(timer);
          publisher.off('ready', check);
          subscriber.off('ready', check);
        };
        publisher.on('ready', check);
        subscriber.on('ready', check);
      });
    },

    settled(timeoutMs = 10_000) {
      const unconfirmed = () => [...channelSubscribers.keys()].some((topic) => !confirmed.has(topic));
      if (!unconfirmed()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          confirmations.delete(check);
          reject(new Error(`Redis did not confirm the live event channels within ${timeoutMs} ms.`));
        }, timeoutMs);
        timer.unref();
        const check = () => {
          if (unconfirmed()) return;
          clearTimeout(timer);
          confirmations.delete(check);
          resolve();
        };
        confirmations.add(check);
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      await local.close();
      channelSubscribers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

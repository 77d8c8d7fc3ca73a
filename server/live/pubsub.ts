// Live events: a small publish/subscribe interface, and its in-process implementation (one server). A Redis
// implementation for several instances plugs in behind the same interface.

export interface PubSub {
  /** Delivers the event to every current subscriber of the topic. */
  publish<T>(topic: string, event: T): Promise<void>;
  /** The topic's events from now on, until the iterator is returned or the pub/sub closes. */
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  /** How many subscriptions this process holds (on the topic, or in all) that receive every event published from now. */
  subscriberCount(topic?: string): number;
  /** Ends every subscription. */
  close(): Promise<void>;
}

/** Subscribers that fall this many events behind are ended (their clients reconnect and refetch). */
const MAX_QUEUED_EVENTS = 10_000;

/** One published event on its way to a topic's subscribers: when it was published, and how many have yet to take it. */
interface Delivery {
  event: unknown;
  publishedAt: number;
  pending: number;
}

interface Subscriber {
  push(delivery: Delivery): void;
  end(): void;
}

export interface MemoryPubSubOptions {
  /**
   * Called once per event with the milliseconds from its publication until the last subscriber of this process took
   * it (a backlog shows here). Costs one subtraction per subscriber, one call per event.
   */
  onDeliveryLag?: (milliseconds: number) => void;
}

export function createMemoryPubSub({ onDeliveryLag }: MemoryPubSubOptions = {}): PubSub {
  const topics = new Map<string, Set<Subscriber>>();
  let closed = false;

  const taken = (delivery: Delivery) => {
    delivery.pending -= 1;
    if (delivery.pending === 0) onDeliveryLag?.(Math.max(0, performance.now() - delivery.publishedAt));
  };

  return {
    async publish(topic, event) {
      const subscribers = topics.get(topic);
      if (!subscribers) return;
      const delivery: Delivery = { event, publishedAt: performance.now(), pending: subscribers.size };
      for (const subscriber of subscribers) subscriber.push(delivery);
    },

    subscribe<T>(topic: string): AsyncIterableIterator<T> {
      const queue: Delivery[] = [];
      let waiting: ((result: IteratorResult<T>) => void) | null = null;
      let done = closed;

      const subscriber: Subscriber = {
        push(delivery) {
          if (done) return taken(delivery);
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            taken(delivery);
            resolve({ value: delivery.event as T, done: false });
          } else if (queue.length >= MAX_QUEUED_EVENTS) {
            taken(delivery);
            subscriber.end();
          } else {
            queue.push(delivery);
          }
        },
        end() {
          done = true;
          for (const delivery of queue) taken(delivery);
          queue.length = 0;
          topics.get(topic)?.delete(subscriber);
          if (topics.get(topic)?.size === 0) topics.delete(topic);
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            resolve({ value: undefined, done: true });
          }
        },
      };
      if (!done) {
        if (!topics.has(topic)) topics.set(topic, new Set());
        topics.get(topic)!.add(subscriber);
      }

      const iterator: AsyncIterableIterator<T> = {
        next() {
          if (queue.length > 0) {
            const delivery = queue.shift() as Delivery;
            taken(delivery);
            return Promise.resolve({ value: delivery.event as T, done: false });
          }
          if (done) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve) => {
            waiting = resolve;
          });
        },
        return() {
          subscriber.end();
          return Promise.resolve({ value: undefined, done: true });
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },

    subscriberCount(topic) {
      if (topic !== undefined) return topics.get(topic)?.size ?? 0;
      let count = 0;
      for (const subscribers of topics.values()) count += subscribers.size;
      return count;
    },

    async close() {
      closed = true;
      for (const subscribers of [...topics.values()]) for (const subscriber of [...subscribers]) subscriber.end();
      topics.clear();
    },
  };
}

/**
 * Passes a subscription's events on while `shouldDeliver` agrees, and ends it (unsubscribing) at the first refusal.
 * Returning the result unsubscribes too, even before the first event.
 */
export function deliverWhile<T>(
  source: AsyncIterableIterator<T>,
  shouldDeliver: (event: T) => Promise<boolean>,
): AsyncIterableIterator<T> {
  const end = async (): Promise<IteratorResult<T>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const result = await source.next();
      if (result.done) return result;
      return (await shouldDeliver(result.value)) ? result : end();
    },
    return: end,
    async throw(error) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

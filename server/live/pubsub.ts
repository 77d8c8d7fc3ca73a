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

interface Subscriber {
  push(event: unknown): void;
  end(): void;
}

export function createMemoryPubSub(): PubSub {
  const topics = new Map<string, Set<Subscriber>>();
  let closed = false;

  return {
    async publish(topic, event) {
      for (const subscriber of topics.get(topic) ?? []) subscriber.push(event);
    },

    subscribe<T>(topic: string): AsyncIterableIterator<T> {
      const queue: T[] = [];
      let waiting: ((result: IteratorResult<T>) => void) | null = null;
      let done = closed;

      const subscriber: Subscriber = {
        push(event) {
          if (done) return;
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            resolve({ value: event as T, done: false });
          } else if (queue.length >= MAX_QUEUED_EVENTS) {
            subscriber.end();
          } else {
            queue.push(event as T);
          }
        },
        end() {
          done = true;
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
          if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
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

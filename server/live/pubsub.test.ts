import { createMemoryPubSub } from './pubsub';

describe('the in-process pub/sub', () => {
  it("reports an event's delivery lag once, when the last subscriber has taken it", async () => {
    const lags: number[] = [];
    const pubsub = createMemoryPubSub({ onDeliveryLag: (milliseconds) => lags.push(milliseconds) });
    const waiting = pubsub.subscribe<{ n: number }>('topic');
    const backlogged = pubsub.subscribe<{ n: number }>('topic');
    const next = waiting.next();

    await pubsub.publish('topic', { n: 1 });
    await expect(next).resolves.toEqual({ value: { n: 1 }, done: false });
    // The second subscriber has not taken it yet: no lag until it does.
    expect(lags).toEqual([]);
    await expect(backlogged.next()).resolves.toEqual({ value: { n: 1 }, done: false });
    expect(lags).toHaveLength(1);
    expect(lags[0]).toBeGreaterThanOrEqual(0);

    // A subscriber that leaves with the event still queued does not hold the measure back.
    await pubsub.publish('topic', { n: 2 });
    await waiting.next();
    await backlogged.return?.();
    expect(lags).toHaveLength(2);
    await pubsub.close();
  });
});

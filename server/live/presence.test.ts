// The presence kernel over the in-process pub/sub and over Redis (two pub/subs: two server instances).
import {
  createPresence,
  PRESENCE_TIMING,
  presenceTopic,
  type Presence,
  type PresenceLimits,
  type PresenceMessage,
  type PresenceSnapshot,
  type PresenceTiming,
} from './presence';
import { createMemoryPubSub, type PubSub } from './pubsub';
import { createRedisPubSub, type RedisPubSub } from './redisPubSub';
import { privateRedis, type PrivateRedis } from '../test/redis';

const TOPIC = presenceTopic('w1', 'project:p1');
const FAST: PresenceTiming = { heartbeatMs: 50, expireMs: 200, updateMsPerWatcher: 0 };
const ROOMY: PresenceLimits = { perPerson: 1000, perSubject: 1000 };

interface Tab {
  /** The next snapshot this tab's subscriber is handed. */
  next(): Promise<PresenceSnapshot>;
  /** The people this tab shows: everyone but its own person. */
  others(snapshot: PresenceSnapshot): string[];
  close(): Promise<void>;
}

function present(presence: Presence, pubsub: PubSub, userId: string, topic = TOPIC): Tab {
  const stream = presence.watch({ topic, subject: 'p1', userId, messages: () => pubsub.subscribe<PresenceMessage>(topic) });
  return {
    async next() {
      const result = await stream.next();
      if (result.done) throw new Error('The presence stream ended.');
      return result.value;
    },
    others: (snapshot) => snapshot.userIds.filter((id) => id !== userId),
    close: async () => {
      await stream.return!();
    },
  };
}

/** Takes snapshots until the tab shows `people` (a newcomer on another instance hears the others one answer at a time). */
async function until(tab: Tab, people: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: string[][] = [];
  while (Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const snapshot = await Promise.race([
      tab.next(),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now()))),
    ]).finally(() => clearTimeout(timer));
    if (!snapshot) break;
    const shown = tab.others(snapshot);
    seen.push(shown);
    if ([...shown].sort().join() === [...people].sort().join()) return;
  }
  throw new Error(`Never saw ${JSON.stringify(people)}; saw ${JSON.stringify(seen)}.`);
}

/** A pub/sub that records every message published on the presence topic. */
function recordingPubSub() {
  const pubsub = createMemoryPubSub();
  const published: PresenceMessage[] = [];
  const publish = pubsub.publish.bind(pubsub);
  pubsub.publish = async (topic, event) => {
    if (topic === TOPIC) published.push(event as PresenceMessage);
    return publish(topic, event);
  };
  return { pubsub, published };
}

describe('presence in one process', () => {
  it('sees others join and leave, and forgets an entry that stops repeating itself', async () => {
    const pubsub = createMemoryPubSub();
    const presence = createPresence({ pubsub, limits: ROOMY, timing: FAST });
    const ada = present(presence, pubsub, 'ada');
    await until(ada, []);
    const bob = present(presence, pubsub, 'bob');
    await until(ada, ['bob']);
    await until(bob, ['ada']);
    await bob.close();
    await until(ada, []);

    // An instance that died: one join, never repeated, no goodbye.
    await pubsub.publish<PresenceMessage>(TOPIC, { kind: 'join', room: 'gone', entries: [{ entry: 'gone-1', userId: 'cy' }] });
    await until(ada, ['cy']);
    await until(ada, []);
    await ada.close();
    expect(pubsub.subscriberCount(TOPIC)).toBe(0);
    expect(presence.watcherCount()).toBe(0);
    await pubsub.close();
  });

  it('counts a person once however many tabs they have, and never to themselves', async () => {
    const pubsub = createMemoryPubSub();
    const presence = createPresence({ pubsub, limits: ROOMY, timing: { ...PRESENCE_TIMING, updateMsPerWatcher: 0 } });
    const ada = present(presence, pubsub, 'ada');
    await until(ada, []);
    const bobTabs = [present(presence, pubsub, 'bob'), present(presence, pubsub, 'bob')];
    const adaOtherTab = present(presence, pubsub, 'ada');
    await until(ada, ['bob']);
    await until(adaOtherTab, ['bob']);
    await bobTabs[0].close();
    // Bob's other tab is still there: the next change ada is handed is cy coming, bob still present.
    const cy = present(presence, pubsub, 'cy');
    expect(ada.others(await ada.next())).toEqual(['bob', 'cy']);
    await bobTabs[1].close();
    expect(ada.others(await ada.next())).toEqual(['cy']);
    await cy.close();
    await until(ada, []);
    await Promise.all([ada.close(), adaOtherTab.close()]);
    await pubsub.close();
  });

  it('computes a change once for all watchers of a subject: one payload for all, one message on the pub/sub', async () => {
    const { pubsub, published } = recordingPubSub();
    const presence = createPresence({ pubsub, limits: ROOMY });
    const watchers = Array.from({ length: 60 }, (_, index) => present(presence, pubsub, `watcher-${index % 3}`));
    for (const watcher of watchers) await watcher.next();
    published.length = 0;

    // Someone on another instance arrives: every watcher is handed the very same payload, and this instance answers
    // once for all its 60 entries (each tab answering for itself made 60 messages, each delivered to 60 subscribers).
    await pubsub.publish<PresenceMessage>(TOPIC, { kind: 'join', room: 'elsewhere', entries: [{ entry: 'dee-1', userId: 'dee' }] });
    const payloads = await Promise.all(watchers.map((watcher) => watcher.next()));
    expect(new Set(payloads).size).toBe(1);
    expect(payloads[0].userIds).toEqual(['watcher-0', 'watcher-1', 'watcher-2', 'dee']);
    expect(published.map((message) => [message.kind, message.entries.length])).toEqual([
      ['join', 1],
      ['here', 60],
    ]);
    // One subscriber of the pub/sub per watcher (their access is checked each), one room for them all.
    expect(pubsub.subscriberCount(TOPIC)).toBe(60);
    await Promise.all(watchers.map((watcher) => watcher.close()));
    await pubsub.close();
  });

  it('tells watchers of a burst of comings and goings in one update', async () => {
    const pubsub = createMemoryPubSub();
    const presence = createPresence({ pubsub, limits: ROOMY, timing: { ...PRESENCE_TIMING, updateMsPerWatcher: 250 } });
    const ada = present(presence, pubsub, 'ada');
    expect(ada.others(await ada.next())).toEqual([]);
    const burst = ['bob', 'cy', 'dee', 'eve'].map((userId) => present(presence, pubsub, userId));
    await Promise.all([burst[0].close(), burst[2].close()]);
    const update = await ada.next();
    expect(ada.others(update)).toEqual(['cy', 'eve']);
    await Promise.all([ada, burst[1], burst[3]].map((tab) => tab.close()));
    await pubsub.close();
  });

  it('refuses presence beyond the per-person and per-subject limits with RATE_LIMITED, and admits again once one ends', async () => {
    const pubsub = createMemoryPubSub();
    const presence = createPresence({ pubsub, limits: { perPerson: 2, perSubject: 3 } });
    const other = presenceTopic('w1', 'issue:i1');
    const adaTabs = [present(presence, pubsub, 'ada'), present(presence, pubsub, 'ada', other)];
    expect(() => present(presence, pubsub, 'ada')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', message: expect.stringMatching(/at most 2 per person/) }),
    );
    expect(presence.watcherCount('ada')).toBe(2);

    const bob = present(presence, pubsub, 'bob');
    const cy = present(presence, pubsub, 'cy');
    expect(() => present(presence, pubsub, 'dee')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many people are looking at this right now \(at most 3\)/) }),
    );
    // The refused ones hold nothing: no subscription of the topic beyond the three admitted.
    expect(pubsub.subscriberCount(TOPIC)).toBe(3);

    await adaTabs[0].close();
    const dee = present(presence, pubsub, 'dee');
    const adaAgain = present(presence, pubsub, 'ada', presenceTopic('w1', 'issue:i2'));
    await Promise.all([adaTabs[1], bob, cy, dee, adaAgain].map((tab) => tab.close()));
    expect(presence.watcherCount()).toBe(0);
    await pubsub.close();
  });
});

describe('presence across instances (Redis)', () => {
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
  const instance = async () => {
    const pubsub = createRedisPubSub({ url: redis.url, keyPrefix: `presence-${process.pid}:`, log: () => {} });
    opened.push(pubsub);
    await pubsub.ready();
    return { pubsub, presence: createPresence({ pubsub, limits: ROOMY, timing: FAST }) };
  };

  it('shows people on another instance, and they leave when their tab closes or their instance dies', async () => {
    const [one, two, three] = await Promise.all([instance(), instance(), instance()]);
    const ada = present(one.presence, one.pubsub, 'ada');
    await until(ada, []);
    const bob = present(two.presence, two.pubsub, 'bob');
    await until(ada, ['bob']);
    await until(bob, ['ada']);
    await bob.close();
    await until(ada, []);

    // A viewer on an instance that then died: one join, never repeated, no goodbye.
    await three.pubsub.publish<PresenceMessage>(TOPIC, { kind: 'join', room: 'gone', entries: [{ entry: 'gone-1', userId: 'cy' }] });
    await until(ada, ['cy']);
    await until(ada, []);
    await ada.close();
  }, 20_000);
});

// The presence kernel over the in-process pub/sub and over Redis (two pub/subs: two server instances).
import { presenceStream, presenceTopic, type PresenceMessage, type PresenceTiming } from './presence';
import { createMemoryPubSub, type PubSub } from './pubsub';
import { createRedisPubSub, type RedisPubSub } from './redisPubSub';
import { privateRedis, type PrivateRedis } from '../test/redis';

const TOPIC = presenceTopic('w1', 'project:p1');
const FAST: PresenceTiming = { heartbeatMs: 50, expireMs: 200 };
/** For tests of anything but expiry: a stalled loop (a busy machine) outlasts FAST's 200 ms and expires live entries. */
const STEADY: PresenceTiming = { heartbeatMs: 1_000, expireMs: 60_000 };

function present(pubsub: PubSub, userId: string, timing = FAST) {
  return presenceStream({
    messages: pubsub.subscribe<PresenceMessage>(TOPIC),
    publish: (message) => pubsub.publish(TOPIC, message),
    userId,
    timing,
  });
}

/** Takes sets until one equals `people` (a newcomer may hear the others one answer at a time). */
async function until(stream: AsyncIterableIterator<readonly string[]>, people: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: Array<readonly string[]> = [];
  while (Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      stream.next(),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now()))),
    ]).finally(() => clearTimeout(timer));
    if (!result || result.done) break;
    seen.push(result.value);
    if ([...result.value].sort().join() === [...people].sort().join()) return;
  }
  throw new Error(`Never saw ${JSON.stringify(people)}; saw ${JSON.stringify(seen)}.`);
}

describe('presence in one process', () => {
  it('sees others join and leave, and forgets an entry that stops repeating itself', async () => {
    const pubsub = createMemoryPubSub();
    const ada = present(pubsub, 'ada');
    const bob = present(pubsub, 'bob');
    await until(ada, []);
    await until(ada, ['bob']);
    await until(bob, ['ada']);
    await bob.return!();
    await until(ada, []);

    // An instance that died: one join, never repeated, no goodbye.
    await pubsub.publish<PresenceMessage>(TOPIC, { kind: 'join', entry: 'gone', userId: 'cy' });
    await until(ada, ['cy']);
    await until(ada, []);
    await ada.return!();
    expect(pubsub.subscriberCount(TOPIC)).toBe(0);
    await pubsub.close();
  });

  it('counts a person once however many tabs they have, and never to themselves', async () => {
    const pubsub = createMemoryPubSub();
    const ada = present(pubsub, 'ada', STEADY);
    const bobTabs = [present(pubsub, 'bob', STEADY), present(pubsub, 'bob', STEADY)];
    const adaOtherTab = present(pubsub, 'ada', STEADY);
    await until(ada, []);
    await until(ada, ['bob']);
    await until(adaOtherTab, ['bob']);
    await bobTabs[0].return!();
    // Bob's other tab is still there: the next change ada hears is cy coming, bob still present.
    const cy = present(pubsub, 'cy', STEADY);
    expect((await ada.next()).value).toEqual(['bob', 'cy']);
    await bobTabs[1].return!();
    expect((await ada.next()).value).toEqual(['cy']);
    await cy.return!();
    await until(ada, []);
    await Promise.all([ada.return!(), adaOtherTab.return!()]);
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
    return pubsub;
  };

  it('shows people on another instance, and they leave when their tab closes or their instance dies', async () => {
    const [one, two, three] = await Promise.all([instance(), instance(), instance()]);
    const ada = present(one, 'ada');
    await until(ada, []);
    const bob = present(two, 'bob');
    await until(ada, ['bob']);
    await until(bob, ['ada']);
    await bob.return!();
    await until(ada, []);

    // A viewer on an instance that then died: one join, never repeated, no goodbye.
    await three.publish<PresenceMessage>(TOPIC, { kind: 'join', entry: 'gone', userId: 'cy' });
    await until(ada, ['cy']);
    await until(ada, []);
    await ada.return!();
  }, 20_000);
});

// Instances tell each other which workspaces they changed: another instance's change moves the versions of those
// workspaces only (or every version, for a change that may have touched any), and changes made while a message is on
// its way follow in one more message.
import { ChangeClock, type ChangeScope } from '../db/changeClock';
import { shareDatabaseChanges } from './databaseChanges';
import { createMemoryPubSub, type PubSub } from './pubsub';

const fail = (message: string, error: unknown) => {
  throw new Error(`${message} ${String(error)}`);
};

/** The scope of the next change `clock` hears of from another instance. */
const nextPeerChange = (clock: ChangeClock) =>
  new Promise<ChangeScope>((resolve) => {
    const stop = clock.onTick((scope, origin) => {
      if (origin !== 'peer') return;
      stop();
      resolve(scope);
    });
  });

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Two instances' clocks sharing `pubsub`. */
function twoInstances(pubsub: PubSub = createMemoryPubSub()) {
  const [one, two] = [new ChangeClock(), new ChangeClock()];
  stops.push(shareDatabaseChanges(one, pubsub, fail), shareDatabaseChanges(two, pubsub, fail));
  return { one, two, pubsub };
}

describe('database changes shared between instances', () => {
  it('move the versions of the workspaces changed on the other instance, and no other’s', async () => {
    const { one, two } = twoInstances();
    const before = { a: two.versionOf('A'), b: two.versionOf('B'), oneVersion: one.version };
    const heard = nextPeerChange(two);
    one.tick(['A']);
    expect(await heard).toEqual(['A']);
    expect(two.versionOf('A')).toBeGreaterThan(before.a);
    expect(two.versionOf('B')).toBe(before.b);

    // A change that may have touched anything moves every version there.
    const heardGlobal = nextPeerChange(two);
    one.tick();
    expect(await heardGlobal).toBe('global');
    expect(two.versionOf('B')).toBeGreaterThan(before.b);

    // The first instance heard its own messages before the second's, and moved only for its own changes.
    const heardBack = nextPeerChange(one);
    two.tick(['Z']);
    expect(await heardBack).toEqual(['Z']);
    expect(one.version).toBe(before.oneVersion + 3);
  });

  it('tell the changes made while a message is on its way in one more message, naming every workspace they changed', async () => {
    const inner = createMemoryPubSub();
    /** Messages on their way, each held until the test lets it go. */
    const onTheirWay: Array<{ event: unknown; go: () => void }> = [];
    let published: (() => void) | null = null;
    const held: PubSub = {
      ...inner,
      publish: (topic, event) =>
        new Promise<void>((resolve) => {
          onTheirWay.push({ event, go: () => void inner.publish(topic, event).then(resolve) });
          published?.();
        }),
    };
    /** The next message once it is on its way. */
    const nextMessage = async (count: number) => {
      while (onTheirWay.length < count) await new Promise<void>((resolve) => (published = resolve));
      return onTheirWay[count - 1];
    };
    const { one, two } = twoInstances(held);
    const heard: ChangeScope[] = [];
    let heardThree!: () => void;
    const threeHeard = new Promise<void>((resolve) => (heardThree = resolve));
    two.onTick((scope, origin) => {
      if (origin !== 'peer') return;
      heard.push(scope);
      if (heard.length === 3) heardThree();
    });

    one.tick(['A']);
    const first = await nextMessage(1);
    expect(first.event).toMatchObject({ workspaces: ['A'] });
    one.tick(['B']);
    one.tick(['C', 'B']);
    expect(onTheirWay).toHaveLength(1);
    first.go();
    const second = await nextMessage(2);
    expect(second.event).toMatchObject({ workspaces: ['B', 'C'] });

    // A change that may have touched anything, among others while a message is on its way: the next says 'global'.
    one.tick(['D']);
    one.tick();
    one.tick(['E']);
    second.go();
    const third = await nextMessage(3);
    expect(third.event).toMatchObject({ workspaces: 'global' });
    third.go();
    await threeHeard;
    expect(heard).toEqual([['A'], ['B', 'C'], 'global']);
  });

  it('take a message from an instance of an older version, which names no workspace, as a change of any', async () => {
    const { two, pubsub } = twoInstances();
    const before = two.versionOf('A');
    const heard = nextPeerChange(two);
    await pubsub.publish('database-changed', { from: 'an older instance' });
    expect(await heard).toBe('global');
    expect(two.versionOf('A')).toBeGreaterThan(before);
  });
});

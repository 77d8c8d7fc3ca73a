// Several instances share one database: each tells the others, through the pub/sub, that it committed a change, so
// what they keep computed from the database (their response caches) is dropped within a message's delay.
import { randomUUID } from 'node:crypto';
import type { ChangeClock } from '../db/changeClock';
import type { PubSub } from './pubsub';

const TOPIC = 'database-changed';

interface ChangeEvent {
  /** The instance that committed it (an instance hears its own messages too). */
  from: string;
}

/**
 * Publishes this instance's changes and ticks `clock` for every other instance's. Changes committed while a message is
 * on its way are told in one more message after it. Returns what stops it (the pub/sub's closing stops it too).
 */
export function shareDatabaseChanges(clock: ChangeClock, pubsub: PubSub, log: (message: string, error: unknown) => void): () => void {
  const instance = randomUUID();
  const events = pubsub.subscribe<ChangeEvent>(TOPIC);
  void (async () => {
    for await (const event of events) if (event.from !== instance) clock.tick('peer');
  })();

  let publishing = false;
  let again = false;
  const publish = async () => {
    publishing = true;
    do {
      again = false;
      await pubsub.publish<ChangeEvent>(TOPIC, { from: instance }).catch((error: unknown) => log('Telling other instances of a change failed:', error));
    } while (again);
    publishing = false;
  };
  const stop = clock.onTick((origin) => {
    if (origin !== 'local') return;
    if (publishing) again = true;
    else void publish();
  });

  return () => {
    stop();
    void events.return?.();
  };
}

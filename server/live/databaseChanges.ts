// Several instances share one database: each tells the others, through the pub/sub, which workspaces it committed
// changes in (or that a change may have touched any: 'global'), so what they keep computed from those workspaces'
// data (their response caches) is dropped within a message's delay, and what they keep of the others stays.
import { randomUUID } from 'node:crypto';
import type { ChangeClock, ChangeScope } from '../db/changeClock';
import type { PubSub } from './pubsub';

const TOPIC = 'database-changed';

/** A message naming more workspaces than this says 'global' instead (a burst of changes in many workspaces at once). */
const MAX_WORKSPACES_PER_MESSAGE = 1_000;

interface ChangeEvent {
  /** The instance that committed it (an instance hears its own messages too). */
  from: string;
  /** The workspaces changed, or 'global'. Absent from an instance of an older version, which changed anything. */
  workspaces?: 'global' | string[];
}

/**
 * Publishes this instance's changes and ticks `clock` for every other instance's. Changes committed while a message is
 * on its way are told in one more message after it (naming every workspace they changed). Returns what stops it (the
 * pub/sub's closing stops it too).
 */
export function shareDatabaseChanges(clock: ChangeClock, pubsub: PubSub, log: (message: string, error: unknown) => void): () => void {
  const instance = randomUUID();
  const events = pubsub.subscribe<ChangeEvent>(TOPIC);
  void (async () => {
    for await (const event of events) {
      if (event.from === instance) continue;
      const workspaces = event.workspaces;
      clock.tick(Array.isArray(workspaces) && workspaces.every((id) => typeof id === 'string') ? workspaces : 'global', 'peer');
    }
  })();

  /** What is to be told in the next message: nothing yet (null), some workspaces, or 'global'. */
  let pending: Set<string> | 'global' | null = null;
  let publishing = false;
  const publish = async () => {
    publishing = true;
    while (pending !== null) {
      const workspaces: ChangeEvent['workspaces'] = pending === 'global' ? 'global' : [...pending];
      pending = null;
      await pubsub.publish<ChangeEvent>(TOPIC, { from: instance, workspaces }).catch((error: unknown) => log('Telling other instances of a change failed:', error));
    }
    publishing = false;
  };
  const stop = clock.onTick((scope: ChangeScope, origin) => {
    if (origin !== 'local') return;
    if (scope === 'global' || pending === 'global') pending = 'global';
    else {
      pending ??= new Set();
      for (const workspaceId of scope) pending.add(workspaceId);
      if (pending.size > MAX_WORKSPACES_PER_MESSAGE) pending = 'global';
    }
    if (!publishing) void publish();
  });

  return () => {
    stop();
    void events.return?.();
  };
}

// Presence: who is looking at a subject (a board, an issue) right now. Being subscribed IS being present: each
// subscription is one entry (a tab's view of the subject) that announces itself on the subject's topic, answers
// newcomers, repeats itself every heartbeat and says goodbye when it ends (unsubscribe, tab or socket closed). Every
// subscription keeps its own view of the subject's entries from those messages, so presence needs nothing but the
// pub/sub: it works the same in one process or across instances through Redis. An entry whose instance died without a
// goodbye expires after a few missed heartbeats.
import { randomUUID } from 'node:crypto';

export type PresenceMessage =
  /** A new entry: everyone present answers with `here`, so it learns who is already there. */
  | { kind: 'join'; entry: string; userId: string }
  /** An entry is (still) present. */
  | { kind: 'here'; entry: string; userId: string }
  | { kind: 'leave'; entry: string };

export const presenceTopic = (workspaceId: string, subject: string) => `workspace:${workspaceId}:presence:${subject}`;

export interface PresenceTiming {
  /** How often an entry repeats itself. */
  heartbeatMs: number;
  /** An entry not heard from for this long has left (its instance stopped without a goodbye). */
  expireMs: number;
}

/** A closed tab says goodbye at once; a vanished instance's viewers leave within 20 seconds. */
export const PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 5_000, expireMs: 16_000 };

export interface PresenceStreamOptions {
  /** The subject's messages (already checked for this subscriber's access), from now on. */
  messages: AsyncIterableIterator<PresenceMessage>;
  publish: (message: PresenceMessage) => Promise<void>;
  /** The subscriber: their own entry counts as present for others, never for themselves. */
  userId: string;
  timing?: PresenceTiming;
  now?: () => number;
}

/**
 * The people (user ids, in the order they arrived) looking at the subject besides the subscriber: the current set
 * first, then each change. The subscriber's other tabs are the subscriber: they are left out too.
 */
export function presenceStream({
  messages,
  publish,
  userId,
  timing = PRESENCE_TIMING,
  now = Date.now,
}: PresenceStreamOptions): AsyncIterableIterator<readonly string[]> {
  const entry = randomUUID();
  const entries = new Map<string, { userId: string; seenAt: number }>();
  let sent: string | null = null;
  let pending: readonly string[] | null = null;
  let waiting: ((result: IteratorResult<readonly string[]>) => void) | null = null;
  let ended = false;
  // Until our own `join` comes back, the topic may not be subscribed yet (Redis subscribes asynchronously): join again.
  let heardOurselves = false;

  const send = (message: PresenceMessage) => publish(message).catch(() => undefined);

  const others = () => {
    const people: string[] = [];
    for (const present of entries.values()) if (present.userId !== userId && !people.includes(present.userId)) people.push(present.userId);
    return people;
  };
  const emitIfChanged = () => {
    const people = others();
    const key = people.join(' ');
    if (key === sent || ended) return;
    sent = key;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: people, done: false });
    } else {
      pending = people;
    }
  };

  const apply = (message: PresenceMessage) => {
    if (message.entry === entry) {
      heardOurselves = true;
      return;
    }
    if (message.kind === 'leave') {
      entries.delete(message.entry);
    } else {
      // Re-inserting keeps the arrival order of entries already known.
      const known = entries.get(message.entry);
      if (known) known.seenAt = now();
      else entries.set(message.entry, { userId: message.userId, seenAt: now() });
      if (message.kind === 'join') void send({ kind: 'here', entry, userId });
    }
    emitIfChanged();
  };

  const finish = async () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: undefined, done: true });
    }
    await send({ kind: 'leave', entry });
    await messages.return?.();
  };

  const heartbeat = setInterval(() => {
    const cutoff = now() - timing.expireMs;
    for (const [id, present] of entries) if (present.seenAt < cutoff) entries.delete(id);
    emitIfChanged();
    void send({ kind: heardOurselves ? 'here' : 'join', entry, userId });
  }, timing.heartbeatMs);
  heartbeat.unref?.();

  void (async () => {
    try {
      for (;;) {
        const result = await messages.next();
        if (result.done || ended) break;
        apply(result.value);
      }
    } catch {
      // The stream failed: end as when it ends.
    }
    await finish();
  })();

  // The current set (nobody else yet, until they answer) goes first; then everyone present is asked.
  emitIfChanged();
  void send({ kind: 'join', entry, userId });

  const iterator: AsyncIterableIterator<readonly string[]> = {
    next() {
      if (pending) {
        const value = pending;
        pending = null;
        return Promise.resolve({ value, done: false });
      }
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    async return() {
      await finish();
      return { value: undefined, done: true };
    },
    async throw(error) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

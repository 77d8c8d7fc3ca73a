// Presence: who is looking at a subject (a board, an issue) right now. Being subscribed IS being present: each
// subscription is one entry (a tab's view of the subject). The entries of one subject on this instance share a room:
// the room announces them on the subject's topic, answers newcomers, repeats them every heartbeat and says goodbye for
// each one that ends (unsubscribe, tab or socket closed), all in one message for the whole room. The room keeps the
// subject's entries (of every instance) and, at each change, the people present once for all its watchers: a change
// costs one computation and one payload, shared by every watcher, whatever their number. Presence needs nothing but
// the pub/sub: it works the same in one process or across instances through Redis. An entry whose instance died
// without a goodbye expires after a few missed heartbeats. Telling a subject's watchers costs in proportion to their
// number, so the changes of a crowded subject are gathered for as long (a burst of comings and goings is one update):
// however busy, a subject costs a bounded share of the server. People and subjects are bounded (RATE_LIMITED beyond).
import { randomUUID } from 'node:crypto';
import { rateLimited } from '../errors';
import type { PubSub } from './pubsub';

export interface PresenceEntry {
  entry: string;
  userId: string;
}

export type PresenceMessage =
  /** New entries: every room that hears it answers with `here`, so they learn who is already there. */
  | { kind: 'join'; room: string; entries: PresenceEntry[] }
  /** Entries that are (still) present. */
  | { kind: 'here'; room: string; entries: PresenceEntry[] }
  | { kind: 'leave'; room: string; entries: string[] };

export const presenceTopic = (workspaceId: string, subject: string) => `workspace:${workspaceId}:presence:${subject}`;

export interface PresenceTiming {
  /** How often a room repeats its entries. */
  heartbeatMs: number;
  /** An entry not heard from for this long has left (its instance stopped without a goodbye). */
  expireMs: number;
  /**
   * After an update, the next waits this long per watcher of the subject (its changes meanwhile make one update): an
   * update costs each watcher an execution and a message, so this bounds the time a subject takes.
   */
  updateMsPerWatcher: number;
}

/**
 * A closed tab leaves others' view at once (in a second with 500 tabs on the subject); a vanished instance's viewers
 * within 20 seconds.
 */
export const PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 5_000, expireMs: 16_000, updateMsPerWatcher: 2 };

/** The people present at a subject after one change: one object, handed to every watcher of the subject. */
export interface PresenceSnapshot {
  /** The subject as the watchers named it. */
  subject: string;
  /** Everyone present, in the order they came (each watcher's own person included: leave them out when showing it). */
  userIds: readonly string[];
}

export interface PresenceLimits {
  /** The most presence subscriptions one person holds open at once on this instance. */
  perPerson: number;
  /** The most entries (tabs, of anyone, on any instance) one subject has at once. */
  perSubject: number;
}

export interface PresenceOptions {
  pubsub: PubSub;
  limits: PresenceLimits;
  timing?: PresenceTiming;
  now?: () => number;
}

export interface WatchOptions {
  topic: string;
  /** The subject's global id, as the events name it. */
  subject: string;
  userId: string;
  /** Opens the subscriber's own stream of the topic (checked for their access): called once the watch is admitted. */
  messages: () => AsyncIterableIterator<PresenceMessage>;
}

export interface Presence {
  /**
   * The subject's people for one subscriber: the current set first, then each change that the subscriber would see
   * (the set without the subscriber's own person). RATE_LIMITED beyond the limits.
   */
  watch(options: WatchOptions): AsyncIterableIterator<PresenceSnapshot>;
  /** Presence subscriptions open on this instance (of the person, or all). */
  watcherCount(userId?: string): number;
}

interface Watcher {
  userId: string;
  /** Wakes the watcher's waiting `next` after a change. */
  wake(): void;
}

interface Room {
  /** This instance's room of the subject, as its messages name it. */
  id: string;
  topic: string;
  /** Every entry heard (this instance's too), in the order they came. */
  entries: Map<string, { userId: string; seenAt: number }>;
  /** This instance's entries. */
  local: Map<string, string>;
  watchers: Set<Watcher>;
  /** The people present now, as watchers will be told at the next update. */
  people: readonly string[];
  /** The people as watchers were last told (what a watcher takes). */
  snapshot: PresenceSnapshot;
  /** When watchers were last told, and the update waiting to tell them of later changes. */
  updatedAt: number;
  update: NodeJS.Timeout | null;
  /** The people each person sees (everyone but themselves) in the current snapshot, as text to compare. */
  seenBy: Map<string, string>;
  /** Messages already applied: every watcher's stream delivers the same message object. */
  applied: WeakSet<object>;
  /** Until the room's own `join` comes back, the topic may not be subscribed yet (Redis subscribes asynchronously). */
  heardItself: boolean;
  heartbeat: NodeJS.Timeout;
}

export function createPresence({ pubsub, limits, timing = PRESENCE_TIMING, now = Date.now }: PresenceOptions): Presence {
  const rooms = new Map<string, Room>();
  const watchersOf = new Map<string, number>();

  const send = (room: Room, message: PresenceMessage) => pubsub.publish(room.topic, message).catch(() => undefined);
  const localEntries = (room: Room) => [...room.local].map(([entry, userId]) => ({ entry, userId }));

  const update = (room: Room) => {
    room.update = null;
    if (room.people.join(' ') === room.snapshot.userIds.join(' ')) return;
    room.updatedAt = now();
    room.snapshot = { subject: room.snapshot.subject, userIds: room.people };
    room.seenBy.clear();
    for (const watcher of room.watchers) watcher.wake();
  };

  const changed = (room: Room) => {
    const people: string[] = [];
    for (const present of room.entries.values()) if (!people.includes(present.userId)) people.push(present.userId);
    room.people = people;
    if (room.update) return;
    const wait = room.updatedAt + timing.updateMsPerWatcher * room.watchers.size - now();
    if (wait <= 0) return update(room);
    room.update = setTimeout(() => update(room), wait);
    room.update.unref?.();
  };

  const seenBy = (room: Room, userId: string) => {
    let people = room.seenBy.get(userId);
    if (people === undefined) {
      people = room.snapshot.userIds.filter((id) => id !== userId).join(' ');
      room.seenBy.set(userId, people);
    }
    return people;
  };

  const apply = (room: Room, message: PresenceMessage) => {
    if (room.applied.has(message)) return;
    room.applied.add(message);
    if (message.room === room.id) {
      room.heardItself = true;
      return;
    }
    if (message.kind === 'leave') {
      for (const entry of message.entries) room.entries.delete(entry);
    } else {
      for (const { entry, userId } of message.entries) {
        // Updating in place keeps the arrival order of entries already known.
        const known = room.entries.get(entry);
        if (known) known.seenAt = now();
        else room.entries.set(entry, { userId, seenAt: now() });
      }
      if (message.kind === 'join') void send(room, { kind: 'here', room: room.id, entries: localEntries(room) });
    }
    changed(room);
  };

  const openRoom = (topic: string, subject: string): Room => {
    const room: Room = {
      id: randomUUID(),
      topic,
      entries: new Map(),
      local: new Map(),
      watchers: new Set(),
      people: [],
      snapshot: { subject, userIds: [] },
      updatedAt: -Infinity,
      update: null,
      seenBy: new Map(),
      applied: new WeakSet(),
      heardItself: false,
      heartbeat: setInterval(() => {
        const cutoff = now() - timing.expireMs;
        for (const [entry, present] of room.entries) {
          if (room.local.has(entry)) present.seenAt = now();
          else if (present.seenAt < cutoff) room.entries.delete(entry);
        }
        changed(room);
        void send(room, { kind: room.heardItself ? 'here' : 'join', room: room.id, entries: localEntries(room) });
      }, timing.heartbeatMs),
    };
    room.heartbeat.unref?.();
    rooms.set(topic, room);
    return room;
  };

  const admit = (topic: string, userId: string) => {
    if ((watchersOf.get(userId) ?? 0) >= limits.perPerson) {
      throw rateLimited(`Too many pages showing who is present (at most ${limits.perPerson} per person): close some tabs.`);
    }
    if ((rooms.get(topic)?.entries.size ?? 0) >= limits.perSubject) {
      throw rateLimited(`Too many people are looking at this right now (at most ${limits.perSubject}): try again later.`);
    }
  };

  return {
    watch({ topic, subject, userId, messages: open }) {
      admit(topic, userId);
      const messages = open();
      const room = rooms.get(topic) ?? openRoom(topic, subject);
      const entry = randomUUID();
      let sent: string | null = null;
      let waiting: ((result: IteratorResult<PresenceSnapshot>) => void) | null = null;
      let ended = false;

      const take = (): IteratorResult<PresenceSnapshot> | null => {
        if (ended) return { value: undefined, done: true };
        const people = seenBy(room, userId);
        if (people === sent) return null;
        sent = people;
        return { value: room.snapshot, done: false };
      };
      const watcher: Watcher = {
        userId,
        wake() {
          if (!waiting) return;
          const result = take();
          if (!result) return;
          const resolve = waiting;
          waiting = null;
          resolve(result);
        },
      };

      const finish = async () => {
        if (ended) return;
        ended = true;
        watcher.wake();
        room.watchers.delete(watcher);
        room.local.delete(entry);
        room.entries.delete(entry);
        watchersOf.set(userId, (watchersOf.get(userId) ?? 1) - 1);
        if (watchersOf.get(userId) === 0) watchersOf.delete(userId);
        if (room.watchers.size === 0) {
          clearInterval(room.heartbeat);
          if (room.update) clearTimeout(room.update);
          rooms.delete(topic);
        } else {
          changed(room);
        }
        await send(room, { kind: 'leave', room: room.id, entries: [entry] });
        await messages.return?.();
      };

      room.watchers.add(watcher);
      room.local.set(entry, userId);
      room.entries.set(entry, { userId, seenAt: now() });
      watchersOf.set(userId, (watchersOf.get(userId) ?? 0) + 1);
      changed(room);
      void send(room, { kind: 'join', room: room.id, entries: [{ entry, userId }] });

      void (async () => {
        try {
          for (;;) {
            const result = await messages.next();
            if (result.done || ended) break;
            apply(room, result.value);
          }
        } catch {
          // The stream failed: end as when it ends.
        }
        await finish();
      })();

      const iterator: AsyncIterableIterator<PresenceSnapshot> = {
        next() {
          const result = take();
          if (result) return Promise.resolve(result);
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
    },

    watcherCount(userId) {
      if (userId !== undefined) return watchersOf.get(userId) ?? 0;
      let count = 0;
      for (const room of rooms.values()) count += room.watchers.size;
      return count;
    },
  };
}

// The one way a subscription streams a workspace's events: it runs on a live WebSocket only, and every event is
// delivered only while the socket's session is live and the person is still a member (remembered between events until
// a removal is reported, see membershipCheck.ts; the checks that do read the database become one query), with loaders
// fresh for each event (a subscription's context outlives any cache). A subscription may first replay what changed
// while the client was not listening (`replay`), then goes on live: it listens before it reads the replay, so nothing
// published in between is lost (a change may come twice; events carry whole objects). A subscription whose events
// carry change-log numbers (`sequencedWorkspaceSubscription`) resumes from a number instead: exactly once, in order.
import { GraphQLError } from 'graphql';
import { forbidden } from '../errors';
import { requireViewer, type GraphQLContext } from '../graphql/context';
import type { Loaders } from '../graphql/loaders';
import { deliverWhile } from './pubsub';

// An event reaches every subscriber of its workspace on this instance as one object: they share its loaders (loaders
// read the workspace's rows, whoever asks), so an event costs one set of loaders and one batch of lookups, not one
// per subscriber.
const loadersOfEvent = new WeakMap<object, { workspaceId: string; loaders: Loaders }>();

function sharedLoaders(event: unknown, context: GraphQLContext, workspaceId: string): Loaders {
  if (typeof event !== 'object' || event === null) return context.createLoaders(context.db, workspaceId);
  const shared = loadersOfEvent.get(event);
  if (shared?.workspaceId === workspaceId) return shared.loaders;
  const loaders = context.createLoaders(context.db, workspaceId);
  loadersOfEvent.set(event, { workspaceId, loaders });
  return loaders;
}

export interface WorkspaceSubscriptionOptions<T> {
  /** The events a client missed (read once the live topic is held), sent before the live ones. */
  replay?: () => Promise<readonly T[]>;
}

/** Whether the socket may still receive the workspace's events; readies the context for the event's resolvers. */
function deliveryCheck<T>(context: GraphQLContext, workspaceId: string) {
  const socket = context.liveSocket!;
  return async (event: T) => {
    if (!socket.isLive()) return false;
    if (!(await context.memberships(workspaceId, socket.viewer.user.id))) return false;
    // The socket's latest token may carry a changed role.
    context.viewer = socket.viewer;
    context.loaders = sharedLoaders(event, context, workspaceId);
    return true;
  };
}

/** The viewer's workspace, once the subscription is known to run on a live WebSocket. */
function liveWorkspace(context: GraphQLContext): string {
  const { viewer } = requireViewer(context);
  const socket = context.liveSocket;
  if (!socket) {
    // Over HTTP (server-sent events) nothing would end the stream when the session or membership ends.
    throw new GraphQLError('Subscribe over the WebSocket (graphql-transport-ws) on /graphql.', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (!socket.isLive()) throw forbidden('This connection has no live session: reconnect.');
  return viewer.workspace.id;
}

export function workspaceSubscription<T>(
  context: GraphQLContext,
  topicOf: (workspaceId: string) => string,
  { replay }: WorkspaceSubscriptionOptions<T> = {},
): AsyncIterableIterator<T> {
  const workspaceId = liveWorkspace(context);
  const live = context.pubsub.subscribe<T>(topicOf(workspaceId));
  return deliverWhile(replay ? replayThenLive(replay, live) : live, deliveryCheck<T>(context, workspaceId));
}

export interface SequencedSubscriptionOptions<T> {
  /** The event's number in its workspace's change log (the dispatcher publishes a topic's events in increasing order). */
  seqOf: (event: T) => number;
  /** Where the client resumes: events numbered at or below it are not sent. Null: from now on. */
  afterSeq: number | null;
  /**
   * The client's missed events, oldest first (read once the live topic is held). It may throw (RELOAD_REQUIRED, when
   * the client is too far behind): the subscription then fails with that error before it starts.
   */
  replay?: () => Promise<readonly T[]>;
}

/**
 * A workspace subscription whose events carry change-log numbers: it listens first, reads the replay, sends it, then
 * the live events, dropping every event numbered at or below the last one sent (the live events that the replay
 * already held, and an event published twice after a dispatcher died before recording its position). No gap at the
 * seam: what was published while the replay was read waits in the live queue.
 */
export async function sequencedWorkspaceSubscription<T>(
  context: GraphQLContext,
  topicOf: (workspaceId: string) => string,
  { seqOf, afterSeq, replay }: SequencedSubscriptionOptions<T>,
): Promise<AsyncIterableIterator<T>> {
  const workspaceId = liveWorkspace(context);
  const live = context.pubsub.subscribe<T>(topicOf(workspaceId));
  let replayed: T[] = [];
  try {
    if (replay) replayed = [...(await replay())];
  } catch (error) {
    await live.return?.();
    throw error;
  }
  let last = afterSeq ?? -Infinity;
  const source: AsyncIterableIterator<T> = {
    async next() {
      // The replay is sent as read (it is the log's own order); the live events after it, each once.
      if (replayed.length > 0) {
        const value = replayed.shift() as T;
        last = Math.max(last, seqOf(value));
        return { value, done: false };
      }
      for (;;) {
        const result = await live.next();
        if (result.done) return result;
        const seq = seqOf(result.value);
        if (seq <= last) continue;
        last = seq;
        return result;
      }
    },
    async return() {
      replayed = [];
      await live.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => source,
  };
  return deliverWhile(source, deliveryCheck<T>(context, workspaceId));
}
/** The replayed events, then the live ones (already being queued by `live` while the replay is read). */
function replayThenLive<T>(replay: () => Promise<readonly T[]>, live: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let pending: Promise<T[]> | null = null;
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      pending ??= replay().then((events) => [...events]);
      const replayed = await pending;
      if (replayed.length > 0) return { value: replayed.shift() as T, done: false };
      return live.next();
    },
    async return() {
      await live.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

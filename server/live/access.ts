// Live access: the open WebSockets of each session and person, bounded by the session (a socket closes when its token
// expires without a fresh one, or when its session signs out) and by the membership (removal closes the person's
// sockets of that workspace and drops their cached viewer; a role change drops the cached viewer and gives their
// sockets the new role). Sign-outs, removals and role changes travel through the pub/sub, so every server instance
// applies them to the access it holds. An API key's sockets end the same ways, and when the key is revoked; its expiry
// is its session's.
import type { Viewer, ViewerResolver } from '../auth/viewer';
import type { Session } from '../auth/verify';
import type { DB } from '../db/database';
import { rateLimited } from '../errors';
import type { Directory } from '../features/directory';
import type { RemovalOptions } from '../features/workspaces/domain';
import type { MembershipCheck } from './membershipCheck';
import type { PubSub } from './pubsub';

/** Close codes the client acts on: 4419 reconnect with a fresh token; 4403 access ended; 4429 too many sockets. */
export const CLOSE_TOKEN_EXPIRED = 4419;
export const CLOSE_ACCESS_ENDED = 4403;
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** A passing failure on our side (live updates paused, database or Redis unavailable): graphql-ws clients reconnect. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** Where instances hear of ended sessions (published here) and of membership changes (published by the dispatcher). */
export const ACCESS_TOPIC = 'lanes:access';

export type AccessEvent =
  | { kind: 'session-ended'; sessionId: string }
  | { kind: 'membership-removed'; workspaceId: string; userId: string }
  | { kind: 'membership-changed'; workspaceId: string; userId: string }
  | { kind: 'api-key-revoked'; apiKeyId: string };

/** One authorised WebSocket. */
export interface LiveSocket {
  /** The session of its latest token (a fresh token handed over a ping replaces it). */
  readonly session: Session;
  /** The viewer its latest token resolved to. */
  readonly viewer: Viewer;
  /** True until its token expires without a fresh one, its session ends or its membership is removed. */
  isLive(): boolean;
}

export interface LiveAccess {
  /** Registers a socket whose token was just verified; RATE_LIMITED beyond the per-person cap. */
  open(viewer: Viewer, close: (code: number, reason: string) => void): LiveSocket;
  /** A fresh token for the socket: its expiry moves to the new token's. */
  renew(socket: LiveSocket, viewer: Viewer): void;
  /** Ends the socket's access, closing it with the code and reason. */
  end(socket: LiveSocket, code: number, reason: string): void;
  /** Forgets a closed socket. */
  release(socket: LiveSocket): void;
  /**
   * Removes the person from the workspace for good (until added again): HTTP, sockets and subscriptions end now.
   * False when a membership newer than `options.at` was kept (see removeMember).
   */
  removeMembership(workspaceId: string, userId: string, options?: RemovalOptions): Promise<boolean>;
  /** A removal committed in the caller's transaction (removeMember): ends access as removeMembership does. */
  membershipRemoved(workspaceId: string, userId: string): Promise<void>;
  /**
   * The person's role in the workspace changed (committed): their next request, and every event their sockets
   * deliver from now on, have the role the database holds, whatever their tokens claim.
   */
  membershipChanged(workspaceId: string, userId: string): Promise<void>;
  /** A session signed out: its sockets close now, on every instance. */
  endSession(sessionId: string): Promise<void>;
  /** An API key was revoked (committed): its sockets close now, on every instance. */
  apiKeyRevoked(apiKeyId: string): Promise<void>;
  /** Open sockets (of the person, or all). */
  socketCount(userId?: string): number;
  /** Stops listening to access events. */
  close(): Promise<void>;
}

export interface LiveAccessOptions {
  db: DB;
  /** Removes a membership (the features', handed over by server/app.ts). */
  directory: Pick<Directory, 'removeMember'>;
  pubsub: PubSub;
  viewers: ViewerResolver;
  /** The delivery-time membership check, whose remembered memberships a removal drops. */
  memberships?: Pick<MembershipCheck, 'forget'>;
  maxSocketsPerUser: number;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

interface SocketState extends LiveSocket {
  session: Session;
  viewer: Viewer;
  ended: boolean;
  timer: NodeJS.Timeout | null;
  close: (code: number, reason: string) => void;
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createLiveAccess({
  db,
  directory,
  pubsub,
  viewers,
  memberships,
  maxSocketsPerUser,
  now = Date.now,
  log = console.error,
}: LiveAccessOptions): LiveAccess {
  const byUser = new Map<string, Set<SocketState>>();

  const end = (socket: SocketState, code: number, reason: string) => {
    if (socket.ended) return;
    socket.ended = true;
    if (socket.timer) clearTimeout(socket.timer);
    socket.timer = null;
    socket.close(code, reason);
  };

  const scheduleExpiry = (socket: SocketState) => {
    if (socket.timer) clearTimeout(socket.timer);
    const remaining = socket.session.expiresAt.getTime() - now();
    socket.timer = setTimeout(
      () => {
        if (socket.session.expiresAt.getTime() <= now()) end(socket, CLOSE_TOKEN_EXPIRED, 'Session token expired: reconnect with a fresh one.');
        else scheduleExpiry(socket);
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
    socket.timer.unref();
  };

  const sockets = function* (userId?: string) {
    const groups = userId === undefined ? [...byUser.values()] : [byUser.get(userId) ?? new Set<SocketState>()];
    for (const group of groups) yield* [...group];
  };

  /** The socket's viewer as the database has it now (the role changed); a socket whose access ended closes. */
  const refresh = async (socket: SocketState) => {
    const { session } = socket;
    try {
      const viewer = await viewers.existing(session);
      // A fresh token handed over meanwhile brought a viewer read after the change.
      if (!socket.ended && socket.session === session) socket.viewer = viewer;
    } catch (error) {
      end(socket, CLOSE_ACCESS_ENDED, `Forbidden: ${(error as Error).message}`);
    }
  };

  const handle = async (event: AccessEvent) => {
    if (event.kind === 'session-ended') {
      viewers.endSession(event.sessionId);
      for (const socket of sockets()) {
        if (socket.session.sessionId === event.sessionId) end(socket, CLOSE_ACCESS_ENDED, 'Signed out.');
      }
    } else if (event.kind === 'api-key-revoked') {
      for (const socket of sockets()) {
        if (socket.viewer.apiKey?.id === event.apiKeyId) end(socket, CLOSE_ACCESS_ENDED, 'The API key was revoked.');
      }
    } else if (event.kind === 'membership-removed') {
      viewers.forget(event.userId);
      memberships?.forget(event.workspaceId, event.userId);
      for (const socket of sockets(event.userId)) {
        if (socket.viewer.workspace.id === event.workspaceId) end(socket, CLOSE_ACCESS_ENDED, 'Removed from the workspace.');
      }
    } else {
      viewers.forget(event.userId);
      const changed = [...sockets(event.userId)].filter((socket) => socket.viewer.workspace.id === event.workspaceId);
      await Promise.all(changed.map(refresh));
    }
  };

  /** Applies the event here at once (the caller's next request must see it), and on the other instances through the pub/sub. */
  const announce = async (event: AccessEvent) => {
    await handle(event);
    await pubsub.publish(ACCESS_TOPIC, event);
  };

  /**
   * Applies a membership's change here at once (the caller's next request must see it). The other instances hear of it
   * from the change log: the dispatcher publishes the membership's entry to ACCESS_TOPIC (server/features/members).
   */
  const applyHere = (event: AccessEvent) => handle(event);

  const events = pubsub.subscribe<AccessEvent>(ACCESS_TOPIC);
  const listening = (async () => {
    for await (const event of events) {
      try {
        await handle(event);
      } catch (error) {
        log('Ending live access failed:', error);
      }
    }
  })();

  return {
    open(viewer, close) {
      const userId = viewer.user.id;
      const group = byUser.get(userId) ?? new Set<SocketState>();
      if (group.size >= maxSocketsPerUser) {
        throw rateLimited(`Too many live connections (at most ${maxSocketsPerUser} per person): close some tabs.`);
      }
      const socket: SocketState = {
        session: viewer.session,
        viewer,
        ended: false,
        timer: null,
        close,
        isLive: () => !socket.ended && socket.session.expiresAt.getTime() > now(),
      };
      group.add(socket);
      byUser.set(userId, group);
      scheduleExpiry(socket);
      return socket;
    },
    renew(live, viewer) {
      const socket = live as SocketState;
      if (socket.ended) return;
      socket.session = viewer.session;
      socket.viewer = viewer;
      scheduleExpiry(socket);
    },
    end: (socket, code, reason) => end(socket as SocketState, code, reason),
    release(live) {
      const socket = live as SocketState;
      socket.ended = true;
      if (socket.timer) clearTimeout(socket.timer);
      const group = byUser.get(socket.viewer.user.id);
      group?.delete(socket);
      if (group?.size === 0) byUser.delete(socket.viewer.user.id);
    },
    async removeMembership(workspaceId, userId, options) {
      if (!(await directory.removeMember(db, workspaceId, userId, options))) return false;
      await applyHere({ kind: 'membership-removed', workspaceId, userId });
      return true;
    },
    membershipRemoved: (workspaceId, userId) => applyHere({ kind: 'membership-removed', workspaceId, userId }),
    membershipChanged: (workspaceId, userId) => applyHere({ kind: 'membership-changed', workspaceId, userId }),
    endSession: (sessionId) => announce({ kind: 'session-ended', sessionId }),
    apiKeyRevoked: (apiKeyId) => announce({ kind: 'api-key-revoked', apiKeyId }),
    socketCount: (userId) => [...sockets(userId)].length,
    async close() {
      for (const socket of sockets()) if (socket.timer) clearTimeout(socket.timer);
      await events.return?.();
      await listening;
    },
  };
}

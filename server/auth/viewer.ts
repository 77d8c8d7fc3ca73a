// The viewer of a request: the person and active workspace of a verified session, provisioned on first sight
// (user, workspace, membership, kept current from the claims) and cached briefly so a page of queries writes nothing.
// The role is the membership's, never the token's claim (a token outlives a role change by up to its lifetime); a
// change or removal drops the person's cached viewers on every instance (server/live/access.ts). Stale claims (an
// expired token, or a WebSocket's session after its connection was set up) provision nothing: the viewer is read from
// the database and must still be a member. Built-in sessions must still be live in the database (signed out anywhere).
// An API key's session is read from the database at every request (server/auth/apiKeys.ts), nothing cached.
import type { DB } from '../db/database';
import { forbidden, unauthenticated } from '../errors';
import type { Directory } from '../features/directory';
import type { UserRow } from '../features/users/domain';
import type { WorkspaceRow } from '../features/workspaces/domain';
import { createApiKeyViewers, type ApiKeyIdentity } from './apiKeys';
import { isSessionEnded } from './localAccounts';
import type { Actor } from './policy';
import type { Session } from './verify';

export interface Viewer extends Actor {
  session: Session;
  user: UserRow;
  /** The active workspace: the session's organization, else the person's personal workspace. */
  workspace: WorkspaceRow;
  role: string | null;
  permissions: string[];
  /** The API key the request authenticated with (its person, workspace and role); null for a session token. */
  apiKey: ApiKeyIdentity | null;
}

/** The rate limit bucket of the viewer's requests: the person's, or their API key's own. */
export const rateLimitKey = (viewer: Viewer) => (viewer.apiKey ? `api-key:${viewer.apiKey.id}` : `user:${viewer.user.id}`);

export interface ViewerResolver {
  resolve(session: Session): Promise<Viewer>;
  /**
   * The viewer as the database has it, provisioning nothing: for a session whose claims may be stale (a WebSocket's,
   * once its connection is set up). Refuses a person who is no longer a member.
   */
  existing(session: Session): Promise<Viewer>;
  /** Drops cached provisioning (after a change the claims do not carry, such as a removed membership). */
  clear(): void;
  /** Drops the person's cached provisioning (their role changed, or they were removed): their next request reads the database again. */
  forget(userId: string): void;
  /** The session signed out: its still-valid tokens are refused from now on (tokens are verified without state). */
  endSession(sessionId: string): void;
}

/** How long a signed-out session's tokens are remembered as refused: longer than any session token lives. */
const ENDED_SESSION_MEMORY_MS = 60 * 60 * 1000;

/** What the viewer needs of people, workspaces and memberships (the features' directory, handed over by server/app.ts). */
export type ViewerDirectory = Pick<
  Directory,
  | 'findUserById'
  | 'findWorkspaceById'
  | 'upsertUserFromClaims'
  | 'findSessionWorkspace'
  | 'upsertOrganizationWorkspace'
  | 'upsertPersonalWorkspace'
  | 'personalOwnerRole'
  | 'findMembership'
  | 'upsertMembership'
>;

interface Provisioned {
  user: UserRow;
  workspace: WorkspaceRow;
  /** The role the membership holds. */
  role: string;
}

export interface ViewerResolverOptions {
  /** How long provisioning (and so a role) and a live session are trusted without an event saying otherwise. */
  ttlMs?: number;
  maxEntries?: number;
  /**
   * The sessions are the built-in sign-in's, kept in the database: a token of a session signed out (on any instance,
   * before a restart) is refused. Clerk's sessions are Clerk's: false.
   */
  sessionsInDatabase?: boolean;
}

export function createViewerResolver(
  db: DB,
  directory: ViewerDirectory,
  { ttlMs = 30_000, maxEntries = 10_000, sessionsInDatabase = false }: ViewerResolverOptions = {}): ViewerResolver {
  const cache = new Map<string, { userId: string; expires: number; provisioned: Promise<Provisioned> }>();
  const endedSessions = new Map<string, number>();
  const checkedSessions = new Map<string, { expires: number; ended: Promise<boolean> }>();
  const signedOut = () => unauthenticated('This session has signed out: sign in again.');
  const apiKeys = createApiKeyViewers(db, directory);

  const hasEnded = (sessionId: string): Promise<boolean> => {
    const now = Date.now();
    const cached = checkedSessions.get(sessionId);
    if (cached && cached.expires > now) return cached.ended;
    if (checkedSessions.size >= maxEntries) {
      for (const [known, { expires }] of checkedSessions) if (expires <= now) checkedSessions.delete(known);
      if (checkedSessions.size >= maxEntries) checkedSessions.delete(checkedSessions.keys().next().value as string);
    }
    const ended = isSessionEnded(db, sessionId);
    const entry = { expires: now + ttlMs, ended };
    checkedSessions.set(sessionId, entry);
    ended.catch(() => {
      if (checkedSessions.get(sessionId) === entry) checkedSessions.delete(sessionId);
    });
    return ended;
  };

  const refuseEnded = async (session: Session) => {
    if (endedSessions.has(session.sessionId)) throw signedOut();
    if (sessionsInDatabase && (await hasEnded(session.sessionId))) throw signedOut();
  };

  const provisioned = (session: Session): Promise<Provisioned> => {
    const key = JSON.stringify([
      session.userId,
      session.orgId,
      session.orgRole,
      session.orgSlug,
      session.orgName,
      session.name,
      session.email,
      session.imageUrl,
    ]);
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.expires > now) return cached.provisioned;
    const promise = provision(db, directory, session);
    cache.delete(key);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    const entry = { userId: session.userId, expires: now + ttlMs, provisioned: promise };
    cache.set(key, entry);
    promise.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return promise;
  };

  return {
    async resolve(session) {
      if (session.apiKey) return apiKeys.viewer(session);
      await refuseEnded(session);
      if (session.expiresAt.getTime() <= Date.now()) return existingViewer(db, directory, session);
      const { user, workspace, role } = await provisioned(session);
      return viewerOf(session, user, workspace, role);
    },
    existing: async (session) => {
      if (session.apiKey) return apiKeys.viewer(session);
      await refuseEnded(session);
      return existingViewer(db, directory, session);
    },
    clear: () => cache.clear(),
    forget: (userId) => {
      for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key);
    },
    endSession: (sessionId) => {
      const now = Date.now();
      for (const [ended, at] of endedSessions) {
        if (at > now - ENDED_SESSION_MEMORY_MS && endedSessions.size < maxEntries) break;
        endedSessions.delete(ended);
      }
      endedSessions.set(sessionId, now);
      checkedSessions.delete(sessionId);
    },
  };
}

async function provision(db: DB, directory: ViewerDirectory, session: Session): Promise<Provisioned> {
  const asOf = session.issuedAt;
  const user = await directory.upsertUserFromClaims(db, {
    id: session.userId,
    name: session.name,
    email: session.email,
    imageUrl: session.imageUrl,
    asOf,
  });
  const workspace = session.orgId
    ? await directory.upsertOrganizationWorkspace(db, { orgId: session.orgId, slug: session.orgSlug, name: session.orgName, asOf, actorId: user.id })
    : await directory.upsertPersonalWorkspace(db, { userId: user.id, userName: user.name, asOf });
  const membership = await directory.upsertMembership(db, {
    workspaceId: workspace.id,
    userId: user.id,
    role: session.orgId ? (session.orgRole as string) : directory.personalOwnerRole,
    asOf,
  });
  // Claims issued before (or despite) a removal do not bring the person back: only an explicit addition does.
  if (membership === 'removed') throw forbidden('You were removed from this workspace: ask an admin to add you again.');
  return { user, workspace, role: membership.role };
}

/** The viewer as the database has it, writing nothing; FORBIDDEN unless the person is still a member. */
async function existingViewer(db: DB, directory: ViewerDirectory, session: Session): Promise<Viewer> {
  const notMember = () => forbidden('You are no longer a member of this workspace: sign in again.');
  const user = await directory.findUserById(db, session.userId);
  const workspace = await directory.findSessionWorkspace(db, session);
  if (!user || !workspace) throw notMember();
  const membership = await directory.findMembership(db, workspace.id, user.id);
  if (!membership) throw notMember();
  return viewerOf(session, user, workspace, membership.role);
}

/** The viewer with the membership's role: the claims' permissions belong to the claims' role, so a role changed since keeps none of them. */
function viewerOf(session: Session, user: UserRow, workspace: WorkspaceRow, role: string): Viewer {
  return {
    session,
    user,
    workspace,
    userId: user.id,
    workspaceId: workspace.id,
    role: session.orgId ? role : null,
    permissions: session.orgId && role === session.orgRole ? session.orgPermissions : [],
    ownsWorkspace: workspace.personalUserId === user.id,
    apiKey: null,
  };
}

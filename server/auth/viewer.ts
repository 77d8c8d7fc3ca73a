// The viewer of a request: the person and active workspace of a verified session, provisioned on first sight
// (user, workspace, membership, kept current from the claims) and cached briefly so a page of queries writes nothing.
import type { DB } from '../db/database';
import { upsertUserFromClaims, type UserRow } from '../domain/users';
import {
  PERSONAL_OWNER_ROLE,
  upsertMembership,
  upsertOrganizationWorkspace,
  upsertPersonalWorkspace,
  type WorkspaceRow,
} from '../domain/workspaces';
import type { Actor } from './policy';
import type { Session } from './verify';

export interface Viewer extends Actor {
  session: Session;
  user: UserRow;
  /** The active workspace: the session's organization, else the person's personal workspace. */
  workspace: WorkspaceRow;
  role: string | null;
  permissions: string[];
}

export interface ViewerResolver {
  resolve(session: Session): Promise<Viewer>;
  /** Drops cached provisioning (after a change the claims do not carry, such as a removed membership). */
  clear(): void;
}

interface Provisioned {
  user: UserRow;
  workspace: WorkspaceRow;
}

export function createViewerResolver(db: DB, { ttlMs = 30_000, maxEntries = 10_000 } = {}): ViewerResolver {
  const cache = new Map<string, { expires: number; provisioned: Promise<Provisioned> }>();

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
    const promise = provision(db, session);
    cache.delete(key);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { expires: now + ttlMs, provisioned: promise });
    promise.catch(() => cache.delete(key));
    return promise;
  };

  return {
    async resolve(session) {
      const { user, workspace } = await provisioned(session);
      return {
        session,
        user,
        workspace,
        role: session.orgId ? session.orgRole : null,
        permissions: session.orgId ? session.orgPermissions : [],
        ownsWorkspace: workspace.personalUserId === user.id,
      };
    },
    clear: () => cache.clear(),
  };
}

async function provision(db: DB, session: Session): Promise<Provisioned> {
  const asOf = session.issuedAt;
  const user = await upsertUserFromClaims(db, {
    id: session.userId,
    name: session.name,
    email: session.email,
    imageUrl: session.imageUrl,
    asOf,
  });
  const workspace = session.orgId
    ? await upsertOrganizationWorkspace(db, { orgId: session.orgId, slug: session.orgSlug, name: session.orgName, asOf })
    : await upsertPersonalWorkspace(db, { userId: user.id, userName: user.name, asOf });
  await upsertMembership(db, {
    workspaceId: workspace.id,
    userId: user.id,
    role: session.orgId ? (session.orgRole as string) : PERSONAL_OWNER_ROLE,
    asOf,
  });
  return { user, workspace };
}

// Workspaces (a Clerk organization, or a person's personal workspace) and who belongs to them.
import { sql, type Selectable } from 'kysely';
import { ORG_ADMIN_ROLE } from '../../auth/policy';
import { inTransaction, type DB } from '../../db/database';
import type { WorkspacesTable } from '../../db/schema';
import { conflict } from '../../errors';

export type WorkspaceRow = Selectable<WorkspacesTable>;

/** The role of a personal workspace's owner in `memberships`. */
export const PERSONAL_OWNER_ROLE = 'owner';

export function isPersonal(workspace: WorkspaceRow): boolean {
  return workspace.personalUserId !== null;
}

export function personalWorkspaceName(userName: string): string {
  return `${userName}'s workspace`;
}

export interface OrganizationClaims {
  orgId: string;
  slug: string | null;
  name: string | null;
  /** When the claims were issued: older claims never overwrite newer data. */
  asOf: Date;
}

/** Creates the organization's workspace or brings its slug and name up to date with the claims (in the caller's transaction, or its own). */
export async function upsertOrganizationWorkspace(db: DB, claims: OrganizationClaims): Promise<WorkspaceRow> {
  return inTransaction(db, async (trx) => {
    let slug = claims.slug;
    if (slug !== null) {
      // A slug moves when one organization gives it up and another takes it: the newer claim wins it.
      await trx
        .updateTable('workspaces')
        .set({ slug: null })
        .where('slug', '=', slug)
        .where(sql<boolean>`org_id is distinct from ${claims.orgId}`)
        .where('updatedAt', '<', claims.asOf)
        .execute();
      const heldByOther = await trx
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', slug)
        .where(sql<boolean>`org_id is distinct from ${claims.orgId}`)
        .executeTakeFirst();
      if (heldByOther) slug = null;
    }
    const row = await trx
      .insertInto('workspaces')
      .values({ orgId: claims.orgId, slug, name: claims.name ?? slug ?? claims.orgId, updatedAt: claims.asOf })
      .onConflict((conflict) =>
        conflict
          .column('orgId')
          .doUpdateSet({
            slug: sql`coalesce(${slug}::text, workspaces.slug)`,
            name: sql`coalesce(${claims.name}::text, workspaces.name)`,
            updatedAt: claims.asOf,
          })
          .where('workspaces.updatedAt', '<', claims.asOf)
          .where(
            sql<boolean>`(workspaces.slug, workspaces.name) is distinct from (
              coalesce(${slug}::text, workspaces.slug), coalesce(${claims.name}::text, workspaces.name))`,
          ),
      )
      .returningAll()
      .executeTakeFirst();
    return row ?? (await trx.selectFrom('workspaces').selectAll().where('orgId', '=', claims.orgId).executeTakeFirstOrThrow());
  });
}

/** Creates the person's personal workspace or renames it after them. */
export async function upsertPersonalWorkspace(
  db: DB,
  owner: { userId: string; userName: string; asOf: Date },
): Promise<WorkspaceRow> {
  const name = personalWorkspaceName(owner.userName);
  const row = await db
    .insertInto('workspaces')
    .values({ personalUserId: owner.userId, name, updatedAt: owner.asOf })
    .onConflict((conflict) =>
      conflict
        .column('personalUserId')
        .doUpdateSet({ name, updatedAt: owner.asOf })
        .where('workspaces.updatedAt', '<', owner.asOf)
        .where('workspaces.name', '<>', name),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? (await db.selectFrom('workspaces').selectAll().where('personalUserId', '=', owner.userId).executeTakeFirstOrThrow());
}

/**
 * Records the person's role in the workspace from their claims (newer claims only) and answers the role the workspace
 * now holds, which older claims do not change. A person removed from the workspace is not brought back by claims,
 * however fresh: answers 'removed' and writes nothing (see addMember).
 */
export async function upsertMembership(
  db: DB,
  membership: { workspaceId: string; userId: string; role: string; asOf: Date },
): Promise<{ role: string } | 'removed'> {
  const removal = await db
    .selectFrom('membershipRemovals')
    .select('removedAt')
    .where('workspaceId', '=', membership.workspaceId)
    .where('userId', '=', membership.userId)
    .executeTakeFirst();
  if (removal) return 'removed';
  const written = await db
    .insertInto('memberships')
    .values({
      workspaceId: membership.workspaceId,
      userId: membership.userId,
      role: membership.role,
      updatedAt: membership.asOf,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['workspaceId', 'userId'])
        .doUpdateSet({ role: membership.role, updatedAt: membership.asOf })
        .where('memberships.updatedAt', '<', membership.asOf)
        .where('memberships.role', '<>', membership.role),
    )
    .returning('role')
    .executeTakeFirst();
  return written ?? (await findMembership(db, membership.workspaceId, membership.userId)) ?? 'removed';
}

/**
 * Adds the person to the workspace explicitly (an admin or Clerk said so), or changes their role: clears a removal
 * record. Runs in the caller's transaction, or its own.
 */
export async function addMember(db: DB, workspaceId: string, userId: string, role: string): Promise<void> {
  const add = async (trx: DB) => {
    await trx.deleteFrom('membershipRemovals').where('workspaceId', '=', workspaceId).where('userId', '=', userId).execute();
    await trx
      .insertInto('memberships')
      .values({ workspaceId, userId, role })
      .onConflict((conflict) => conflict.columns(['workspaceId', 'userId']).doUpdateSet({ role, updatedAt: sql`now()` }))
      .execute();
  };
  await inTransaction(db, add);
}

/** The person's membership of the workspace, if any. */
export async function findMembership(
  db: DB,
  workspaceId: string,
  userId: string,
): Promise<{ role: string } | undefined> {
  return db
    .selectFrom('memberships')
    .select('role')
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export interface RemovalOptions {
  /** Refuse (CONFLICT) when the person is the workspace's last admin: people remove people, Clerk may remove anyone. */
  keepAnAdmin?: boolean;
  /** When the removal happened (a webhook's event time); now by default. A membership updated after it is kept. */
  at?: Date;
}

/**
 * Removes the person from the workspace and records the removal, so that no token with the old claims re-creates the
 * membership. Live access ends through server/live/access.ts's removeMembership, which calls this (or its
 * membershipRemoved, after the caller's transaction commits). Answers false, and changes nothing, when the membership
 * changed after `at` (a newer state wins). Runs in the caller's transaction, or its own.
 */
export async function removeMember(db: DB, workspaceId: string, userId: string, options: RemovalOptions = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (options.keepAnAdmin) await assertKeepsAnAdmin(trx, workspaceId, userId, 'memberId', 'remove');
    const removedAt = options.at ?? sql<Date>`now()`;
    await trx
      .deleteFrom('memberships')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .$if(options.at !== undefined, (query) => query.where('updatedAt', '<=', options.at as Date))
      .execute();
    const kept = await trx
      .selectFrom('memberships')
      .select('userId')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (kept) return false;
    await trx
      .insertInto('membershipRemovals')
      .values({ workspaceId, userId, removedAt })
      .onConflict((conflict) =>
        conflict
          .columns(['workspaceId', 'userId'])
          .doUpdateSet({ removedAt })
          .where('membershipRemovals.removedAt', '<', removedAt),
      )
      .execute();
    return true;
  });
}

/**
 * CONFLICT unless someone other than `userId` stays admin of the workspace. Locks the workspace's row first, so two
 * admins demoting or removing each other at once cannot both succeed. Call it inside a transaction.
 */
export async function assertKeepsAnAdmin(
  trx: DB,
  workspaceId: string,
  userId: string,
  field: string,
  change: 'remove' | 'demote',
): Promise<void> {
  await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
  const target = await findMembership(trx, workspaceId, userId);
  if (target?.role !== ORG_ADMIN_ROLE) return;
  const { others } = await trx
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('others'))
    .where('workspaceId', '=', workspaceId)
    .where('role', '=', ORG_ADMIN_ROLE)
    .where('userId', '<>', userId)
    .executeTakeFirstOrThrow();
  if (others === 0) {
    throw conflict(
      field,
      change === 'remove'
        ? 'This is the last admin of the workspace: make someone else admin before removing them.'
        : 'This is the last admin of the workspace: make someone else admin before changing their role.',
    );
  }
}

/** Of the given (workspace, user) pairs, the ones that are memberships, as "workspaceId:userId" strings. */
export async function findMemberships(
  db: DB,
  pairs: ReadonlyArray<{ workspaceId: string; userId: string }>,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom('memberships')
    .select(['workspaceId', 'userId'])
    .where('workspaceId', 'in', [...new Set(pairs.map((pair) => pair.workspaceId))])
    .where('userId', 'in', [...new Set(pairs.map((pair) => pair.userId))])
    .execute();
  return new Set(rows.map((row) => `${row.workspaceId}:${row.userId}`));
}

/** The organization's workspace, if the server knows it. */
export async function findOrganizationWorkspace(db: DB, orgId: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('orgId', '=', orgId).executeTakeFirst();
}

/** The workspace a session is in: its organization's, else the person's personal workspace. */
export async function findSessionWorkspace(
  db: DB,
  session: { userId: string; orgId: string | null },
): Promise<WorkspaceRow | undefined> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .$call((query) =>
      session.orgId ? query.where('orgId', '=', session.orgId) : query.where('personalUserId', '=', session.userId),
    )
    .executeTakeFirst();
}

/**
 * Creates an organization's workspace with its creator as admin (the built-in sign-in, the demo seed). Two writes:
 * call it inside a transaction.
 */
export async function createOrganizationWorkspace(
  db: DB,
  organization: { orgId: string; slug: string; name: string; adminUserId: string },
): Promise<WorkspaceRow> {
  const workspace = await db
    .insertInto('workspaces')
    .values({ orgId: organization.orgId, slug: organization.slug, name: organization.name })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addMember(db, workspace.id, organization.adminUserId, ORG_ADMIN_ROLE);
  return workspace;
}

export async function membersOf(db: DB, workspaceId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id as userId', 'users.name', 'users.email', 'memberships.role'])
    .where('memberships.workspaceId', '=', workspaceId)
    .orderBy('users.name')
    .execute();
}

export interface UserOrganization {
  workspaceId: string;
  /** The organization id, org_… */
  orgId: string;
  slug: string;
  name: string;
  role: string;
}

/** The organizations the person belongs to, by name. */
export async function organizationsOf(db: DB, userId: string): Promise<UserOrganization[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('workspaces', 'workspaces.id', 'memberships.workspaceId')
    .select(['workspaces.id as workspaceId', 'workspaces.orgId', 'workspaces.slug', 'workspaces.name', 'memberships.role'])
    .where('memberships.userId', '=', userId)
    .where('workspaces.orgId', 'is not', null)
    .orderBy('workspaces.name')
    .execute();
  return rows.map((row) => ({ ...row, orgId: row.orgId as string, slug: row.slug ?? '' }));
}

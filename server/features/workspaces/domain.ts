// Workspaces (a Clerk organization, or a person's personal workspace) and who belongs to them.
import { sql, type Selectable } from 'kysely';
import { ORG_ADMIN_ROLE } from '../../auth/policy';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import type { MembershipsTable, WorkspacesTable } from '../../db/schema';
import { conflict } from '../../errors';

export type WorkspaceRow = Selectable<WorkspacesTable>;
export type MembershipRow = Selectable<MembershipsTable>;

/** Notes a change of the workspace itself in the logged transaction (`row`: the workspace after it). */
function logWorkspace(trx: DB, actorId: string | null, kind: 'CREATED' | 'UPDATED', workspace: WorkspaceRow): void {
  logChange(trx, { workspaceId: workspace.id, actorId, entityType: 'workspace', entityId: workspace.id, kind, row: workspace });
}

export type MemberChangeKind = 'ADDED' | 'ROLE_CHANGED' | 'REMOVED';

/**
 * Notes a change of a membership in the logged transaction: the entity is the person (user id), `row` the membership
 * after the change (as it was, for REMOVED; null when a person who was no member is recorded as removed).
 */
export function logMember(
  trx: DB,
  actorId: string | null,
  kind: MemberChangeKind,
  membership: { workspaceId: string; userId: string },
  row: MembershipRow | null,
): void {
  logChange(trx, { workspaceId: membership.workspaceId, actorId, entityType: 'member', entityId: membership.userId, kind, row });
}

/** A row an upsert wrote, with whether it was inserted (PostgreSQL's xmax is 0 for a row version an insert made). */
const INSERTED = sql<boolean>`(xmax = 0)`.as('inserted');

function splitInserted<Row>(written: (Row & { inserted: boolean }) | undefined): { row: Row; inserted: boolean } | undefined {
  if (!written) return undefined;
  const { inserted, ...row } = written;
  return { row: row as Row, inserted };
}

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
  /** Who the change is logged as made by: the person whose sign-in carried the claims; null for Clerk's webhooks. */
  actorId?: string | null;
}

/** Creates the organization's workspace or brings its slug and name up to date with the claims (in the caller's transaction, or its own). */
export async function upsertOrganizationWorkspace(db: DB, claims: OrganizationClaims): Promise<WorkspaceRow> {
  const actorId = claims.actorId ?? null;
  return loggedTransaction(db, async (trx) => {
    let slug = claims.slug;
    if (slug !== null) {
      // A slug moves when one organization gives it up and another takes it: the newer claim wins it.
      const released = await trx
        .updateTable('workspaces')
        .set({ slug: null })
        .where('slug', '=', slug)
        .where(sql<boolean>`org_id is distinct from ${claims.orgId}`)
        .where('updatedAt', '<', claims.asOf)
        .returningAll()
        .execute();
      for (const workspace of released) logWorkspace(trx, actorId, 'UPDATED', workspace);
      const heldByOther = await trx
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', slug)
        .where(sql<boolean>`org_id is distinct from ${claims.orgId}`)
        .executeTakeFirst();
      if (heldByOther) slug = null;
    }
    const written = await trx
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
      .returning(INSERTED)
      .executeTakeFirst()
      .then(splitInserted<WorkspaceRow>);
    if (written) logWorkspace(trx, actorId, written.inserted ? 'CREATED' : 'UPDATED', written.row);
    return written?.row ?? (await trx.selectFrom('workspaces').selectAll().where('orgId', '=', claims.orgId).executeTakeFirstOrThrow());
  });
}

/** Creates the person's personal workspace or renames it after them. */
export async function upsertPersonalWorkspace(
  db: DB,
  owner: { userId: string; userName: string; asOf: Date },
): Promise<WorkspaceRow> {
  const name = personalWorkspaceName(owner.userName);
  return loggedTransaction(db, async (trx) => {
    const written = await trx
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
      .returning(INSERTED)
      .executeTakeFirst()
      .then(splitInserted<WorkspaceRow>);
    if (written) logWorkspace(trx, owner.userId, written.inserted ? 'CREATED' : 'UPDATED', written.row);
    return written?.row ?? (await trx.selectFrom('workspaces').selectAll().where('personalUserId', '=', owner.userId).executeTakeFirstOrThrow());
  });
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
  return loggedTransaction(db, (trx) => upsertMembershipIn(trx, membership));
}

async function upsertMembershipIn(
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
    .returningAll()
    .returning(INSERTED)
    .executeTakeFirst()
    .then(splitInserted<MembershipRow>);
  // The person's own sign-in (their claims) made the change.
  if (written) logMember(db, membership.userId, written.inserted ? 'ADDED' : 'ROLE_CHANGED', membership, written.row);
  return written?.row ?? (await findMembership(db, membership.workspaceId, membership.userId)) ?? 'removed';
}

/**
 * Adds the person to the workspace explicitly (an admin or Clerk said so), or changes their role: clears a removal
 * record. A member who has the role already is left as they are. Runs in the caller's transaction, or its own.
 */
export async function addMember(db: DB, workspaceId: string, userId: string, role: string, actorId: string | null = null): Promise<void> {
  await loggedTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('memberships')
      .select('role')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.role === role) return;
    await trx.deleteFrom('membershipRemovals').where('workspaceId', '=', workspaceId).where('userId', '=', userId).execute();
    const written = await trx
      .insertInto('memberships')
      .values({ workspaceId, userId, role })
      .onConflict((conflict) => conflict.columns(['workspaceId', 'userId']).doUpdateSet({ role, updatedAt: sql`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
    logMember(trx, actorId, current ? 'ROLE_CHANGED' : 'ADDED', written, written);
  });
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
  /** Who removes them (logged as the change's actor); null (the default) when no person did, as for Clerk's webhooks. */
  actorId?: string | null;
}

/**
 * Removes the person from the workspace and records the removal, so that no token with the old claims re-creates the
 * membership. Live access ends through server/live/access.ts's removeMembership, which calls this (or its
 * membershipRemoved, after the caller's transaction commits). Answers false, and changes nothing, when the membership
 * changed after `at` (a newer state wins). Runs in the caller's transaction, or its own.
 */
export async function removeMember(db: DB, workspaceId: string, userId: string, options: RemovalOptions = {}): Promise<boolean> {
  return loggedTransaction(db, async (trx) => {
    if (options.keepAnAdmin) await assertKeepsAnAdmin(trx, workspaceId, userId, 'memberId', 'remove');
    const removedAt = options.at ?? sql<Date>`now()`;
    const removed = await trx
      .deleteFrom('memberships')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .$if(options.at !== undefined, (query) => query.where('updatedAt', '<=', options.at as Date))
      .returningAll()
      .executeTakeFirst();
    const kept = await trx
      .selectFrom('memberships')
      .select('userId')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (kept) return false;
    const recorded = await trx
      .insertInto('membershipRemovals')
      .values({ workspaceId, userId, removedAt })
      .onConflict((conflict) =>
        conflict
          .columns(['workspaceId', 'userId'])
          .doUpdateSet({ removedAt })
          .where('membershipRemovals.removedAt', '<', removedAt),
      )
      .returning('userId')
      .executeTakeFirst();
    if (removed || recorded) logMember(trx, options.actorId ?? null, 'REMOVED', { workspaceId, userId }, removed ?? null);
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

/** The workspace with this id (an API key's). */
export async function findWorkspaceById(db: DB, workspaceId: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
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
 * Creates an organization's workspace with its creator as admin (the built-in sign-in, the demo seed), in the
 * caller's transaction or its own.
 */
export async function createOrganizationWorkspace(
  db: DB,
  organization: { orgId: string; slug: string; name: string; adminUserId: string },
): Promise<WorkspaceRow> {
  return loggedTransaction(db, async (trx) => {
    const workspace = await trx
      .insertInto('workspaces')
      .values({ orgId: organization.orgId, slug: organization.slug, name: organization.name })
      .returningAll()
      .executeTakeFirstOrThrow();
    logWorkspace(trx, organization.adminUserId, 'CREATED', workspace);
    await addMember(trx, workspace.id, organization.adminUserId, ORG_ADMIN_ROLE, organization.adminUserId);
    return workspace;
  });
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

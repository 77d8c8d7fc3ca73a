// Members of a workspace and invitations to it: listing, roles, invitations of the built-in sign-in, and the
// memberships Clerk's webhooks report. Removal itself is workspaces/domain's removeMember, reached through
// server/live/access.ts's removeMembership so that live access ends with it.
import { sql, type Selectable } from 'kysely';
import { BUILTIN_ROLES } from '../../auth/policy';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, type KeysetPage, type PageArgs } from '../../db/paging';
import type { InvitationsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { emailError, normalizeEmail } from '../../../src/rules/email';
import { badInput, conflict, isUniqueViolation } from '../../errors';
import type { UserRow } from '../users/domain';
import { addMember, assertKeepsAnAdmin, logMember, type MembershipRow } from '../workspaces/domain';

export interface MemberRow {
  /** The member's user id: a person is a member of a workspace once. */
  id: string;
  workspaceId: string;
  role: string;
  createdAt: Date;
  user: UserRow;
}

export type InvitationRow = Selectable<InvitationsTable>;

export function validateRole(role: unknown, field = 'role'): string {
  if (typeof role !== 'string' || !(BUILTIN_ROLES as readonly string[]).includes(role)) {
    throw badInput(field, `A role is one of ${BUILTIN_ROLES.join(', ')}.`);
  }
  return role;
}

export function validateInviteEmail(email: unknown): string {
  const text = typeof email === 'string' ? email : '';
  const problem = emailError(text);
  if (problem) throw badInput('email', problem);
  return normalizeEmail(text);
}

const memberColumns = [
  'memberships.workspaceId',
  'memberships.role',
  'memberships.createdAt as joinedAt',
  'users.id',
  'users.name',
  'users.email',
  'users.imageUrl',
  'users.createdAt',
  'users.updatedAt',
  'users.deletedAt',
] as const;

const memberScope = (db: DB, workspaceId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.workspaceId', '=', workspaceId);

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];
const selectMembers = (db: DB, workspaceId: string) => memberScope(db, workspaceId).select(memberColumns);

function toMember(row: JoinedRow): MemberRow {
  const { workspaceId, role, joinedAt, ...user } = row;
  return { id: user.id, workspaceId, role, createdAt: joinedAt, user };
}

/** Where a page of members starts: after the member with this (lowercased) name and id. */
export interface MemberPosition {
  name: string;
  id: string;
}

/** The members' sort key, for cursors. */
export const memberPosition = (member: MemberRow): MemberPosition => ({ name: member.user.name.toLowerCase(), id: member.id });

/** One page of the workspace's members by name (case-insensitively), then id for people of the same name. */
export async function listMembers(
  db: DB,
  workspaceId: string,
  args: { first?: number | null; after?: MemberPosition | null },
): Promise<KeysetPage<MemberRow>> {
  const first = args.first ?? PAGE_DEFAULT_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > PAGE_MAX_SIZE) throw badInput('first', `first must be from 0 to ${PAGE_MAX_SIZE}.`);
  const after = args.after;
  const rows = await selectMembers(db, workspaceId)
    .$if(after != null, (query) => query.where(sql<boolean>`(lower(users.name), users.id) > (${after?.name}, ${after?.id})`))
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .limit(first + 1)
    .execute();
  return { rows: rows.slice(0, first).map(toMember), hasNextPage: rows.length > first, hasPreviousPage: after != null };
}

export async function countMembers(db: DB, workspaceId: string): Promise<number> {
  const { count } = await memberScope(db, workspaceId).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}

/** The members among these user ids. */
export async function findMembersByIds(db: DB, workspaceId: string, userIds: readonly string[]): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return (await selectMembers(db, workspaceId).where('users.id', 'in', userIds).execute()).map(toMember);
}

/** Changes a member's role; undefined when they are not a member. CONFLICT when it demotes the last admin. */
export async function updateMemberRole(
  db: DB,
  workspaceId: string,
  actorId: string,
  userId: string,
  role: unknown,
): Promise<MemberRow | undefined> {
  const newRole = validateRole(role);
  return loggedTransaction(db, async (trx) => {
    if (newRole !== 'org:admin') await assertKeepsAnAdmin(trx, workspaceId, userId, 'role', 'demote');
    const changed = await trx
      .updateTable('memberships')
      .set({ role: newRole, updatedAt: sql`now()` })
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .where('role', '<>', newRole)
      .returningAll()
      .executeTakeFirst();
    if (changed) logMember(trx, actorId, 'ROLE_CHANGED', changed, changed);
    const [member] = await findMembersByIds(trx, workspaceId, [userId]);
    return member;
  });
}

// Invitations (the built-in sign-in; Clerk keeps its own).

/** Notes a change of the invitation in the logged transaction: CREATED, DELETED (withdrawn) or ACCEPTED (used up). */
function logInvitation(trx: DB, actorId: string | null, kind: 'CREATED' | 'DELETED' | 'ACCEPTED', invitation: InvitationRow): void {
  logChange(trx, { workspaceId: invitation.workspaceId, actorId, entityType: 'invitation', entityId: invitation.id, kind, row: invitation });
}

const invitationScope = (db: DB, workspaceId: string) => db.selectFrom('invitations').where('workspaceId', '=', workspaceId);

/** One page of the workspace's pending invitations, newest first (positions are `seq`). */
export function listInvitations(db: DB, workspaceId: string, args: PageArgs): Promise<KeysetPage<InvitationRow>> {
  return keysetPage<InvitationRow>(invitationScope(db, workspaceId), 'seq', 'desc', args);
}

export async function countInvitations(db: DB, workspaceId: string): Promise<number> {
  const { count } = await invitationScope(db, workspaceId).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}

export async function findInvitationsByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<InvitationRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return invitationScope(db, workspaceId).selectAll().where('id', 'in', uuids).execute();
}

/** Invites the email with the role. CONFLICT on `email` when that person is a member or invited already. */
export async function inviteMember(
  db: DB,
  workspaceId: string,
  invitedBy: string,
  input: { email: unknown; role: unknown },
): Promise<InvitationRow> {
  const email = validateInviteEmail(input.email);
  const role = validateRole(input.role);
  const member = await memberScope(db, workspaceId)
    .leftJoin('localAccounts', 'localAccounts.userId', 'users.id')
    .select('users.id')
    .where((eb) => eb.or([eb(sql`lower(users.email)`, '=', email), eb('localAccounts.email', '=', email)]))
    .executeTakeFirst();
  if (member) throw conflict('email', `${email} is a member of this workspace already.`);
  try {
    return await loggedTransaction(db, async (trx) => {
      const invitation = await trx.insertInto('invitations').values({ workspaceId, email, role, invitedBy }).returningAll().executeTakeFirstOrThrow();
      logInvitation(trx, invitedBy, 'CREATED', invitation);
      return invitation;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invitations_workspace_email')) throw conflict('email', `${email} is invited already.`);
    throw error;
  }
}

/** Withdraws an invitation; false when the workspace has none with this id. */
export async function revokeInvitation(db: DB, workspaceId: string, actorId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return loggedTransaction(db, async (trx) => {
    const deleted = await trx.deleteFrom('invitations').where('workspaceId', '=', workspaceId).where('id', '=', id).returningAll().executeTakeFirst();
    if (deleted) logInvitation(trx, actorId, 'DELETED', deleted);
    return deleted !== undefined;
  });
}

/**
 * The person signed in or up with this email: every invitation to it makes them a member with its role (an explicit
 * addition, which clears a removal record), and is used up.
 */
export async function acceptInvitations(db: DB, userId: string, email: string): Promise<void> {
  await loggedTransaction(db, async (trx) => {
    const invitations = await trx.deleteFrom('invitations').where('email', '=', normalizeEmail(email)).returningAll().execute();
    for (const invitation of invitations) {
      logInvitation(trx, userId, 'ACCEPTED', invitation);
      // Added by the invitation's author; the person's acceptance is the invitation's entry.
      await addMember(trx, invitation.workspaceId, userId, invitation.role, invitation.invitedBy);
    }
  });
}

// Memberships as Clerk reports them (webhooks).

/**
 * Records a membership Clerk reports, unless a newer state is known: the stored membership changed after `asOf`, or
 * the person was removed after it. Only a membership creation newer than the removal clears the removal record.
 * Answers whether anything was written.
 */
export async function applyReportedMembership(
  db: DB,
  membership: { workspaceId: string; userId: string; role: string; asOf: Date; created: boolean },
): Promise<boolean> {
  const { workspaceId, userId, role, asOf } = membership;
  return loggedTransaction(db, async (trx) => {
    const removal = await trx
      .selectFrom('membershipRemovals')
      .select('removedAt')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (removal && (!membership.created || removal.removedAt >= asOf)) return false;
    await trx.deleteFrom('membershipRemovals').where('workspaceId', '=', workspaceId).where('userId', '=', userId).execute();
    const before = await trx
      .selectFrom('memberships')
      .select('role')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const written: MembershipRow | undefined = await trx
      .insertInto('memberships')
      .values({ workspaceId, userId, role, createdAt: asOf, updatedAt: asOf })
      .onConflict((conflict) =>
        conflict
          .columns(['workspaceId', 'userId'])
          .doUpdateSet({ role, updatedAt: asOf })
          .where('memberships.updatedAt', '<', asOf),
      )
      .returningAll()
      .executeTakeFirst();
    // Clerk told of it: no person of this server is the actor. A role reported again as it was is no change to log,
    // but its newer time is kept (it decides which later report wins), so the entry says ROLE_CHANGED all the same.
    if (written) logMember(trx, null, before ? 'ROLE_CHANGED' : 'ADDED', written, written);
    else if (removal) logMember(trx, null, 'ADDED', membership, null);
    return written !== undefined || removal !== undefined;
  });
}

/** The workspaces the person belongs to (to remove them from all when Clerk deletes them). */
export async function workspacesOfMember(db: DB, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('memberships').select('workspaceId').where('userId', '=', userId).execute();
  return rows.map((row) => row.workspaceId);
}

/** Everyone in the workspace (to remove them all when Clerk deletes the organization). */
export async function memberIdsOf(db: DB, workspaceId: string): Promise<string[]> {
  const rows = await db.selectFrom('memberships').select('userId').where('workspaceId', '=', workspaceId).execute();
  return rows.map((row) => row.userId);
}

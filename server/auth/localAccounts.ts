// The built-in sign-in's data: accounts found by email, organizations, and sessions. Ids look like Clerk's.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { badInput, conflict, isUniqueViolation } from '../domain/errors';
import { validateUserName, type UserRow } from '../domain/users';
import { addMember as addWorkspaceMember, type WorkspaceRow } from '../domain/workspaces';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random id shaped like Clerk's, such as user_2NNEqL2nrIRdJ194ndJqAHwEfxC. */
export function clerkLikeId(prefix: 'user' | 'org' | 'sess'): string {
  const bytes = randomBytes(27);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

// Printable characters only: a NUL or other control character is refused here, not by the database.
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validateEmail(email: unknown): string {
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL_PATTERN.test(normalized) || normalized.length > 254) {
    throw badInput('email', 'Enter an email address such as ada@example.com.');
  }
  return normalized;
}

export function validateSlug(slug: unknown): string {
  const value = typeof slug === 'string' ? slug.trim() : '';
  if (value.length < 2 || value.length > 40 || !SLUG_PATTERN.test(value)) {
    throw badInput('slug', 'A slug is 2 to 40 lowercase letters and digits, with single hyphens between them.');
  }
  return value;
}

export interface AccountOrganization {
  workspaceId: string;
  /** The organization id, org_… */
  orgId: string;
  slug: string;
  name: string;
  role: string;
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('localAccounts')
    .innerJoin('users', 'users.id', 'localAccounts.userId')
    .selectAll('users')
    .where('localAccounts.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: DB, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Creates a person with a built-in account. CONFLICT on `email` when the email has an account. */
export async function createAccount(
  db: DB,
  input: { name: unknown; email: unknown; demo?: boolean },
): Promise<UserRow> {
  const name = validateUserName(input.name);
  const email = validateEmail(input.email);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ id: clerkLikeId('user'), name, email, imageUrl: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('localAccounts').values({ email, userId: user.id, demo: input.demo ?? false }).execute();
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'local_accounts_pkey')) throw conflict('email', 'An account with this email exists already.');
    throw error;
  }
}

/** The organizations the person belongs to, by name. */
export async function organizationsOf(db: DB, userId: string): Promise<AccountOrganization[]> {
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

/** The seeded demo accounts, for the sign-in screen. */
export async function listDemoAccounts(db: DB) {
  const accounts = await db
    .selectFrom('localAccounts')
    .innerJoin('users', 'users.id', 'localAccounts.userId')
    .select(['localAccounts.email', 'users.name', 'users.id'])
    .where('localAccounts.demo', '=', true)
    .orderBy('localAccounts.createdAt')
    .orderBy('localAccounts.email')
    .execute();
  return Promise.all(
    accounts.map(async ({ email, name, id }) => ({
      email,
      name,
      organizations: (await organizationsOf(db, id)).map(({ slug, name, role }) => ({ slug, name, role })),
    })),
  );
}

/** Creates an organization with the person as its admin. CONFLICT on `slug` when the slug is taken. */
export async function createOrganization(
  db: DB,
  input: { userId: string; name: unknown; slug: unknown },
): Promise<WorkspaceRow> {
  const name = validateUserName(input.name);
  const slug = validateSlug(input.slug);
  try {
    return await db.transaction().execute(async (trx) => {
      const workspace = await trx
        .insertInto('workspaces')
        .values({ orgId: clerkLikeId('org'), slug, name })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('memberships').values({ workspaceId: workspace.id, userId: input.userId, role: 'org:admin' }).execute();
      return workspace;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_key')) throw conflict('slug', `The slug ${slug} is taken.`);
    throw error;
  }
}

/** Adds the person to the organization's workspace (an explicit addition: clears any removal record). */
export const addMember = addWorkspaceMember;

export async function membersOf(db: DB, workspaceId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id as userId', 'users.name', 'users.email', 'memberships.role'])
    .where('memberships.workspaceId', '=', workspaceId)
    .orderBy('users.name')
    .execute();
}

export interface LocalSession {
  id: string;
  userId: string;
  activeOrgId: string | null;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Starts a session; the secret goes in the cookie, and only its hash is stored. */
export async function startSession(
  db: DB,
  userId: string,
  activeOrgId: string | null,
): Promise<{ session: LocalSession; secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const session = { id: clerkLikeId('sess'), userId, activeOrgId };
  await db.insertInto('authSessions').values({ ...session, secretHash: hashSecret(secret) }).execute();
  return { session, secret };
}

/** The live session whose cookie secret this is; sessions end at sign-out and after 30 days. */
export async function findSession(db: DB, secret: string): Promise<LocalSession | undefined> {
  return db
    .selectFrom('authSessions')
    .select(['id', 'userId', 'activeOrgId'])
    .where('secretHash', '=', hashSecret(secret))
    .where('endedAt', 'is', null)
    .where(sql<boolean>`created_at > now() - interval '30 days'`)
    .executeTakeFirst();
}

export async function setActiveOrganization(db: DB, sessionId: string, orgId: string | null): Promise<void> {
  await db.updateTable('authSessions').set({ activeOrgId: orgId }).where('id', '=', sessionId).execute();
}

export async function endSession(db: DB, sessionId: string): Promise<void> {
  await db.updateTable('authSessions').set({ endedAt: sql`now()` }).where('id', '=', sessionId).execute();
}

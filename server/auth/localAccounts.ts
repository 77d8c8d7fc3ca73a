// The built-in sign-in's sessions, and the shapes of what it is given (emails, slugs). Ids look like Clerk's. Its
// people and organizations are the features' (server/features/users/accounts.ts), handed to it by server/app.ts.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { emailError, normalizeEmail } from '../../src/rules/email';
import { badInput } from '../errors';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random id shaped like Clerk's, such as user_2NNEqL2nrIRdJ194ndJqAHwEfxC. */
export function clerkLikeId(prefix: 'user' | 'org' | 'sess'): string {
  const bytes = randomBytes(27);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function validateEmail(email: unknown): string {
  const text = typeof email === 'string' ? email : '';
  const problem = emailError(text);
  if (problem) throw badInput('email', problem);
  return normalizeEmail(text);
}

export function validateSlug(slug: unknown): string {
  const value = typeof slug === 'string' ? slug.trim() : '';
  if (value.length < 2 || value.length > 40 || !SLUG_PATTERN.test(value)) {
    throw badInput('slug', 'A slug is 2 to 40 lowercase letters and digits, with single hyphens between them.');
  }
  return value;
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

/** Whether the session has ended (signed out, or past its 30 days); false for a session this database does not hold. */
export async function isSessionEnded(db: DB, sessionId: string): Promise<boolean> {
  const ended = await db
    .selectFrom('authSessions')
    .select('id')
    .where('id', '=', sessionId)
    .where(sql<boolean>`ended_at is not null or created_at <= now() - interval '30 days'`)
    .executeTakeFirst();
  return ended !== undefined;
}

export async function setActiveOrganization(db: DB, sessionId: string, orgId: string | null): Promise<void> {
  await db.updateTable('authSessions').set({ activeOrgId: orgId }).where('id', '=', sessionId).execute();
}

export async function endSession(db: DB, sessionId: string): Promise<void> {
  await db.updateTable('authSessions').set({ endedAt: sql`now()` }).where('id', '=', sessionId).execute();
}

/** Ends every live session of the person (deleted): their cookies mint no more tokens. Answers the ended sessions' ids. */
export async function endSessionsOf(db: DB, userId: string): Promise<string[]> {
  const ended = await db.updateTable('authSessions').set({ endedAt: sql`now()` }).where('userId', '=', userId).where('endedAt', 'is', null).returning('id').execute();
  return ended.map((session) => session.id);
}

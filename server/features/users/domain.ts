// People: kept current from verified session claims, and seen by others only through a shared workspace.
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { badInput } from '../../errors';
import { isBlank, normalizeText, textCharactersError } from '../../../src/rules/text';

export type UserRow = Selectable<UsersTable>;

export interface UserClaims {
  id: string;
  name: string | null;
  email: string | null;
  imageUrl: string | null;
  /** When the claims were issued: older claims never overwrite newer data. */
  asOf: Date;
}

export const NAME_MAX_LENGTH = 80;

/** Checks a name (of a person or an organization) by the shared text rules and its length; answers it NFC, trimmed. */
export function validateUserName(name: unknown, field = 'name'): string {
  const text = typeof name === 'string' ? name : '';
  const problem = textCharactersError(text);
  if (problem) throw badInput(field, problem);
  if (isBlank(text)) throw badInput(field, 'Enter a name.');
  const normalized = normalizeText(text);
  if ([...normalized].length > NAME_MAX_LENGTH) throw badInput(field, `A name has at most ${NAME_MAX_LENGTH} characters.`);
  return normalized;
}

/**
 * Creates the user or brings name, email and image up to date with the claims (fields the claims lack are kept).
 * Writes only when something changed and the claims are newer than the stored data.
 */
export async function upsertUserFromClaims(db: DB, claims: UserClaims): Promise<UserRow> {
  const fallbackName = claims.name ?? claims.email?.split('@')[0] ?? 'New user';
  const updated = await db
    .insertInto('users')
    .values({
      id: claims.id,
      name: fallbackName,
      email: claims.email,
      imageUrl: claims.imageUrl,
      updatedAt: claims.asOf,
    })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({
          name: sql`coalesce(${claims.name}::text, users.name)`,
          email: sql`coalesce(${claims.email}::text, users.email)`,
          imageUrl: sql`coalesce(${claims.imageUrl}::text, users.image_url)`,
          updatedAt: claims.asOf,
        })
        .where(sql<boolean>`users.updated_at < ${claims.asOf}`)
        // A person deleted in Clerk stays anonymised whatever claims still arrive.
        .where(sql<boolean>`users.deleted_at is null`)
        .where(
          sql<boolean>`(users.name, users.email, users.image_url) is distinct from (
            coalesce(${claims.name}::text, users.name),
            coalesce(${claims.email}::text, users.email),
            coalesce(${claims.imageUrl}::text, users.image_url))`,
        ),
    )
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await db.selectFrom('users').selectAll().where('id', '=', claims.id).executeTakeFirstOrThrow());
}

/**
 * The person was deleted (in Clerk): the row stays, as issues and projects refer to it, but says nothing about them
 * any more. Older updates arriving later change nothing (see upsertUserFromClaims). False when already deleted.
 */
export async function anonymiseUser(db: DB, userId: string, at: Date): Promise<boolean> {
  const values = { name: 'Deleted user', email: null, imageUrl: null, deletedAt: at, updatedAt: sql<Date>`greatest(users.updated_at, ${at})` };
  const inserted = await db
    .insertInto('users')
    .values({ id: userId, name: values.name, email: null, imageUrl: null, deletedAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values).where('users.deletedAt', 'is', null))
    .returning('id')
    .executeTakeFirst();
  await db.deleteFrom('localAccounts').where('userId', '=', userId).execute();
  return inserted !== undefined;
}

export async function renameUser(db: DB, userId: string, name: unknown): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ name: validateUserName(name), updatedAt: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The users among `ids` who are members of the workspace. */
export async function findMembersByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .selectAll('users')
    .where('memberships.workspaceId', '=', workspaceId)
    .where('users.id', 'in', ids)
    .execute();
}

export async function findUserById(db: DB, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Creates a person (the built-in sign-in's accounts, the demo seed); the name is validated. */
export async function createUser(
  db: DB,
  user: { id: string; name: unknown; email: string | null; imageUrl?: string | null },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ id: user.id, name: validateUserName(user.name), email: user.email, imageUrl: user.imageUrl ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the database has any person yet (the demo seed runs only when not). */
export async function anyUser(db: DB): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

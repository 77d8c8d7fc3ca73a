// The built-in sign-in's people and organizations: accounts found by email, created with their person, the demo
// accounts of the sign-in screen, organizations a person creates. Its sessions are the auth kernel's
// (server/auth/localAccounts.ts); the sign-in routes are handed these by server/app.ts (server/features/directory.ts).
import type { RawBuilder } from 'kysely';
import { clerkLikeId, validateEmail, validateSlug } from '../../auth/localAccounts';
import type { DB } from '../../db/database';
import { conflict, isUniqueViolation } from '../../errors';
import { normalizeEmail } from '../../../src/rules/email';
import { createOrganizationWorkspace, organizationsOf, type WorkspaceRow } from '../workspaces/domain';
import { createUser, findUserById, validateUserName, type UserRow } from './domain';

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  const account = await db
    .selectFrom('localAccounts')
    .select('userId')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return account && findUserById(db, account.userId);
}

/** Creates a person with a built-in account. CONFLICT on `email` when the email has an account. */
export async function createAccount(
  db: DB,
  input: { name: unknown; email: unknown; demo?: boolean; createdAt?: Date | RawBuilder<Date> },
): Promise<UserRow> {
  const name = validateUserName(input.name);
  const email = validateEmail(input.email);
  const create = async (trx: DB) => {
    const user = await createUser(trx, { id: clerkLikeId('user'), name, email });
    await trx
      .insertInto('localAccounts')
      .values({ email, userId: user.id, demo: input.demo ?? false, ...(input.createdAt && { createdAt: input.createdAt }) })
      .execute();
    return user;
  };
  try {
    return db.isTransaction ? await create(db) : await db.transaction().execute(create);
  } catch (error) {
    if (isUniqueViolation(error, 'local_accounts_pkey')) throw conflict('email', 'An account with this email exists already.');
    throw error;
  }
}

/** The seeded demo accounts, for the sign-in screen. */
export async function listDemoAccounts(db: DB) {
  const accounts = await db
    .selectFrom('localAccounts')
    .select(['email', 'userId'])
    .where('demo', '=', true)
    .orderBy('createdAt')
    .orderBy('email')
    .execute();
  return Promise.all(
    accounts.map(async ({ email, userId }) => ({
      email,
      name: (await findUserById(db, userId))?.name ?? email,
      organizations: (await organizationsOf(db, userId)).map(({ slug, name, role }) => ({ slug, name, role })),
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
    return await createOrganizationWorkspace(db, { orgId: clerkLikeId('org'), slug, name, adminUserId: input.userId });
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_key')) throw conflict('slug', `The slug ${slug} is taken.`);
    throw error;
  }
}

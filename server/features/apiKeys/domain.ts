// API keys: validation and SQL. A person's keys for one workspace, kept outside the workspace's change log as sessions
// are (a person's own credentials, which nobody else follows); server/auth/apiKeys.ts makes and checks their text.
import type { Selectable } from 'kysely';
import { apiKeyPrefix, generateApiKey, grantableRoles } from '../../auth/apiKeys';
import type { DB } from '../../db/database';
import { isUuid } from '../../db/ids';
import type { ApiKeysTable } from '../../db/schema';
import { badInput, conflict } from '../../errors';
import { apiKeyExpiryError, apiKeyNameError, API_KEYS_MAX } from '../../../src/rules/apiKey';
import { normalizeText } from '../../../src/rules/text';

/** A key as the settings page shows it: never its hash. */
export type ApiKeyRow = Omit<Selectable<ApiKeysTable>, 'secretHash' | 'lookupId'> & { prefix: string; lastUsedAt: Date | null };

export interface ApiKeyInput {
  name: string;
  /** A role such as org:member. */
  role: string;
  expiresAt?: Date | null;
}

const listed = (db: DB, workspaceId: string, userId: string) =>
  db
    .selectFrom('apiKeys')
    .leftJoin('apiKeyUses', 'apiKeyUses.apiKeyId', 'apiKeys.id')
    .select([
      'apiKeys.id',
      'apiKeys.workspaceId',
      'apiKeys.userId',
      'apiKeys.name',
      'apiKeys.lookupId',
      'apiKeys.role',
      'apiKeys.createdAt',
      'apiKeys.expiresAt',
      'apiKeys.revokedAt',
      'apiKeyUses.usedAt as lastUsedAt',
    ])
    .where('apiKeys.workspaceId', '=', workspaceId)
    .where('apiKeys.userId', '=', userId)
    .where('apiKeys.revokedAt', 'is', null);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

const rowOf = ({ lookupId, ...key }: ListedRow): ApiKeyRow => ({ ...key, prefix: apiKeyPrefix(lookupId) });

/** The person's keys in the workspace that are not revoked, newest first. */
export async function listApiKeys(db: DB, workspaceId: string, userId: string): Promise<ApiKeyRow[]> {
  const rows = await listed(db, workspaceId, userId).orderBy('apiKeys.createdAt', 'desc').orderBy('apiKeys.id', 'desc').execute();
  return rows.map(rowOf);
}

/** The person's keys of these ids in the workspace (not revoked); others' keys are not found. */
export async function findApiKeysByIds(db: DB, workspaceId: string, userId: string, ids: readonly string[]): Promise<ApiKeyRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await listed(db, workspaceId, userId).where('apiKeys.id', 'in', uuids).execute();
  return rows.map(rowOf);
}

/**
 * Creates a key for the person in the workspace, with a role no higher than `ownRole` (theirs): the key's text is
 * answered this once, and only its hash is stored.
 */
export async function createApiKey(
  db: DB,
  workspaceId: string,
  userId: string,
  ownRole: string,
  input: ApiKeyInput,
  now = new Date(),
): Promise<{ apiKey: ApiKeyRow; secret: string }> {
  const nameProblem = apiKeyNameError(input.name);
  if (nameProblem) throw badInput('name', nameProblem);
  if (!grantableRoles(ownRole).includes(input.role)) throw badInput('role', 'A key’s role cannot be above your own role in this workspace.');
  const expiresAt = input.expiresAt ?? null;
  const expiryProblem = expiresAt && apiKeyExpiryError(expiresAt, now);
  if (expiryProblem) throw badInput('expiresAt', expiryProblem);
  const { count } = await db
    .selectFrom('apiKeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count) >= API_KEYS_MAX) throw conflict('name', `You have ${API_KEYS_MAX} keys in this workspace already: revoke one first.`);
  const { token, lookupId, secretHash } = generateApiKey();
  const row = await db
    .insertInto('apiKeys')
    .values({ workspaceId, userId, name: normalizeText(input.name), lookupId, secretHash, role: input.role, expiresAt })
    .returning(['id', 'workspaceId', 'userId', 'name', 'lookupId', 'role', 'createdAt', 'expiresAt', 'revokedAt'])
    .executeTakeFirstOrThrow();
  return { apiKey: rowOf({ ...row, lastUsedAt: null }), secret: token };
}

/** Revokes the person's key in the workspace; false when they have no such key (another's, another workspace's, revoked). */
export async function revokeApiKey(db: DB, workspaceId: string, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const revoked = await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date() })
    .where('id', '=', id)
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

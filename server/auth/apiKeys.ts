// API keys as credentials: `Authorization: Bearer lanes_<lookup id>_<secret>` on POST /graphql and in a WebSocket's
// connection_init payload, where a session token goes. A key speaks for its person in its workspace with its role, as
// long as it is not revoked nor expired and the person is still a member with a role at least the key's: checked
// against the database at every request and WebSocket connection (nothing remembered), and for open sockets by
// server/live/access.ts (a revocation, a removal or a demotion ends them). Only the key's SHA-256 is stored: the
// secret has 256 bits of entropy, so no slow hash is needed. The shape (`lanes_`, 12 and 43 base62 characters) is
// fixed so that secret scanners can recognise a leaked key.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/database';
import { forbidden, unauthenticated } from '../errors';
import type { Directory } from '../features/directory';
import { BUILTIN_ROLES, ORG_ADMIN_ROLE } from './policy';
import type { Session } from './verify';
import type { Viewer } from './viewer';

export const API_KEY_PREFIX = 'lanes_';
const LOOKUP_ID_LENGTH = 12;
/** 43 base62 characters: 256 bits. */
const SECRET_LENGTH = 43;
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9A-Za-z]{${LOOKUP_ID_LENGTH}})_([0-9A-Za-z]{${SECRET_LENGTH}})$`);
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** How long a key without an expiry is taken to live (a date setTimeout and comparisons handle). */
const NEVER = new Date('9999-12-31T23:59:59.999Z');

/** A request's key, as its header gives it: which row to read, and the hash to compare with the row's. */
export interface ApiKeyCredential {
  lookupId: string;
  secretHash: string;
}

/** The key a viewer authenticated with. */
export interface ApiKeyIdentity {
  id: string;
  /** The key's role (its viewer's role). */
  role: string;
}

/** Uniformly random base62 text (bytes at or past 248 are drawn again, so no character is likelier). */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

export const hashApiKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new key: the text shown once, the lookup id that names it, and the hash that is stored. */
export function generateApiKey(): { token: string; lookupId: string; secretHash: string } {
  const lookupId = randomBase62(LOOKUP_ID_LENGTH);
  const token = `${API_KEY_PREFIX}${lookupId}_${randomBase62(SECRET_LENGTH)}`;
  return { token, lookupId, secretHash: hashApiKey(token) };
}

/** What the key shows of itself: not secret, enough to tell one's keys apart. */
export const apiKeyPrefix = (lookupId: string) => `${API_KEY_PREFIX}${lookupId}`;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * The session of an API key's text, before the database is asked (verify.ts hands it on): it names the key and
 * carries its hash; the viewer resolver fills in whose it is, or refuses it.
 */
export function apiKeySession(token: string): Session {
  const match = API_KEY_PATTERN.exec(token);
  if (!match) throw unauthenticated('The API key is malformed: copy it again from where you kept it.');
  return {
    userId: '',
    sessionId: `api-key:${match[1]}`,
    orgId: null,
    orgRole: null,
    orgSlug: null,
    orgPermissions: [],
    name: null,
    email: null,
    imageUrl: null,
    orgName: null,
    issuedAt: new Date(),
    expiresAt: NEVER,
    apiKey: { lookupId: match[1], secretHash: hashApiKey(token) },
  };
}

/** How much a role may do, for comparing a key's role with its person's: unknown roles rank below viewers. */
export function roleRank(role: string): number {
  if (role === 'owner') return BUILTIN_ROLES.length;
  const index = (BUILTIN_ROLES as readonly string[]).indexOf(role);
  return index < 0 ? 0 : BUILTIN_ROLES.length - index;
}

/** The roles a person with `role` may give a key (their own and those below it), most powerful first. */
export const grantableRoles = (role: string): string[] => BUILTIN_ROLES.filter((candidate) => roleRank(candidate) <= roleRank(role));

/** How often a key's last use is written at most. */
const USE_NOTE_INTERVAL_MS = 60_000;
const USES_REMEMBERED_MAX = 10_000;

export interface ApiKeyViewers {
  /** The viewer of an API key's session as the database has it now; UNAUTHENTICATED or FORBIDDEN when it does not work. */
  viewer(session: Session): Promise<Viewer>;
}

export function createApiKeyViewers(
  db: DB,
  directory: Pick<Directory, 'findUserById' | 'findWorkspaceById'>,
  { log = console.error }: { log?: (message: string, error: unknown) => void } = {},
): ApiKeyViewers {
  /** When this instance last wrote each key's use. */
  const noted = new Map<string, number>();

  /** Writes the key's use, at most once a minute (here, and across instances by the statement's condition), without waiting. */
  const noteUse = (keyId: string) => {
    const now = Date.now();
    if ((noted.get(keyId) ?? 0) > now - USE_NOTE_INTERVAL_MS) return;
    if (noted.size >= USES_REMEMBERED_MAX) noted.clear();
    noted.set(keyId, now);
    db.insertInto('apiKeyUses')
      .values({ apiKeyId: keyId, usedAt: new Date(now) })
      .onConflict((conflict) =>
        conflict.column('apiKeyId').doUpdateSet({ usedAt: (eb) => eb.ref('excluded.usedAt') }).where('apiKeyUses.usedAt', '<', new Date(now - USE_NOTE_INTERVAL_MS)),
      )
      .execute()
      .catch((error: unknown) => {
        noted.delete(keyId);
        log('Noting an API key’s use failed:', error);
      });
  };

  return {
    async viewer(session) {
      const credential = session.apiKey;
      if (!credential) throw new Error('Not an API key’s session.');
      const key = await db
        .selectFrom('apiKeys')
        .leftJoin('memberships', (join) => join.onRef('memberships.workspaceId', '=', 'apiKeys.workspaceId').onRef('memberships.userId', '=', 'apiKeys.userId'))
        .select(['apiKeys.id', 'apiKeys.workspaceId', 'apiKeys.userId', 'apiKeys.role', 'apiKeys.secretHash', 'apiKeys.expiresAt', 'apiKeys.revokedAt', 'memberships.role as memberRole'])
        .where('apiKeys.lookupId', '=', credential.lookupId)
        .executeTakeFirst();
      const expected = Buffer.from(key?.secretHash ?? '', 'hex');
      const given = Buffer.from(credential.secretHash, 'hex');
      if (!key || expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthenticated('The API key is not valid.');
      if (key.revokedAt) throw unauthenticated('This API key was revoked.');
      if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw unauthenticated('This API key has expired.');
      if (!key.memberRole) throw forbidden('The API key’s owner is no longer a member of its workspace: the key no longer works.');
      if (roleRank(key.memberRole) < roleRank(key.role)) {
        throw forbidden('The API key’s role is above its owner’s role now: the key no longer works.');
      }
      const [user, workspace] = await Promise.all([directory.findUserById(db, key.userId), directory.findWorkspaceById(db, key.workspaceId)]);
      if (!user || !workspace) throw unauthenticated('The API key is not valid.');
      noteUse(key.id);
      const personal = workspace.personalUserId === user.id;
      return {
        session: {
          ...session,
          userId: user.id,
          orgId: workspace.orgId,
          orgRole: key.role,
          orgSlug: workspace.slug,
          orgName: workspace.name,
          name: user.name,
          email: user.email,
          imageUrl: user.imageUrl,
          expiresAt: key.expiresAt ?? NEVER,
        },
        user,
        workspace,
        userId: user.id,
        workspaceId: workspace.id,
        role: key.role,
        // The key's role decides (the policy's roles), never a session's custom permissions.
        permissions: [],
        // A personal workspace's owner acts as its owner only through an admin key.
        ownsWorkspace: personal && key.role === ORG_ADMIN_ROLE,
        apiKey: { id: key.id, role: key.role },
      };
    },
  };
}

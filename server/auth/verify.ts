// Verifies session tokens, HTTP and WebSocket alike, with Clerk's backend SDK and no network (a PEM public key:
// Clerk's in Clerk mode, the built-in one otherwise), and reads v1 and v2 claims into one Session.
import { verifyToken } from '@clerk/backend';
import { parsePermissions } from '@clerk/shared/jwtPayloadParser';
import type { JwtPayload } from '@clerk/shared/types';
import { hasControlCharacter } from '../../src/rules/text';
import { unauthenticated, type LanesError } from '../errors';
import { apiKeySession, isApiKeyToken, type ApiKeyCredential } from './apiKeys';

/** What a verified session token says. */
export interface Session {
  userId: string;
  sessionId: string;
  orgId: string | null;
  /** The full role, such as org:admin. */
  orgRole: string | null;
  orgSlug: string | null;
  orgPermissions: string[];
  name: string | null;
  email: string | null;
  imageUrl: string | null;
  orgName: string | null;
  /** When the token was issued. */
  issuedAt: Date;
  /** When the token expires: claims read after it are stale. */
  expiresAt: Date;
  /** Set when the request carries an API key rather than a session token (server/auth/apiKeys.ts). */
  apiKey?: ApiKeyCredential;
}

export type TokenVerifier = (token: string | null | undefined) => Promise<Session>;

export interface VerifierOptions {
  /** The PEM public key tokens are signed with. */
  jwtKey: string;
  /** Origins accepted as `azp`. */
  authorizedParties: string[];
}

const REASONS: Record<string, string> = {
  'token-expired': 'The session token has expired.',
  'token-not-active-yet': 'The session token is not valid yet.',
  'token-iat-in-the-future': 'The session token is not valid yet.',
  'token-invalid-signature': 'The session token has an invalid signature.',
  'token-invalid-authorized-parties': 'The session token was issued for another origin.',
  'token-invalid-algorithm': 'The session token is signed with an unsupported algorithm.',
};

/** The most verified tokens remembered (a person's client sends one token for its minute: a few per person). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies a token, resolving its Session or rejecting with UNAUTHENTICATED and a short reason. A token that passed
 * is remembered until it expires: the same text has the same signature and claims, so the many requests one token
 * makes are checked once (importing the key and verifying RSA cost more than the rest of a small request). Only its
 * expiry needs checking again; once expired it goes through Clerk's checks again, which refuse it. Refusals are
 * never remembered (a token not valid yet may become valid).
 */
export function createTokenVerifier({ jwtKey, authorizedParties }: VerifierOptions): TokenVerifier {
  const verified = new Map<string, Session>();
  const remember = (token: string, session: Session) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const now = Date.now();
      for (const [known, { expiresAt }] of verified) if (expiresAt.getTime() <= now) verified.delete(known);
      // Still full of live tokens: the oldest goes.
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, session);
  };
  return async (token) => {
    if (!token) throw unauthenticated('Sign in first: the request carries no session token.');
    // An API key is no JWT: the viewer resolver checks it against the database at every request.
    if (isApiKeyToken(token)) return apiKeySession(token);
    const known = verified.get(token);
    if (known && known.expiresAt.getTime() > Date.now()) return known;
    if (known) verified.delete(token);
    let claims: JwtPayload;
    try {
      claims = await verifyToken(token, { jwtKey, authorizedParties });
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? '';
      throw unauthenticated(REASONS[reason] ?? 'The session token is malformed or invalid.');
    }
    const session = sessionFromClaims(claims);
    remember(token, session);
    return session;
  };
}

/** The organization features of a v2 `fea` claim (`o:projects,u:billing,ou:issues` → projects, issues). */
function organizationFeatures(fea: unknown): string[] {
  if (typeof fea !== 'string' || fea === '') return [];
  return fea.split(',').flatMap((part) => {
    const [scope, feature] = part.trim().split(':');
    if (feature === undefined) throw new Error('A feature claim without a scope.');
    return scope === 'o' || scope === 'ou' || scope === 'uo' ? [feature] : [];
  });
}

/**
 * The organization a v1 or v2 session token speaks for, read as Clerk's SDKs read it: v2's compact `o.per`
 * (actions) and `o.fpm` (one bit mask of those actions per organization feature of `fea`) decoded with
 * Clerk's stable `parsePermissions`.
 */
function organizationClaims(claims: JwtPayload): { orgId: unknown; orgRole: unknown; orgSlug: unknown; orgPermissions: unknown } {
  if (claims.v !== 2) {
    return { orgId: claims.org_id, orgRole: claims.org_role, orgSlug: claims.org_slug, orgPermissions: claims.org_permissions };
  }
  const org = claims.o;
  if (!org) return { orgId: undefined, orgRole: undefined, orgSlug: undefined, orgPermissions: [] };
  const features = organizationFeatures(claims.fea);
  const { permissions, featurePermissionMap } = parsePermissions({ per: org.per, fpm: org.fpm });
  const orgPermissions = features.flatMap((feature, index) =>
    permissions.filter((_action, bit) => featurePermissionMap[index]?.[bit] === 1).map((action) => `org:${feature}:${action}`),
  );
  return { orgId: org.id, orgRole: org.rol ? `org:${org.rol}` : undefined, orgSlug: org.slg, orgPermissions };
}

function sessionFromClaims(claims: JwtPayload): Session {
  const invalid = (): LanesError => unauthenticated('The session token is malformed or invalid.');
  // A pending session (a task such as choosing an organization is not done yet) counts as signed out, as it
  // does for Clerk's own SDKs.
  if (claims.sts === 'pending') throw unauthenticated('The session is pending: finish signing in first.');
  let org: ReturnType<typeof organizationClaims>;
  try {
    org = organizationClaims(claims);
  } catch {
    throw invalid();
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw invalid();
  const custom = claims as unknown as Record<string, unknown>;
  // Control characters (a NUL byte) in a claim would reach SQL: an id with one is refused, a profile text dropped.
  if ([claims.sub, claims.sid, org.orgId, org.orgRole, org.orgSlug].some((value) => typeof value === 'string' && hasControlCharacter(value))) {
    throw invalid();
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !hasControlCharacter(value) ? value.trim() : null);
  const orgId = text(org.orgId);
  if (orgId && !text(org.orgRole)) throw invalid();
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    orgId,
    orgRole: orgId ? text(org.orgRole) : null,
    orgSlug: orgId ? text(org.orgSlug) : null,
    orgPermissions: orgId && Array.isArray(org.orgPermissions) ? org.orgPermissions.filter((p): p is string => typeof p === 'string') : [],
    name: text(custom.name),
    email: text(custom.email),
    imageUrl: text(custom.image_url),
    orgName: orgId ? text(custom.org_name) : null,
    issuedAt: new Date((typeof claims.iat === 'number' ? claims.iat : 0) * 1000),
    expiresAt: new Date((typeof claims.exp === 'number' ? claims.exp : 0) * 1000),
  };
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one. Throws on another scheme. */
export function bearerToken(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('The authorization header must be "Bearer <session token>".');
  return match[1];
}

// Verifies session tokens, HTTP and WebSocket alike, with Clerk's backend SDK and no network (a PEM public key:
// Clerk's in Clerk mode, the built-in one otherwise), and reads v1 and v2 claims into one Session.
import { verifyToken } from '@clerk/backend';
import { __experimental_JWTPayloadToAuthObjectProperties as readAuthClaims } from '@clerk/shared/jwtPayloadParser';
import type { JwtPayload } from '@clerk/shared/types';
import { hasControlCharacter } from '../../src/rules/text';
import { unauthenticated, type LanesError } from '../errors';

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

/** Verifies a token, resolving its Session or rejecting with UNAUTHENTICATED and a short reason. */
export function createTokenVerifier({ jwtKey, authorizedParties }: VerifierOptions): TokenVerifier {
  return async (token) => {
    if (!token) throw unauthenticated('Sign in first: the request carries no session token.');
    let claims: JwtPayload;
    try {
      claims = await verifyToken(token, { jwtKey, authorizedParties });
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? '';
      throw unauthenticated(REASONS[reason] ?? 'The session token is malformed or invalid.');
    }
    return sessionFromClaims(claims);
  };
}

function sessionFromClaims(claims: JwtPayload): Session {
  const invalid = (): LanesError => unauthenticated('The session token is malformed or invalid.');
  // A pending session still has a task to finish (choose an organization, reset a password, set up MFA): Clerk's own
  // SDKs treat it as signed out, and so does the server.
  if ((claims as { sts?: unknown }).sts === 'pending') {
    throw unauthenticated('The session is pending a task (such as choosing an organization): finish signing in first.');
  }
  let auth: ReturnType<typeof readAuthClaims>;
  try {
    auth = readAuthClaims(claims);
  } catch {
    throw invalid();
  }
  if (typeof auth.userId !== 'string' || typeof auth.sessionId !== 'string') throw invalid();
  const custom = claims as unknown as Record<string, unknown>;
  // Control characters (a NUL byte) in a claim would reach SQL: an id with one is refused, a profile text dropped.
  if ([auth.userId, auth.sessionId, auth.orgId, auth.orgRole, auth.orgSlug].some((value) => typeof value === 'string' && hasControlCharacter(value))) {
    throw invalid();
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !hasControlCharacter(value) ? value.trim() : null);
  const orgId = text(auth.orgId);
  if (orgId && !text(auth.orgRole)) throw invalid();
  return {
    userId: auth.userId,
    sessionId: auth.sessionId,
    orgId,
    orgRole: orgId ? text(auth.orgRole) : null,
    orgSlug: orgId ? text(auth.orgSlug) : null,
    orgPermissions: orgId && Array.isArray(auth.orgPermissions) ? auth.orgPermissions.filter((p) => typeof p === 'string') : [],
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

// Mints the built-in sign-in's session tokens, shaped exactly like Clerk's session tokens (v2 claims, or v1 for
// tests of older tokens) plus the custom claims a Clerk session-token template adds (name, email, image_url,
// org_name). RS256 with node:crypto.
import { createSign } from 'node:crypto';
import type { SigningKeys } from './keys';

export const TOKEN_LIFETIME_SECONDS = 60;

export interface TokenOrganization {
  id: string;
  slug: string;
  name: string;
  /** The full role, such as org:admin. */
  role: string;
  /** Permissions such as org:projects:manage. */
  permissions: readonly string[];
}

export interface TokenSubject {
  userId: string;
  sessionId: string;
  /** The authorized party: the origin the token is for. */
  azp: string;
  user: { name: string; email: string | null; imageUrl: string | null };
  org: TokenOrganization | null;
}

export interface MintOptions {
  /** Milliseconds since the epoch; defaults to now. */
  now?: number;
  expiresInSeconds?: number;
  claimsVersion?: 1 | 2;
}

/** Clerk's v2 encoding of organization permissions: features, permission names, and a bit map per feature. */
export function encodeOrgPermissions(permissions: readonly string[]): { fea: string; per: string; fpm: string } | null {
  if (permissions.length === 0) return null;
  const features: string[] = [];
  const actions: string[] = [];
  const granted = new Map<string, Set<string>>();
  for (const permission of permissions) {
    const match = /^org:([^:]+):([^:]+)$/.exec(permission);
    if (!match) throw new Error(`"${permission}" is not an organization permission (org:<feature>:<action>).`);
    const [, feature, action] = match;
    if (!granted.has(feature)) {
      features.push(feature);
      granted.set(feature, new Set());
    }
    if (!actions.includes(action)) actions.push(action);
    granted.get(feature)!.add(action);
  }
  // Bit i (least significant first) of a feature's number says whether it grants actions[i].
  const fpm = features.map((feature) =>
    actions.reduce((bits, action, index) => (granted.get(feature)!.has(action) ? bits + 2n ** BigInt(index) : bits), 0n),
  );
  return {
    fea: features.map((feature) => `o:${feature}`).join(','),
    per: actions.join(','),
    fpm: fpm.map(String).join(','),
  };
}

export function mintSessionToken(keys: SigningKeys, subject: TokenSubject, options: MintOptions = {}): string {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const payload: Record<string, unknown> = {
    sub: subject.userId,
    sid: subject.sessionId,
    azp: subject.azp,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + (options.expiresInSeconds ?? TOKEN_LIFETIME_SECONDS),
    name: subject.user.name,
    email: subject.user.email,
    image_url: subject.user.imageUrl,
  };
  const org = subject.org;
  if (org) payload.org_name = org.name;
  if ((options.claimsVersion ?? 2) === 2) {
    payload.v = 2;
    if (org) {
      const encoded = encodeOrgPermissions(org.permissions);
      payload.o = {
        id: org.id,
        rol: org.role.replace(/^org:/, ''),
        slg: org.slug,
        ...(encoded && { per: encoded.per, fpm: encoded.fpm }),
      };
      if (encoded) payload.fea = encoded.fea;
    }
  } else if (org) {
    Object.assign(payload, {
      org_id: org.id,
      org_role: org.role,
      org_slug: org.slug,
      org_permissions: [...org.permissions],
    });
  }
  return signJwt(keys, payload);
}

export function signJwt(keys: Pick<SigningKeys, 'privateKey' | 'kid'>, payload: Record<string, unknown>): string {
  const header = { alg: 'RS256', typ: 'JWT', kid: keys.kid };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode(header)}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(keys.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

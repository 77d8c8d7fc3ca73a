// Reads the claims of a session token (no verification: the server verifies; the client only needs to know
// when a token expires and which organization it speaks for).

export interface SessionClaims {
  exp?: number;
  sub?: string;
  /** Clerk v2 organization claim. */
  o?: { id?: string; slg?: string; rol?: string };
  /** Clerk v1 organization claim. */
  org_id?: string;
}

export function decodeJwtPayload(token: string): SessionClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const json = decodeURIComponent(
      Array.from(atob(padded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as SessionClaims) : null;
  } catch {
    return null;
  }
}

/** When the token expires, in milliseconds since the epoch; 0 when it cannot be read. */
export function tokenExpiresAt(token: string): number {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

/** The organization a token speaks for: its id, null for none (personal workspace), undefined if unreadable. */
export function tokenOrganizationId(token: string): string | null | undefined {
  const claims = decodeJwtPayload(token);
  if (!claims) return undefined;
  return claims.o?.id ?? claims.org_id ?? null;
}

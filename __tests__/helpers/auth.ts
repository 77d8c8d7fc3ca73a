// Sessions for tests: signed-in people with a role in an organization, whose actions are Jest mocks that
// behave like an adapter (switching workspaces updates the session, signing out ends it).
import { authStore } from '@/auth/authStore';
import { signedOutAuth, type Auth, type Membership } from '@/auth/types';

export const ACME: Membership = { id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:admin' };
export const GLOBEX: Membership = { id: 'org_globex', slug: 'globex', name: 'Globex', role: 'org:member' };

/** A token whose payload names the organization (the network checks it against the workspace). */
export function tokenFor(orgId: string | null): string {
  const payload = { sub: 'user_ada', exp: Math.floor(Date.now() / 1000) + 60, ...(orgId ? { o: { id: orgId } } : {}) };
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

/**
 * Matches a token `tokenFor(orgId)` minted at any moment (its expiry is left out: two tokens minted a second boundary
 * apart differ only there).
 */
export function aTokenFor(orgId: string | null) {
  const withoutExpiry = (token: string) => token.split('.').slice(0, 2).map((part) => {
    const { exp: _exp, ...claims } = JSON.parse(atob(part)) as Record<string, unknown>;
    return JSON.stringify(claims);
  });
  const expected = withoutExpiry(tokenFor(orgId));
  return {
    asymmetricMatch: (actual: unknown) =>
      typeof actual === 'string' && actual.endsWith('.signature') && JSON.stringify(withoutExpiry(actual)) === JSON.stringify(expected),
    toAsymmetricMatcher: () => `aTokenFor(${JSON.stringify(orgId)})`,
  };
}

export interface TestSession {
  memberships?: Membership[];
  /** The active organization's slug; null for the personal workspace. */
  orgSlug?: string | null;
  name?: string;
  email?: string;
}

/** A signed-in session (Ada, admin of Acme and member of Globex, Acme active unless told otherwise). */
export function signedInAuth({ memberships = [ACME, GLOBEX], orgSlug = 'acme', name = 'Ada Admin', email = 'admin@acme.test' }: TestSession = {}): Auth {
  const active = memberships.find((membership) => membership.slug === orgSlug) ?? null;
  const auth: Auth = {
    mode: 'builtin',
    status: 'ready',
    isLoaded: true,
    isSignedIn: true,
    userId: 'user_ada',
    sessionId: 'sess_1',
    orgId: active?.id ?? null,
    orgSlug: active?.slug ?? null,
    user: { name, email, imageUrl: null },
    memberships,
    personalWorkspace: true,
    getToken: jest.fn(async ({ organizationId }: { organizationId?: string | null } = {}) =>
      tokenFor(organizationId === undefined ? (active?.id ?? null) : organizationId),
    ),
    signOut: jest.fn(async () => authStore.set(signedOutAuth('builtin', 'ready'))),
    setActiveWorkspace: jest.fn(async (organizationId: string | null) => {
      const slug = organizationId === null ? null : (memberships.find(({ id }) => id === organizationId)?.slug ?? null);
      authStore.set({ ...signedInAuth({ memberships, orgSlug: slug, name, email }), setActiveWorkspace: auth.setActiveWorkspace });
      return true;
    }),
  };
  return auth;
}

export function signedOut(): Auth {
  return signedOutAuth('builtin', 'ready');
}

// Session tokens for tests, signed with the test key that startTestServer() gives the server (or any other key, to
// forge one), shaped like Clerk's (v2 claims by default, v1 on request).
import { randomBytes } from 'node:crypto';
import { generateSigningKeys, type SigningKeys } from '../auth/keys';
import { mintSessionToken } from '../auth/tokens';

/** The origin the test server accepts as `azp`. */
export const TEST_ORIGIN = 'http://lanes.test';

/** The built-in signing key of every test server of this test file. */
export const testKeys: SigningKeys = generateSigningKeys();

export interface TestUser {
  id: string;
  name: string;
  email: string | null;
  imageUrl?: string | null;
}

export interface TestOrg {
  id: string;
  slug: string;
  name: string;
}

const unique = () => randomBytes(6).toString('hex');

/** A person with ids unique to the test (tests of a file share one server). */
export function testUser(name: string): TestUser {
  const handle = `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`;
  return { id: `user_${handle}`, name, email: `${handle}@example.test` };
}

/** An organization with ids unique to the test. */
export function testOrg(name: string): TestOrg {
  const handle = `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`;
  return { id: `org_${handle}`, slug: handle, name };
}

export interface TokenOptions {
  /** Organization permissions, such as org:projects:manage. */
  permissions?: string[];
  /** Seconds until expiry (negative: already expired). Default 60. */
  expiresIn?: number;
  azp?: string;
  claimsVersion?: 1 | 2;
  /** Sign with another key (a forged token). */
  keys?: SigningKeys;
  sessionId?: string;
  /** When the token was issued (ms since the epoch). */
  now?: number;
}

/**
 * A session token for the person in the organization with the role (admin, member, viewer or a full org: role);
 * `org` null means the personal workspace.
 */
export function tokenFor(user: TestUser, org: TestOrg | null, role: string = 'member', options: TokenOptions = {}): string {
  const now = options.now ?? Date.now();
  const lifetime = options.expiresIn ?? 60;
  return mintSessionToken(
    options.keys ?? testKeys,
    {
      userId: user.id,
      sessionId: options.sessionId ?? `sess_${unique()}`,
      azp: options.azp ?? TEST_ORIGIN,
      user: { name: user.name, email: user.email, imageUrl: user.imageUrl ?? null },
      org: org && {
        id: org.id,
        slug: org.slug,
        name: org.name,
        role: role.startsWith('org:') ? role : `org:${role}`,
        permissions: options.permissions ?? [],
      },
    },
    // An expired token is issued long enough ago to stay within "iat not in the future".
    { now: lifetime < 0 ? now + (lifetime - 60) * 1000 : now, expiresInSeconds: lifetime < 0 ? 60 : lifetime, claimsVersion: options.claimsVersion },
  );
}

export interface Team {
  org: TestOrg;
  admin: string;
  member: string;
  viewer: string;
  /** The people behind the tokens. */
  people: { admin: TestUser; member: TestUser; viewer: TestUser };
}

/** A fresh organization with an admin (Ada), a member (Max) and a viewer (Vera), and their tokens. */
export function team(options: { name?: string; admin?: TokenOptions; member?: TokenOptions; viewer?: TokenOptions } = {}): Team {
  const org = testOrg(options.name ?? 'Acme');
  const people = { admin: testUser('Ada'), member: testUser('Max'), viewer: testUser('Vera') };
  return {
    org,
    admin: tokenFor(people.admin, org, 'admin', options.admin),
    member: tokenFor(people.member, org, 'member', options.member),
    viewer: tokenFor(people.viewer, org, 'viewer', options.viewer),
    people,
  };
}

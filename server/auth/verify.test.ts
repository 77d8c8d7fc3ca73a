// Clerk's own (experimental) parser serves only as the reference the server's reader is checked against.
import { __experimental_JWTPayloadToAuthObjectProperties as readAuthClaims } from '@clerk/shared/jwtPayloadParser';
import { generateSigningKeys } from './keys';
import { encodeOrgPermissions, signJwt } from './tokens';
import { bearerToken, createTokenVerifier } from './verify';
import { TEST_ORIGIN, testKeys, testOrg, testUser, tokenFor } from '../test/tokens';

const verify = createTokenVerifier({ jwtKey: testKeys.publicKeyPem, authorizedParties: [TEST_ORIGIN] });
const ada = testUser('Ada');
const acme = testOrg('Acme');

async function rejection(token: string | undefined) {
  const error = await verify(token).then(
    () => null,
    (failure: unknown) => failure as { code: string; message: string },
  );
  if (!error) throw new Error('Expected the token to be refused.');
  return error;
}

describe('session token verification', () => {
  it('reads user, session, organization, role, permissions and profile claims from a v2 token', async () => {
    const token = tokenFor(ada, acme, 'admin', { permissions: ['org:projects:manage', 'org:issues:create'], sessionId: 'sess_1' });
    await expect(verify(token)).resolves.toMatchObject({
      userId: ada.id,
      sessionId: 'sess_1',
      orgId: acme.id,
      orgRole: 'org:admin',
      orgSlug: acme.slug,
      orgPermissions: ['org:projects:manage', 'org:issues:create'],
      name: 'Ada',
      email: ada.email,
      orgName: 'Acme',
    });
  });

  it('reads v1 claims (org_id, org_role, org_slug, org_permissions) into the same session', async () => {
    // One moment for both tokens: minted a second apart, they would differ in expiry.
    const options = { permissions: ['org:projects:create'], sessionId: 'sess_2', now: Date.now() };
    const v1 = await verify(tokenFor(ada, acme, 'member', { ...options, claimsVersion: 1 }));
    const v2 = await verify(tokenFor(ada, acme, 'member', { ...options, claimsVersion: 2 }));
    expect({ ...v1, issuedAt: null }).toEqual({ ...v2, issuedAt: null });
    expect(v1.orgPermissions).toEqual(['org:projects:create']);
  });

  it('accepts an active session token (sts "active")', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(testKeys, { v: 2, sub: ada.id, sid: 'sess_a', sts: 'active', azp: TEST_ORIGIN, iat: now, nbf: now, exp: now + 60 });
    await expect(verify(token)).resolves.toMatchObject({ userId: ada.id, sessionId: 'sess_a' });
  });

  it('gives a personal session (no organization) for a token without one', async () => {
    await expect(verify(tokenFor(ada, null))).resolves.toMatchObject({ orgId: null, orgRole: null, orgPermissions: [] });
  });

  it('encodes permissions exactly as Clerk\'s v2 parser decodes them', () => {
    const permissions = ['org:projects:manage', 'org:projects:create', 'org:issues:create', 'org:labels:read'];
    const encoded = encodeOrgPermissions(permissions)!;
    expect(encoded).toEqual({ fea: 'o:projects,o:issues,o:labels', per: 'manage,create,read', fpm: '3,2,4' });
    const parsed = readAuthClaims({ v: 2, sub: 'user_1', sid: 'sess_1', fea: encoded.fea, o: { id: 'org_1', rol: 'admin', slg: 'acme', per: encoded.per, fpm: encoded.fpm } } as never);
    expect([...(parsed.orgPermissions ?? [])].sort()).toEqual([...permissions].sort());
    expect(parsed.orgRole).toBe('org:admin');
  });

  it("reads a v2 token's compact permissions as Clerk's own parser does, user-scoped features left out", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      v: 2,
      sub: ada.id,
      sid: 'sess_3',
      azp: TEST_ORIGIN,
      iat: now,
      exp: now + 60,
      fea: 'o:projects,u:billing,ou:issues',
      o: { id: acme.id, rol: 'member', slg: acme.slug, per: 'create,manage', fpm: '1,2' },
    };
    const session = await verify(signJwt(testKeys, claims));
    expect(session.orgPermissions).toEqual(['org:projects:create', 'org:issues:manage']);
    expect(session.orgPermissions).toEqual(readAuthClaims(claims as never).orgPermissions);
    expect(session).toMatchObject({ orgId: acme.id, orgRole: 'org:member', orgSlug: acme.slug });
  });

  it('refuses a pending session (a task such as choosing an organization is not done) as signed out', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(testKeys, { v: 2, sub: ada.id, sid: 'sess_4', sts: 'pending', azp: TEST_ORIGIN, iat: now, exp: now + 60 });
    const error = await rejection(token);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toMatch(/pending/);
  });

  it.each([
    ['an expired token', () => tokenFor(ada, acme, 'admin', { expiresIn: -30 }), /expired/],
    ['a forged token (signed with another key)', () => tokenFor(ada, acme, 'admin', { keys: generateSigningKeys() }), /signature/],
    ['a token for another origin (azp)', () => tokenFor(ada, acme, 'admin', { azp: 'https://evil.example' }), /another origin/],
    ['a malformed token', () => 'not.a.token', /malformed/],
    ['a token without a session id', () => signJwt(testKeys, { sub: ada.id, azp: TEST_ORIGIN, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60 }), /malformed/],
    ['no token', () => undefined, /no session token/],
    ['a token whose user id holds a NUL byte', () => tokenFor({ ...ada, id: 'user_\u0000x' }, acme, 'admin'), /malformed/],
    [
      "a pending session's token (a session task left to do), as Clerk's SDKs treat it as signed out",
      () => {
        const now = Math.floor(Date.now() / 1000);
        return signJwt(testKeys, { v: 2, sub: ada.id, sid: 'sess_p', sts: 'pending', azp: TEST_ORIGIN, iat: now, nbf: now, exp: now + 60 });
      },
      /pending/,
    ],
  ])('refuses %s as UNAUTHENTICATED with a short reason', async (_case, token, reason) => {
    const error = await rejection(token());
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toMatch(reason);
  });

  it('refuses a token it accepted before once that token has expired', async () => {
    const token = tokenFor(ada, acme, 'admin', { expiresIn: 60 });
    const session = await verify(token);
    await expect(verify(token)).resolves.toEqual(session);
    const now = jest.spyOn(Date, 'now').mockReturnValue(session.expiresAt.getTime() + 10_000);
    try {
      const error = await rejection(token);
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toMatch(/expired/);
    } finally {
      now.mockRestore();
    }
  });

  it('refuses a forged token whose claims copy those of a token it accepted', async () => {
    const genuine = tokenFor(ada, acme, 'admin', { sessionId: 'sess_f', now: Date.now() });
    await verify(genuine);
    const forged = tokenFor(ada, acme, 'admin', { sessionId: 'sess_f', now: Date.now(), keys: generateSigningKeys() });
    expect(forged.split('.')[1]).toBe(genuine.split('.')[1]);
    expect((await rejection(forged)).message).toMatch(/signature/);
  });

  it('reads bearer tokens and refuses other authorization schemes', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(() => bearerToken('Basic dXNlcjpwYXNz')).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });
});

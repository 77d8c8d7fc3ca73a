import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { findUserById } from '../features/users/domain';
import { findOrganizationWorkspace } from '../features/workspaces/domain';
import { dataOf, gql, onlyError } from '../test/client';
import { graphql } from '../test/__generated__';
import { sql } from 'kysely';
import { startTestServer, STARTUP_TIMEOUT_MS, useTestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { TEST_ORIGIN, testKeys, testOrg, testUser, tokenFor, type TestOrg, type TestUser } from '../test/tokens';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
// Clerk mode: tokens signed as Clerk signs them (the test key stands for Clerk's), the built-in sign-in off.
const server = useTestServer({ config: { clerkWebhookSigningSecret: SECRET, authMode: 'clerk', clerkJwtKey: testKeys.publicKeyPem } });

const MEMBERS = graphql(`query ClerkWebhooksTestMembers { viewer { workspace { name members(first: 50) { edges { node { role user { id name } } } } } } }`);
const VIEWER = graphql(`query ClerkWebhooksTestViewer { viewer { role } }`);
const CREATE_PROJECT = graphql(`mutation ClerkWebhooksTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }`);

interface Delivery {
  /** The svix-id; a fresh one by default. */
  id?: string;
  /** When the delivery was signed; now by default. */
  signedAt?: Date;
  secret?: string;
  /** Leave the svix headers out. */
  unsigned?: boolean;
  /** The server delivered to; the file's by default. */
  to?: { url: string };
}

let deliveries = 0;

/** Posts a Clerk event to the endpoint as Svix does. */
async function deliver(type: string, data: object | null, delivery: Delivery = {}) {
  return deliverBody(JSON.stringify({ type, object: 'event', data, timestamp: (delivery.signedAt ?? new Date()).getTime() }), delivery);
}

/** Posts this body, signed as Svix signs (any JSON, however malformed as an event). */
async function deliverBody(body: string, delivery: Delivery = {}) {
  const id = delivery.id ?? `msg_${(deliveries += 1)}_${randomBytes(4).toString('hex')}`;
  const signedAt = delivery.signedAt ?? new Date();
  const signature = new Webhook(delivery.secret ?? SECRET).sign(id, signedAt, body);
  const response = await fetch(`${(delivery.to ?? server).url}/webhooks/clerk`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(!delivery.unsigned && { 'svix-id': id, 'svix-timestamp': String(Math.floor(signedAt.getTime() / 1000)), 'svix-signature': signature }),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { applied?: boolean; error?: { message: string } }, id };
}

const clerkUser = (user: TestUser, updatedAt: number, overrides: object = {}) => ({
  id: user.id,
  object: 'user',
  first_name: user.name,
  last_name: 'Lovelace',
  username: null,
  image_url: `https://img.example.test/${user.id}.png`,
  primary_email_address_id: 'idn_1',
  email_addresses: [{ id: 'idn_1', email_address: user.email }],
  created_at: 1_000,
  updated_at: updatedAt,
  ...overrides,
});

const clerkOrganization = (org: TestOrg, updatedAt: number, overrides: object = {}) => ({
  id: org.id,
  object: 'organization',
  name: org.name,
  slug: org.slug,
  created_at: 1_000,
  updated_at: updatedAt,
  ...overrides,
});

const clerkMembership = (org: TestOrg, user: TestUser, role: string, updatedAt: number) => ({
  id: `orgmem_${org.id}_${user.id}`,
  object: 'organization_membership',
  role,
  created_at: updatedAt,
  updated_at: updatedAt,
  organization: clerkOrganization(org, 1_000),
  public_user_data: { user_id: user.id, first_name: user.name, last_name: null, image_url: null, identifier: user.email },
});

/** An organization with an admin who has signed in (so the workspace exists), and a second person. */
async function organization() {
  const org = testOrg('Acme');
  const ada = testUser('Ada');
  const max = testUser('Max');
  const admin = tokenFor(ada, org, 'admin');
  dataOf(await gql(server, VIEWER, {}, admin));
  return { org, ada, max, admin };
}

async function rolesIn(adminToken: string) {
  const { members } = dataOf(await gql(server, MEMBERS, {}, adminToken)).viewer.workspace;
  return Object.fromEntries(members.edges.map(({ node }) => [node.user.name, node.role]));
}

const now = () => Date.now();

describe('Clerk webhooks: verification', () => {
  it('refuse unsigned, badly signed and stale deliveries with 400, changing nothing', async () => {
    const user = testUser('Eve');
    const forged = await deliver('user.created', clerkUser(user, now()), { secret: `whsec_${randomBytes(24).toString('base64')}` });
    const unsigned = await deliver('user.created', clerkUser(user, now()), { unsigned: true });
    const stale = await deliver('user.created', clerkUser(user, now()), { signedAt: new Date(now() - 10 * 60 * 1000) });
    for (const refused of [forged, unsigned, stale]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/not signed with this endpoint's secret, or is too old/);
    }
    await expect(findUserById(server.database.db, user.id)).resolves.toBeUndefined();
  });

  it('apply a repeated delivery (the same svix-id) once', async () => {
    const { org, max, admin } = await organization();
    const added = await deliver('organizationMembership.created', clerkMembership(org, max, 'org:member', now() - 3_000));
    const removed = await deliver('organizationMembership.deleted', clerkMembership(org, max, 'org:member', now() - 3_000));
    expect(removed.body.applied).toBe(true);
    const readded = await deliver('organizationMembership.created', clerkMembership(org, max, 'org:viewer', now() + 1_000));
    expect(await rolesIn(admin)).toMatchObject({ Max: 'org:viewer' });

    // Svix retries the removal (same id): already applied, so Max stays.
    const replay = await deliver('organizationMembership.deleted', clerkMembership(org, max, 'org:member', now() - 3_000), { id: removed.id });
    expect(replay).toMatchObject({ status: 200, body: { applied: false } });
    expect(await rolesIn(admin)).toMatchObject({ Max: 'org:viewer' });
    expect([added.status, readded.status]).toEqual([200, 200]);
  });
});

describe('Clerk webhooks: people', () => {
  it('create and update a person, and an older update arriving late changes nothing', async () => {
    const user = testUser('Grace');
    expect((await deliver('user.created', clerkUser(user, 10_000))).body.applied).toBe(true);
    await expect(findUserById(server.database.db, user.id)).resolves.toMatchObject({
      name: 'Grace Lovelace',
      email: user.email,
      imageUrl: `https://img.example.test/${user.id}.png`,
    });

    await deliver('user.updated', clerkUser(user, 30_000, { first_name: 'Grace', last_name: 'Hopper' }));
    await deliver('user.updated', clerkUser(user, 20_000, { first_name: 'Old', last_name: 'Name' }));
    await expect(findUserById(server.database.db, user.id)).resolves.toMatchObject({ name: 'Grace Hopper' });
  });

  it('anonymise a deleted person, keeping the row, and end their memberships at once', async () => {
    const { org, max, admin } = await organization();
    const maxToken = tokenFor(max, org, 'member');
    dataOf(await gql(server, VIEWER, {}, maxToken));
    const socket = await openLiveSocket(server, maxToken);
    socket.subscribe('events', 'subscription { projectEvents { kind } }');

    await deliver('user.deleted', { id: max.id, object: 'user', deleted: true });

    await expect(socket.closed).resolves.toMatchObject({ code: 4403 });
    await expect(findUserById(server.database.db, max.id)).resolves.toMatchObject({ name: 'Deleted user', email: null, imageUrl: null });
    expect(onlyError(await gql(server, VIEWER, {}, maxToken)).extensions?.code).toBe('FORBIDDEN');
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin' });
    // A late update from before the deletion does not bring the name back.
    await deliver('user.updated', clerkUser(max, now() - 60_000));
    await expect(findUserById(server.database.db, max.id)).resolves.toMatchObject({ name: 'Deleted user' });
  });
});

describe('Clerk webhooks: organizations', () => {
  it('create and rename the workspace, never going back to an older name', async () => {
    const org = testOrg('Initech');
    await deliver('organization.created', clerkOrganization(org, 10_000));
    await deliver('organization.updated', clerkOrganization(org, 30_000, { name: 'Initech Global' }));
    await deliver('organization.updated', clerkOrganization(org, 20_000, { name: 'Initech Old' }));
    await expect(findOrganizationWorkspace(server.database.db, org.id)).resolves.toMatchObject({ name: 'Initech Global', slug: org.slug });
  });

  it('end everyone\'s access when the organization is deleted', async () => {
    const { org, admin } = await organization();
    await deliver('organization.deleted', { id: org.id, object: 'organization', deleted: true });
    expect(onlyError(await gql(server, VIEWER, {}, admin)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('Clerk webhooks: memberships', () => {
  it('add members with their roles and change roles, ignoring an older change arriving late', async () => {
    const { org, max, admin } = await organization();
    await deliver('organizationMembership.created', clerkMembership(org, max, 'org:member', now() - 20_000));
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:member' });

    await deliver('organizationMembership.updated', clerkMembership(org, max, 'org:admin', now() - 5_000));
    await deliver('organizationMembership.updated', clerkMembership(org, max, 'org:viewer', now() - 10_000));
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:admin' });
  });

  it('remove a member at once (HTTP refused, sockets closed), and no old token or late delivery brings them back', async () => {
    const { org, max, admin } = await organization();
    const maxToken = tokenFor(max, org, 'member');
    dataOf(await gql(server, VIEWER, {}, maxToken));
    const socket = await openLiveSocket(server, maxToken);
    socket.subscribe('events', 'subscription { projectEvents { kind } }');

    await deliver('organizationMembership.deleted', clerkMembership(org, max, 'org:member', now() - 60_000));

    await expect(socket.closed).resolves.toMatchObject({ code: 4403, reason: expect.stringMatching(/Removed/) });
    expect(onlyError(await gql(server, VIEWER, {}, maxToken)).extensions?.code).toBe('FORBIDDEN');
    expect(onlyError(await gql(server, VIEWER, {}, tokenFor(max, org, 'member'))).extensions?.code).toBe('FORBIDDEN');
    // The creation, delivered after the removal but older than it, does not undo it.
    await deliver('organizationMembership.created', clerkMembership(org, max, 'org:member', now() - 120_000));
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin' });

    // A membership created after the removal does.
    await deliver('organizationMembership.created', clerkMembership(org, max, 'org:viewer', now() + 1_000));
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:viewer' });
    expect(dataOf(await gql(server, VIEWER, {}, tokenFor(max, org, 'viewer'))).viewer.role).toBe('org:viewer');
  });
});

describe('Clerk webhooks: malformed events', () => {
  const membership = () => clerkMembership(testOrg('Acme'), testUser('Max'), 'org:member', now());
  const without = (field: string) => Object.fromEntries(Object.entries(membership()).filter(([name]) => name !== field));

  it.each([
    ['a null body', () => deliverBody('null'), /event must be an object/],
    ['a list for a body', () => deliverBody('[]'), /event must be an object/],
    ['a type that is not text', () => deliverBody(JSON.stringify({ type: 7, data: {} })), /event\.type must be a text/],
    ['null data', () => deliver('user.created', null), /event\.data must be an object/],
    ['a NUL byte in an id', () => deliver('user.created', clerkUser({ ...testUser('Nul'), id: 'user_a\u0000b' }, now())), /event\.data\.id must be an id/],
    ['an empty id', () => deliver('organization.deleted', { id: '' }), /event\.data\.id must be an id/],
    ['a membership without its organization', () => deliver('organizationMembership.updated', without('organization')), /event\.data\.organization must be an object/],
    ['a membership without its person', () => deliver('organizationMembership.created', without('public_user_data')), /event\.data\.public_user_data must be an object/],
    ['a role that is not text', () => deliver('organizationMembership.updated', { ...membership(), role: 42 }), /event\.data\.role must be a text/],
    ['a time that is not a number', () => deliver('user.updated', clerkUser(testUser('Tim'), now(), { updated_at: 'yesterday' })), /event\.data\.updated_at must be a time/],
    ['email addresses that are not a list', () => deliver('user.updated', clerkUser(testUser('Ema'), now(), { email_addresses: 'a@b.c' })), /event\.data\.email_addresses must be a list/],
  ])('refuse %s with 400 naming the field', async (_case, send, message) => {
    const refused = await send();
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^The event is malformed: /);
    expect(refused.body.error?.message).toMatch(message);
  });

  it.each(['__proto__', 'constructor', 'toString', 'email.created'])('acknowledge an event of type %s without applying anything', async (type) => {
    const answer = await deliver(type, { id: 'user_x' });
    expect(answer).toMatchObject({ status: 200, body: { applied: false } });
  });

  it('apply nothing of a malformed event', async () => {
    const user = testUser('Mal');
    expect((await deliver('user.created', clerkUser(user, now(), { last_name: 12 }))).status).toBe(400);
    await expect(findUserById(server.database.db, user.id)).resolves.toBeUndefined();
  });
});

describe('Clerk webhooks: a delivery that fails before its commit', () => {
  it('changes nothing, and its retry applies the change exactly once', async () => {
    const { org, max, admin } = await organization();
    await deliver('organizationMembership.created', clerkMembership(org, max, 'org:member', now() - 20_000));
    const db = server.database.db;
    // The change's commit fails, and nothing the server would do after it runs (as when the process dies there):
    // the delivery must not be left recorded as applied.
    await sql`create function lanes_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(db);
    await sql`create constraint trigger lanes_test_fail_commit after insert or update on memberships deferrable initially deferred
      for each row execute function lanes_test_fail()`.execute(db);
    await sql`create trigger lanes_test_no_cleanup before delete on webhook_deliveries for each row execute function lanes_test_fail()`.execute(db);
    let failed;
    let logged: unknown[][] = [];
    const demotion = clerkMembership(org, max, 'org:viewer', now() - 5_000);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      failed = await deliver('organizationMembership.updated', demotion);
    } finally {
      logged = [...consoleError.mock.calls];
      consoleError.mockRestore();
      await sql`drop trigger lanes_test_fail_commit on memberships`.execute(db);
      await sql`drop trigger lanes_test_no_cleanup on webhook_deliveries`.execute(db);
      await sql`drop function lanes_test_fail()`.execute(db);
    }
    expect(failed.status).toBe(500);
    expect(logged).toEqual([['Applying a Clerk webhook failed:', expect.objectContaining({ message: 'injected failure' })]]);
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:member' });

    const retried = await deliver('organizationMembership.updated', demotion, { id: failed.id });
    expect(retried).toMatchObject({ status: 200, body: { applied: true } });
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:viewer' });
    const again = await deliver('organizationMembership.updated', demotion, { id: failed.id });
    expect(again).toMatchObject({ status: 200, body: { applied: false } });
  });
});

describe('Clerk webhooks: a demotion', () => {
  it("holds against the person's current token at once: the demoted admin creates no more projects", async () => {
    const { org, max, admin } = await organization();
    const maxToken = tokenFor(max, org, 'admin');
    dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'MXA', name: 'Before' } }, maxToken));

    const demoted = await deliver('organizationMembership.updated', clerkMembership(org, max, 'org:viewer', now()));
    expect(demoted.body.applied).toBe(true);

    expect(dataOf(await gql(server, VIEWER, {}, maxToken)).viewer.role).toBe('org:viewer');
    expect(onlyError(await gql(server, CREATE_PROJECT, { input: { key: 'MXB', name: 'After' } }, maxToken)).extensions?.code).toBe('FORBIDDEN');
    expect(await rolesIn(admin)).toEqual({ Ada: 'org:admin', Max: 'org:viewer' });
  });
});

describe('Clerk webhooks with the built-in sign-in', () => {
  it("end a deleted person's sessions: their cookie mints no more tokens and their last token is refused", async () => {
    const builtin = await startTestServer({ config: { clerkWebhookSigningSecret: SECRET } });
    try {
      const auth = (path: string, cookie: string) =>
        fetch(`${builtin.url}/auth/local${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie }, body: '{}' });
      const signedUp = await fetch(`${builtin.url}/auth/local/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ name: 'Dee', email: 'dee@example.test' }),
      });
      const cookie = signedUp.headers.get('set-cookie')!.split(';')[0];
      const { token } = (await (await auth('/token', cookie)).json()) as { token: string };
      const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
      expect(dataOf(await gql(builtin, VIEWER, {}, token)).viewer.role).toBeNull();

      expect((await deliver('user.deleted', { id: userId, object: 'user', deleted: true }, { to: builtin })).body.applied).toBe(true);

      expect((await auth('/token', cookie)).status).toBe(401);
      expect(onlyError(await gql(builtin, VIEWER, {}, token)).extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await builtin.stop();
    }
  }, STARTUP_TIMEOUT_MS);
});

import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { findUserById } from '../features/users/domain';
import { findOrganizationWorkspace } from '../features/workspaces/domain';
import { dataOf, gql, onlyError } from '../test/client';
import { graphql } from '../test/__generated__';
import { useTestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { testOrg, testUser, tokenFor, type TestOrg, type TestUser } from '../test/tokens';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const server = useTestServer({ config: { clerkWebhookSigningSecret: SECRET } });

const MEMBERS = graphql(`query ClerkWebhooksTestMembers { viewer { workspace { name members(first: 50) { edges { node { role user { id name } } } } } } }`);
const VIEWER = graphql(`query ClerkWebhooksTestViewer { viewer { role } }`);

interface Delivery {
  /** The svix-id; a fresh one by default. */
  id?: string;
  /** When the delivery was signed; now by default. */
  signedAt?: Date;
  secret?: string;
  /** Leave the svix headers out. */
  unsigned?: boolean;
}

let deliveries = 0;

/** Posts a Clerk event to the endpoint as Svix does. */
async function deliver(type: string, data: object, delivery: Delivery = {}) {
  const id = delivery.id ?? `msg_${(deliveries += 1)}_${randomBytes(4).toString('hex')}`;
  const signedAt = delivery.signedAt ?? new Date();
  const body = JSON.stringify({ type, object: 'event', data, timestamp: signedAt.getTime() });
  const signature = new Webhook(delivery.secret ?? SECRET).sign(id, signedAt, body);
  const response = await fetch(`${server.url}/webhooks/clerk`, {
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

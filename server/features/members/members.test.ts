import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, useTestServer } from '../../test/server';
import { openLiveSocket, subscribe } from '../../test/subscriptions';
import { team, TEST_ORIGIN, testKeys, testUser, tokenFor } from '../../test/tokens';

const MEMBERS = graphql(`query MembersTestList($first: Int, $after: String) {
  viewer { workspace { viewerCanManageMembers
    members(first: $first, after: $after) { totalCount edges { cursor node { id role user { id name } } } pageInfo { hasNextPage endCursor } }
    invitations(first: 20) { totalCount edges { node { id email role invitedBy { name } } } }
  } }
}`);
const INVITE = graphql(`mutation MembersTestInvite($input: InviteMemberInput!) {
  inviteMember(input: $input) { invitation { id email role } invitationEdge { cursor node { id } } }
}`);
const REVOKE = graphql(`mutation MembersTestRevoke($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId } }`);
const UPDATE_ROLE = graphql(`mutation MembersTestUpdateRole($input: UpdateMemberRoleInput!) {
  updateMemberRole(input: $input) { member { id role user { name } } }
}`);
const REMOVE = graphql(`mutation MembersTestRemove($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }`);
const VIEWER = graphql(`query MembersTestViewer { viewer { role workspace { slug } } }`);
const CREATE_PROJECT = graphql(`mutation MembersTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const PROJECT_EVENTS = `subscription { projectEvents { kind } }`;

const server = useTestServer();

/** A team whose three people have each made a request (so the server knows them as members). */
async function knownTeam() {
  const crew = team();
  for (const token of [crew.admin, crew.member, crew.viewer]) dataOf(await gql(server, VIEWER, {}, token));
  return crew;
}

async function workspaceOf(token: string, first = 50, after?: string) {
  return dataOf(await gql(server, MEMBERS, { first, after }, token)).viewer.workspace;
}

async function memberIdOf(token: string, name: string): Promise<string> {
  const { members } = await workspaceOf(token);
  const edge = members.edges.find((candidate) => candidate.node.user.name === name);
  if (!edge) throw new Error(`${name} is not a member.`);
  return edge.node.id;
}

async function signUp(name: string, email: string) {
  const response = await fetch(`${server.url}/auth/local/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ name, email }),
  });
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

async function sessionOf(cookie: string) {
  const response = await fetch(`${server.url}/auth/local/session`, { headers: { Cookie: cookie } });
  return (await response.json()) as { organizations: Array<{ slug: string; role: string }> };
}

describe('members', () => {
  it('are listed by name with their roles, a page at a time', async () => {
    const { admin, member, viewer } = await knownTeam();
    const all = await workspaceOf(member);
    expect(all.members.edges.map(({ node }) => [node.user.name, node.role])).toEqual([
      ['Ada', 'org:admin'],
      ['Max', 'org:member'],
      ['Vera', 'org:viewer'],
    ]);
    expect(all.members.totalCount).toBe(3);

    const first = await workspaceOf(admin, 2);
    expect(first.members.edges.map(({ node }) => node.user.name)).toEqual(['Ada', 'Max']);
    expect(first.members.pageInfo.hasNextPage).toBe(true);
    const rest = await workspaceOf(admin, 2, first.members.pageInfo.endCursor!);
    expect(rest.members.edges.map(({ node }) => node.user.name)).toEqual(['Vera']);
    expect(rest.members.pageInfo.hasNextPage).toBe(false);

    expect(onlyError(await gql(server, MEMBERS, { first: 2, after: 'bm90LWEtY3Vyc29y' }, viewer))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });

  it('are managed by admins only: the others read, see no invitations and are refused', async () => {
    const { admin, member, viewer } = await knownTeam();
    expect(await workspaceOf(admin)).toMatchObject({ viewerCanManageMembers: true, invitations: { totalCount: 0 } });
    for (const token of [member, viewer]) {
      expect(await workspaceOf(token)).toMatchObject({ viewerCanManageMembers: false, invitations: null });
      const refused = await gql(server, INVITE, { input: { email: 'new@example.test', role: 'org:member' } }, token);
      expect(onlyError(refused)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/Only admins/) });
    }
    const maxId = await memberIdOf(admin, 'Max');
    expect(errorCodes(await gql(server, REMOVE, { input: { memberId: maxId } }, member))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(server, UPDATE_ROLE, { input: { memberId: maxId, role: 'org:admin' } }, member))).toEqual(['FORBIDDEN']);
    expect((await workspaceOf(admin)).members.totalCount).toBe(3);
  });

  it('are refused in a personal workspace, which has no other members', async () => {
    const alone = tokenFor(testUser('Solo'), null);
    expect((await workspaceOf(alone)).viewerCanManageMembers).toBe(false);
    const refused = await gql(server, INVITE, { input: { email: 'friend@example.test', role: 'org:member' } }, alone);
    expect(onlyError(refused)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/personal workspace/) });
  });
});

describe('invitations', () => {
  it('let an admin invite by email; the invitee joins with the role when they sign up', async () => {
    const { admin, org } = await knownTeam();
    const email = `nina-${Date.now()}@example.test`;
    const invited = dataOf(await gql(server, INVITE, { input: { email: `  ${email.toUpperCase()} `, role: 'org:viewer' } }, admin));
    expect(invited.inviteMember.invitation).toMatchObject({ email, role: 'org:viewer' });
    expect(invited.inviteMember.invitationEdge.node.id).toBe(invited.inviteMember.invitation.id);
    expect((await workspaceOf(admin)).invitations?.edges.map(({ node }) => node)).toEqual([
      { id: invited.inviteMember.invitation.id, email, role: 'org:viewer', invitedBy: { name: 'Ada' } },
    ]);

    const signedUp = await signUp('Nina', email);
    expect(signedUp.status).toBe(201);
    expect((await sessionOf(signedUp.cookie)).organizations).toEqual([expect.objectContaining({ slug: org.slug, role: 'org:viewer' })]);
    const after = await workspaceOf(admin);
    expect(after.invitations?.totalCount).toBe(0);
    expect(after.members.edges.map(({ node }) => [node.user.name, node.role])).toContainEqual(['Nina', 'org:viewer']);
  });

  it('refuse a bad email or role (naming the field), a member, and a second invitation of the same email', async () => {
    const { admin, people } = await knownTeam();
    const invite = (email: string, role = 'org:member') => gql(server, INVITE, { input: { email, role } }, admin);
    expect(onlyError(await invite('not an email'))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(onlyError(await invite('ok@example.test', 'org:owner'))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'role' },
      message: expect.stringMatching(/org:admin, org:member, org:viewer/),
    });
    expect(onlyError(await invite(people.member.email!))).toMatchObject({
      extensions: { code: 'CONFLICT', field: 'email' },
      message: expect.stringMatching(/member of this workspace already/),
    });
    dataOf(await invite('twice@example.test'));
    expect(onlyError(await invite('Twice@example.test'))).toMatchObject({ extensions: { code: 'CONFLICT', field: 'email' }, message: expect.stringMatching(/invited already/) });
  });

  it('can be revoked: the invitee then joins nothing', async () => {
    const { admin } = await knownTeam();
    const email = `olga-${Date.now()}@example.test`;
    const { invitation } = dataOf(await gql(server, INVITE, { input: { email, role: 'org:member' } }, admin)).inviteMember;
    const revoked = dataOf(await gql(server, REVOKE, { input: { id: invitation.id } }, admin));
    expect(revoked.revokeInvitation.revokedInvitationId).toBe(invitation.id);
    expect((await workspaceOf(admin)).invitations?.totalCount).toBe(0);
    expect(onlyError(await gql(server, REVOKE, { input: { id: invitation.id } }, admin))).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const signedUp = await signUp('Olga', email);
    expect((await sessionOf(signedUp.cookie)).organizations).toEqual([]);
  });
});

describe('roles', () => {
  it('are changed by an admin, and the last admin cannot be demoted', async () => {
    const { admin } = await knownTeam();
    const maxId = await memberIdOf(admin, 'Max');
    const adaId = await memberIdOf(admin, 'Ada');
    const changed = dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: maxId, role: 'org:viewer' } }, admin));
    expect(changed.updateMemberRole.member).toEqual({ id: maxId, role: 'org:viewer', user: { name: 'Max' } });

    const lastAdmin = await gql(server, UPDATE_ROLE, { input: { memberId: adaId, role: 'org:member' } }, admin);
    expect(onlyError(lastAdmin)).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringMatching(/last admin/) });
    expect(onlyError(await gql(server, UPDATE_ROLE, { input: { memberId: maxId, role: 'boss' } }, admin))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'role' },
    });

    // With a second admin, the first may step down.
    dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: maxId, role: 'org:admin' } }, admin));
    dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: adaId, role: 'org:member' } }, admin));
    expect((await workspaceOf(admin)).members.edges.map(({ node }) => [node.user.name, node.role])).toEqual([
      ['Ada', 'org:member'],
      ['Max', 'org:admin'],
      ['Vera', 'org:viewer'],
    ]);
  });
});

describe('a role change', () => {
  it("holds at once against the demoted admin's earlier token: they can neither promote themself nor demote others", async () => {
    const { admin, org } = await knownTeam();
    const bo = testUser('Bo');
    const boToken = tokenFor(bo, org, 'admin');
    expect(dataOf(await gql(server, VIEWER, {}, boToken)).viewer.role).toBe('org:admin');
    const boId = await memberIdOf(admin, 'Bo');
    const adaId = await memberIdOf(admin, 'Ada');

    dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: boId, role: 'org:viewer' } }, admin));

    // The token still claims admin for up to a minute; the workspace says viewer.
    expect(dataOf(await gql(server, VIEWER, {}, boToken)).viewer.role).toBe('org:viewer');
    expect((await workspaceOf(boToken)).viewerCanManageMembers).toBe(false);
    for (const attempt of [
      gql(server, UPDATE_ROLE, { input: { memberId: boId, role: 'org:admin' } }, boToken),
      gql(server, UPDATE_ROLE, { input: { memberId: adaId, role: 'org:viewer' } }, boToken),
      gql(server, REMOVE, { input: { memberId: adaId } }, boToken),
    ]) {
      expect(onlyError(await attempt)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/Only admins/) });
    }
    const roles = (await workspaceOf(admin)).members.edges.map(({ node }) => [node.user.name, node.role]);
    expect(roles).toEqual(expect.arrayContaining([['Ada', 'org:admin'], ['Bo', 'org:viewer']]));
  });

  it("holds at once against a demoted member's earlier token: they can no longer write", async () => {
    const { admin, member } = await knownTeam();
    dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'MAX', name: 'Before' } }, member));
    dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: await memberIdOf(admin, 'Max'), role: 'org:viewer' } }, admin));
    expect(onlyError(await gql(server, CREATE_PROJECT, { input: { key: 'MAXB', name: 'After' } }, member))).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('reaches open sockets: a demoted member keeps their subscription and from then on sees what a viewer sees', async () => {
    const { admin, member } = await knownTeam();
    const events = await subscribe(server, `subscription { projectEvents { project { key viewerCanCreateIssue } } }`, { token: member });
    try {
      const created = async (key: string) => {
        dataOf(await gql(server, CREATE_PROJECT, { input: { key, name: key } }, admin));
        return (await events.next()).data?.projectEvents;
      };
      expect(await created('BFR')).toEqual({ project: { key: 'BFR', viewerCanCreateIssue: true } });

      dataOf(await gql(server, UPDATE_ROLE, { input: { memberId: await memberIdOf(admin, 'Max'), role: 'org:viewer' } }, admin));

      expect(await created('AFT')).toEqual({ project: { key: 'AFT', viewerCanCreateIssue: false } });
    } finally {
      await events.close();
    }
  });
});

describe('removal', () => {
  it('refuses the removed member over HTTP at once and closes their live connections; the last admin stays', async () => {
    const { admin, member } = await knownTeam();
    const socket = await openLiveSocket(server, member);
    socket.subscribe('events', PROJECT_EVENTS);
    const maxId = await memberIdOf(admin, 'Max');

    const removed = dataOf(await gql(server, REMOVE, { input: { memberId: maxId } }, admin));
    expect(removed.removeMember.removedMemberId).toBe(maxId);

    await expect(socket.closed).resolves.toMatchObject({ code: 4403, reason: expect.stringMatching(/Removed/) });
    expect(onlyError(await gql(server, VIEWER, {}, member)).extensions?.code).toBe('FORBIDDEN');
    expect((await workspaceOf(admin)).members.edges.map(({ node }) => node.user.name)).toEqual(['Ada', 'Vera']);
    expect(onlyError(await gql(server, REMOVE, { input: { memberId: maxId } }, admin))).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'memberId' } });

    const adaId = await memberIdOf(admin, 'Ada');
    expect(onlyError(await gql(server, REMOVE, { input: { memberId: adaId } }, admin))).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/last admin/),
    });
    expect((await workspaceOf(admin)).members.totalCount).toBe(2);
  });
});

describe('in Clerk mode', () => {
  it("refuse every change, pointing to the organization's settings, while listing members as usual", async () => {
    const clerk = await startTestServer({ config: { authMode: 'clerk', clerkJwtKey: testKeys.publicKeyPem } });
    try {
      const { admin } = team();
      const workspace = dataOf(await gql(clerk, MEMBERS, { first: 10 }, admin)).viewer.workspace;
      expect(workspace.members.edges.map(({ node }) => node.role)).toEqual(['org:admin']);
      const adaId = workspace.members.edges[0].node.id;
      const attempts = [
        gql(clerk, INVITE, { input: { email: 'new@example.test', role: 'org:member' } }, admin),
        gql(clerk, UPDATE_ROLE, { input: { memberId: adaId, role: 'org:member' } }, admin),
        gql(clerk, REMOVE, { input: { memberId: adaId } }, admin),
      ];
      for (const attempt of await Promise.all(attempts)) {
        expect(onlyError(attempt)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/organization's settings/) });
      }
    } finally {
      await clerk.stop();
    }
  }, STARTUP_TIMEOUT_MS);
});

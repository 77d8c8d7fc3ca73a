import { directory } from '../features';
import { removeMember } from '../features/workspaces/domain';
import { workspaceNode } from '../features/workspaces/resolvers';
import { dataOf, gql } from '../test/client';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { testOrg, testUser, tokenFor } from '../test/tokens';
import { createMembershipCheck } from './membershipCheck';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

/** A member of a fresh organization's workspace (provisioned by their first request). */
async function member(name: string) {
  const user = testUser(name);
  const token = tokenFor(user, testOrg(`${name}'s team`), 'member');
  const { viewer } = dataOf(await gql<{ viewer: { workspace: { id: string } } }>(server, '{ viewer { workspace { id } } }', {}, token));
  return { workspaceId: workspaceNode.localId(viewer.workspace.id)!, userId: user.id };
}

describe('the membership check at delivery', () => {
  it('refuses a person removed through live access at once, though it remembered them as a member', async () => {
    const { workspaceId, userId } = await member('Rita');
    const check = createMembershipCheck(server.database.db, directory);
    expect(await check(workspaceId, userId)).toBe(true);
    await removeMember(server.database.db, workspaceId, userId);
    check.forget(workspaceId, userId); // what access.removeMembership does, on every instance
    expect(await check(workspaceId, userId)).toBe(false);
  });

  it('asks the database again once a remembered membership is older than its time to live', async () => {
    const { workspaceId, userId } = await member('Tom');
    let now = 1_000_000;
    const check = createMembershipCheck(server.database.db, directory, { ttlMs: 5_000, now: () => now });
    expect(await check(workspaceId, userId)).toBe(true);
    // A removal this instance never heard of (only the database knows it).
    await removeMember(server.database.db, workspaceId, userId);
    now += 4_999;
    expect(await check(workspaceId, userId)).toBe(true);
    now += 2;
    expect(await check(workspaceId, userId)).toBe(false);
  });

  it('answers each of many subscribers at once, members or not', async () => {
    const members = await Promise.all(['Una', 'Vic', 'Wes'].map(member));
    const stranger = { workspaceId: members[0].workspaceId, userId: testUser('Xan').id };
    const check = createMembershipCheck(server.database.db, directory);
    const answers = await Promise.all([...members, stranger].map(({ workspaceId, userId }) => check(workspaceId, userId)));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('does not remember an answer read while a removal was under way', async () => {
    const { workspaceId, userId } = await member('Yan');
    const check = createMembershipCheck(server.database.db, directory);
    const answer = check(workspaceId, userId); // asked before the removal is reported
    check.forget(workspaceId, userId);
    expect(await answer).toBe(true);
    await removeMember(server.database.db, workspaceId, userId);
    expect(await check(workspaceId, userId)).toBe(false);
  });
});

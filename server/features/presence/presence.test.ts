import { graphql } from '../../test/__generated__';
import type { PresenceTestSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { openLiveSocket, subscribe, type TestSubscription } from '../../test/subscriptions';

const PRESENCE = graphql(`subscription PresenceTest($subject: ID!) {
  presence(subject: $subject) { subject people { id name } }
}`);

const server = useTestServer();
jest.setTimeout(30_000);

const look = (token: string, subject: string) =>
  subscribe<PresenceTestSubscription>(server, PRESENCE.toString(), { token, variables: { subject } });

/** The ids of the people the next event shows. */
async function peopleOf(subscription: TestSubscription<PresenceTestSubscription>) {
  const result = await subscription.next();
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.presence.people.map((person) => person.id);
}

describe('presence', () => {
  it('shows who else is on a board as they come and go, and a closed tab leaves at once', async () => {
    const acme = await issueTeam(server);
    const admin = await look(acme.admin, acme.projectId);
    const member = await look(acme.member, acme.projectId);
    try {
      expect(await peopleOf(admin)).toEqual([]);
      // A newcomer sees at once who is there on this server instance (those on others answer in a moment).
      expect(await peopleOf(member)).toEqual([acme.userIds.admin]);
      expect(await peopleOf(admin)).toEqual([acme.userIds.member]);

      const viewer = await look(acme.viewer, acme.projectId);
      // In the order they came, for the newcomer as for the others.
      expect(await peopleOf(viewer)).toEqual([acme.userIds.admin, acme.userIds.member]);
      expect(await peopleOf(admin)).toEqual([acme.userIds.member, acme.userIds.viewer]);
      expect(await peopleOf(member)).toEqual([acme.userIds.admin, acme.userIds.viewer]);

      // Closing the tab closes its socket.
      await member.close();
      expect(await peopleOf(admin)).toEqual([acme.userIds.viewer]);
      expect(await peopleOf(viewer)).toEqual([acme.userIds.admin]);
      await viewer.close();
      expect(await peopleOf(admin)).toEqual([]);
    } finally {
      await Promise.all([admin.close(), member.close()]);
    }
  });

  it('never shows people to themselves, even from another tab', async () => {
    const acme = await issueTeam(server);
    const first = await look(acme.member, acme.projectId);
    const second = await look(acme.member, acme.projectId);
    try {
      expect(await peopleOf(first)).toEqual([]);
      expect(await peopleOf(second)).toEqual([]);
      // Their next event is someone else coming: they never heard of themselves before it.
      const admin = await look(acme.admin, acme.projectId);
      expect(await peopleOf(first)).toEqual([acme.userIds.admin]);
      expect(await peopleOf(second)).toEqual([acme.userIds.admin]);
      await admin.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('is per subject: an issue has its own people, the board does not hear them', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId);
    const onBoard = await look(acme.admin, acme.projectId);
    const onIssue = await look(acme.admin, issue.id);
    try {
      expect(await peopleOf(onBoard)).toEqual([]);
      expect(await peopleOf(onIssue)).toEqual([]);
      const member = await look(acme.member, issue.id);
      const first = await member.next();
      expect(first.data?.presence).toEqual({ subject: issue.id, people: [{ id: acme.userIds.admin, name: 'Ada' }] });
      expect(await peopleOf(onIssue)).toEqual([acme.userIds.member]);
      // The board's next event is someone coming to the board: it heard nothing of the issue's people before.
      const viewer = await look(acme.viewer, acme.projectId);
      expect(await peopleOf(onBoard)).toEqual([acme.userIds.viewer]);
      await viewer.close();
      await member.close();
    } finally {
      await Promise.all([onBoard.close(), onIssue.close()]);
    }
  });

  it('ends being present when the client unsubscribes on a socket that stays open', async () => {
    const acme = await issueTeam(server);
    const admin = await look(acme.admin, acme.projectId);
    const socket = await openLiveSocket(server, acme.member);
    try {
      expect(await peopleOf(admin)).toEqual([]);
      socket.subscribe('1', `subscription { presence(subject: "${acme.projectId}") { people { id } } }`);
      expect(await peopleOf(admin)).toEqual([acme.userIds.member]);
      socket.complete('1');
      expect(await peopleOf(admin)).toEqual([]);
      expect(socket.isOpen).toBe(true);
    } finally {
      await Promise.all([admin.close(), socket.close()]);
    }
  });

  it('keeps workspaces apart: another workspace’s board or issue is NOT_FOUND, and its people are never heard', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const globexIssue = await createIssue(server, globex.admin, globex.projectId);
    for (const subject of [globex.projectId, globexIssue.id, acme.userIds.admin, 'bm9uZQ']) {
      const refused = await look(acme.admin, subject);
      const { errors } = await refused.next();
      expect(errors?.map((error) => [error.extensions?.code, error.extensions?.field])).toEqual([['NOT_FOUND', 'subject']]);
      await refused.completed();
      await refused.close();
    }
    const inAcme = await look(acme.admin, acme.projectId);
    const inGlobex = await look(globex.admin, globex.projectId);
    try {
      expect(await peopleOf(inAcme)).toEqual([]);
      expect(await peopleOf(inGlobex)).toEqual([]);
      const globexMember = await look(globex.member, globex.projectId);
      expect(await peopleOf(inGlobex)).toEqual([globex.userIds.member]);
      // Acme's next event is its own member coming: it heard nothing of Globex's before.
      const acmeMember = await look(acme.member, acme.projectId);
      expect(await peopleOf(inAcme)).toEqual([acme.userIds.member]);
      await acmeMember.close();
      await globexMember.close();
    } finally {
      await Promise.all([inAcme.close(), inGlobex.close()]);
    }
  });
});

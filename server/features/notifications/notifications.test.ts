import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { NotificationsTestEventsSubscription, NotificationsTestInboxQuery, NotificationsTestWithdrawnSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe, type TestSubscription } from '../../test/subscriptions';
import { tokenFor } from '../../test/tokens';
import { mentionToken } from '../../../src/rules/comment';

const INBOX = graphql(`query NotificationsTestInbox($first: Int, $after: String, $unreadOnly: Boolean) {
  viewer {
    unreadNotificationCount
    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { id reason actor { id } issue { id } issueKey issueTitle comment { id body } status readAt }
      }
    }
  }
}`);
const UPDATE = graphql(`mutation NotificationsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);
const MOVE = graphql(`mutation NotificationsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }`);
const BULK = graphql(`mutation NotificationsTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }`);
const DELETE_ISSUE = graphql(`mutation NotificationsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const COMMENT = graphql(`mutation NotificationsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const EDIT = graphql(`mutation NotificationsTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }`);
const UNCOMMENT = graphql(`mutation NotificationsTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }`);
const READ = graphql(`mutation NotificationsTestRead($input: MarkNotificationReadInput!) {
  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }
}`);
const READ_ALL = graphql(`mutation NotificationsTestReadAll {
  markAllNotificationsRead { notifications { id readAt } viewer { unreadNotificationCount } }
}`);
const RESTORE_ISSUE = graphql(`mutation NotificationsTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }`);
const WITHDRAWN = graphql(`subscription NotificationsTestWithdrawn {
  notificationEvents { kind unreadNotificationCount notifications { id reason issueKey } }
}`);
const NODE = graphql(`query NotificationsTestNode($id: ID!) { node(id: $id) { id ... on Notification { reason } } }`);
const EVENTS = graphql(`subscription NotificationsTestEvents {
  notificationEvents {
    kind
    unreadNotificationCount
    readNotifications { id readAt }
    notification { id reason issueKey actor { id } issue { id } }
    notificationEdge { cursor node { id } }
  }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

type Inbox = NotificationsTestInboxQuery['viewer'];

async function inbox(token: string, args: { first?: number; after?: string | null; unreadOnly?: boolean } = {}): Promise<Inbox> {
  return dataOf(await gql(server, INBOX, { first: 50, ...args }, token)).viewer;
}

/** The viewer's notifications, newest first, as [reason, issue title, actor id]. */
const reasons = async (token: string) =>
  (await inbox(token)).notifications.edges.map(({ node }) => [node.reason, node.issueTitle, node.actor?.id ?? null] as const);

const comment = async (token: string, issueId: string, body: string) =>
  dataOf(await gql(server, COMMENT, { input: { issueId, body } }, token)).createComment.comment;

/**
 * Shows that nothing else reached the subscriber: an issue assigned to them now (a marker on their own ordered stream)
 * is their next event.
 */
async function expectMarkerNext(events: TestSubscription<NotificationsTestEventsSubscription>, assigner: string, projectId: string, assigneeId: string) {
  const marker = await createIssue(server, assigner, projectId, { title: 'Marker', assigneeId });
  expect((await events.next()).data!.notificationEvents).toMatchObject({ notification: { reason: 'ASSIGNED', issue: { id: marker.id } } });
}

describe('notifications', () => {
  it('tell the assignee, the mentioned and the creator what others did, never the actor, once per reason', async () => {
    const acme = await issueTeam(server);
    const { admin, member, viewer, userIds } = acme;
    // Ada creates an issue for Max, mentioning Vera and herself.
    const issue = await createIssue(server, admin, acme.projectId, {
      title: 'Ship it',
      assigneeId: userIds.member,
      description: `${mentionToken(userIds.viewer)} ${mentionToken(userIds.admin)}`,
    });
    expect(await reasons(member)).toEqual([['ASSIGNED', 'Ship it', userIds.admin]]);
    expect(await reasons(viewer)).toEqual([['MENTIONED', 'Ship it', userIds.admin]]);
    expect(await reasons(admin)).toEqual([]);

    // Max (the assignee) changes its status: Ada (the creator) hears; Max does not hear of his own change.
    dataOf(await gql(server, MOVE, { input: { id: issue.id, status: 'IN_PROGRESS' } }, member));
    const adas = await inbox(admin);
    expect(adas.notifications.edges.map(({ node }) => node)).toEqual([
      expect.objectContaining({ reason: 'STATUS_CHANGED', status: 'IN_PROGRESS', issueKey: 'WEB-1', issue: { id: issue.id }, comment: null }),
    ]);
    expect(await reasons(member)).toHaveLength(1);

    // Editing the description notifies only the newly mentioned (Max), not Vera again.
    dataOf(
      await gql(server, UPDATE, { input: { id: issue.id, description: `${mentionToken(userIds.viewer)} and ${mentionToken(userIds.member)}` } }, admin),
    );
    expect((await reasons(member))[0]).toEqual(['MENTIONED', 'Ship it', userIds.admin]);
    expect(await reasons(viewer)).toHaveLength(1);

    // Vera cannot comment (viewer); Ada comments: Max (assignee) hears, Ada does not.
    const said = await comment(admin, issue.id, 'How is it going?');
    expect((await inbox(member)).notifications.edges[0].node).toMatchObject({ reason: 'COMMENTED', comment: { id: said.id, body: 'How is it going?' } });
    // Max comments mentioning Ada, who created the issue: COMMENTED and MENTIONED, one of each.
    await comment(member, issue.id, `Done soon, ${mentionToken(userIds.admin)} ${mentionToken(userIds.admin)}`);
    expect((await reasons(admin)).slice(0, 2).map(([reason]) => reason).sort()).toEqual(['COMMENTED', 'MENTIONED']);

    // Max creates an issue and assigns it to himself: both creator and assignee. Ada's status change tells him once.
    const own = await createIssue(server, member, acme.projectId, { title: 'Mine', assigneeId: userIds.member });
    const before = (await inbox(member)).notifications.totalCount;
    dataOf(await gql(server, UPDATE, { input: { id: own.id, status: 'DONE' } }, admin));
    const after = await inbox(member);
    expect(after.notifications.totalCount).toBe(before + 1);
    expect(after.notifications.edges[0].node).toMatchObject({ reason: 'STATUS_CHANGED', status: 'DONE', issueTitle: 'Mine' });

    // Ada deletes it: Max hears (the issue is gone, its key and title remain).
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: own.id } }, admin));
    const deleted = (await inbox(member)).notifications.edges[0].node;
    expect(deleted).toMatchObject({ reason: 'ISSUE_DELETED', issue: null, issueKey: 'WEB-2', issueTitle: 'Mine' });
    // The earlier notifications of the deleted issue lose their issue, keep key and title.
    expect((await inbox(member)).notifications.edges[1].node).toMatchObject({ reason: 'STATUS_CHANGED', issue: null, issueKey: 'WEB-2' });
  });

  it('restoring a deleted issue takes its deletion notices back from every inbox, live', async () => {
    const acme = await issueTeam(server);
    const { admin, member, viewer, userIds } = acme;
    const issue = await createIssue(server, member, acme.projectId, { title: 'Back soon', assigneeId: userIds.viewer });
    await createIssue(server, admin, acme.projectId, { title: 'Stays', assigneeId: userIds.viewer });
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: issue.id } }, admin));
    const notice = (await inbox(viewer)).notifications.edges[0].node;
    expect(notice).toMatchObject({ reason: 'ISSUE_DELETED', issueKey: 'WEB-1' });

    const listen = (token: string) => subscribe<NotificationsTestWithdrawnSubscription>(server, WITHDRAWN.toString(), { token });
    const [max, vera] = await Promise.all([listen(member), listen(viewer)]);
    try {
      dataOf(await gql(server, RESTORE_ISSUE, { input: { id: issue.id } }, admin));
      expect((await vera.next()).data!.notificationEvents).toEqual({
        kind: 'WITHDRAWN',
        unreadNotificationCount: 2,
        notifications: [{ id: notice.id, reason: 'ISSUE_DELETED', issueKey: 'WEB-1' }],
      });
      expect((await max.next()).data!.notificationEvents).toMatchObject({ kind: 'WITHDRAWN', unreadNotificationCount: 0 });
    } finally {
      await Promise.all([max.close(), vera.close()]);
    }
    // Vera keeps the assignment of the issue that stays (and of the one restored); the deletion is not in anyone's inbox.
    expect(await reasons(viewer)).toEqual([
      ['ASSIGNED', 'Stays', userIds.admin],
      ['ASSIGNED', 'Back soon', userIds.member],
    ]);
    expect(await reasons(member)).toEqual([]);
    expect(dataOf(await gql(server, NODE, { id: notice.id }, viewer)).node).toBeNull();
  });

  it('deleting an issue tells its creator and its assignee, live, and never the one who deletes it', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const { admin, member, viewer, userIds } = acme;
    const listen = (token: string) => subscribe<NotificationsTestEventsSubscription>(server, EVENTS.toString(), { token });
    const deletions = async (token: string) => (await reasons(token)).filter(([reason]) => reason === 'ISSUE_DELETED');

    // Max creates an issue for Vera; Ada (an admin) deletes it: Max and Vera hear, live; Ada does not.
    const theirs = await createIssue(server, member, acme.projectId, { title: 'Theirs', assigneeId: userIds.viewer });
    const [max, vera, ada] = await Promise.all([listen(member), listen(viewer), listen(admin)]);
    try {
      dataOf(await gql(server, DELETE_ISSUE, { input: { id: theirs.id } }, admin));
      for (const person of [max, vera]) {
        expect((await person.next()).data!.notificationEvents).toMatchObject({
          notification: { reason: 'ISSUE_DELETED', issueKey: 'WEB-1', actor: { id: userIds.admin }, issue: null },
        });
      }
      await expectMarkerNext(ada, member, acme.projectId, userIds.admin);
    } finally {
      await Promise.all([max.close(), vera.close(), ada.close()]);
    }
    expect(await deletions(member)).toEqual([['ISSUE_DELETED', 'Theirs', userIds.admin]]);
    expect(await deletions(viewer)).toEqual([['ISSUE_DELETED', 'Theirs', userIds.admin]]);
    expect(await deletions(admin)).toEqual([]);

    // Max deletes an issue he created for Vera: Vera hears, Max (the creator, but the one deleting) does not.
    const handedOver = await createIssue(server, member, acme.projectId, { title: 'Handed over', assigneeId: userIds.viewer });
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: handedOver.id } }, member));
    expect((await deletions(viewer))[0]).toEqual(['ISSUE_DELETED', 'Handed over', userIds.member]);
    expect(await deletions(member)).toHaveLength(1);

    // Ada deletes an issue she created and assigned to herself: nobody hears.
    const own = await createIssue(server, admin, acme.projectId, { title: 'Own', assigneeId: userIds.admin });
    const counts = async () => Promise.all([member, viewer, admin].map(async (token) => (await inbox(token)).notifications.totalCount));
    const before = await counts();
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: own.id } }, admin));
    expect(await counts()).toEqual(before);

    // A deletion that is refused (Max did not create it; another workspace's admin) tells no one.
    const adas = await createIssue(server, admin, acme.projectId, { title: 'Ada’s', assigneeId: userIds.member });
    const refusedBefore = await counts();
    expect(errorCodes(await gql(server, DELETE_ISSUE, { input: { id: adas.id } }, member))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(server, DELETE_ISSUE, { input: { id: adas.id } }, globex.admin))).toEqual(['NOT_FOUND']);
    expect(await counts()).toEqual(refusedBefore);
    expect(await reasons(globex.admin)).toEqual([]);
  });

  it('assignments by update and bulk update notify the new assignee; a deleted comment leaves its notification without it', async () => {
    const acme = await issueTeam(server);
    const one = await createIssue(server, acme.admin, acme.projectId, { title: 'One' });
    const two = await createIssue(server, acme.admin, acme.projectId, { title: 'Two' });
    dataOf(await gql(server, UPDATE, { input: { id: one.id, assigneeId: acme.userIds.viewer } }, acme.admin));
    dataOf(await gql(server, BULK, { input: { ids: [one.id, two.id], assigneeId: acme.userIds.member } }, acme.admin));
    expect(await reasons(acme.viewer)).toEqual([['ASSIGNED', 'One', acme.userIds.admin]]);
    expect((await reasons(acme.member)).map(([reason, title]) => [reason, title]).sort()).toEqual([
      ['ASSIGNED', 'One'],
      ['ASSIGNED', 'Two'],
    ]);
    // Assigning yourself tells no one.
    dataOf(await gql(server, UPDATE, { input: { id: two.id, assigneeId: acme.userIds.admin } }, acme.admin));
    expect(await reasons(acme.admin)).toEqual([]);

    const said = await comment(acme.member, two.id, `Handing over to ${mentionToken(acme.userIds.viewer)}`);
    expect((await inbox(acme.viewer)).notifications.edges[0].node).toMatchObject({ reason: 'MENTIONED', comment: { id: said.id } });
    // Editing without a new mention notifies no one more; a new mention notifies the newly mentioned only.
    dataOf(await gql(server, EDIT, { input: { id: said.id, body: `To ${mentionToken(acme.userIds.viewer)}, really` } }, acme.member));
    expect((await inbox(acme.viewer)).notifications.totalCount).toBe(2);
    dataOf(await gql(server, UNCOMMENT, { input: { id: said.id } }, acme.member));
    expect((await inbox(acme.viewer)).notifications.edges[0].node).toMatchObject({ reason: 'MENTIONED', comment: null, issue: { id: two.id } });
  });

  it('a mention of someone outside the workspace notifies no one, and nothing crosses workspaces', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    // Max is also a member of Globex.
    const maxInGlobex = tokenFor(acme.people.member, globex.org, 'member');
    dataOf(await gql(server, INBOX, {}, maxInGlobex));
    const issue = await createIssue(server, acme.admin, acme.projectId, { description: `${mentionToken(globex.userIds.admin)}` });
    await comment(acme.admin, issue.id, `${mentionToken(globex.userIds.member)} ${mentionToken(acme.userIds.member)}`);
    expect(await reasons(globex.admin)).toEqual([]);
    expect(await reasons(globex.member)).toEqual([]);
    // Max's mention in Acme shows in his Acme inbox only.
    expect(await reasons(acme.member)).toEqual([['MENTIONED', 'An issue', acme.userIds.admin]]);
    expect(await inbox(maxInGlobex)).toMatchObject({ unreadNotificationCount: 0, notifications: { totalCount: 0, edges: [] } });

    const [notification] = (await inbox(acme.member)).notifications.edges.map((edge) => edge.node);
    // Not readable or markable from Globex, nor by anyone else in Acme.
    for (const token of [maxInGlobex, acme.admin, globex.admin]) {
      expect(onlyError(await gql(server, READ, { input: { id: notification.id } }, token)).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      expect(dataOf(await gql(server, NODE, { id: notification.id }, token)).node).toBeNull();
    }
    expect(dataOf(await gql(server, NODE, { id: notification.id }, acme.member)).node).toEqual({ id: notification.id, reason: 'MENTIONED' });
    expect((await inbox(acme.member)).unreadNotificationCount).toBe(1);
  });

  it('are read one by one or all at once, newest first, unread only on request, paged without gap', async () => {
    const acme = await issueTeam(server);
    for (let index = 1; index <= 5; index++) await createIssue(server, acme.admin, acme.projectId, { title: `Task ${index}`, assigneeId: acme.userIds.member });
    const all = await inbox(acme.member);
    expect(all.unreadNotificationCount).toBe(5);
    expect(all.notifications.edges.map(({ node }) => node.issueTitle)).toEqual(['Task 5', 'Task 4', 'Task 3', 'Task 2', 'Task 1']);

    const titles: Array<string | null> = [];
    let after: string | null = null;
    for (;;) {
      const page: Inbox = await inbox(acme.member, { first: 2, after });
      titles.push(...page.notifications.edges.map(({ node }) => node.issueTitle));
      if (!page.notifications.pageInfo.hasNextPage) break;
      after = page.notifications.pageInfo.endCursor;
    }
    expect(titles).toEqual(['Task 5', 'Task 4', 'Task 3', 'Task 2', 'Task 1']);

    const fourth = all.notifications.edges[1].node;
    const read = dataOf(await gql(server, READ, { input: { id: fourth.id } }, acme.member)).markNotificationRead;
    expect(read.notification.readAt).toEqual(expect.any(String));
    expect(read.viewer.unreadNotificationCount).toBe(4);
    const unread = await inbox(acme.member, { unreadOnly: true });
    expect(unread.notifications.totalCount).toBe(4);
    expect(unread.notifications.edges.map(({ node }) => node.issueTitle)).toEqual(['Task 5', 'Task 3', 'Task 2', 'Task 1']);

    const readAll = dataOf(await gql(server, READ_ALL, {}, acme.member)).markAllNotificationsRead;
    expect(readAll.notifications.map((notification) => notification.id)).toEqual(unread.notifications.edges.map(({ node }) => node.id));
    expect(readAll.viewer.unreadNotificationCount).toBe(0);
    expect((await inbox(acme.member, { unreadOnly: true })).notifications.totalCount).toBe(0);
    expect(dataOf(await gql(server, READ_ALL, {}, acme.member)).markAllNotificationsRead.notifications).toEqual([]);
    expect(errorCodes(await gql(server, READ, { input: { id: 'bm9uZQ' } }, acme.member))).toEqual(['NOT_FOUND']);
  });

  it('arrive live for their person in the active workspace only', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const maxInGlobex = tokenFor(acme.people.member, globex.org, 'member');
    dataOf(await gql(server, INBOX, {}, maxInGlobex));
    const listen = (token: string) => subscribe<NotificationsTestEventsSubscription>(server, EVENTS.toString(), { token });
    const max = await listen(acme.member);
    const vera = await listen(acme.viewer);
    const ada = await listen(acme.admin);
    const maxElsewhere = await listen(maxInGlobex);
    try {
      const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Live', assigneeId: acme.userIds.member });
      const event = (await max.next()).data!.notificationEvents;
      expect(event).toMatchObject({
        unreadNotificationCount: 1,
        notification: { reason: 'ASSIGNED', issueKey: 'WEB-1', actor: { id: acme.userIds.admin }, issue: { id: issue.id } },
        notificationEdge: { node: { id: event.notification!.id } },
      });
      // Max comments: Ada (the creator) hears, live, and heard nothing before.
      await comment(acme.member, issue.id, 'On it.');
      expect((await ada.next()).data!.notificationEvents).toMatchObject({ unreadNotificationCount: 1, notification: { reason: 'COMMENTED' } });
      await expectMarkerNext(max, acme.admin, acme.projectId, acme.userIds.member);
      await expectMarkerNext(vera, acme.admin, acme.projectId, acme.userIds.viewer);
      await expectMarkerNext(maxElsewhere, globex.admin, globex.projectId, acme.userIds.member);
    } finally {
      await Promise.all([max.close(), vera.close(), ada.close(), maxElsewhere.close()]);
    }
  });

  it('marked read in one tab, show read in every tab of their person (quietly), and nowhere else', async () => {
    const acme = await issueTeam(server);
    const listen = (token: string) => subscribe<NotificationsTestEventsSubscription>(server, EVENTS.toString(), { token });
    for (const title of ['One', 'Two', 'Three']) await createIssue(server, acme.admin, acme.projectId, { title, assigneeId: acme.userIds.member });
    const [newest, , oldest] = (await inbox(acme.member)).notifications.edges.map(({ node }) => node.id);
    const otherTab = await listen(acme.member);
    const ada = await listen(acme.admin);
    try {
      dataOf(await gql(server, READ, { input: { id: oldest } }, acme.member));
      expect((await otherTab.next()).data!.notificationEvents).toEqual({
        kind: 'READ',
        unreadNotificationCount: 2,
        readNotifications: [{ id: oldest, readAt: expect.any(String) }],
        notification: null,
        notificationEdge: null,
      });
      // Read again: nothing changed, nothing to tell.
      dataOf(await gql(server, READ, { input: { id: oldest } }, acme.member));
      dataOf(await gql(server, READ_ALL, {}, acme.member));
      const all = (await otherTab.next()).data!.notificationEvents;
      expect(all).toMatchObject({ kind: 'READ', unreadNotificationCount: 0, notification: null });
      expect(all.readNotifications.map(({ id }) => id)).toEqual([newest, expect.any(String)]);
      // Nothing was unread any more: no event.
      dataOf(await gql(server, READ_ALL, {}, acme.member));
      await expectMarkerNext(otherTab, acme.admin, acme.projectId, acme.userIds.member);
      await expectMarkerNext(ada, acme.member, acme.projectId, acme.userIds.admin);
    } finally {
      await Promise.all([otherTab.close(), ada.close()]);
    }
  });
});

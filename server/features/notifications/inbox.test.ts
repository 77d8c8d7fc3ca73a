// The inbox's own actions: archiving, snoozing and which reasons notify a person. Each is the person's own change,
// logged in its workspace: other tabs hear of it, and it never costs another workspace its cached answers.
import { sql } from 'kysely';
import { globalIds } from '../../graphql/nodes';
import { dataOf, errorCodes, gql } from '../../test/client';
import { loggedTestWrite } from '../../test/changeLog';
import { graphql } from '../../test/__generated__';
import type { InboxTestEventsSubscription, InboxTestListQuery } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer, type TestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { tokenFor } from '../../test/tokens';
import { mentionToken } from '../../../src/rules/comment';

const LIST = graphql(`query InboxTestList($unreadOnly: Boolean, $archived: Boolean, $snoozed: Boolean) {
  viewer {
    unreadNotificationCount
    nextSnoozeEndsAt
    notifications(first: 50, unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed) {
      totalCount
      edges { node { id issueTitle readAt archivedAt snoozedUntil } }
    }
  }
}`);
const READ = graphql(`mutation InboxTestRead($input: MarkNotificationReadInput!) {
  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }
}`);
const ARCHIVE = graphql(`mutation InboxTestArchive($input: ArchiveNotificationInput!) {
  archiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }
}`);
const UNARCHIVE = graphql(`mutation InboxTestUnarchive($input: UnarchiveNotificationInput!) {
  unarchiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }
}`);
const SNOOZE = graphql(`mutation InboxTestSnooze($input: SnoozeNotificationInput!) {
  snoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }
}`);
const UNSNOOZE = graphql(`mutation InboxTestUnsnooze($input: UnsnoozeNotificationInput!) {
  unsnoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }
}`);
const PREFERENCES = graphql(`query InboxTestPreferences { viewer { notificationPreferences { reason enabled } } }`);
const PREFER = graphql(`mutation InboxTestPrefer($input: UpdateNotificationPreferenceInput!) {
  updateNotificationPreference(input: $input) { preference { reason enabled } }
}`);
const PROJECTS = graphql(`query InboxTestProjects { viewer { workspace { projects(first: 10) { edges { node { key name } } } } } }`);
const COMMENT = graphql(`mutation InboxTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const EVENTS = graphql(`subscription InboxTestEvents {
  notificationEvents { kind unreadNotificationCount notifications { id archivedAt snoozedUntil readAt } notification { id } }
}`);

const notificationIds = globalIds('Notification', 'uuid');
const server = useTestServer();
jest.setTimeout(30_000);

type Listed = InboxTestListQuery['viewer'];

type ListArgs = { unreadOnly?: boolean; archived?: boolean; snoozed?: boolean };
const list = async (token: string, args: ListArgs = {}): Promise<Listed> => dataOf(await gql(server, LIST, args, token)).viewer;
const titles = async (token: string, args: ListArgs = {}) =>
  (await list(token, args)).notifications.edges.map(({ node }) => node.issueTitle);

/** Three issues assigned to Max by Ada: his inbox holds Three, Two, One (ids in that order). */
async function maxsInbox() {
  const acme = await issueTeam(server);
  for (const title of ['One', 'Two', 'Three']) await createIssue(server, acme.admin, acme.projectId, { title, assigneeId: acme.userIds.member });
  const ids = (await list(acme.member)).notifications.edges.map(({ node }) => node.id);
  return { acme, ids };
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** The server's count of queries answered from the cache (hit) and computed (miss). */
async function lookups(testServer: TestServer): Promise<{ hit: number; miss: number }> {
  const metric = await testServer.metrics.registry.getSingleMetric('lanes_response_cache_lookups_total')?.get();
  const count = (...results: string[]) =>
    metric?.values.filter((value) => results.includes(String(value.labels.result))).reduce((sum, value) => sum + value.value, 0) ?? 0;
  return { hit: count('hit'), miss: count('miss', 'shared') };
}

describe('the inbox', () => {
  it('archives a notification out of the inbox and its count, lists it among the archived, and puts it back', async () => {
    const { acme, ids } = await maxsInbox();
    const [three, two] = ids;
    const archived = dataOf(await gql(server, ARCHIVE, { input: { id: two } }, acme.member)).archiveNotification;
    expect(archived.notification.archivedAt).toEqual(expect.any(String));
    expect(archived.viewer.unreadNotificationCount).toBe(2);
    expect(await titles(acme.member)).toEqual(['Three', 'One']);
    expect(await titles(acme.member, { unreadOnly: true })).toEqual(['Three', 'One']);
    expect(await titles(acme.member, { archived: true })).toEqual(['Two']);
    // Archiving again changes nothing; marking all read leaves the archived one as it was.
    dataOf(await gql(server, ARCHIVE, { input: { id: two } }, acme.member));
    dataOf(await gql(server, READ, { input: { id: three } }, acme.member));
    expect((await list(acme.member, { archived: true })).notifications.edges[0].node.readAt).toBeNull();

    const back = dataOf(await gql(server, UNARCHIVE, { input: { id: two } }, acme.member)).unarchiveNotification;
    expect(back.notification.archivedAt).toBeNull();
    expect(back.viewer.unreadNotificationCount).toBe(2);
    expect(await titles(acme.member)).toEqual(['Three', 'Two', 'One']);
    expect((await list(acme.member, { archived: true })).notifications.totalCount).toBe(0);
  });

  it('snoozes a notification out of the inbox until its time, then has it back unread', async () => {
    const { acme, ids } = await maxsInbox();
    const [three] = ids;
    dataOf(await gql(server, READ, { input: { id: three } }, acme.member));
    const until = inAnHour();
    const snoozed = dataOf(await gql(server, SNOOZE, { input: { id: three, until } }, acme.member)).snoozeNotification;
    expect(snoozed.notification).toEqual({ id: three, readAt: null, snoozedUntil: until });
    // Out of the inbox, and not counted while it sleeps (though it is unread now).
    expect(snoozed.viewer.unreadNotificationCount).toBe(2);
    expect(await titles(acme.member)).toEqual(['Two', 'One']);

    // Its time comes (the snooze is moved into the past, as the clock would).
    await loggedTestWrite(server.database.db, 'notification', 'SNOOZE_ENDED', (trx) =>
      trx.updateTable('notifications').set({ snoozedUntil: sql`now() - interval '1 second'` }).where('id', '=', notificationIds.localId(three)!).returning(['id', 'workspaceId']).execute(),
    );
    const now = await list(acme.member);
    expect(now.notifications.edges.map(({ node }) => node.issueTitle)).toEqual(['Three', 'Two', 'One']);
    expect(now.notifications.edges[0].node.readAt).toBeNull();
    expect(now.unreadNotificationCount).toBe(3);
  });

  it('lists the snoozed notifications whose time has not come, and brings one back early, unread', async () => {
    const { acme, ids } = await maxsInbox();
    const [three, two] = ids;
    expect((await list(acme.member)).nextSnoozeEndsAt).toBeNull();
    const sooner = new Date(Date.now() + 30 * 60 * 1000).toISOString();
    dataOf(await gql(server, SNOOZE, { input: { id: three, until: inAnHour() } }, acme.member));
    dataOf(await gql(server, SNOOZE, { input: { id: two, until: sooner } }, acme.member));
    expect(await titles(acme.member, { snoozed: true })).toEqual(['Three', 'Two']);
    // The first one due back, for the client to ask again then.
    expect((await list(acme.member)).nextSnoozeEndsAt).toBe(sooner);
    expect((await list(acme.admin)).nextSnoozeEndsAt).toBeNull();
    expect((await list(acme.member, { snoozed: true })).notifications.totalCount).toBe(2);
    // Archiving one ends its snooze: it is among the archived, not the snoozed.
    dataOf(await gql(server, ARCHIVE, { input: { id: two } }, acme.member));
    expect(await titles(acme.member, { snoozed: true })).toEqual(['Three']);
    expect((await list(acme.member)).nextSnoozeEndsAt).not.toBe(sooner);

    const back = dataOf(await gql(server, UNSNOOZE, { input: { id: three } }, acme.member)).unsnoozeNotification;
    expect(back.notification).toMatchObject({ id: three, readAt: null });
    expect(Date.parse(back.notification.snoozedUntil!)).toBeLessThanOrEqual(Date.now());
    expect(back.viewer.unreadNotificationCount).toBe(2);
    expect(await titles(acme.member)).toEqual(['Three', 'One']);
    expect(await titles(acme.member, { snoozed: true })).toEqual([]);
    expect((await list(acme.member)).nextSnoozeEndsAt).toBeNull();
    // Again: nothing to end; it stays in the inbox as it is.
    expect(dataOf(await gql(server, UNSNOOZE, { input: { id: three } }, acme.member)).unsnoozeNotification.notification.id).toBe(three);
    expect(await titles(acme.member)).toEqual(['Three', 'One']);
  });

  it('refuses a snooze in the past or beyond a year, and every change to another person’s or workspace’s notification', async () => {
    const { acme, ids } = await maxsInbox();
    const [three] = ids;
    const snooze = (until: string, token = acme.member) => gql(server, SNOOZE, { input: { id: three, until } }, token);
    expect(errorCodes(await snooze(new Date(Date.now() - 1000).toISOString()))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await snooze(new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString()))).toEqual(['BAD_USER_INPUT']);
    // Ada's own inbox does not hold Max's notification; nor does Max's inbox in another workspace.
    const globex = await issueTeam(server, { name: 'Globex' });
    const maxInGlobex = tokenFor(acme.people.member, globex.org, 'member');
    for (const token of [acme.admin, maxInGlobex]) {
      expect(errorCodes(await snooze(inAnHour(), token))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await gql(server, ARCHIVE, { input: { id: three } }, token))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await gql(server, UNARCHIVE, { input: { id: three } }, token))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await gql(server, UNSNOOZE, { input: { id: three } }, token))).toEqual(['NOT_FOUND']);
      expect(await titles(token, { snoozed: true })).toEqual([]);
      expect(errorCodes(await gql(server, READ, { input: { id: three } }, token))).toEqual(['NOT_FOUND']);
    }
    expect(await titles(acme.member)).toEqual(['Three', 'Two', 'One']);
    expect((await list(acme.member)).unreadNotificationCount).toBe(3);
  });

  it('tells the person’s other tabs what was archived, put back, snoozed or brought back early, with the count after it', async () => {
    const { acme, ids } = await maxsInbox();
    const [three, two] = ids;
    const otherTab = await subscribe<InboxTestEventsSubscription>(server, EVENTS.toString(), { token: acme.member });
    try {
      dataOf(await gql(server, ARCHIVE, { input: { id: three } }, acme.member));
      expect((await otherTab.next()).data!.notificationEvents).toMatchObject({
        kind: 'ARCHIVED',
        unreadNotificationCount: 2,
        notifications: [{ id: three, archivedAt: expect.any(String) }],
        notification: null,
      });
      dataOf(await gql(server, UNARCHIVE, { input: { id: three } }, acme.member));
      expect((await otherTab.next()).data!.notificationEvents).toMatchObject({ kind: 'UNARCHIVED', unreadNotificationCount: 3, notifications: [{ id: three, archivedAt: null }] });
      const until = inAnHour();
      dataOf(await gql(server, SNOOZE, { input: { id: two, until } }, acme.member));
      expect((await otherTab.next()).data!.notificationEvents).toMatchObject({ kind: 'SNOOZED', unreadNotificationCount: 2, notifications: [{ id: two, snoozedUntil: until }] });
      dataOf(await gql(server, UNSNOOZE, { input: { id: two } }, acme.member));
      expect((await otherTab.next()).data!.notificationEvents).toMatchObject({ kind: 'UNSNOOZED', unreadNotificationCount: 3, notifications: [{ id: two, readAt: null }] });
    } finally {
      await otherTab.close();
    }
  });

  it('notifies only for the reasons a person keeps on, in the workspace they chose it in', async () => {
    const acme = await issueTeam(server);
    expect(dataOf(await gql(server, PREFERENCES, {}, acme.member)).viewer.notificationPreferences).toEqual(
      ['ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED'].map((reason) => ({ reason, enabled: true })),
    );
    // An admin is offered one more: a webhook endpoint disabled after failed deliveries.
    expect(dataOf(await gql(server, PREFERENCES, {}, acme.admin)).viewer.notificationPreferences.map(({ reason }) => reason)).toEqual([
      'ASSIGNED',
      'MENTIONED',
      'STATUS_CHANGED',
      'COMMENTED',
      'ISSUE_DELETED',
      'WEBHOOK_DISABLED',
    ]);
    const turned = dataOf(await gql(server, PREFER, { input: { reason: 'ASSIGNED', enabled: false } }, acme.member)).updateNotificationPreference;
    expect(turned.preference).toEqual({ reason: 'ASSIGNED', enabled: false });
    expect(dataOf(await gql(server, PREFERENCES, {}, acme.member)).viewer.notificationPreferences[0]).toEqual({ reason: 'ASSIGNED', enabled: false });

    // Assigned: nothing. Mentioned in the same issue: told. Vera, who kept hers on, is told of her assignment.
    const issue = await createIssue(server, acme.admin, acme.projectId, {
      title: 'Quiet',
      assigneeId: acme.userIds.member,
      description: mentionToken(acme.userIds.member),
    });
    await createIssue(server, acme.admin, acme.projectId, { title: 'For Vera', assigneeId: acme.userIds.viewer });
    expect(await titles(acme.member)).toEqual(['Quiet']);
    expect(await titles(acme.viewer)).toEqual(['For Vera']);
    // Comments on his issue: on by default, off once he says so.
    dataOf(await gql(server, PREFER, { input: { reason: 'COMMENTED', enabled: false } }, acme.member));
    dataOf(await gql(server, COMMENT, { input: { issueId: issue.id, body: 'Any news?' } }, acme.admin));
    expect(await titles(acme.member)).toEqual(['Quiet']);
    // Back on: told again.
    dataOf(await gql(server, PREFER, { input: { reason: 'ASSIGNED', enabled: true } }, acme.member));
    await createIssue(server, acme.admin, acme.projectId, { title: 'Loud', assigneeId: acme.userIds.member });
    expect(await titles(acme.member)).toEqual(['Loud', 'Quiet']);

    // In another workspace his preferences are his defaults.
    const globex = await issueTeam(server, { name: 'Globex' });
    const maxInGlobex = tokenFor(acme.people.member, globex.org, 'member');
    expect(dataOf(await gql(server, PREFERENCES, {}, maxInGlobex)).viewer.notificationPreferences.every(({ enabled }) => enabled)).toBe(true);
  });

  it('marking read in one workspace leaves another workspace’s cached answers as they were', async () => {
    const { acme, ids } = await maxsInbox();
    const globex = await issueTeam(server, { name: 'Globex' }, 'GLX');
    const maxInGlobex = tokenFor(acme.people.member, globex.org, 'member');
    await list(maxInGlobex);
    await createIssue(server, globex.admin, globex.projectId, { title: 'Elsewhere', assigneeId: acme.userIds.member });
    const [elsewhere] = (await list(maxInGlobex)).notifications.edges.map(({ node }) => node.id);

    const acmeProjects = dataOf(await gql(server, PROJECTS, {}, acme.member));
    const acmeInbox = await list(acme.member);
    let before = await lookups(server);
    dataOf(await gql(server, READ, { input: { id: elsewhere } }, maxInGlobex));
    dataOf(await gql(server, ARCHIVE, { input: { id: elsewhere } }, maxInGlobex));
    dataOf(await gql(server, PREFER, { input: { reason: 'MENTIONED', enabled: false } }, maxInGlobex));
    // Acme's answers come from the cache, as they were.
    expect(dataOf(await gql(server, PROJECTS, {}, acme.member))).toEqual(acmeProjects);
    expect(await list(acme.member)).toEqual(acmeInbox);
    expect(await lookups(server)).toEqual({ hit: before.hit + 2, miss: before.miss });

    // In Acme itself, marking read shows at once.
    before = await lookups(server);
    dataOf(await gql(server, READ, { input: { id: ids[0] } }, acme.member));
    expect((await list(acme.member)).unreadNotificationCount).toBe(2);
    expect(await lookups(server)).toEqual({ hit: before.hit, miss: before.miss + 1 });
  });
});

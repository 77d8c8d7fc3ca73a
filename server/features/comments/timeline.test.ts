import { dataOf, errorCodes, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { TimelineTestEventsSubscription, TimelineTestQuery } from '../../test/__generated__/graphql';
import { createIssue, createLabels, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe, type TestSubscription } from '../../test/subscriptions';

const TIMELINE = graphql(`query TimelineTest($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on Issue {
      timeline(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges {
          cursor
          node {
            __typename
            ... on Comment { id body }
            ... on IssueActivity {
              id created actor { id }
              changes { field from to fromUser { id } toUser { id } addedLabels { name } removedLabels { name } }
            }
          }
        }
      }
    }
  }
}`);
const UPDATE = graphql(`mutation TimelineTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);
const MOVE = graphql(`mutation TimelineTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }`);
const BULK = graphql(`mutation TimelineTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }`);
const DELETE_ISSUE = graphql(`mutation TimelineTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const COMMENT = graphql(`mutation TimelineTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const EDIT = graphql(`mutation TimelineTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }`);
const UNCOMMENT = graphql(`mutation TimelineTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }`);
const ISSUE = graphql(`query TimelineTestIssue($id: ID!) { node(id: $id) { ... on Issue { status priority } } }`);
const INBOX = graphql(`query TimelineTestInbox { viewer { unreadNotificationCount } }`);
const EVENTS = graphql(`subscription TimelineTestEvents($issueId: ID!) {
  issueTimelineEvents(issueId: $issueId) {
    kind removedId
    item { __typename ... on Comment { id body edited } ... on IssueActivity { id changes { field to } } }
    timelineEdge { cursor node { ... on Comment { id } ... on IssueActivity { id } } }
  }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

type TimelineNode = NonNullable<Extract<TimelineTestQuery['node'], { timeline: unknown }>>['timeline']['edges'][number]['node'];

async function timeline(token: string, id: string, first = 100, after: string | null = null) {
  const node = dataOf(await gql(server, TIMELINE, { id, first, after }, token)).node;
  if (!node || !('timeline' in node)) throw new Error('No issue.');
  return node.timeline;
}

const entries = async (token: string, id: string) => (await timeline(token, id)).edges.map((edge) => edge.node);
const activities = (nodes: TimelineNode[]) => nodes.filter((node) => node.__typename === 'IssueActivity');
const comment = async (token: string, issueId: string, body: string) =>
  dataOf(await gql(server, COMMENT, { input: { issueId, body } }, token)).createComment.comment;

/** Shows that nothing else reached the watcher: a comment on their issue made now (a marker) is their next event. */
async function expectMarkerNext(events: TestSubscription<TimelineTestEventsSubscription>, token: string, issueId: string) {
  const marker = await comment(token, issueId, 'Marker');
  expect((await events.next()).data!.issueTimelineEvents).toMatchObject({ kind: 'ADDED', item: { __typename: 'Comment', id: marker.id } });
}

describe('issue activity', () => {
  it('records one entry per change with every changed field, from and to, interleaved with comments', async () => {
    const acme = await issueTeam(server);
    const [bug, ui] = await createLabels(server, acme.workspaceId, ['bug', 'UI']);
    const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Login fails', labelIds: [bug] });
    await comment(acme.member, issue.id, 'I can reproduce it.');
    dataOf(
      await gql(
        server,
        UPDATE,
        {
          input: {
            id: issue.id,
            title: 'Login fails on Safari',
            description: 'Steps…',
            status: 'TODO',
            priority: 'HIGH',
            assigneeId: acme.userIds.member,
            labelIds: [ui],
            dueDate: '2026-12-01',
          },
        },
        acme.member,
      ),
    );
    // Setting what already is records nothing; a move within its column (its place only) neither.
    dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: 'Login fails on Safari', status: 'TODO' } }, acme.member));
    const other = await createIssue(server, acme.admin, acme.projectId, { title: 'Other', status: 'TODO' });
    dataOf(await gql(server, MOVE, { input: { id: issue.id, status: 'TODO', beforeId: other.id } }, acme.member));
    dataOf(await gql(server, MOVE, { input: { id: issue.id, status: 'IN_REVIEW' } }, acme.admin));
    dataOf(await gql(server, UPDATE, { input: { id: issue.id, assigneeId: null, dueDate: null } }, acme.admin));

    const nodes = await entries(acme.viewer, issue.id);
    expect(nodes).toEqual([
      { __typename: 'IssueActivity', id: expect.any(String), created: true, actor: { id: acme.userIds.admin }, changes: [] },
      { __typename: 'Comment', id: expect.any(String), body: 'I can reproduce it.' },
      {
        __typename: 'IssueActivity',
        id: expect.any(String),
        created: false,
        actor: { id: acme.userIds.member },
        changes: [
          { field: 'TITLE', from: 'Login fails', to: 'Login fails on Safari', fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
          { field: 'DESCRIPTION', from: null, to: null, fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
          { field: 'STATUS', from: 'BACKLOG', to: 'TODO', fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
          { field: 'PRIORITY', from: 'NONE', to: 'HIGH', fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
          { field: 'ASSIGNEE', from: null, to: null, fromUser: null, toUser: { id: acme.userIds.member }, addedLabels: [], removedLabels: [] },
          { field: 'LABELS', from: null, to: null, fromUser: null, toUser: null, addedLabels: [{ name: 'UI' }], removedLabels: [{ name: 'bug' }] },
          { field: 'DUE_DATE', from: null, to: '2026-12-01', fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
        ],
      },
      {
        __typename: 'IssueActivity',
        id: expect.any(String),
        created: false,
        actor: { id: acme.userIds.admin },
        changes: [{ field: 'STATUS', from: 'TODO', to: 'IN_REVIEW', fromUser: null, toUser: null, addedLabels: [], removedLabels: [] }],
      },
      {
        __typename: 'IssueActivity',
        id: expect.any(String),
        created: false,
        actor: { id: acme.userIds.admin },
        changes: [
          { field: 'ASSIGNEE', from: null, to: null, fromUser: { id: acme.userIds.member }, toUser: null, addedLabels: [], removedLabels: [] },
          { field: 'DUE_DATE', from: '2026-12-01', to: null, fromUser: null, toUser: null, addedLabels: [], removedLabels: [] },
        ],
      },
    ]);
    expect((await timeline(acme.viewer, issue.id)).totalCount).toBe(5);
  });

  it('a bulk update writes one entry per issue; one bad id leaves every issue unchanged, with no entry and no notification', async () => {
    const acme = await issueTeam(server);
    const one = await createIssue(server, acme.admin, acme.projectId, { title: 'One' });
    const two = await createIssue(server, acme.admin, acme.projectId, { title: 'Two' });
    const gone = await createIssue(server, acme.admin, acme.projectId, { title: 'Gone' });
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: gone.id } }, acme.admin));
    const unreadBefore = dataOf(await gql(server, INBOX, {}, acme.admin)).viewer.unreadNotificationCount;

    const refused = await gql(server, BULK, { input: { ids: [one.id, two.id, gone.id], status: 'DONE', priority: 'LOW' } }, acme.member);
    expect(errorCodes(refused)).toEqual(['NOT_FOUND']);
    for (const issue of [one, two]) {
      expect(dataOf(await gql(server, ISSUE, { id: issue.id }, acme.admin)).node).toEqual({ status: 'BACKLOG', priority: 'NONE' });
      expect(activities(await entries(acme.admin, issue.id))).toHaveLength(1);
    }
    expect(dataOf(await gql(server, INBOX, {}, acme.admin)).viewer.unreadNotificationCount).toBe(unreadBefore);

    const oneEvents = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { issueId: one.id } });
    const twoEvents = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { issueId: two.id } });
    try {
      dataOf(await gql(server, BULK, { input: { ids: [one.id, two.id], status: 'DONE', priority: 'LOW' } }, acme.member));
      for (const [issue, events] of [
        [one, oneEvents],
        [two, twoEvents],
      ] as const) {
        const changes = activities(await entries(acme.admin, issue.id));
        expect(changes).toHaveLength(2);
        expect(changes[1]).toMatchObject({ actor: { id: acme.userIds.member }, changes: [{ field: 'STATUS', to: 'DONE' }, { field: 'PRIORITY', to: 'LOW' }] });
        const event = (await events.next()).data!.issueTimelineEvents;
        expect(event).toMatchObject({ kind: 'ADDED', item: { __typename: 'IssueActivity', id: changes[1].id }, timelineEdge: { node: { id: changes[1].id } } });
      }
      // The creator (Ada) hears of both status changes.
      expect(dataOf(await gql(server, INBOX, {}, acme.admin)).viewer.unreadNotificationCount).toBe(unreadBefore + 2);
      await expectMarkerNext(oneEvents, acme.member, one.id);
      await expectMarkerNext(twoEvents, acme.member, two.id);
    } finally {
      await Promise.all([oneEvents.close(), twoEvents.close()]);
    }
  });
});

describe('the issue timeline', () => {
  it('pages oldest first with no gap or repeat while others add entries', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Paged' });
    for (let index = 1; index <= 3; index++) await comment(acme.member, issue.id, `Before ${index}`);
    const seen: string[] = [];
    let after: string | null = null;
    let added = 0;
    for (;;) {
      const page = await timeline(acme.viewer, issue.id, 2, after);
      seen.push(...page.edges.map((edge) => edge.node.id));
      // Someone adds an entry (a comment, a change) between every two pages.
      added += 1;
      if (added % 2) await comment(acme.admin, issue.id, `While paging ${added}`);
      else dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: `Paged ${added}` } }, acme.admin));
      if (!page.pageInfo.hasNextPage || added > 20) break;
      after = page.pageInfo.endCursor;
    }
    const all = await timeline(acme.viewer, issue.id);
    const allIds = all.edges.map((edge) => edge.node.id);
    expect(new Set(seen).size).toBe(seen.length);
    // Everything there was, in order, up to the last entry the paging read (the entry added after the last page aside).
    expect(seen).toEqual(allIds.slice(0, seen.length));
    expect(allIds.length - seen.length).toBe(1);
    expect(all.totalCount).toBe(allIds.length);
  });

  it('streams added, edited and removed entries to the issue’s watchers only; another workspace’s issue is NOT_FOUND', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Live' });
    const elsewhere = await createIssue(server, acme.admin, acme.projectId, { title: 'Elsewhere' });
    const theirs = await createIssue(server, globex.admin, globex.projectId);

    const refused = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: acme.admin, variables: { issueId: theirs.id } });
    expect((await refused.next()).errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    await refused.close();

    const watcher = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { issueId: issue.id } });
    const other = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { issueId: elsewhere.id } });
    const outsider = await subscribe<TimelineTestEventsSubscription>(server, EVENTS.toString(), { token: globex.admin, variables: { issueId: theirs.id } });
    try {
      const next = async () => (await watcher.next()).data!.issueTimelineEvents;
      const created = await comment(acme.member, issue.id, 'First!');
      expect(await next()).toEqual({
        kind: 'ADDED',
        removedId: null,
        item: { __typename: 'Comment', id: created.id, body: 'First!', edited: false },
        timelineEdge: { cursor: expect.any(String), node: { id: created.id } },
      });
      dataOf(await gql(server, UPDATE, { input: { id: issue.id, priority: 'URGENT' } }, acme.member));
      expect(await next()).toMatchObject({ kind: 'ADDED', item: { __typename: 'IssueActivity', changes: [{ field: 'PRIORITY', to: 'URGENT' }] } });
      dataOf(await gql(server, EDIT, { input: { id: created.id, body: 'First, edited' } }, acme.member));
      expect(await next()).toEqual({
        kind: 'UPDATED',
        removedId: null,
        item: { __typename: 'Comment', id: created.id, body: 'First, edited', edited: true },
        timelineEdge: null,
      });
      dataOf(await gql(server, UNCOMMENT, { input: { id: created.id } }, acme.member));
      expect(await next()).toEqual({ kind: 'REMOVED', removedId: created.id, item: null, timelineEdge: null });
      await expectMarkerNext(other, acme.member, elsewhere.id);
      await expectMarkerNext(outsider, globex.admin, theirs.id);
    } finally {
      await Promise.all([watcher.close(), other.close(), outsider.close()]);
    }
  });
});

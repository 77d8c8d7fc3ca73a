import { sql } from 'kysely';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { RestoreTestEventsSubscription } from '../../test/__generated__/graphql';
import { loggedTestWrite } from '../../test/changeLog';
import { createIssue, createLabels, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { issueNode } from './resolvers';

const DELETE = graphql(`mutation RestoreTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const RESTORE = graphql(`mutation RestoreTestRestore($input: RestoreIssueInput!) {
  restoreIssue(input: $input) {
    issue { id key number title status labels { name } comments(first: 10) { edges { node { body } } } }
    issueEdge { cursor node { id } }
  }
}`);
const COMMENT = graphql(`mutation RestoreTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const BOARD = graphql(`query RestoreTestBoard($projectId: ID!) {
  node(id: $projectId) { ... on Project { openIssueCount issuesSnapshotSeq issues(first: 100) { edges { node { title status } } } } }
}`);
const BY_KEY = graphql(`query RestoreTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id title } } } }`);
const TIMELINE = graphql(`query RestoreTestTimeline($id: ID!) {
  node(id: $id) {
    ... on Issue { timeline(first: 20) { edges { node { __typename ... on IssueActivity { created restored actor { id } } } } } }
  }
}`);
const EVENTS = graphql(`subscription RestoreTestEvents($projectId: ID!, $afterSeq: Int) {
  issueEvents(projectId: $projectId, afterSeq: $afterSeq) {
    kind deletedIssueId
    issue { id key title status }
    issueEdge { node { id } }
  }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

async function board(token: string, projectId: string) {
  const project = dataOf(await gql(server, BOARD, { projectId }, token)).node;
  if (!project || !('issues' in project)) throw new Error('No project.');
  return project;
}

const titlesByStatus = async (token: string, projectId: string) => {
  const byStatus: Record<string, string[]> = {};
  for (const { node } of (await board(token, projectId)).issues.edges) (byStatus[node.status] ??= []).push(node.title);
  return byStatus;
};

const restore = (token: string, id: string) => gql(server, RESTORE, { input: { id } }, token);
const remove = async (token: string, id: string) => dataOf(await gql(server, DELETE, { input: { id } }, token));

describe('restoring a deleted issue', () => {
  it('brings it back with its key, number, labels and comments, at its place in its column, and says so in its history', async () => {
    const { admin, member, projectId, workspaceId, userIds } = await issueTeam(server);
    const [bug] = await createLabels(server, workspaceId, ['Bug']);
    await createIssue(server, admin, projectId, { title: 'Bottom', status: 'TODO' });
    const middle = await createIssue(server, member, projectId, { title: 'Middle', status: 'TODO', labelIds: [bug] });
    await createIssue(server, admin, projectId, { title: 'Top', status: 'TODO' });
    dataOf(await gql(server, COMMENT, { input: { issueId: middle.id, body: 'Seen on staging' } }, admin));
    await remove(member, middle.id);
    expect(await titlesByStatus(admin, projectId)).toEqual({ TODO: ['Top', 'Bottom'] });

    // Its creator (a member) may bring it back, as they may delete it.
    const restored = dataOf(await restore(member, middle.id)).restoreIssue;
    expect(restored).toEqual({
      issue: {
        id: middle.id,
        key: middle.key,
        number: middle.number,
        title: 'Middle',
        status: 'TODO',
        labels: [{ name: 'Bug' }],
        comments: { edges: [{ node: { body: 'Seen on staging' } }] },
      },
      issueEdge: { cursor: expect.any(String), node: { id: middle.id } },
    });
    expect(await titlesByStatus(admin, projectId)).toEqual({ TODO: ['Top', 'Middle', 'Bottom'] });
    expect((await board(admin, projectId)).openIssueCount).toBe(3);
    expect(dataOf(await gql(server, BY_KEY, { key: middle.key }, admin)).viewer.workspace.issue).toEqual({ id: middle.id, title: 'Middle' });

    const node = dataOf(await gql(server, TIMELINE, { id: middle.id }, admin)).node;
    const history = node && 'timeline' in node ? node.timeline.edges.map((edge) => edge.node).filter((entry) => entry.__typename === 'IssueActivity') : [];
    expect(history).toEqual([
      { __typename: 'IssueActivity', created: true, restored: false, actor: { id: userIds.member } },
      { __typename: 'IssueActivity', created: false, restored: true, actor: { id: userIds.member } },
    ]);
  });

  it('takes a place of its own when another issue took its very place meanwhile', async () => {
    const { admin, projectId } = await issueTeam(server);
    await createIssue(server, admin, projectId, { title: 'Below', status: 'TODO' });
    const top = await createIssue(server, admin, projectId, { title: 'Was on top', status: 'TODO' });
    await remove(admin, top.id);
    // A new issue goes to the top of the column: the deleted issue's position, as the column now is.
    const newcomer = await createIssue(server, admin, projectId, { title: 'New on top', status: 'TODO' });
    expect(newcomer.position).toBe(top.position);

    dataOf(await restore(admin, top.id));
    expect(await titlesByStatus(admin, projectId)).toEqual({ TODO: ['New on top', 'Was on top', 'Below'] });
  });

  it('is live: everyone watching the project sees it come back (RESTORED, with its edge), and a catch-up replays it', async () => {
    const { admin, viewer, projectId } = await issueTeam(server);
    const issue = await createIssue(server, admin, projectId, { title: 'Comes back' });
    const live = await subscribe<RestoreTestEventsSubscription>(server, EVENTS.toString(), { token: viewer, variables: { projectId } });
    try {
      await remove(admin, issue.id);
      const snapshotSeq = (await board(viewer, projectId)).issuesSnapshotSeq;
      expect((await live.next()).data?.issueEvents).toMatchObject({ kind: 'DELETED', deletedIssueId: issue.id });
      dataOf(await restore(admin, issue.id));
      const expected = { kind: 'RESTORED', deletedIssueId: null, issue: { id: issue.id, key: issue.key, title: 'Comes back' }, issueEdge: { node: { id: issue.id } } };
      expect((await live.next()).data?.issueEvents).toEqual({ ...expected, issue: { ...expected.issue, status: 'BACKLOG' } });

      // A client that read the board while the issue was deleted catches up with the same event.
      const catchUp = await subscribe<RestoreTestEventsSubscription>(server, EVENTS.toString(), {
        token: viewer,
        variables: { projectId, afterSeq: snapshotSeq },
      });
      try {
        expect((await catchUp.next()).data?.issueEvents).toMatchObject({ kind: 'RESTORED', issue: { id: issue.id } });
      } finally {
        await catchUp.close();
      }
    } finally {
      await live.close();
    }
  });

  it('is refused to whoever may not delete the issue, for an issue not deleted, or of another workspace', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' }, 'GLX');
    const byAdmin = await createIssue(server, acme.admin, acme.projectId, { title: 'By admin' });
    const standing = await createIssue(server, acme.admin, acme.projectId, { title: 'Never deleted' });
    const theirs = await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs' });
    await remove(acme.admin, byAdmin.id);
    await remove(globex.admin, theirs.id);

    expect(onlyError(await restore(acme.member, byAdmin.id))).toMatchObject({
      message: 'You may restore only the issues you created.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(errorCodes(await restore(acme.viewer, byAdmin.id))).toEqual(['FORBIDDEN']);
    expect(onlyError(await restore(acme.admin, standing.id))).toMatchObject({
      message: `${standing.key} is not deleted: there is nothing to restore.`,
      extensions: { code: 'CONFLICT', field: 'id' },
    });
    for (const id of [theirs.id, issueNode.globalId('00000000-0000-4000-8000-000000000000'), 'bm9uZQ']) {
      expect(onlyError(await restore(acme.admin, id)).extensions).toEqual({ code: 'NOT_FOUND', field: 'id' });
    }
    expect(await titlesByStatus(acme.admin, acme.projectId)).toEqual({ BACKLOG: ['Never deleted'] });
    expect(await titlesByStatus(globex.admin, globex.projectId)).toEqual({});

    // Restored once, it is not deleted any more.
    dataOf(await restore(acme.admin, byAdmin.id));
    expect(errorCodes(await restore(acme.admin, byAdmin.id))).toEqual(['CONFLICT']);
  });

  it('is refused for an issue deleted more than 30 days ago', async () => {
    const { admin, projectId } = await issueTeam(server);
    const issue = await createIssue(server, admin, projectId, { title: 'Long gone' });
    await remove(admin, issue.id);
    await loggedTestWrite(server.database.db, 'issue', 'UPDATED', (trx) =>
      trx
        .updateTable('issues')
        .set({ deletedAt: sql`now() - interval '31 days'` })
        .where('id', '=', issueNode.localId(issue.id)!)
        .returningAll()
        .execute(),
    );
    expect(onlyError(await restore(admin, issue.id))).toMatchObject({
      message: `${issue.key} was deleted more than 30 days ago: it can no longer be restored.`,
      extensions: { code: 'CONFLICT', field: 'id' },
    });
    expect(await titlesByStatus(admin, projectId)).toEqual({});
  });
});

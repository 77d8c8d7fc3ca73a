import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { CommentsTestListQuery } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { BUILTIN_ROLE_PERMISSIONS } from '../../auth/policy';
import { mentionToken } from '../../../src/rules/comment';

const CREATE = graphql(`mutation CommentsTestCreate($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment { id body edited createdAt updatedAt viewerCanUpdate viewerCanDelete author { id name } mentions { id name } issue { id } }
    commentEdge { cursor node { id } }
    timelineEdge { cursor node { __typename ... on Comment { id } } }
  }
}`);
const UPDATE = graphql(`mutation CommentsTestUpdate($input: UpdateCommentInput!) {
  updateComment(input: $input) { comment { id body edited mentions { id name } } }
}`);
const DELETE = graphql(`mutation CommentsTestDelete($input: DeleteCommentInput!) {
  deleteComment(input: $input) { deletedCommentId issue { id comments { totalCount } } }
}`);
const COMMENTS = graphql(`query CommentsTestList($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on Issue {
      viewerCanComment
      comments(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id body author { name } mentions { id name } viewerCanUpdate viewerCanDelete } }
      }
    }
  }
}`);
const NODE = graphql(`query CommentsTestNode($id: ID!) {
  node(id: $id) { id ... on Comment { body } ... on IssueActivity { created } }
}`);
const MENTIONS = graphql(`query CommentsTestIssueMentions($id: ID!) {
  node(id: $id) { ... on Issue { mentions { id name } } }
}`);
const TIMELINE_FIRST = graphql(`query CommentsTestTimelineFirst($id: ID!) {
  node(id: $id) { ... on Issue { timeline(first: 1) { edges { node { ... on IssueActivity { id created } } } } } }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

const comment = async (token: string, issueId: string, body: string) =>
  dataOf(await gql(server, CREATE, { input: { issueId, body } }, token)).createComment.comment;

describe('comments', () => {
  it('members and admins comment, viewers read only; the author edits their own, an admin deletes any', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Discuss' });

    const created = dataOf(await gql(server, CREATE, { input: { issueId: issue.id, body: '  Looks **good**.\n' } }, acme.member)).createComment;
    expect(created.comment).toMatchObject({
      body: 'Looks **good**.',
      edited: false,
      viewerCanUpdate: true,
      viewerCanDelete: true,
      author: { id: acme.userIds.member, name: 'Max' },
      mentions: [],
      issue: { id: issue.id },
    });
    expect(created.comment.updatedAt).toBe(created.comment.createdAt);
    expect(created.commentEdge.node.id).toBe(created.comment.id);
    expect(created.timelineEdge.node).toEqual({ __typename: 'Comment', id: created.comment.id });
    await comment(acme.admin, issue.id, 'Agreed.');

    const refused = await gql(server, CREATE, { input: { issueId: issue.id, body: 'Me too' } }, acme.viewer);
    expect(onlyError(refused)).toMatchObject({ message: 'You may not comment in this workspace.', extensions: { code: 'FORBIDDEN' } });

    // What each role may do with Max's comment, as the list tells them.
    const read = async (token: string) => dataOf(await gql(server, COMMENTS, { id: issue.id }, token)).node;
    const asViewer = await read(acme.viewer);
    expect(asViewer).toMatchObject({ viewerCanComment: false, comments: { totalCount: 2 } });
    if (!asViewer || !('comments' in asViewer)) throw new Error('No issue.');
    expect(asViewer.comments.edges.map(({ node }) => [node.body, node.viewerCanUpdate, node.viewerCanDelete])).toEqual([
      ['Looks **good**.', false, false],
      ['Agreed.', false, false],
    ]);
    const asAdmin = await read(acme.admin);
    if (!asAdmin || !('comments' in asAdmin)) throw new Error('No issue.');
    expect(asAdmin.comments.edges.map(({ node }) => [node.viewerCanUpdate, node.viewerCanDelete])).toEqual([
      [false, true],
      [true, true],
    ]);

    // Only the author edits.
    const id = created.comment.id;
    for (const token of [acme.admin, acme.viewer]) {
      expect(errorCodes(await gql(server, UPDATE, { input: { id, body: 'Hijacked' } }, token))).toEqual(['FORBIDDEN']);
    }
    const edited = dataOf(await gql(server, UPDATE, { input: { id, body: 'Looks good, after all.' } }, acme.member)).updateComment.comment;
    expect(edited).toMatchObject({ body: 'Looks good, after all.', edited: true });

    // The viewer may not delete; an admin deletes anyone's.
    expect(errorCodes(await gql(server, DELETE, { input: { id } }, acme.viewer))).toEqual(['FORBIDDEN']);
    const deleted = dataOf(await gql(server, DELETE, { input: { id } }, acme.admin)).deleteComment;
    expect(deleted).toEqual({ deletedCommentId: id, issue: { id: issue.id, comments: { totalCount: 1 } } });
    expect(errorCodes(await gql(server, UPDATE, { input: { id, body: 'Back' } }, acme.member))).toEqual(['NOT_FOUND']);
  });

  it('a member deletes only their own comments', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId);
    const admins = await comment(acme.admin, issue.id, 'By the admin');
    const own = await comment(acme.member, issue.id, 'By the member');
    const refused = await gql(server, DELETE, { input: { id: admins.id } }, acme.member);
    expect(onlyError(refused)).toMatchObject({ message: 'You may delete only your own comments.', extensions: { code: 'FORBIDDEN' } });
    expect(dataOf(await gql(server, DELETE, { input: { id: own.id } }, acme.member)).deleteComment.deletedCommentId).toBe(own.id);
  });

  it('the comment permission decides over the role when the session carries one', async () => {
    // A viewer whose session may comment, and a member whose session carries only another comment permission.
    const acme = await issueTeam(server, {
      viewer: { permissions: ['org:comments:create'] },
      member: { permissions: ['org:comments:delete'] },
    });
    const issue = await createIssue(server, acme.admin, acme.projectId);
    const byViewer = await comment(acme.viewer, issue.id, 'The viewer may comment');
    expect(byViewer).toMatchObject({ viewerCanUpdate: true, viewerCanDelete: true });
    expect(errorCodes(await gql(server, CREATE, { input: { issueId: issue.id, body: 'No' } }, acme.member))).toEqual(['FORBIDDEN']);
    // org:comments:delete deletes anyone's comment, yet does not let its holder edit another's.
    expect(errorCodes(await gql(server, UPDATE, { input: { id: byViewer.id, body: 'Edited' } }, acme.member))).toEqual(['FORBIDDEN']);
    expect(dataOf(await gql(server, DELETE, { input: { id: byViewer.id } }, acme.member)).deleteComment.deletedCommentId).toBe(byViewer.id);
  });

  it('the built-in sign-in’s permission sets grant what the roles do', async () => {
    const acme = await issueTeam(server, {
      admin: { permissions: [...BUILTIN_ROLE_PERMISSIONS['org:admin']] },
      member: { permissions: [...BUILTIN_ROLE_PERMISSIONS['org:member']] },
    });
    const issue = await createIssue(server, acme.admin, acme.projectId);
    const admins = await comment(acme.admin, issue.id, 'By the admin');
    const members = await comment(acme.member, issue.id, 'By the member');
    expect(errorCodes(await gql(server, DELETE, { input: { id: admins.id } }, acme.member))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(server, UPDATE, { input: { id: members.id, body: 'Edited' } }, acme.admin))).toEqual(['FORBIDDEN']);
    expect(dataOf(await gql(server, UPDATE, { input: { id: members.id, body: 'Edited' } }, acme.member)).updateComment.comment.edited).toBe(true);
    expect(dataOf(await gql(server, DELETE, { input: { id: members.id } }, acme.admin)).deleteComment.deletedCommentId).toBe(members.id);
  });

  it('bodies are 1 to 20,000 characters after trimming', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId);
    for (const [body, message] of [
      [' \n ', 'Write a comment.'],
      ['c'.repeat(20_001), 'Use at most 20,000 characters (now 20,001).'],
    ]) {
      const refused = await gql(server, CREATE, { input: { issueId: issue.id, body } }, acme.member);
      expect(onlyError(refused)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'body' } });
    }
    const nul = await gql(server, CREATE, { input: { issueId: issue.id, body: 'a\u0000b' } }, acme.member);
    expect(onlyError(nul).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.body' });
    expect((await comment(acme.member, issue.id, ` ${'c'.repeat(20_000)} `)).body).toHaveLength(20_000);
    const created = await comment(acme.member, issue.id, 'Fine');
    expect(errorCodes(await gql(server, UPDATE, { input: { id: created.id, body: '' } }, acme.member))).toEqual(['BAD_USER_INPUT']);
  });

  it('ids of another workspace are never readable or writable: NOT_FOUND', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const theirIssue = await createIssue(server, globex.admin, globex.projectId);
    const theirs = await comment(globex.admin, theirIssue.id, 'Globex only');
    const timeline = dataOf(await gql(server, TIMELINE_FIRST, { id: theirIssue.id }, globex.admin)).node;
    if (!timeline || !('timeline' in timeline)) throw new Error('No issue.');
    const theirActivity = timeline.timeline.edges[0].node;
    if (!('id' in theirActivity)) throw new Error('No activity entry.');
    expect(theirActivity.created).toBe(true);

    const create = await gql(server, CREATE, { input: { issueId: theirIssue.id, body: 'Sneaky' } }, acme.admin);
    expect(onlyError(create)).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'issueId' } });
    expect(errorCodes(await gql(server, UPDATE, { input: { id: theirs.id, body: 'Sneaky' } }, acme.admin))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await gql(server, DELETE, { input: { id: theirs.id } }, acme.admin))).toEqual(['NOT_FOUND']);
    for (const id of [theirs.id, theirActivity.id, theirIssue.id]) {
      expect(dataOf(await gql(server, NODE, { id }, acme.admin)).node).toBeNull();
    }
    // Their own read them.
    expect(dataOf(await gql(server, NODE, { id: theirs.id }, globex.member)).node).toEqual({ id: theirs.id, body: 'Globex only' });
    expect(dataOf(await gql(server, NODE, { id: theirActivity.id }, globex.member)).node).toEqual({ id: theirActivity.id, created: true });
    // Nothing was written.
    const after = dataOf(await gql(server, COMMENTS, { id: theirIssue.id }, globex.admin)).node;
    expect(after).toMatchObject({ comments: { totalCount: 1, edges: [{ node: { body: 'Globex only' } }] } });
  });

  it('mentions resolve to current members; an outsider or unknown id mentioned is left out', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const issue = await createIssue(server, acme.admin, acme.projectId, {
      description: `For ${mentionToken(acme.userIds.viewer)} and ${mentionToken(globex.userIds.admin)}`,
    });
    const body = `${mentionToken(acme.userIds.member)} ${mentionToken(globex.userIds.member)} ${mentionToken('bm9uZQ')} ${mentionToken(acme.userIds.member)}`;
    const created = await comment(acme.admin, issue.id, body);
    expect(created.body).toBe(body);
    expect(created.mentions).toEqual([{ id: acme.userIds.member, name: 'Max' }]);
    expect(dataOf(await gql(server, MENTIONS, { id: issue.id }, acme.member)).node).toEqual({ mentions: [{ id: acme.userIds.viewer, name: 'Vera' }] });

    // A renamed member's mention shows the new name.
    await server.database.db.updateTable('users').set({ name: 'Maxine' }).where('id', '=', acme.people.member.id).execute();
    const list = dataOf(await gql(server, COMMENTS, { id: issue.id }, acme.viewer)).node;
    expect(list).toMatchObject({ comments: { edges: [{ node: { mentions: [{ id: acme.userIds.member, name: 'Maxine' }] } }] } });

    // Editing changes the mentions.
    const edited = dataOf(await gql(server, UPDATE, { input: { id: created.id, body: `Now ${mentionToken(acme.userIds.viewer)}` } }, acme.admin));
    expect(edited.updateComment.comment.mentions).toEqual([{ id: acme.userIds.viewer, name: 'Vera' }]);
  });

  it('pages oldest first with no gap or repeat', async () => {
    const acme = await issueTeam(server);
    const issue = await createIssue(server, acme.admin, acme.projectId);
    for (let index = 1; index <= 5; index++) await comment(acme.member, issue.id, `Comment ${index}`);
    const bodies: string[] = [];
    let after: string | null = null;
    for (;;) {
      const node: CommentsTestListQuery['node'] = dataOf(await gql(server, COMMENTS, { id: issue.id, first: 2, after }, acme.viewer)).node;
      if (!node || !('comments' in node)) throw new Error('No issue.');
      bodies.push(...node.comments.edges.map((edge) => edge.node.body));
      if (!node.comments.pageInfo.hasNextPage) break;
      after = node.comments.pageInfo.endCursor;
    }
    expect(bodies).toEqual(['Comment 1', 'Comment 2', 'Comment 3', 'Comment 4', 'Comment 5']);
    const badCursor = await gql(server, COMMENTS, { id: issue.id, first: 2, after: 'bm9wZQ' }, acme.viewer);
    expect(onlyError(badCursor).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });
});

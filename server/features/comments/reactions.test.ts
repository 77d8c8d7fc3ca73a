// Emoji reactions to comments: members and admins react and take reactions back, everyone who can read the issue
// sees who reacted with what, and whoever looks at the issue sees it change live.
import { dataOf, errorCodes, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { ReactionContent, ReactionsTestEventsSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { tokenFor } from '../../test/tokens';

const COMMENT = graphql(`mutation ReactionsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const REACT = graphql(`mutation ReactionsTestReact($input: AddCommentReactionInput!) {
  addCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }
}`);
const UNREACT = graphql(`mutation ReactionsTestUnreact($input: RemoveCommentReactionInput!) {
  removeCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }
}`);
const READ = graphql(`query ReactionsTestRead($id: ID!) {
  node(id: $id) { ... on Comment { viewerCanReact reactions { content count viewerHasReacted users { name } } } }
}`);
const DELETE_ISSUE = graphql(`mutation ReactionsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const EVENTS = graphql(`subscription ReactionsTestEvents($issueId: ID!) {
  issueTimelineEvents(issueId: $issueId) { kind item { ... on Comment { id body reactions { content count users { name } } } } }
}`);

const server = useTestServer();
jest.setTimeout(30_000);

async function commented() {
  const acme = await issueTeam(server);
  const issue = await createIssue(server, acme.admin, acme.projectId, { title: 'Reactions' });
  const { comment } = dataOf(await gql(server, COMMENT, { input: { issueId: issue.id, body: 'Shipped!' } }, acme.admin)).createComment;
  return { acme, issue, comment };
}

const reactionsOf = async (token: string, id: string) => {
  const node = dataOf(await gql(server, READ, { id }, token)).node;
  if (!node || !('reactions' in node)) throw new Error('No comment.');
  return node;
};

describe('comment reactions', () => {
  it('count each person once per emoji, in the set’s order, and are taken back by their person only', async () => {
    const { acme, comment } = await commented();
    const react = (token: string, content: ReactionContent) => gql(server, REACT, { input: { commentId: comment.id, content } }, token);
    dataOf(await react(acme.member, 'ROCKET'));
    dataOf(await react(acme.admin, 'ROCKET'));
    // Twice is once.
    const { reactions } = dataOf(await react(acme.admin, 'THUMBS_UP')).addCommentReaction.comment;
    dataOf(await react(acme.admin, 'THUMBS_UP'));
    expect(reactions).toEqual([
      { content: 'THUMBS_UP', count: 1, viewerHasReacted: true, users: [{ name: 'Ada' }] },
      { content: 'ROCKET', count: 2, viewerHasReacted: true, users: [{ name: 'Max' }, { name: 'Ada' }] },
    ]);
    // Vera (a viewer) sees them, and may not react.
    expect(await reactionsOf(acme.viewer, comment.id)).toEqual({
      viewerCanReact: false,
      reactions: [
        { content: 'THUMBS_UP', count: 1, viewerHasReacted: false, users: [{ name: 'Ada' }] },
        { content: 'ROCKET', count: 2, viewerHasReacted: false, users: [{ name: 'Max' }, { name: 'Ada' }] },
      ],
    });
    expect(errorCodes(await react(acme.viewer, 'HEART'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(server, UNREACT, { input: { commentId: comment.id, content: 'ROCKET' } }, acme.viewer))).toEqual(['FORBIDDEN']);

    // Max takes his rocket back; taking back what is not there changes nothing. Ada's stay.
    const after = dataOf(await gql(server, UNREACT, { input: { commentId: comment.id, content: 'ROCKET' } }, acme.member)).removeCommentReaction.comment;
    dataOf(await gql(server, UNREACT, { input: { commentId: comment.id, content: 'HEART' } }, acme.member));
    expect(after.reactions).toEqual([
      { content: 'THUMBS_UP', count: 1, viewerHasReacted: false, users: [{ name: 'Ada' }] },
      { content: 'ROCKET', count: 1, viewerHasReacted: false, users: [{ name: 'Ada' }] },
    ]);
  });

  it('refuse another workspace’s comment and a deleted issue’s as not found', async () => {
    const { acme, issue, comment } = await commented();
    const globex = await issueTeam(server, { name: 'Globex' });
    const react = (token: string) => gql(server, REACT, { input: { commentId: comment.id, content: 'EYES' } }, token);
    expect(errorCodes(await react(globex.admin))).toEqual(['NOT_FOUND']);
    // Max, a member of both, asking from Globex.
    expect(errorCodes(await react(tokenFor(acme.people.member, globex.org, 'member')))).toEqual(['NOT_FOUND']);
    expect((await reactionsOf(acme.admin, comment.id)).reactions).toEqual([]);
    dataOf(await gql(server, DELETE_ISSUE, { input: { id: issue.id } }, acme.admin));
    expect(errorCodes(await react(acme.member))).toEqual(['NOT_FOUND']);
  });

  it('reach whoever looks at the issue live, as the comment with its reactions', async () => {
    const { acme, issue, comment } = await commented();
    const looking = await subscribe<ReactionsTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { issueId: issue.id } });
    try {
      dataOf(await gql(server, REACT, { input: { commentId: comment.id, content: 'HOORAY' } }, acme.member));
      expect((await looking.next()).data!.issueTimelineEvents).toEqual({
        kind: 'UPDATED',
        item: { id: comment.id, body: 'Shipped!', reactions: [{ content: 'HOORAY', count: 1, users: [{ name: 'Max' }] }] },
      });
      dataOf(await gql(server, UNREACT, { input: { commentId: comment.id, content: 'HOORAY' } }, acme.member));
      expect((await looking.next()).data!.issueTimelineEvents).toEqual({ kind: 'UPDATED', item: { id: comment.id, body: 'Shipped!', reactions: [] } });
    } finally {
      await looking.close();
    }
  });
});

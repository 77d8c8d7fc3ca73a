// Comments, mentions, reactions and the issue timeline: the fields they add to Issue, their mutations and live events. Thin:
// global ids become local ones here, the policy decides, the domain validates and writes (notifications included, in
// its transaction, with the change's log entry); the dispatcher publishes the events from the log after commit.
import { assertCan, can, type Resource } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { IssueField, ReactionContent, Resolvers } from '../../graphql/__generated__/resolvers';
import { defineKeyCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import type { IssueRow } from '../issues/domain';
import { issueNode } from '../issues/resolvers';
import type { LabelRow } from '../labels/domain';
import type { UserRow } from '../users/domain';
import {
  countComments,
  countTimeline,
  createComment,
  deleteComment,
  isComment,
  listComments,
  listTimeline,
  timelinePosition,
  updateComment,
  type ActivityRow,
  type CommentRow,
  type IssueField as HistoryField,
  type TimelinePosition,
  type TimelineRow,
} from './domain';
import { timelineTopic, type TimelineEvent } from './events';
import { reactToComment } from './reactions';
import { mentionedUserIds } from './mentions';

export const commentNode = defineNode<CommentRow>({
  type: 'Comment',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.comment.load(id),
});

// An activity entry's local id is its number in the workspace's log (zero-padded), not a uuid.
export const activityNode = defineNode<ActivityRow>({
  type: 'IssueActivity',
  idKind: 'text',
  load: (context, id) => requireViewer(context).loaders.issueActivity.load(id),
});

const commentCursors = defineKeyCursors<CommentRow, TimelinePosition>('comment', timelinePosition, ['timestamp', 'uuid']);
// A timeline position's id is a comment's uuid or an activity entry's padded number, compared as text.
export const timelineCursors = defineKeyCursors<TimelineRow, TimelinePosition>('timeline', timelinePosition, ['timestamp', 'text']);

/** A comment as the resource of the policy's comment rules: its author is who created it. */
const commentResource = (comment: CommentRow): Resource => ({ workspaceId: comment.workspaceId, createdBy: comment.authorId });

/** The (live) issue an input names, in the viewer's workspace; NOT_FOUND naming the field otherwise. */
async function issueOf(context: GraphQLContext, globalId: string, field: string): Promise<IssueRow> {
  const id = issueNode.localId(globalId);
  const issue = id ? await requireViewer(context).loaders.issue.load(id) : null;
  if (!issue) throw notFound('No issue has this id.', field);
  return issue;
}

/** The comment an input names (on a live issue of the viewer's workspace); NOT_FOUND otherwise. */
async function commentOf(context: GraphQLContext, globalId: string): Promise<CommentRow> {
  const id = commentNode.localId(globalId);
  const comment = id ? await requireViewer(context).loaders.comment.load(id) : null;
  if (!comment) throw notFound('No comment has this id.', 'id');
  return comment;
}

/** The members among the ids (current names; people who left the workspace are left out). */
async function membersOf(context: GraphQLContext, userIds: readonly string[]): Promise<UserRow[]> {
  const users = await requireViewer(context).loaders.member.loadMany(userIds);
  return users.filter((user): user is UserRow => user !== null && !(user instanceof Error));
}

async function labelsOf(context: GraphQLContext, labelIds: readonly string[] | undefined): Promise<LabelRow[]> {
  if (!labelIds?.length) return [];
  const labels = await requireViewer(context).loaders.label.loadMany(labelIds);
  return labels.filter((label): label is LabelRow => label !== null && !(label instanceof Error));
}

/** Reacts to the comment an input names, or takes the reaction back (members and admins); NOT_FOUND naming commentId. */
async function react(context: GraphQLContext, input: { commentId: string; content: ReactionContent }, add: boolean) {
  const { viewer } = requireViewer(context);
  const id = commentNode.localId(input.commentId);
  const current = id ? await requireViewer(context).loaders.comment.load(id) : null;
  if (!current) throw notFound('No comment has this id.', 'commentId');
  assertCan(viewer, 'comment:react', { workspaceId: current.workspaceId });
  const comment = await reactToComment(context.db, viewer.workspace.id, viewer.user.id, current.id, input.content, add);
  if (!comment) throw notFound('No comment has this id.', 'commentId');
  return { comment };
}

async function issueOfRow(context: GraphQLContext, issueId: string): Promise<IssueRow> {
  const issue = await requireViewer(context).loaders.issue.load(issueId);
  if (!issue) throw notFound('No issue has this id.');
  return issue;
}

async function personOf(context: GraphQLContext, userId: string): Promise<UserRow> {
  const person = await requireViewer(context).loaders.issueUser.load(userId);
  if (!person) throw new Error('A timeline entry without its person.');
  return person;
}

const time = (value: Date | string) => new Date(value).getTime();

export const commentResolvers = {
  Issue: {
    viewerCanComment: (issue, _args, context) => can(requireViewer(context).viewer, 'comment:create', issue),
    mentions: async (issue, _args, context) => membersOf(context, await requireViewer(context).loaders.issueMentions.load(issue.id)),
    comments: async (issue, args, context) => {
      const page = await listComments(context.db, issue.workspaceId, issue.id, {
        first: args.first,
        after: commentCursors.decode(args.after, 'after'),
      });
      return commentCursors.connection(page, () => countComments(context.db, issue.workspaceId, issue.id));
    },
    timeline: async (issue, args, context) => {
      const page = await listTimeline(context.db, issue.workspaceId, issue.id, {
        first: args.first,
        after: timelineCursors.decode(args.after, 'after'),
      });
      return timelineCursors.connection(page, () => countTimeline(context.db, issue.workspaceId, issue.id));
    },
  },
  Comment: {
    issue: (comment, _args, context) => issueOfRow(context, comment.issueId),
    author: (comment, _args, context) => personOf(context, comment.authorId),
    mentions: async (comment, _args, context) => membersOf(context, await requireViewer(context).loaders.commentMentions.load(comment.id)),
    edited: (comment) => time(comment.updatedAt) !== time(comment.createdAt),
    viewerCanUpdate: (comment, _args, context) => can(requireViewer(context).viewer, 'comment:update', commentResource(comment)),
    viewerCanDelete: (comment, _args, context) => can(requireViewer(context).viewer, 'comment:delete', commentResource(comment)),
    viewerCanReact: (comment, _args, context) => can(requireViewer(context).viewer, 'comment:react', { workspaceId: comment.workspaceId }),
    reactions: (comment, _args, context) => requireViewer(context).loaders.commentReactions.load(comment.id),
  },
  ReactionGroup: {
    count: (group) => group.userIds.length,
    users: async (group, _args, context) => {
      const users = await requireViewer(context).loaders.issueUser.loadMany(group.userIds);
      return users.filter((user): user is UserRow => user !== null && !(user instanceof Error));
    },
    viewerHasReacted: (group, _args, context) => group.userIds.includes(requireViewer(context).viewer.user.id),
  },
  CommentConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  IssueActivity: {
    issue: (activity, _args, context) => issueOfRow(context, activity.issueId),
    actor: (activity, _args, context) => personOf(context, activity.actorId),
  },
  IssueFieldChange: {
    fromUser: (change, _args, context) => (change.fromUserId ? requireViewer(context).loaders.issueUser.load(change.fromUserId) : null),
    toUser: (change, _args, context) => (change.toUserId ? requireViewer(context).loaders.issueUser.load(change.toUserId) : null),
    addedLabels: (change, _args, context) => labelsOf(context, change.addedLabelIds),
    removedLabels: (change, _args, context) => labelsOf(context, change.removedLabelIds),
  },
  TimelineItem: {
    __resolveType: (row) => (isComment(row) ? 'Comment' : 'IssueActivity'),
  },
  TimelineConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  TimelineEvent: {
    item: (event) => (event.kind === 'REMOVED' ? null : event.item),
    timelineEdge: (event) => (event.kind === 'ADDED' ? timelineCursors.edge(event.item) : null),
    removedId: (event) => (event.kind === 'REMOVED' ? commentNode.globalId(event.item.id) : null),
  },
  Mutation: {
    createComment: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const issue = await issueOf(context, input.issueId, 'issueId');
      assertCan(viewer, 'comment:create', issue);
      const written = await createComment(context.db, viewer.workspace.id, viewer.user.id, issue.id, {
        body: input.body,
        mentions: mentionedUserIds(input.body),
      });
      if (!written) throw notFound('No issue has this id.', 'issueId');
      const { comment } = written;
      return { comment, commentEdge: commentCursors.edge(comment), timelineEdge: timelineCursors.edge(comment) };
    },
    updateComment: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await commentOf(context, input.id);
      assertCan(viewer, 'comment:update', commentResource(current));
      const written = await updateComment(context.db, viewer.workspace.id, viewer.user.id, current.id, {
        body: input.body,
        mentions: mentionedUserIds(input.body),
      });
      if (!written) throw notFound('No comment has this id.', 'id');
      return { comment: written.comment };
    },
    deleteComment: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await commentOf(context, input.id);
      assertCan(viewer, 'comment:delete', commentResource(current));
      const comment = await deleteComment(context.db, viewer.workspace.id, viewer.user.id, current.id);
      if (!comment) throw notFound('No comment has this id.', 'id');
      return { deletedCommentId: commentNode.globalId(comment.id), issue: await issueOfRow(context, comment.issueId) };
    },
    addCommentReaction: (_parent, { input }, context) => react(context, input, true),
    removeCommentReaction: (_parent, { input }, context) => react(context, input, false),
  },
  Subscription: {
    issueTimelineEvents: {
      subscribe: async (_parent, { issueId }, context) => {
        const issue = await issueOf(context, issueId, 'issueId');
        return workspaceSubscription<TimelineEvent>(context, (workspaceId) => timelineTopic(workspaceId, issue.id));
      },
      resolve: (event: TimelineEvent) => event,
    },
  },
} satisfies Resolvers;

// The history's field names are the contract's: a value added to IssueField in schema.graphql fails typecheck here
// until the domain's union has it (a column's, from its `history` in the issues' FIELDS), and the other way round.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const historyFieldsAreTheContracts: Same<HistoryField, IssueField> = true;

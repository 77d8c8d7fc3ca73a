// The comments feature (comments, mentions, the issue timeline): what it gives the server (see
// server/graphql/feature.ts), and its per-request loaders (reactions included).
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { findActivitiesByIds, findCommentsByIds, mentionsOfComments, mentionsOfIssues, type ActivityRow, type CommentRow } from './domain';
import { reactionsOfComments, type ReactionGroupRow } from './reactions';
import { activityNode, commentNode, commentResolvers } from './resolvers';

export const commentsFeature = {
  name: 'comments',
  resolvers: commentResolvers,
  nodes: [commentNode, activityNode],
} satisfies Feature;

// Each batches one level's lookups into one query (a page of comments: one for their mentions; their authors go
// through the issues feature's people loader).
export const commentLoaders = (db: DB, workspaceId: string) => ({
  comment: new DataLoader<string, CommentRow | null>(async (ids) => byId(ids, await findCommentsByIds(db, workspaceId, ids))),
  issueActivity: new DataLoader<string, ActivityRow | null>(async (ids) => byId(ids, await findActivitiesByIds(db, workspaceId, ids))),
  /** The user ids each comment mentions. */
  commentMentions: new DataLoader<string, string[]>(async (ids) => {
    const mentions = await mentionsOfComments(db, workspaceId, ids);
    return ids.map((id) => mentions.get(id) ?? []);
  }),
  /** Each comment's reactions, grouped by emoji. */
  commentReactions: new DataLoader<string, ReactionGroupRow[]>(async (ids) => {
    const reactions = await reactionsOfComments(db, workspaceId, ids);
    return ids.map((id) => reactions.get(id) ?? []);
  }),
  /** The user ids each issue's description mentions. */
  issueMentions: new DataLoader<string, string[]>(async (ids) => {
    const mentions = await mentionsOfIssues(db, workspaceId, ids);
    return ids.map((id) => mentions.get(id) ?? []);
  }),
});

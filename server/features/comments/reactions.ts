// Emoji reactions to comments: one row per comment, person and emoji (a fixed set, src/rules/reaction.ts). Adding
// and taking back are logged as entries of the comment's reactions (entity 'comment_reaction', the comment as their
// row), which the timeline's builder turns into the comment's UPDATED event, so everyone looking at the issue sees
// the counts change. Only comments of live issues of the workspace can be reacted to.
import type { DB } from '../../db/database';
import { isUuid } from '../../db/ids';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { REACTION_CONTENTS, type ReactionContent } from '../../../src/rules/reaction';
import type { CommentRow } from './domain';

/** Everyone who reacted to a comment with one emoji, first reaction first. */
export interface ReactionGroupRow {
  content: ReactionContent;
  userIds: string[];
}

/**
 * Adds (`add`) or takes back the person's reaction to the comment; the comment as it is, or undefined when it is not
 * one of a live issue of the workspace. Adding twice, or taking back what is not there, writes and logs nothing.
 */
export async function reactToComment(
  db: DB,
  workspaceId: string,
  userId: string,
  commentId: string,
  content: ReactionContent,
  add: boolean,
): Promise<CommentRow | undefined> {
  if (!isUuid(commentId) || !REACTION_CONTENTS.includes(content)) return undefined;
  return loggedTransaction(db, async (trx) => {
    // Shared lock: an edit of the body commits before or after this, so the entry's row is the body as it is.
    const found = await trx
      .selectFrom('comments')
      .innerJoin('issues', 'issues.id', 'comments.issueId')
      .selectAll('comments')
      .select('issues.projectId')
      .where('comments.id', '=', commentId)
      .where('comments.workspaceId', '=', workspaceId)
      .where('issues.deletedAt', 'is', null)
      .forShare('comments')
      .executeTakeFirst();
    if (!found) return undefined;
    const { projectId, ...comment } = found;
    const written = add
      ? await trx
          .insertInto('commentReactions')
          .values({ workspaceId, commentId, userId, emoji: content })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst()
      : await trx
          .deleteFrom('commentReactions')
          .where('commentId', '=', commentId)
          .where('userId', '=', userId)
          .where('emoji', '=', content)
          .executeTakeFirst();
    const count = 'numInsertedOrUpdatedRows' in written ? written.numInsertedOrUpdatedRows : written.numDeletedRows;
    if (count && count > 0n) {
      logChange(trx, {
        workspaceId,
        actorId: userId,
        entityType: 'comment_reaction',
        entityId: comment.id,
        issueId: comment.issueId,
        projectId,
        kind: add ? 'ADDED' : 'REMOVED',
        changes: [{ content, userId }],
        row: comment,
      });
    }
    return comment;
  });
}

/** Each comment's reactions, in the set's order, each with who reacted (first first); a comment without any has none. */
export async function reactionsOfComments(db: DB, workspaceId: string, commentIds: readonly string[]): Promise<Map<string, ReactionGroupRow[]>> {
  const byComment = new Map<string, ReactionGroupRow[]>(commentIds.map((id) => [id, []]));
  const valid = commentIds.filter(isUuid);
  if (valid.length === 0) return byComment;
  const rows = await db
    .selectFrom('commentReactions')
    .select(['commentId', 'userId', 'emoji'])
    .where('workspaceId', '=', workspaceId)
    .where('commentId', 'in', valid)
    .orderBy('createdAt')
    .orderBy('userId')
    .execute();
  for (const id of valid) {
    const mine = rows.filter((row) => row.commentId === id);
    byComment.set(
      id,
      REACTION_CONTENTS.flatMap((content) => {
        const userIds = mine.filter((row) => row.emoji === content).map((row) => row.userId);
        return userIds.length > 0 ? [{ content, userIds }] : [];
      }),
    );
  }
  return byComment;
}

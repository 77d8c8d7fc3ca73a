// Comments, mentions and the issue timeline: validation and SQL. Every function takes the workspace; a comment of a
// deleted issue is invisible with its issue. The timeline is an issue's comments and activity entries, ordered by
// (created_at, id). The activity entries are the issue's entries in the change log (its creation and every change of
// a field, logged by the issues domain through `recordIssueChange` in the change's own transaction): an entry's time is
// its `at`, its id its number (seq, zero-padded so that ids of one time order as numbers). Each entry of an issue is
// written while its writer holds the issue's row lock, a comment with a time later than every entry the issue has
// (`timelineNow`), a log entry at the transaction's end: entries appear in key order, so a page read by keyset never
// misses one that commits later. Mentions (`@[<user id>]` in the text; the resolver reads the ids) are stored by user id for
// members of the issue's workspace only, and notify the newly mentioned.
import { sql, type Selectable } from 'kysely';
import type { ChangeEntry, LoggedChange } from '../../db/changeLog';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, type Keyset, type KeysetPage, type PageArgs } from '../../db/paging';
import type { CommentsTable } from '../../db/schema';
import type { ColumnHistoryField } from '../issues/domain';
import { isUuid } from '../../db/ids';
import { badInput } from '../../errors';
import { lockIssue } from '../issues/lock';
import { notify, type NotificationDraft, type NotificationRow } from '../notifications/domain';
import { findMembersByIds } from '../users/domain';
import { commentBodyError, normalizeCommentBody } from '../../../src/rules/comment';

export type CommentRow = Selectable<CommentsTable>;

/**
 * The contract's IssueField values (comments/resolvers.ts holds them equal to schema.graphql's): each column's (its
 * `history` in the issues' FIELDS) and those written by other features' own mutations.
 */
export type IssueField =
  | ColumnHistoryField
  | 'LABELS'
  // Written by the subissues feature's own mutations (setIssueParent, addIssueRelation, removeIssueRelation).
  | 'PARENT'
  | 'SUB_ISSUES'
  | 'RELATIONS'
  // Written by the attachments feature (a file attached or removed).
  | 'ATTACHMENTS';

/** One field's change, as an activity entry stores it (jsonb). */
export interface FieldChange extends FieldChangeValues {
  field: IssueField;
}

/** What a field's change holds besides its name. */
export interface FieldChangeValues {
  from: string | null;
  to: string | null;
  fromUserId?: string | null;
  toUserId?: string | null;
  addedLabelIds?: string[];
  removedLabelIds?: string[];
  /** RELATIONS: the relation as seen from the issue (BLOCKS, BLOCKED_BY, …). */
  relationType?: string;
  fromCycleId?: string | null;
  toCycleId?: string | null;
}

/** An activity entry of the timeline: an issue's change-log entry that is its creation or changed a field. */
export interface ActivityRow {
  /** The entry's number in its workspace's log, zero-padded to 20 digits (see activityId). */
  id: string;
  workspaceId: string;
  issueId: string;
  actorId: string;
  created: boolean;
  /** The issue's restoration after it was deleted. */
  restored: boolean;
  changes: FieldChange[];
  createdAt: Date;
}

/** An activity entry's id: its log number, zero-padded so that ids compare as the numbers do. */
const activityId = (seq: number | string) => String(seq).padStart(20, '0');
const ACTIVITY_ID = sql<string>`lpad(change_log.seq::text, 20, '0')`;

/**
 * The issue's log entries that are history: its creation, its restoration and the changes of its fields (not a move
 * inside its column, which changes none, nor its deletion, after which it has no timeline until it is restored).
 * Literal conditions, so that the planner uses the index of issues' history (change_log_issue_history,
 * 0013_history_from_log).
 */
const IS_HISTORY = sql<boolean>`(change_log.entity_type = 'issue' and change_log.actor_id is not null
  and (change_log.kind in ('CREATED', 'RESTORED') or jsonb_array_length(change_log.changes) > 0))`;

/** Whether a logged change is an activity entry of its issue's timeline (as IS_HISTORY selects them). */
export function isHistory(change: Pick<LoggedChange, 'entityType' | 'actorId' | 'kind' | 'changes'>): boolean {
  return (
    change.entityType === 'issue' &&
    change.actorId !== null &&
    (change.kind === 'CREATED' || change.kind === 'RESTORED' || change.changes.length > 0)
  );
}

/** The timeline's activity entry of a logged change of an issue (one that isHistory). */
export function activityOf(change: Pick<LoggedChange, 'seq' | 'workspaceId' | 'issueId' | 'actorId' | 'kind' | 'changes' | 'at'>): ActivityRow {
  return {
    id: activityId(change.seq),
    workspaceId: change.workspaceId,
    issueId: change.issueId!,
    actorId: change.actorId!,
    created: change.kind === 'CREATED',
    restored: change.kind === 'RESTORED',
    changes: change.changes as FieldChange[],
    createdAt: change.at,
  };
}

/** A timeline entry: a comment or an activity entry (told apart by `body`, which only comments have). */
export type TimelineRow = CommentRow | ActivityRow;

export const isComment = (row: TimelineRow): row is CommentRow => 'body' in row;

const uuids = (ids: readonly string[]) => ids.filter(isUuid);

export function validateCommentBody(body: string): string {
  const message = commentBodyError(body);
  if (message) throw badInput('body', message);
  return normalizeCommentBody(body);
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * The time of a new timeline entry of the issue: now, yet later than every entry it has (so entries, written under
 * the issue's row lock, come in key order). Millisecond precision, as the columns store it.
 */
async function timelineNow(trx: DB, issueId: string): Promise<Date> {
  const { at } = await sql<{ at: Date }>`select greatest(
      date_trunc('milliseconds', clock_timestamp()),
      (select max(created_at) from comments where issue_id = ${issueId}) + interval '1 millisecond',
      (select max(at) from change_log where issue_id = ${issueId} and entity_type = 'issue') + interval '1 millisecond'
    ) as at`
    .execute(trx)
    .then((result) => result.rows[0]);
  return new Date(at);
}

/**
 * Stores the members `userIds` names as the mentions of the issue's description (commentId null) or of a comment,
 * replacing the previous ones; ids of non-members are dropped. The newly mentioned members, in order.
 */
export async function storeMentions(
  trx: DB,
  workspaceId: string,
  issueId: string,
  commentId: string | null,
  userIds: readonly string[],
): Promise<string[]> {
  const members = new Set((await findMembersByIds(trx, workspaceId, [...new Set(userIds)])).map((user) => user.id));
  const mentioned = [...new Set(userIds)].filter((id) => members.has(id));
  const ofText = (query: ReturnType<typeof mentionsOf>) =>
    commentId === null ? query.where('commentId', 'is', null) : query.where('commentId', '=', commentId);
  const mentionsOf = () => trx.selectFrom('mentions').where('issueId', '=', issueId);
  const previous = new Set((await ofText(mentionsOf()).select('userId').execute()).map((row) => row.userId));
  await (commentId === null
    ? trx.deleteFrom('mentions').where('issueId', '=', issueId).where('commentId', 'is', null)
    : trx.deleteFrom('mentions').where('issueId', '=', issueId).where('commentId', '=', commentId)
  ).execute();
  if (mentioned.length > 0) {
    await trx
      .insertInto('mentions')
      .values(mentioned.map((userId, position) => ({ workspaceId, issueId, commentId, userId, position })))
      .execute();
  }
  return mentioned.filter((id) => !previous.has(id));
}

/**
 * What a change of an issue recorded besides the issue: its activity entry (its log entry, when it is history: none
 * when no field changed) and the notifications. Both exist once the transaction's changes are recorded
 * (loggedTransaction.ts), the entry's number known and the notifications naming it: they are filled in when the logged
 * transaction's work ends, so a caller returns this very object (Object.assign), never a copy.
 */
/** The change-log entry of a comment's creation, edit or deletion (`row`: the comment after it, as it was for DELETED). */
function commentEntry(actorId: string, kind: 'CREATED' | 'UPDATED' | 'DELETED', comment: CommentRow, projectId: string): ChangeEntry {
  return {
    workspaceId: comment.workspaceId,
    actorId,
    entityType: 'comment',
    entityId: comment.id,
    issueId: comment.issueId,
    projectId,
    kind,
    row: comment,
  };
}

/** The live issue of the workspace, row-locked so that the issue's timeline entries are written one at a time. */
export interface CommentWrite {
  comment: CommentRow;
  /** False when the body already was as asked (nothing written). */
  changed: boolean;
  notifications: NotificationRow[];
}

/**
 * Comments on the live issue: COMMENTED notifies its creator and assignee, MENTIONED the members the body mentions
 * (`mentions`: local user ids). Undefined when the issue is not a live issue of the workspace.
 */
export async function createComment(
  db: DB,
  workspaceId: string,
  authorId: string,
  issueId: string,
  input: { body: string; mentions: readonly string[] },
): Promise<CommentWrite | undefined> {
  if (!isUuid(issueId)) return undefined;
  const body = validateCommentBody(input.body);
  return loggedTransaction(db, async (trx) => {
    const issue = await lockIssue(trx, workspaceId, issueId, 'noKeyUpdate');
    if (!issue) return undefined;
    const at = await timelineNow(trx, issue.id);
    const comment = await trx
      .insertInto('comments')
      .values({ workspaceId, issueId: issue.id, authorId, body, createdAt: at, updatedAt: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    const mentioned = await storeMentions(trx, workspaceId, issue.id, comment.id, input.mentions);
    const drafts: NotificationDraft[] = [
      ...mentioned.map((userId) => ({ userId, reason: 'MENTIONED' as const, commentId: comment.id })),
      ...[issue.createdBy, issue.assigneeId].map((userId) => ({ userId, reason: 'COMMENTED' as const, commentId: comment.id })),
    ];
    const write: CommentWrite = { comment, changed: true, notifications: [] };
    logChange(trx, commentEntry(authorId, 'CREATED', comment, issue.projectId), async (logged) => {
      write.notifications.push(...(await notify(trx, authorId, issue, drafts, logged.seq)));
    });
    return write;
  });
}

/** A comment an import writes: its issue (created in the same transaction), its author and its original time. */
export interface ImportedComment {
  issueId: string;
  projectId: string;
  authorId: string;
  body: string;
  createdAt: Date;
}

/**
 * Writes imported comments (bodies checked with validateCommentBody by the caller) in the caller's logged transaction,
 * one statement for all, each logged; they notify nobody and mention nobody (their text is another tracker's).
 */
export async function createImportedComments(trx: DB, workspaceId: string, comments: readonly ImportedComment[]): Promise<CommentRow[]> {
  if (comments.length === 0) return [];
  return loggedTransaction(trx, async (trx) => {
    const rows = await trx
      .insertInto('comments')
      .values(comments.map(({ issueId, authorId, body, createdAt }) => ({ workspaceId, issueId, authorId, body, createdAt, updatedAt: createdAt })))
      .returningAll()
      .execute();
    rows.forEach((comment, index) => logChange(trx, commentEntry(comment.authorId, 'CREATED', comment, comments[index].projectId)));
    return rows;
  });
}

/**
 * Changes the comment's body; the newly mentioned members are notified. Undefined when the comment is not one of a
 * live issue of the workspace.
 */
export async function updateComment(
  db: DB,
  workspaceId: string,
  actorId: string,
  commentId: string,
  input: { body: string; mentions: readonly string[] },
): Promise<CommentWrite | undefined> {
  if (!isUuid(commentId)) return undefined;
  const body = validateCommentBody(input.body);
  return loggedTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', commentId)
      .where('workspaceId', '=', workspaceId)
      .forUpdate()
      .executeTakeFirst();
    const issue = current && (await lockIssue(trx, workspaceId, current.issueId, 'noKeyUpdate'));
    if (!current || !issue) return undefined;
    if (current.body === body) return { comment: current, changed: false, notifications: [] };
    const comment = await trx
      .updateTable('comments')
      .set({ body, updatedAt: sql`greatest(now(), created_at + interval '1 millisecond')` })
      .where('id', '=', commentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const mentioned = await storeMentions(trx, workspaceId, issue.id, comment.id, input.mentions);
    const drafts = mentioned.map((userId) => ({ userId, reason: 'MENTIONED' as const, commentId: comment.id }));
    const write: CommentWrite = { comment, changed: true, notifications: [] };
    logChange(trx, commentEntry(actorId, 'UPDATED', comment, issue.projectId), async (logged) => {
      write.notifications.push(...(await notify(trx, actorId, issue, drafts, logged.seq)));
    });
    return write;
  });
}

/** Deletes the comment (with its mentions); undefined when it is not one of a live issue of the workspace. */
export async function deleteComment(db: DB, workspaceId: string, actorId: string, commentId: string): Promise<CommentRow | undefined> {
  if (!isUuid(commentId)) return undefined;
  return loggedTransaction(db, async (trx) => {
    const comment = await trx
      .deleteFrom('comments')
      .where('id', '=', commentId)
      .where('workspaceId', '=', workspaceId)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('issues').select('issues.id').whereRef('issues.id', '=', 'comments.issueId').where('issues.deletedAt', 'is', null)),
      )
      .returningAll()
      .executeTakeFirst();
    if (!comment) return undefined;
    const { projectId } = await trx.selectFrom('issues').select('projectId').where('id', '=', comment.issueId).executeTakeFirstOrThrow();
    logChange(trx, commentEntry(actorId, 'DELETED', comment, projectId));
    return comment;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

const liveIssueIds = (db: DB, workspaceId: string) =>
  db.selectFrom('issues').select('issues.id').where('issues.workspaceId', '=', workspaceId).where('issues.deletedAt', 'is', null);

/** The comments among `ids` of live issues of the workspace. */
export async function findCommentsByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<CommentRow[]> {
  const valid = uuids(ids);
  if (valid.length === 0) return [];
  return db
    .selectFrom('comments')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('id', 'in', valid)
    .where('issueId', 'in', liveIssueIds(db, workspaceId))
    .execute();
}

/** The activity entries among `ids` (see activityId) of live issues of the workspace. */
export async function findActivitiesByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<ActivityRow[]> {
  const seqs = ids.filter((id) => /^\d{1,20}$/.test(id)).map((id) => BigInt(id).toString());
  if (seqs.length === 0) return [];
  const rows = await db
    .selectFrom('changeLog')
    .select(['seq', 'workspaceId', 'issueId', 'actorId', 'kind', 'changes', 'at'])
    .where('workspaceId', '=', workspaceId)
    .where('seq', 'in', seqs)
    .where(IS_HISTORY)
    .where('issueId', 'in', liveIssueIds(db, workspaceId))
    .execute();
  return rows.map((row) => activityOf({ ...row, seq: Number(row.seq), changes: row.changes as FieldChange[], at: new Date(row.at) }));
}

/** The user ids each comment mentions (members when written), in order. */
export async function mentionsOfComments(db: DB, workspaceId: string, commentIds: readonly string[]): Promise<Map<string, string[]>> {
  const byComment = new Map<string, string[]>(commentIds.map((id) => [id, []]));
  const valid = uuids(commentIds);
  if (valid.length === 0) return byComment;
  const rows = await db
    .selectFrom('mentions')
    .select(['commentId', 'userId'])
    .where('workspaceId', '=', workspaceId)
    .where('commentId', 'in', valid)
    .orderBy('position')
    .execute();
  for (const row of rows) byComment.get(row.commentId!)?.push(row.userId);
  return byComment;
}

/** The user ids each issue's description mentions, in order. */
export async function mentionsOfIssues(db: DB, workspaceId: string, issueIds: readonly string[]): Promise<Map<string, string[]>> {
  const byIssue = new Map<string, string[]>(issueIds.map((id) => [id, []]));
  const valid = uuids(issueIds);
  if (valid.length === 0) return byIssue;
  const rows = await db
    .selectFrom('mentions')
    .select(['issueId', 'userId'])
    .where('workspaceId', '=', workspaceId)
    .where('issueId', 'in', valid)
    .where('commentId', 'is', null)
    .orderBy('position')
    .execute();
  for (const row of rows) byIssue.get(row.issueId)?.push(row.userId);
  return byIssue;
}

/** A timeline position: [created_at as an ISO string, id]. */
export type TimelinePosition = readonly [string, string];

export const timelinePosition = (row: TimelineRow): TimelinePosition => [new Date(row.createdAt).toISOString(), row.id];

const TIMELINE_ORDER: Keyset = { key: ['createdAt', 'id'], order: 'asc' };

/** One page of the issue's comments, oldest first. */
export function listComments(db: DB, workspaceId: string, issueId: string, args: PageArgs<TimelinePosition>): Promise<KeysetPage<CommentRow>> {
  const scope = db.selectFrom('comments').where('workspaceId', '=', workspaceId).where('issueId', '=', issueId);
  return keysetPage<CommentRow, TimelinePosition>(scope, TIMELINE_ORDER, args);
}

export async function countComments(db: DB, workspaceId: string, issueId: string): Promise<number> {
  const { count } = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId)
    .executeTakeFirstOrThrow();
  return count;
}

/** The issue's timeline keys: its comments and activity entries, as one relation of (kind, id, created_at). */
const timelineKeys = (db: DB, workspaceId: string, issueId: string) =>
  db.selectFrom((query) =>
    query
      .selectFrom('comments')
      .select([sql<string>`'comment'`.as('kind'), sql<string>`comments.id::text`.as('id'), 'createdAt'])
      .where('workspaceId', '=', workspaceId)
      .where('issueId', '=', issueId)
      .unionAll(
        query
          .selectFrom('changeLog')
          .select([sql<string>`'activity'`.as('kind'), ACTIVITY_ID.as('id'), 'at as createdAt'])
          .where('issueId', '=', issueId)
          .where('workspaceId', '=', workspaceId)
          .where(IS_HISTORY),
      )
      .as('timeline'),
  );

/** One page of the issue's timeline (comments and activity entries), oldest first. */
export async function listTimeline(
  db: DB,
  workspaceId: string,
  issueId: string,
  args: PageArgs<TimelinePosition>,
): Promise<KeysetPage<TimelineRow>> {
  const keys = await keysetPage<{ kind: string; id: string }, TimelinePosition>(timelineKeys(db, workspaceId, issueId), TIMELINE_ORDER, args);
  const ids = (kind: string) => keys.rows.filter((row) => row.kind === kind).map((row) => row.id);
  const [comments, activities] = await Promise.all([
    findCommentsByIds(db, workspaceId, ids('comment')),
    findActivitiesByIds(db, workspaceId, ids('activity')),
  ]);
  const rows = new Map<string, TimelineRow>([...comments, ...activities].map((row) => [row.id, row]));
  return { ...keys, rows: keys.rows.flatMap((key) => rows.get(key.id) ?? []) };
}

export async function countTimeline(db: DB, workspaceId: string, issueId: string): Promise<number> {
  const { count } = await timelineKeys(db, workspaceId, issueId).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}

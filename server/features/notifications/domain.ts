// Notifications: what happened to an issue, told to one member of its workspace. Written by the domain functions
// that make the change (issues, comments), in their transaction, through `notify`: never to the actor, once per person
// and reason per change, and only to members of the issue's workspace. Read per person and workspace, newest first.
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { keysetPage, type KeysetPage, type PageArgs } from '../../db/paging';
import type { NotificationsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { findMembersByIds } from '../users/domain';

export type NotificationRow = Selectable<NotificationsTable>;

export type NotificationReason = 'ASSIGNED' | 'MENTIONED' | 'STATUS_CHANGED' | 'COMMENTED' | 'ISSUE_DELETED';

/** The issue a notification is about, as the change left it. */
export interface NotifiedIssue {
  id: string;
  workspaceId: string;
  projectId: string;
  number: number;
  title: string;
  status: string;
}

export interface NotificationDraft {
  /** Who is told (a user id); null or undefined tells no one (an unassigned issue's assignee). */
  userId: string | null | undefined;
  reason: NotificationReason;
  commentId?: string | null;
  /** STATUS_CHANGED: the new status. */
  status?: string | null;
}

/**
 * Writes the drafts about the issue (inside the caller's transaction, after the change that made them is recorded:
 * `changeSeq` is its number in the workspace's log): drops the actor's own, repeats (one per person and reason) and
 * people who are not members of the issue's workspace. The rows written, in draft order.
 */
export async function notify(
  trx: DB,
  actorId: string,
  issue: NotifiedIssue,
  drafts: readonly NotificationDraft[],
  changeSeq: number,
): Promise<NotificationRow[]> {
  const seen = new Set<string>();
  const wanted = drafts.filter((draft): draft is NotificationDraft & { userId: string } => {
    if (!draft.userId || draft.userId === actorId) return false;
    const key = `${draft.userId}\u0000${draft.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (wanted.length === 0) return [];
  const members = new Set((await findMembersByIds(trx, issue.workspaceId, [...new Set(wanted.map((draft) => draft.userId))])).map((user) => user.id));
  const told = wanted.filter((draft) => members.has(draft.userId));
  if (told.length === 0) return [];
  const project = await trx.selectFrom('projects').select('key').where('id', '=', issue.projectId).executeTakeFirstOrThrow();
  return trx
    .insertInto('notifications')
    .values(
      told.map((draft) => ({
        workspaceId: issue.workspaceId,
        userId: draft.userId,
        actorId,
        reason: draft.reason,
        issueId: issue.id,
        issueKey: `${project.key}-${issue.number}`,
        issueTitle: issue.title,
        commentId: draft.commentId ?? null,
        status: draft.reason === 'STATUS_CHANGED' ? (draft.status ?? issue.status) : null,
        changeSeq: String(changeSeq),
      })),
    )
    .returningAll()
    .execute();
}

const inbox = (db: DB, workspaceId: string, userId: string, unreadOnly: boolean) =>
  db
    .selectFrom('notifications')
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .$if(unreadOnly, (query) => query.where('readAt', 'is', null));

/** One page of the person's notifications in the workspace, newest first. */
export function listNotifications(
  db: DB,
  workspaceId: string,
  userId: string,
  unreadOnly: boolean,
  args: PageArgs,
): Promise<KeysetPage<NotificationRow>> {
  return keysetPage<NotificationRow>(inbox(db, workspaceId, userId, unreadOnly), 'seq', 'desc', args);
}

export async function countNotifications(db: DB, workspaceId: string, userId: string, unreadOnly: boolean): Promise<number> {
  const { count } = await inbox(db, workspaceId, userId, unreadOnly).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}

/** The person's notifications among `ids` in the workspace (another person's are not found). */
export async function findNotificationsByIds(db: DB, workspaceId: string, userId: string, ids: readonly string[]): Promise<NotificationRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return inbox(db, workspaceId, userId, false).selectAll().where('id', 'in', uuids).execute();
}

/**
 * Marks the person's notification read (a read one keeps its first reading, and `changed` is false); undefined when
 * it is not theirs in the workspace.
 */
export async function markNotificationRead(
  db: DB,
  workspaceId: string,
  userId: string,
  id: string,
): Promise<{ notification: NotificationRow; changed: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  const marked = await db
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('id', '=', id)
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (marked) return { notification: marked, changed: true };
  const [already] = await findNotificationsByIds(db, workspaceId, userId, [id]);
  return already && { notification: already, changed: false };
}

/** Marks every unread notification of the person in the workspace read; the ones it marked, newest first. */
export async function markAllNotificationsRead(db: DB, workspaceId: string, userId: string): Promise<NotificationRow[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .returningAll()
    .execute();
  return rows.sort((a, b) => b.seq - a.seq);
}

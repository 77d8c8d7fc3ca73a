// Notifications' live topic: one per person and workspace (a subscription's topic is built from the viewer's own
// user id and active workspace, so no one else, and no other workspace, ever hears of a notification). Everything is
// published by the dispatcher from the change log, after commit: new notifications from the change that made them
// (their `change_seq`), and the person's own changes to theirs (read, archived, unarchived, snoozed, unsnoozed: entries of entity
// 'notification', which only their own topic hears), so their other tabs and devices keep the same inbox; and
// notifications withdrawn (a deleted issue restored), which leave every tab's lists.
import { sql } from 'kysely';
import { reviveRow, type LoggedChange } from '../../db/changeLog';
import type { ChangeEventBuilder, Publication } from '../../live/dispatcher';
import type { NotificationChangeKind, NotificationRow } from './domain';

/** A new notification, or some the person changed (every tab of theirs updates its inbox and count quietly). */
export type NotificationEventSource =
  | { kind: 'CREATED'; notification: NotificationRow }
  | { kind: NotificationChangeKind; notifications: NotificationRow[] };

export const notificationsTopic = (workspaceId: string, userId: string) => `workspace:${workspaceId}:user:${userId}:notifications`;

const CHANGE_KINDS: ReadonlySet<string> = new Set<NotificationChangeKind>(['READ', 'ARCHIVED', 'UNARCHIVED', 'SNOOZED', 'UNSNOOZED', 'WITHDRAWN']);

/** A notification as its entry holds it (jsonb: its dates are strings, which the DateTime scalar takes as they are). */
const notificationOf = (change: LoggedChange) => reviveRow<NotificationRow>(change.row);

/** The notifications each change made, and the person's changes to theirs, in the log's order. */
export const notificationChangeEvents: ChangeEventBuilder = async (db, all) => {
  const publications: Publication[] = [];
  // The person's changes: consecutive entries of one kind and person (marking all read) are one event, newest first.
  let group: { kind: NotificationChangeKind; userId: string; changes: LoggedChange[] } | null = null;
  const flush = () => {
    if (!group) return;
    const notifications = group.changes.map(notificationOf).sort((a, b) => b.seq - a.seq);
    const last = group.changes[group.changes.length - 1];
    publications.push({
      seq: last.seq,
      topic: notificationsTopic(last.workspaceId, group.userId),
      event: { kind: group.kind, notifications } satisfies NotificationEventSource,
    });
    group = null;
  };
  for (const change of all) {
    if (change.entityType !== 'notification' || !CHANGE_KINDS.has(change.kind) || change.row === null) {
      flush();
      continue;
    }
    const kind = change.kind as NotificationChangeKind;
    const { userId } = notificationOf(change);
    if (group && (group.kind !== kind || group.userId !== userId)) flush();
    group ??= { kind, userId, changes: [] };
    group.changes.push(change);
  }
  flush();

  // Only changes of issues and comments notify anyone (notify() is called by their domains), and a webhook endpoint's
  // disabling (notifyAdmins, by the webhooks' worker).
  const changes = all.filter((change) => change.entityType === 'issue' || change.entityType === 'comment' || change.entityType === 'webhook_endpoint');
  if (changes.length === 0) return publications;
  const { rows } = await sql<NotificationRow & { changeSeq: string }>`select * from notifications
    where workspace_id = ${changes[0].workspaceId} and change_seq in (${sql.join(changes.map((change) => String(change.seq)))})
    order by change_seq, seq`.execute(db);
  for (const { changeSeq, ...notification } of rows) {
    publications.push({
      seq: Number(changeSeq),
      topic: notificationsTopic(notification.workspaceId, notification.userId),
      event: { kind: 'CREATED', notification: { ...notification, changeSeq } } satisfies NotificationEventSource,
    });
  }
  return publications;
};

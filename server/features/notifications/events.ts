// Notifications' live topic: one per person and workspace (a subscription's topic is built from the viewer's own
// user id and active workspace, so no one else, and no other workspace, ever hears of a notification). New
// notifications are published by the dispatcher from the change that made them (their `change_seq`), after commit;
// marking read is the person's own bookkeeping (not a change of the workspace's data) and its resolver tells their
// other tabs.
import { sql } from 'kysely';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { PubSub } from '../../live/pubsub';
import type { NotificationRow } from './domain';

/** A new notification, or the ones its person marked read (every tab of theirs updates its count quietly). */
export type NotificationEventSource = { kind: 'CREATED'; notification: NotificationRow } | { kind: 'READ'; read: NotificationRow[] };

export const notificationsTopic = (workspaceId: string, userId: string) => `workspace:${workspaceId}:user:${userId}:notifications`;

/** The notifications each change made, in the order they were written. */
export const notificationChangeEvents: ChangeEventBuilder = async (db, all) => {
  // Only changes of issues and comments notify anyone (notify() is called by their domains).
  const changes = all.filter((change) => change.entityType === 'issue' || change.entityType === 'comment');
  if (changes.length === 0) return [];
  const { rows } = await sql<NotificationRow & { changeSeq: string }>`select * from notifications
    where workspace_id = ${changes[0].workspaceId} and change_seq in (${sql.join(changes.map((change) => String(change.seq)))})
    order by change_seq, seq`.execute(db);
  return rows.map(({ changeSeq, ...notification }) => ({
    seq: Number(changeSeq),
    topic: notificationsTopic(notification.workspaceId, notification.userId),
    event: { kind: 'CREATED', notification: { ...notification, changeSeq } } satisfies NotificationEventSource,
  }));
};

/** Tells the person's other tabs and devices that these notifications (all of one person and workspace) are read. */
export async function publishNotificationsRead(pubsub: PubSub, read: NotificationRow[]): Promise<void> {
  const [first] = read;
  if (!first) return;
  await pubsub.publish<NotificationEventSource>(notificationsTopic(first.workspaceId, first.userId), { kind: 'READ', read });
}

// Notifications' live topic: one per person and workspace (a subscription's topic is built from the viewer's own
// user id and active workspace, so no one else, and no other workspace, ever hears of a notification). Published by
// resolvers once the write that made the notifications has committed.
import type { PubSub } from '../../live/pubsub';
import type { NotificationRow } from './domain';

/** A new notification, or the ones its person marked read (every tab of theirs updates its count quietly). */
export type NotificationEventSource = { kind: 'CREATED'; notification: NotificationRow } | { kind: 'READ'; read: NotificationRow[] };

export const notificationsTopic = (workspaceId: string, userId: string) => `workspace:${workspaceId}:user:${userId}:notifications`;

export async function publishNotifications(pubsub: PubSub, notifications: readonly NotificationRow[]): Promise<void> {
  await Promise.all(
    notifications.map((notification) =>
      pubsub.publish<NotificationEventSource>(notificationsTopic(notification.workspaceId, notification.userId), { kind: 'CREATED', notification }),
    ),
  );
}

/** Tells the person's other tabs and devices that these notifications (all of one person and workspace) are read. */
export async function publishNotificationsRead(pubsub: PubSub, read: NotificationRow[]): Promise<void> {
  const [first] = read;
  if (!first) return;
  await pubsub.publish<NotificationEventSource>(notificationsTopic(first.workspaceId, first.userId), { kind: 'READ', read });
}

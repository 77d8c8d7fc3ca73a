// Notifications' live topic: one per person and workspace (a subscription's topic is built from the viewer's own
// user id and active workspace, so no one else, and no other workspace, ever hears of a notification). Published by
// resolvers once the write that made the notifications has committed.
import type { PubSub } from '../../live/pubsub';
import type { NotificationRow } from './domain';

export interface NotificationEventSource {
  notification: NotificationRow;
}

export const notificationsTopic = (workspaceId: string, userId: string) => `workspace:${workspaceId}:user:${userId}:notifications`;

export async function publishNotifications(pubsub: PubSub, notifications: readonly NotificationRow[]): Promise<void> {
  await Promise.all(
    notifications.map((notification) =>
      pubsub.publish<NotificationEventSource>(notificationsTopic(notification.workspaceId, notification.userId), { notification }),
    ),
  );
}

// Notifications: the viewer's inbox in the active workspace (and its archived ones), marking read, archiving and
// snoozing, which reasons notify them, and live notifications. Thin: the domain reads and writes only the viewer's own
// notifications (another person's id, or one of another workspace, is NOT_FOUND); notifications are made by the issues
// and comments domains in the transactions of their changes. Every change is logged, and the dispatcher tells the
// viewer's other tabs (resolvers never publish).
import { can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import {
  archiveNotification,
  countNotifications,
  findNotificationsByIds,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  nextSnoozeEnd,
  snoozeNotification,
  unsnoozeNotification,
  unarchiveNotification,
  updateNotificationPreference,
  type InboxView,
  type NotificationRow,
  type NotificationWrite,
} from './domain';
import { webhookEndpointNode } from '../webhooks/resolvers';
import { notificationsTopic, type NotificationEventSource } from './events';

/** Only the viewer's own notifications in the active workspace are found. */
export const notificationNode = defineNode<NotificationRow>({
  type: 'Notification',
  idKind: 'uuid',
  load: async (context, id) => {
    const { viewer } = requireViewer(context);
    const [notification] = await findNotificationsByIds(context.db, viewer.workspace.id, viewer.user.id, [id]);
    return notification ?? null;
  },
});

const notificationCursors = defineCursors<NotificationRow>('notification', (notification) => notification.seq);

const unreadCount = (context: GraphQLContext) => {
  const { viewer } = requireViewer(context);
  return countNotifications(context.db, viewer.workspace.id, viewer.user.id, 'unread');
};

/** The viewer's notification an input names, changed by `change`; NOT_FOUND when it is not theirs here. */
async function changeOwn(
  context: GraphQLContext,
  globalId: string,
  change: (workspaceId: string, userId: string, id: string) => Promise<NotificationWrite | undefined>,
) {
  const { viewer } = requireViewer(context);
  const id = notificationNode.localId(globalId);
  const written = id ? await change(viewer.workspace.id, viewer.user.id, id) : undefined;
  if (!written) throw notFound('No notification has this id.', 'id');
  return { notification: written.notification, viewer };
}

export const notificationResolvers = {
  Viewer: {
    notifications: async (viewer, args, context) => {
      const view: InboxView = args.archived ? 'archived' : args.snoozed ? 'snoozed' : args.unreadOnly ? 'unread' : 'inbox';
      const page = await listNotifications(context.db, viewer.workspace.id, viewer.user.id, view, {
        first: args.first,
        after: notificationCursors.decode(args.after, 'after'),
      });
      return notificationCursors.connection(page, () => countNotifications(context.db, viewer.workspace.id, viewer.user.id, view));
    },
    unreadNotificationCount: (viewer, _args, context) => countNotifications(context.db, viewer.workspace.id, viewer.user.id, 'unread'),
    nextSnoozeEndsAt: (viewer, _args, context) => nextSnoozeEnd(context.db, viewer.workspace.id, viewer.user.id),
    // WEBHOOK_DISABLED only tells those who manage the webhooks: nobody else is offered it.
    notificationPreferences: async (viewer, _args, context) => {
      const preferences = await notificationPreferences(context.db, viewer.workspace.id, viewer.user.id);
      const managesWebhooks = can(viewer, 'webhook:manage', inWorkspace(viewer.workspace));
      return managesWebhooks ? preferences : preferences.filter((preference) => preference.reason !== 'WEBHOOK_DISABLED');
    },
  },
  Notification: {
    // Null when Lanes itself did it (WEBHOOK_DISABLED).
    actor: async (notification, _args, context) => {
      if (notification.actorId === null) return null;
      const actor = await requireViewer(context).loaders.issueUser.load(notification.actorId);
      if (!actor) throw new Error('A notification without its actor.');
      return actor;
    },
    // The endpoint's node loads it only for someone who may manage webhooks (a demoted admin keeps the notification).
    webhookEndpoint: (notification, _args, context) =>
      notification.webhookEndpointId ? webhookEndpointNode.load(context, notification.webhookEndpointId) : null,
    issue: (notification, _args, context) => (notification.issueId ? requireViewer(context).loaders.issue.load(notification.issueId) : null),
    comment: (notification, _args, context) =>
      notification.commentId ? requireViewer(context).loaders.comment.load(notification.commentId) : null,
  },
  NotificationConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  NotificationEvent: {
    notification: (event) => (event.kind === 'CREATED' ? event.notification : null),
    notificationEdge: (event) => (event.kind === 'CREATED' ? notificationCursors.edge(event.notification) : null),
    readNotifications: (event) => (event.kind === 'READ' ? event.notifications : []),
    notifications: (event) => (event.kind === 'CREATED' ? [] : event.notifications),
    unreadNotificationCount: (_event, _args, context) => unreadCount(context),
  },
  Mutation: {
    markNotificationRead: (_parent, { input }, context) =>
      changeOwn(context, input.id, (workspaceId, userId, id) => markNotificationRead(context.db, workspaceId, userId, id)),
    markAllNotificationsRead: async (_parent, _args, context) => {
      const { viewer } = requireViewer(context);
      const notifications = await markAllNotificationsRead(context.db, viewer.workspace.id, viewer.user.id);
      return { notifications, viewer };
    },
    archiveNotification: (_parent, { input }, context) =>
      changeOwn(context, input.id, (workspaceId, userId, id) => archiveNotification(context.db, workspaceId, userId, id)),
    unarchiveNotification: (_parent, { input }, context) =>
      changeOwn(context, input.id, (workspaceId, userId, id) => unarchiveNotification(context.db, workspaceId, userId, id)),
    snoozeNotification: (_parent, { input }, context) =>
      changeOwn(context, input.id, (workspaceId, userId, id) => snoozeNotification(context.db, workspaceId, userId, id, new Date(input.until))),
    unsnoozeNotification: (_parent, { input }, context) =>
      changeOwn(context, input.id, (workspaceId, userId, id) => unsnoozeNotification(context.db, workspaceId, userId, id)),
    updateNotificationPreference: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const preference = await updateNotificationPreference(context.db, viewer.workspace.id, viewer.user.id, input);
      return { preference };
    },
  },
  Subscription: {
    notificationEvents: {
      subscribe: (_parent, _args, context) => {
        const { viewer } = requireViewer(context);
        const userId = viewer.user.id;
        return workspaceSubscription<NotificationEventSource>(context, (workspaceId) => notificationsTopic(workspaceId, userId));
      },
      resolve: (event: NotificationEventSource) => event,
    },
  },
} satisfies Resolvers;

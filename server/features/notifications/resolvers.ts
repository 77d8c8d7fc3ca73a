// Notifications: the viewer's inbox in the active workspace, marking read, and live notifications. Thin: the domain
// reads and writes only the viewer's own notifications (another person's id is NOT_FOUND), notifications are made by
// the issues and comments domains in the transactions of their changes.
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import {
  countNotifications,
  findNotificationsByIds,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './domain';
import { notificationsTopic, publishNotificationsRead, type NotificationEventSource } from './events';

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
  return countNotifications(context.db, viewer.workspace.id, viewer.user.id, true);
};

export const notificationResolvers = {
  Viewer: {
    notifications: async (viewer, args, context) => {
      const unreadOnly = args.unreadOnly ?? false;
      const page = await listNotifications(context.db, viewer.workspace.id, viewer.user.id, unreadOnly, {
        first: args.first,
        after: notificationCursors.decode(args.after, 'after'),
      });
      return notificationCursors.connection(page, () => countNotifications(context.db, viewer.workspace.id, viewer.user.id, unreadOnly));
    },
    unreadNotificationCount: (viewer, _args, context) => countNotifications(context.db, viewer.workspace.id, viewer.user.id, true),
  },
  Notification: {
    actor: async (notification, _args, context) => {
      const actor = await requireViewer(context).loaders.issueUser.load(notification.actorId);
      if (!actor) throw new Error('A notification without its actor.');
      return actor;
    },
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
    readNotifications: (event) => (event.kind === 'READ' ? event.read : []),
    unreadNotificationCount: (_event, _args, context) => unreadCount(context),
  },
  Mutation: {
    markNotificationRead: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const id = notificationNode.localId(input.id);
      const marked = id ? await markNotificationRead(context.db, viewer.workspace.id, viewer.user.id, id) : undefined;
      if (!marked) throw notFound('No notification has this id.', 'id');
      if (marked.changed) await publishNotificationsRead(context.pubsub, [marked.notification]);
      return { notification: marked.notification, viewer };
    },
    markAllNotificationsRead: async (_parent, _args, context) => {
      const { viewer } = requireViewer(context);
      const notifications = await markAllNotificationsRead(context.db, viewer.workspace.id, viewer.user.id);
      await publishNotificationsRead(context.pubsub, notifications);
      return { notifications, viewer };
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

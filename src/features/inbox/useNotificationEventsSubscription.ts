// The viewer's notifications as they change, while they are in a workspace. A new one updates the unread count,
// goes to the top of the inbox's lists that are loaded (all, and unread only), and is told in a polite toast ("Ada
// assigned you WEB-12") with a way to open the issue (the webhooks' settings for a disabled webhook), which marks it
// read as opening it from the inbox does. The
// toast never takes the focus. Notifications marked read, archived, moved back, snoozed or unsnoozed in another tab or device
// change here too, quietly: the count follows, and they leave the lists they no longer belong in (a notification
// moved back to the inbox shows there when the inbox is next loaded).
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationEventsSubscription as NotificationEventsSubscription } from '@/__generated__/useNotificationEventsSubscription.graphql';
import { toasts } from '@/ui/toasts';
import { inboxConnection, removeFromLists, type InboxView } from './inboxConnections';
import { notificationSentence, notificationTarget } from './notificationText';
import { noteSnoozeEnd, setUnreadCount, useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';

const subscription = graphql`
  subscription useNotificationEventsSubscription {
    notificationEvents {
      kind
      notifications {
        id
        readAt
        snoozedUntil
      }
      notification {
        id
        reason
        issueKey
        status
        actor {
          id
          name
        }
        issue {
          id
          key
        }
      }
      notificationEdge {
        cursor
        node {
          id
          ...NotificationRow_notification
        }
      }
      unreadNotificationCount
    }
  }
`;

const LEAVING: Record<'READ' | 'ARCHIVED' | 'UNARCHIVED' | 'SNOOZED' | 'UNSNOOZED' | 'WITHDRAWN', readonly InboxView[]> = {
  READ: ['unread'],
  ARCHIVED: ['all', 'unread', 'snoozed'],
  UNARCHIVED: ['archived'],
  SNOOZED: ['all', 'unread', 'archived'],
  UNSNOOZED: ['snoozed'],
  WITHDRAWN: ['all', 'unread', 'archived', 'snoozed'],
};

export function useNotificationEventsSubscription(workspaceSlug: string) {
  // Stable in a data router: the subscription is not restarted by navigation.
  const navigate = useNavigate();
  const markRead = useMarkNotificationReadMutation();

  const config = useMemo<GraphQLSubscriptionConfig<NotificationEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('notificationEvents');
        if (!event) return;
        const count = event.getValue('unreadNotificationCount');
        if (typeof count === 'number') setUnreadCount(store, count);
        const kind = event.getValue('kind');
        // Each kind's lists the notifications leave: read ones the unread list, archived ones the inbox's, moved
        // back ones the archived list, snoozed and withdrawn ones every list.
        const leaving = LEAVING[kind as keyof typeof LEAVING];
        if (leaving) {
          const records = event.getLinkedRecords('notifications') ?? [];
          const changed = records.flatMap((notification) => notification?.getDataID() ?? []);
          // Snoozed in another tab: this one asks for the count again when it is back, too.
          if (kind === 'SNOOZED') for (const notification of records) noteSnoozeEnd(store, notification?.getValue('snoozedUntil') as string | null);
          removeFromLists(store, leaving, changed);
          return;
        }
        const edge = event.getLinkedRecord('notificationEdge');
        const nodeId = edge?.getLinkedRecord('node')?.getDataID();
        if (!edge || !nodeId) return;
        // The inbox's list is kept per filter; a new notification is unread, so it belongs at the top of both.
        for (const view of ['all', 'unread'] as const) {
          const connection = inboxConnection(store, view);
          if (!connection) continue;
          const listed = connection.getLinkedRecords('edges')?.some((existing) => existing?.getLinkedRecord('node')?.getDataID() === nodeId);
          if (listed) continue;
          const newEdge = ConnectionHandler.buildConnectionEdge(store, connection, edge);
          if (newEdge) ConnectionHandler.insertEdgeBefore(connection, newEdge);
        }
      },
      // A failed subscription ends quietly: the connection's own toasts tell about the connection.
      onError: () => {},
      onNext: (response) => {
        const notification = response?.notificationEvents.notification;
        if (response?.notificationEvents.kind !== 'CREATED' || !notification) return;
        const target = notificationTarget(workspaceSlug, notification);
        const open = target
          ? {
              label: target.label,
              onClick: () => {
                markRead(notification.id);
                void navigate(target.path);
              },
            }
          : undefined;
        toasts.info(notificationSentence(notification), { action: open });
      },
    }),
    [workspaceSlug, navigate, markRead],
  );
  useSubscription<NotificationEventsSubscription>(config);
}

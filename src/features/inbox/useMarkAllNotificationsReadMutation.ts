// Marks every notification read: the inbox shows them read at once (the unread-only list empties) and the count
// goes to zero; if the server refuses, they come back unread and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkAllNotificationsReadMutation as MarkAllNotificationsReadMutation } from '@/__generated__/useMarkAllNotificationsReadMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromUnreadList } from './inboxConnections';
import { setUnreadCount } from './useMarkNotificationReadMutation';

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation @raw_response_type {
    markAllNotificationsRead {
      notifications {
        id
        readAt
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

export function useMarkAllNotificationsReadMutation() {
  const [commit, isInFlight] = useMutation<MarkAllNotificationsReadMutation>(mutation);
  const markAll = useCallback(
    (connectionId: string) =>
      commit({
        variables: {},
        optimisticUpdater: (store) => {
          const now = new Date().toISOString();
          for (const edge of store.get(connectionId)?.getLinkedRecords('edges') ?? []) {
            const node = edge?.getLinkedRecord('node');
            if (node && !node.getValue('readAt')) node.setValue(now, 'readAt');
          }
          removeFromUnreadList(store, 'all');
          setUnreadCount(store, 0);
        },
        updater: (store, data) => {
          removeFromUnreadList(store, data?.markAllNotificationsRead.notifications.map((notification) => notification.id) ?? []);
          const count = data?.markAllNotificationsRead.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onError: (error) => {
          toastMutationError('Notifications were not marked read', error);
        },
      }),
    [commit],
  );
  return [markAll, isInFlight] as const;
}

// Ends a notification's snooze now: it leaves the snoozed list at once and is back in the inbox, unread (it counts
// again); if the server refuses, it stays snoozed and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnsnoozeNotificationMutation as UnsnoozeNotificationMutation } from '@/__generated__/useUnsnoozeNotificationMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromLists } from './inboxConnections';
import { setUnreadCount } from './useMarkNotificationReadMutation';

const mutation = graphql`
  mutation useUnsnoozeNotificationMutation($input: UnsnoozeNotificationInput!) @raw_response_type {
    unsnoozeNotification(input: $input) {
      notification {
        id
        readAt
        snoozedUntil
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

export function useUnsnoozeNotificationMutation() {
  const [commit] = useMutation<UnsnoozeNotificationMutation>(mutation);
  return useCallback(
    (id: string) =>
      commit({
        variables: { input: { id } },
        optimisticUpdater: (store) => {
          removeFromLists(store, ['snoozed'], [id]);
          // Offered on the snoozed list only: the notification is out of the count until now, and counts if unread.
          const notification = store.get(id);
          if (!notification) return;
          notification.setValue(new Date().toISOString(), 'snoozedUntil');
          if (!notification.getValue('readAt')) setUnreadCount(store, (current) => current + 1);
        },
        updater: (store, data) => {
          removeFromLists(store, ['snoozed'], [id]);
          const count = data?.unsnoozeNotification.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onError: (error) => {
          toastMutationError('The notification was not moved back to the inbox', error);
        },
      }),
    [commit],
  );
}

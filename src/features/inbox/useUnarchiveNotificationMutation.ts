// Puts an archived notification back in the inbox: it leaves the archived list at once (an unread one counts again);
// if the server refuses, it stays archived and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnarchiveNotificationMutation as UnarchiveNotificationMutation } from '@/__generated__/useUnarchiveNotificationMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromLists } from './inboxConnections';
import { setUnreadCount } from './useMarkNotificationReadMutation';

const mutation = graphql`
  mutation useUnarchiveNotificationMutation($input: UnarchiveNotificationInput!) @raw_response_type {
    unarchiveNotification(input: $input) {
      notification {
        id
        archivedAt
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

export function useUnarchiveNotificationMutation() {
  const [commit] = useMutation<UnarchiveNotificationMutation>(mutation);
  return useCallback(
    (id: string) =>
      commit({
        variables: { input: { id } },
        optimisticUpdater: (store) => {
          removeFromLists(store, ['archived'], [id]);
          // Offered on the archived list only: the notification is archived, and counts again if unread.
          const notification = store.get(id);
          if (!notification) return;
          notification.setValue(null, 'archivedAt');
          if (!notification.getValue('readAt')) setUnreadCount(store, (current) => current + 1);
        },
        updater: (store, data) => {
          removeFromLists(store, ['archived'], [id]);
          const count = data?.unarchiveNotification.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onError: (error) => {
          toastMutationError('The notification was not moved back to the inbox', error);
        },
      }),
    [commit],
  );
}

// Archives one notification: it leaves the inbox's lists at once (an unread one leaves the count too) and is found
// under "Archived"; a toast offers to undo it. If the server refuses, it comes back where it was and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useArchiveNotificationMutation as ArchiveNotificationMutation } from '@/__generated__/useArchiveNotificationMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromLists } from './inboxConnections';
import { setUnreadCount } from './useMarkNotificationReadMutation';

const mutation = graphql`
  mutation useArchiveNotificationMutation($input: ArchiveNotificationInput!) @raw_response_type {
    archiveNotification(input: $input) {
      notification {
        id
        archivedAt
        snoozedUntil
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

export function useArchiveNotificationMutation() {
  const [commit] = useMutation<ArchiveNotificationMutation>(mutation);
  return useCallback(
    (id: string, onArchived?: () => void) =>
      commit({
        variables: { input: { id } },
        optimisticUpdater: (store) => {
          removeFromLists(store, ['all', 'unread', 'snoozed'], [id]);
          const notification = store.get(id);
          if (!notification || notification.getValue('archivedAt')) return;
          notification.setValue(new Date().toISOString(), 'archivedAt');
          if (!notification.getValue('readAt')) setUnreadCount(store, (current) => current - 1);
        },
        updater: (store, data) => {
          removeFromLists(store, ['all', 'unread', 'snoozed'], [id]);
          const count = data?.archiveNotification.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onCompleted: (_data, errors) => {
          if (!errors?.length) onArchived?.();
        },
        onError: (error) => {
          toastMutationError('The notification was not archived', error);
        },
      }),
    [commit],
  );
}

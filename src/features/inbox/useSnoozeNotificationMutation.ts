// Snoozes one notification until a time: it leaves the inbox's lists (and the unread count) at once and comes back,
// unread, when its time comes. If the server refuses, it comes back where it was and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSnoozeNotificationMutation as SnoozeNotificationMutation } from '@/__generated__/useSnoozeNotificationMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromLists } from './inboxConnections';
import { noteSnoozeEnd, setUnreadCount } from './useMarkNotificationReadMutation';

const mutation = graphql`
  mutation useSnoozeNotificationMutation($input: SnoozeNotificationInput!) @raw_response_type {
    snoozeNotification(input: $input) {
      notification {
        id
        readAt
        archivedAt
        snoozedUntil
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

export function useSnoozeNotificationMutation() {
  const [commit] = useMutation<SnoozeNotificationMutation>(mutation);
  return useCallback(
    (id: string, until: Date, onSnoozed?: () => void) =>
      commit({
        variables: { input: { id, until: until.toISOString() } },
        optimisticUpdater: (store) => {
          // A snoozed notification leaves every list, the archived one too: it comes back to the inbox.
          removeFromLists(store, ['all', 'unread', 'archived'], [id]);
          const notification = store.get(id);
          if (!notification) return;
          const counted = !notification.getValue('readAt') && !notification.getValue('archivedAt');
          notification.setValue(until.toISOString(), 'snoozedUntil');
          if (counted) setUnreadCount(store, (current) => current - 1);
        },
        updater: (store, data) => {
          removeFromLists(store, ['all', 'unread', 'archived'], [id]);
          const count = data?.snoozeNotification.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
          // The header asks for the count again when it is back.
          noteSnoozeEnd(store, data?.snoozeNotification.notification.snoozedUntil);
        },
        onCompleted: (_data, errors) => {
          if (!errors?.length) onSnoozed?.();
        },
        onError: (error) => {
          toastMutationError('The notification was not snoozed', error);
        },
      }),
    [commit],
  );
}

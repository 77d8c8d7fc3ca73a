// Marks one notification read: it shows read at once, leaves the unread-only list and the unread count drops; if
// the server refuses, all three come back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationReadMutation as MarkNotificationReadMutation } from '@/__generated__/useMarkNotificationReadMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { removeFromUnreadList } from './inboxConnections';

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) @raw_response_type {
    markNotificationRead(input: $input) {
      notification {
        id
        readAt
      }
      viewer {
        unreadNotificationCount
      }
    }
  }
`;

/**
 * The viewer in a payload is stored apart from the query's viewer (a Viewer has no id): the count it carries is
 * written onto the query's viewer, which the badge and the inbox read.
 */
/** A notification snoozed until `until` (ISO): the viewer's next snooze end is that, if sooner than the one known. */
export function noteSnoozeEnd(store: RecordSourceSelectorProxy, until: string | null | undefined): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer || !until) return;
  const known = viewer.getValue('nextSnoozeEndsAt');
  if (typeof known !== 'string' || Date.parse(until) < Date.parse(known)) viewer.setValue(until, 'nextSnoozeEndsAt');
}

export function setUnreadCount(store: RecordSourceSelectorProxy, count: number | ((current: number) => number)): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const current = Number(viewer.getValue('unreadNotificationCount') ?? 0);
  viewer.setValue(Math.max(0, typeof count === 'function' ? count(current) : count), 'unreadNotificationCount');
}

export function useMarkNotificationReadMutation() {
  const [commit] = useMutation<MarkNotificationReadMutation>(mutation);
  return useCallback(
    (id: string) =>
      commit({
        variables: { input: { id } },
        optimisticUpdater: (store) => {
          removeFromUnreadList(store, [id]);
          const notification = store.get(id);
          if (!notification || notification.getValue('readAt')) return;
          notification.setValue(new Date().toISOString(), 'readAt');
          setUnreadCount(store, (current) => current - 1);
        },
        updater: (store, data) => {
          removeFromUnreadList(store, [id]);
          const count = data?.markNotificationRead.viewer.unreadNotificationCount;
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onError: (error) => {
          toastMutationError('The notification was not marked read', error);
        },
      }),
    [commit],
  );
}

// Turns one reason of notification on or off for the viewer in the workspace: the checkbox follows at once; if the
// server refuses, it goes back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  NotificationReason,
  useUpdateNotificationPreferenceMutation as UpdateNotificationPreferenceMutation,
} from '@/__generated__/useUpdateNotificationPreferenceMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useUpdateNotificationPreferenceMutation($input: UpdateNotificationPreferenceInput!) @raw_response_type {
    updateNotificationPreference(input: $input) {
      preference {
        reason
        enabled
      }
    }
  }
`;

/**
 * A preference has no id: the payload's is stored apart from the viewer's list, so the value is written onto the
 * list's entry of the same reason, which the settings page reads.
 */
function setPreference(store: RecordSourceSelectorProxy, reason: NotificationReason, enabled: boolean): void {
  const preferences = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecords('notificationPreferences') ?? [];
  preferences.find((preference) => preference?.getValue('reason') === reason)?.setValue(enabled, 'enabled');
}

export function useUpdateNotificationPreferenceMutation() {
  const [commit] = useMutation<UpdateNotificationPreferenceMutation>(mutation);
  return useCallback(
    (reason: NotificationReason, enabled: boolean) =>
      commit({
        variables: { input: { reason, enabled } },
        optimisticUpdater: (store) => setPreference(store, reason, enabled),
        updater: (store, data) => {
          const preference = data?.updateNotificationPreference.preference;
          if (preference) setPreference(store, preference.reason, preference.enabled);
        },
        onError: (error) => {
          toastMutationError('The notification setting was not saved', error);
        },
      }),
    [commit],
  );
}

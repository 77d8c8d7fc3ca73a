// Revokes an API key: it leaves the list at once, and comes back (with a toast) if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useRevokeApiKeyMutation as RevokeApiKeyMutation } from '@/__generated__/useRevokeApiKeyMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';

const mutation = graphql`
  mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) @raw_response_type {
    revokeApiKey(input: $input) {
      revokedApiKeyId
    }
  }
`;

/** Takes the key out of the viewer's list (the list is a plain field of the viewer, not a connection). */
function dropFromList(store: RecordSourceSelectorProxy, id: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const keys = viewer?.getLinkedRecords('apiKeys');
  if (!viewer || !keys) return;
  viewer.setLinkedRecords(
    keys.filter((key) => key && key.getDataID() !== id),
    'apiKeys',
  );
}

export function useRevokeApiKeyMutation() {
  const [commit] = useMutation<RevokeApiKeyMutation>(mutation);
  const toasts = useToasts();

  const revokeApiKey = useCallback(
    ({ id, name }: { id: string; name: string }) =>
      commit({
        variables: { input: { apiKeyId: id } },
        optimisticResponse: { revokeApiKey: { revokedApiKeyId: id } },
        optimisticUpdater: (store) => dropFromList(store, id),
        updater: (store) => dropFromList(store, id),
        onCompleted: () => {
          toasts.success(`The key ${name} was revoked: it no longer works.`);
        },
        onError: (error) => {
          toastMutationError(`The key ${name} was not revoked`, error);
        },
      }),
    [commit, toasts],
  );

  return [revokeApiKey] as const;
}

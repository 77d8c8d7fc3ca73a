// Deletes an endpoint and its deliveries; it leaves the list once the server has answered.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteWebhookEndpointMutation as DeleteMutation } from '@/__generated__/useDeleteWebhookEndpointMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteWebhookEndpointMutation($input: DeleteWebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedEndpointId @deleteRecord
      workspace {
        id
        webhookEndpoints {
          id
        }
      }
    }
  }
`;

export function useDeleteWebhookEndpointMutation() {
  const [commit, isInFlight] = useMutation<DeleteMutation>(mutation);
  const deleteEndpoint = useCallback(
    (id: string) => commit({ variables: { input: { id } }, onError: (error) => void toastMutationError('The endpoint was not deleted', error) }),
    [commit],
  );
  return [deleteEndpoint, isInFlight] as const;
}

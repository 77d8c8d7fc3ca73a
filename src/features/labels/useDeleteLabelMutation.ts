// Deletes a label: it leaves the list at once and comes back with a toast if the server refuses. Committed on
// the environment: the row that asked is gone before the answer comes.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useDeleteLabelMutation as DeleteLabelMutation } from '@/__generated__/useDeleteLabelMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteLabelMutation($input: DeleteLabelInput!, $connections: [ID!]!) @raw_response_type {
    deleteLabel(input: $input) {
      deletedLabelId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeleteLabelMutation() {
  const environment = useRelayEnvironment();

  const deleteLabel = useCallback(
    ({ id, name, connectionId }: { id: string; name: string; connectionId: string }) =>
      commitMutation<DeleteLabelMutation>(environment, {
        mutation,
        variables: { input: { id }, connections: [connectionId] },
        optimisticResponse: { deleteLabel: { deletedLabelId: id } },
        onError: (error) => {
          toastMutationError(`Label ${name} was not deleted`, error);
        },
      }),
    [environment],
  );

  return [deleteLabel] as const;
}

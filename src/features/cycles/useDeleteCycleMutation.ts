// Deletes a cycle (admins); its issues leave it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteCycleMutation as DeleteCycleMutation } from '@/__generated__/useDeleteCycleMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteCycleMutation($input: DeleteCycleInput!) {
    deleteCycle(input: $input) {
      deletedCycleId
    }
  }
`;

export function useDeleteCycleMutation() {
  const [commit, isInFlight] = useMutation<DeleteCycleMutation>(mutation);
  const deleteCycle = useCallback(
    (id: string, onDeleted: () => void) =>
      commit({
        variables: { input: { id } },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onDeleted();
        },
        onError: (error) => void toastMutationError('The cycle was not deleted', error),
      }),
    [commit],
  );
  return [deleteCycle, isInFlight] as const;
}

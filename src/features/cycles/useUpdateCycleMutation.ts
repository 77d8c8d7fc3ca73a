// Renames a cycle or moves its dates (admins): the server refuses dates that overlap another cycle's, beside the field.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateCycleInput, useUpdateCycleMutation as UpdateCycleMutation } from '@/__generated__/useUpdateCycleMutation.graphql';
import { onCycleError, type CycleFormField } from './useCreateCycleMutation';

const mutation = graphql`
  mutation useUpdateCycleMutation($input: UpdateCycleInput!) {
    updateCycle(input: $input) {
      cycle {
        id
        ...CycleRow_cycle
        ...BurnUpChart_cycle
      }
    }
  }
`;

export function useUpdateCycleMutation() {
  const [commit, isInFlight] = useMutation<UpdateCycleMutation>(mutation);
  const updateCycle = useCallback(
    (input: UpdateCycleInput, { onSaved, onFieldError }: { onSaved: () => void; onFieldError: (field: CycleFormField, message: string) => void }) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onSaved();
        },
        onError: onCycleError('The cycle was not changed', onFieldError),
      }),
    [commit],
  );
  return [updateCycle, isInFlight] as const;
}

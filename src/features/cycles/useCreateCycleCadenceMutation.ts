// Creates the next few cycles of a cadence (admins): every N weeks from a date, back to back.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateCycleCadenceInput,
  useCreateCycleCadenceMutation as CreateCycleCadenceMutation,
} from '@/__generated__/useCreateCycleCadenceMutation.graphql';
import { onCycleError, type CycleFormField } from './useCreateCycleMutation';

const mutation = graphql`
  mutation useCreateCycleCadenceMutation($input: CreateCycleCadenceInput!) {
    createCycleCadence(input: $input) {
      cycles {
        id
        ...CycleRow_cycle
      }
    }
  }
`;

export function useCreateCycleCadenceMutation() {
  const [commit, isInFlight] = useMutation<CreateCycleCadenceMutation>(mutation);
  const createCadence = useCallback(
    (input: CreateCycleCadenceInput, { onCreated, onFieldError }: { onCreated: () => void; onFieldError: (field: CycleFormField, message: string) => void }) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onCreated();
        },
        onError: onCycleError('The cycles were not created', onFieldError),
      }),
    [commit],
  );
  return [createCadence, isInFlight] as const;
}

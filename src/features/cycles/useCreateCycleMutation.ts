// Creates one cycle (admins): the server numbers it and refuses dates that overlap another cycle, beside the field.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateCycleInput, useCreateCycleMutation as CreateCycleMutation } from '@/__generated__/useCreateCycleMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useCreateCycleMutation($input: CreateCycleInput!) {
    createCycle(input: $input) {
      cycle {
        id
        ...CycleRow_cycle
      }
    }
  }
`;

export type CycleFormField = 'name' | 'startsOn' | 'endsOn' | 'weeks' | 'count';

/** The form's field a refusal names, if any. */
export function cycleFieldOf(field: string | null): CycleFormField | null {
  const last = field?.split('.').pop();
  return last === 'name' || last === 'startsOn' || last === 'endsOn' || last === 'weeks' || last === 'count' ? last : null;
}

/** Shows a refusal beside its field when it names one, else in a toast. */
export function onCycleError(what: string, onFieldError: (field: CycleFormField, message: string) => void) {
  return (error: Error) => {
    const apiError = toApiError(error);
    const field = cycleFieldOf(apiError.field);
    if (field && apiError.code === 'BAD_USER_INPUT') onFieldError(field, apiError.message);
    else toastMutationError(what, apiError);
  };
}

export function useCreateCycleMutation() {
  const [commit, isInFlight] = useMutation<CreateCycleMutation>(mutation);
  const createCycle = useCallback(
    (input: CreateCycleInput, { onCreated, onFieldError }: { onCreated: () => void; onFieldError: (field: CycleFormField, message: string) => void }) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onCreated();
        },
        onError: onCycleError('The cycle was not created', onFieldError),
      }),
    [commit],
  );
  return [createCycle, isInFlight] as const;
}

// Turns the rollover of unfinished issues at a cycle's end on or off (admins); shown at once, put back if refused.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateCycleSettingsMutation as UpdateCycleSettingsMutation } from '@/__generated__/useUpdateCycleSettingsMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useUpdateCycleSettingsMutation($input: UpdateCycleSettingsInput!) @raw_response_type {
    updateCycleSettings(input: $input) {
      workspace {
        id
        cycleRollover
      }
    }
  }
`;

export function useUpdateCycleSettingsMutation() {
  const [commit] = useMutation<UpdateCycleSettingsMutation>(mutation);
  return useCallback(
    (workspaceId: string, rollover: boolean) =>
      commit({
        variables: { input: { rollover } },
        optimisticResponse: { updateCycleSettings: { workspace: { id: workspaceId, cycleRollover: rollover } } },
        onError: (error) => void toastMutationError('The rollover setting was not changed', error),
      }),
    [commit],
  );
}

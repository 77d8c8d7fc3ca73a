// Chooses the workspace's estimate scale (admins); shown at once, put back with a toast if refused.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  EstimateScale,
  useUpdateEstimateSettingsMutation as UpdateEstimateSettingsMutation,
} from '@/__generated__/useUpdateEstimateSettingsMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useUpdateEstimateSettingsMutation($input: UpdateEstimateSettingsInput!) @raw_response_type {
    updateEstimateSettings(input: $input) {
      workspace {
        id
        estimateScale
      }
    }
  }
`;

export function useUpdateEstimateSettingsMutation() {
  const [commit] = useMutation<UpdateEstimateSettingsMutation>(mutation);
  return useCallback(
    (workspaceId: string, scale: EstimateScale) =>
      commit({
        variables: { input: { scale } },
        optimisticResponse: { updateEstimateSettings: { workspace: { id: workspaceId, estimateScale: scale } } },
        onError: (error) => void toastMutationError('The estimate scale was not changed', error),
      }),
    [commit],
  );
}

// Renames or recolours a label: the change shows at once (on every issue carrying it, as the store holds one
// record per label) and is undone with a toast if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateLabelMutation as UpdateLabelMutation } from '@/__generated__/useUpdateLabelMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { normalizeLabelName } from '@/rules/label';

const mutation = graphql`
  mutation useUpdateLabelMutation($input: UpdateLabelInput!) @raw_response_type {
    updateLabel(input: $input) {
      label {
        id
        name
        color
      }
    }
  }
`;

export function useUpdateLabelMutation() {
  const [commit] = useMutation<UpdateLabelMutation>(mutation);

  const updateLabel = useCallback(
    ({ id, previousName, name, color }: { id: string; previousName: string; name: string; color: string }) => {
      const input = { id, name: normalizeLabelName(name), color };
      return commit({
        variables: { input },
        optimisticResponse: { updateLabel: { label: input } },
        onError: (error) => {
          toastMutationError(`Label ${previousName} was not changed`, error);
        },
      });
    },
    [commit],
  );

  return [updateLabel] as const;
}

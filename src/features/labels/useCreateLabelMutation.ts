// Creates a label: it shows at the end of the list at once, and leaves again if the server refuses (with the
// reason next to the field it names, such as a name already taken, or in a toast).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateLabelMutation as CreateLabelMutation } from '@/__generated__/useCreateLabelMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';
import { normalizeLabelName } from '@/rules/label';

const mutation = graphql`
  mutation useCreateLabelMutation($input: CreateLabelInput!, $connections: [ID!]!) @raw_response_type {
    createLabel(input: $input) {
      labelEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          name
          color
        }
      }
    }
  }
`;

export type LabelField = 'name' | 'color';

export function labelFieldOf(field: string | null): LabelField | null {
  const last = field?.split('.').pop();
  return last === 'name' || last === 'color' ? last : null;
}

let optimisticIds = 0;

export function useCreateLabelMutation() {
  const [commit, isInFlight] = useMutation<CreateLabelMutation>(mutation);

  const createLabel = useCallback(
    ({
      name,
      color,
      connectionId,
      onFieldError,
      onCreated,
    }: {
      name: string;
      color: string;
      connectionId: string;
      onFieldError: (field: LabelField, message: string) => void;
      /** The label as the server made it (its real id), once it has. */
      onCreated?: (label: { id: string; name: string; color: string }) => void;
    }) => {
      const input = { name: normalizeLabelName(name), color };
      const id = `client:optimistic-label:${(optimisticIds += 1)}`;
      return commit({
        variables: { input, connections: [connectionId] },
        optimisticResponse: { createLabel: { labelEdge: { cursor: id, node: { id, ...input } } } },
        onCompleted: (response, errors) => {
          const label = response.createLabel?.labelEdge?.node;
          if (label && !errors?.length) onCreated?.(label);
        },
        onError: (error) => {
          const apiError = toApiError(error);
          const field = labelFieldOf(apiError.field);
          if (field && (apiError.code === 'BAD_USER_INPUT' || apiError.code === 'CONFLICT')) {
            onFieldError(field, apiError.message);
            return;
          }
          toastMutationError(`Label ${input.name} was not created`, apiError);
        },
      });
    },
    [commit],
  );

  return [createLabel, isInFlight] as const;
}

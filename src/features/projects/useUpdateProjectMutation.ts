// Renames a project, showing the new name at once and restoring the old one if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProjectMutation as UpdateProjectMutation } from '@/__generated__/useUpdateProjectMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { normalizeText } from '@/rules/text';

const mutation = graphql`
  mutation useUpdateProjectMutation($input: UpdateProjectInput!) @raw_response_type {
    updateProject(input: $input) {
      project {
        id
        name
      }
    }
  }
`;

export function useUpdateProjectMutation() {
  const [commit, isInFlight] = useMutation<UpdateProjectMutation>(mutation);

  const renameProject = useCallback(
    ({ id, name, previousName }: { id: string; name: string; previousName: string }) =>
      commit({
        variables: { input: { id, name } },
        optimisticResponse: { updateProject: { project: { id, name: normalizeText(name) } } },
        onError: (error) => {
          toastMutationError(`${previousName} was not renamed`, error);
        },
      }),
    [commit],
  );

  return [renameProject, isInFlight] as const;
}

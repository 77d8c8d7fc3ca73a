// Renames a project, showing the new name at once and restoring the old one if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProjectMutation as UpdateProjectMutation } from '@/__generated__/useUpdateProjectMutation.graphql';
import { toApiError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';
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
  const toasts = useToasts();

  const renameProject = useCallback(
    ({ id, name, previousName }: { id: string; name: string; previousName: string }) =>
      commit({
        variables: { input: { id, name } },
        optimisticResponse: { updateProject: { project: { id, name: normalizeText(name) } } },
        onError: (error) => {
          toasts.error(`${previousName} was not renamed: ${toApiError(error).message}`);
        },
      }),
    [commit, toasts],
  );

  return [renameProject, isInFlight] as const;
}

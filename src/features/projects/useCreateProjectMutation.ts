// Creates a project: it appears at the top of the list at once, and disappears again (with the server's
// reason next to the field, or in a toast) if the server refuses it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateProjectMutation as CreateProjectMutation } from '@/__generated__/useCreateProjectMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';
import { normalizeProject, projectFieldOf, type ProjectDraft, type ProjectField } from '@/rules/project';

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) @raw_response_type {
    createProject(input: $input) {
      projectEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...ProjectRow_project
        }
      }
    }
  }
`;

export interface CreateProjectArgs {
  draft: ProjectDraft;
  connectionId: string;
  onCreated?: () => void;
  /** Shows a refusal about one field next to that field. */
  onFieldError?: (field: ProjectField, message: string) => void;
}

let optimisticIds = 0;

export function useCreateProjectMutation() {
  const [commit, isInFlight] = useMutation<CreateProjectMutation>(mutation);

  const createProject = useCallback(
    ({ draft, connectionId, onCreated, onFieldError }: CreateProjectArgs) => {
      // Stored as the server stores it, so the optimistic row matches the real one.
      const input = normalizeProject({ key: draft.key, name: draft.name, description: draft.description });
      const id = `client:optimistic-project:${(optimisticIds += 1)}`;
      return commit({
        variables: { input, connections: [connectionId] },
        optimisticResponse: {
          createProject: {
            projectEdge: {
              cursor: id,
              node: { id, ...input, viewerCanUpdate: false, viewerCanArchive: false },
            },
          },
        },
        onCompleted: () => onCreated?.(),
        onError: (error) => {
          const apiError = toApiError(error);
          const field = projectFieldOf(apiError.field);
          if (field && onFieldError && (apiError.code === 'BAD_USER_INPUT' || apiError.code === 'CONFLICT')) {
            onFieldError(field, apiError.message);
            return;
          }
          toastMutationError(`Project ${input.key} was not created`, apiError);
        },
      });
    },
    [commit],
  );

  return [createProject, isInFlight] as const;
}

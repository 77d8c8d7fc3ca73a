// Creates a project: it appears at the top of the list at once, and disappears again if the server refuses it,
// with the server's reason next to the field it is about, or told to the dialog that asked (which shows it with
// a retry, in front of its backdrop rather than behind it).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateProjectMutation as CreateProjectMutation } from '@/__generated__/useCreateProjectMutation.graphql';
import { toApiError, toastMutationError, type ApiError } from '@/relay/errors';
import { normalizeProject, projectFieldOf, type ProjectDraft, type ProjectField } from '@/rules/project';
import { prependProjectEdge } from './projectConnection';

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!) @raw_response_type {
    createProject(input: $input) {
      projectEdge {
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
  /** The list it joins at the top; null when the list shown would not hold it (archived, filtered). */
  connectionId: string | null;
  onCreated?: () => void;
  /** Shows a refusal about one field next to that field. */
  onFieldError?: (field: ProjectField, message: string) => void;
  /** Shows any other failure where the person is looking; without it, a toast tells it. */
  onError?: (error: ApiError) => void;
}

let optimisticIds = 0;

export function useCreateProjectMutation() {
  const [commit, isInFlight] = useMutation<CreateProjectMutation>(mutation);

  const createProject = useCallback(
    ({ draft, connectionId, onCreated, onFieldError, onError }: CreateProjectArgs) => {
      // Stored as the server stores it, so the optimistic row matches the real one.
      const input = normalizeProject({ key: draft.key, name: draft.name, description: draft.description });
      const id = `client:optimistic-project:${(optimisticIds += 1)}`;
      const join = (store: RecordSourceSelectorProxy) => {
        if (connectionId) prependProjectEdge(store, connectionId, store.getRootField('createProject')?.getLinkedRecord('projectEdge'));
      };
      return commit({
        variables: { input },
        optimisticResponse: {
          createProject: {
            projectEdge: {
              cursor: id,
              node: { id, ...input, createdAt: new Date().toISOString(), openIssueCount: 0, viewerCanUpdate: false, viewerCanArchive: false },
            },
          },
        },
        optimisticUpdater: join,
        updater: join,
        onCompleted: () => onCreated?.(),
        onError: (error) => {
          const apiError = toApiError(error);
          const field = projectFieldOf(apiError.field);
          if (field && onFieldError && (apiError.code === 'BAD_USER_INPUT' || apiError.code === 'CONFLICT')) {
            onFieldError(field, apiError.message);
          } else if (onError) {
            onError(apiError);
          } else {
            toastMutationError(`Project ${input.key} was not created`, apiError);
          }
        },
      });
    },
    [commit],
  );

  return [createProject, isInFlight] as const;
}

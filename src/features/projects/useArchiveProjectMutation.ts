// Archives a project: it leaves the list at once (back if the server refuses), with an Undo in the toast.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useArchiveProjectMutation as ArchiveProjectMutation } from '@/__generated__/useArchiveProjectMutation.graphql';
import type { useArchiveProjectMutationUnarchiveMutation as UnarchiveProjectMutation } from '@/__generated__/useArchiveProjectMutationUnarchiveMutation.graphql';
import { toApiError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';

const archive = graphql`
  mutation useArchiveProjectMutation($input: ArchiveProjectInput!, $connections: [ID!]!) @raw_response_type {
    archiveProject(input: $input) {
      archivedProjectId @deleteEdge(connections: $connections)
      project {
        id
        archivedAt
      }
    }
  }
`;

const unarchive = graphql`
  mutation useArchiveProjectMutationUnarchiveMutation($input: UnarchiveProjectInput!, $connections: [ID!]!) {
    unarchiveProject(input: $input) {
      projectEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          archivedAt
          ...ProjectRow_project
        }
      }
    }
  }
`;

export function useArchiveProjectMutation() {
  // The row that asked is gone once the project is archived, so the mutations are committed on the
  // environment rather than through a hook that lives and dies with the row.
  const environment = useRelayEnvironment();
  const toasts = useToasts();

  const restoreProject = useCallback(
    ({ id, name, connectionId }: { id: string; name: string; connectionId: string }) =>
      commitMutation<UnarchiveProjectMutation>(environment, {
        mutation: unarchive,
        variables: { input: { id }, connections: [connectionId] },
        onError: (error) => {
          toasts.error(`${name} was not restored: ${toApiError(error).message}`);
        },
      }),
    [environment, toasts],
  );

  const archiveProject = useCallback(
    ({ id, name, connectionId }: { id: string; name: string; connectionId: string }) =>
      commitMutation<ArchiveProjectMutation>(environment, {
        mutation: archive,
        variables: { input: { id }, connections: [connectionId] },
        optimisticResponse: {
          archiveProject: { archivedProjectId: id, project: { id, archivedAt: new Date().toISOString() } },
        },
        onCompleted: () => {
          toasts.success(`${name} archived.`, { action: { label: 'Undo', onClick: () => restoreProject({ id, name, connectionId }) } });
        },
        onError: (error) => {
          toasts.error(`${name} was not archived: ${toApiError(error).message}`);
        },
      }),
    [environment, toasts, restoreProject],
  );

  return [archiveProject] as const;
}

// Archives a project: it leaves the list at once (and comes back if the server refuses), with an Undo in
// the toast that confirms it.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useArchiveProjectMutation as ArchiveProjectMutation } from '@/__generated__/useArchiveProjectMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';
import { useUnarchiveProjectMutation, type ProjectInList } from './useUnarchiveProjectMutation';

const mutation = graphql`
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

export function useArchiveProjectMutation() {
  // The row that asks is gone as soon as the project is archived, so the mutation is committed on the
  // environment rather than through useMutation, whose component would unmount mid-flight.
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const restoreProject = useUnarchiveProjectMutation();

  const archiveProject = useCallback(
    (project: ProjectInList) =>
      commitMutation<ArchiveProjectMutation>(environment, {
        mutation,
        variables: { input: { id: project.id }, connections: [project.connectionId] },
        optimisticResponse: {
          archiveProject: { archivedProjectId: project.id, project: { id: project.id, archivedAt: new Date().toISOString() } },
        },
        onCompleted: () => {
          toasts.success(`${project.name} archived.`, { action: { label: 'Undo', onClick: () => restoreProject(project) } });
        },
        onError: (error) => {
          toastMutationError(`${project.name} was not archived`, error);
        },
      }),
    [environment, toasts, restoreProject],
  );

  return [archiveProject] as const;
}

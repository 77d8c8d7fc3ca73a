// Archives a project: it leaves the list at once (and comes back if the server refuses), with an Undo in
// the toast that confirms it; Undo puts it back at its place in the list.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useArchiveProjectMutation as ArchiveProjectMutation } from '@/__generated__/useArchiveProjectMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';
import { removeProjectEdge } from './projectConnection';
import { useUnarchiveProjectMutation } from './useUnarchiveProjectMutation';

const mutation = graphql`
  mutation useArchiveProjectMutation($input: ArchiveProjectInput!) @raw_response_type {
    archiveProject(input: $input) {
      archivedProjectId
      project {
        id
        archivedAt
      }
    }
  }
`;

export interface ProjectToArchive {
  id: string;
  name: string;
  /** The active list it leaves. */
  connectionId: string;
}

export function useArchiveProjectMutation() {
  // The row that asks is gone as soon as the project is archived, so the mutation is committed on the
  // environment rather than through useMutation, whose component would unmount mid-flight.
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const restoreProject = useUnarchiveProjectMutation();

  const archiveProject = useCallback(
    (project: ProjectToArchive) => {
      const leave = (store: RecordSourceSelectorProxy) => removeProjectEdge(store, project.connectionId, project.id);
      return commitMutation<ArchiveProjectMutation>(environment, {
        mutation,
        variables: { input: { id: project.id } },
        optimisticResponse: {
          archiveProject: { archivedProjectId: project.id, project: { id: project.id, archivedAt: new Date().toISOString() } },
        },
        optimisticUpdater: leave,
        updater: leave,
        onCompleted: () => {
          toasts.success(`${project.name} archived.`, {
            action: { label: 'Undo', onClick: () => restoreProject({ id: project.id, name: project.name, to: project.connectionId }) },
          });
        },
        onError: (error) => {
          toastMutationError(`${project.name} was not archived`, error);
        },
      });
    },
    [environment, toasts, restoreProject],
  );

  return [archiveProject] as const;
}

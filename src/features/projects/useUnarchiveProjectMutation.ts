// Restores an archived project: it leaves the archived list it was restored from, and goes back into the active
// list at its place in the order (newest first by creation), as a reload would show it, not at the top. Committed
// on the environment, not through a component's hook, because it is offered (as Undo) after the project's row
// has gone.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useUnarchiveProjectMutation as UnarchiveProjectMutation } from '@/__generated__/useUnarchiveProjectMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { insertProjectEdgeInOrder, removeProjectEdge } from './projectConnection';

const mutation = graphql`
  mutation useUnarchiveProjectMutation($input: UnarchiveProjectInput!) {
    unarchiveProject(input: $input) {
      projectEdge {
        cursor
        node {
          id
          archivedAt
          viewerCanCreateIssue
          ...ProjectRow_project
        }
      }
    }
  }
`;

export interface ProjectToRestore {
  id: string;
  name: string;
  /** The archived list it is restored from (it leaves it at once). */
  from?: string;
  /** The active list it goes back into, at its place (once the server has restored it). */
  to?: string;
}

export function useUnarchiveProjectMutation() {
  const environment = useRelayEnvironment();

  return useCallback(
    ({ id, name, from, to }: ProjectToRestore) => {
      const leave = (store: RecordSourceSelectorProxy) => {
        if (from) removeProjectEdge(store, from, id);
      };
      return commitMutation<UnarchiveProjectMutation>(environment, {
        mutation,
        variables: { input: { id } },
        optimisticUpdater: leave,
        updater: (store) => {
          leave(store);
          if (to) insertProjectEdgeInOrder(store, to, store.getRootField('unarchiveProject')?.getLinkedRecord('projectEdge'));
        },
        onError: (error) => {
          toastMutationError(`${name} was not restored`, error);
        },
      });
    },
    [environment],
  );
}

// Restores an archived project to the top of the list. Committed on the environment, not through a
// component's hook, because it is offered (as Undo) after the project's row has gone.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useUnarchiveProjectMutation as UnarchiveProjectMutation } from '@/__generated__/useUnarchiveProjectMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useUnarchiveProjectMutation($input: UnarchiveProjectInput!, $connections: [ID!]!) {
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

export interface ProjectInList {
  id: string;
  name: string;
  connectionId: string;
}

export function useUnarchiveProjectMutation() {
  const environment = useRelayEnvironment();

  return useCallback(
    ({ id, name, connectionId }: ProjectInList) =>
      commitMutation<UnarchiveProjectMutation>(environment, {
        mutation,
        variables: { input: { id }, connections: [connectionId] },
        onError: (error) => {
          toastMutationError(`${name} was not restored`, error);
        },
      }),
    [environment],
  );
}

// Deletes an issue: it leaves the given connections (the lists on screen, by their `__id`) at once, and comes
// back with a toast if the server refuses. The record itself stays in the store rather than @deleteRecord: a
// list whose connection was not given would otherwise hold an edge without a node until it is fetched again.
// Others' lists drop it through their issue events. Committed on the environment, not through useMutation: the page that asks is left
// (or the panel closed) as soon as the person confirms. A delete made is recorded for undo (src/features/undo):
// taking it back restores the issue (./undoDelete), which puts it back between the issues it sat between.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { useDeleteIssueMutation as DeleteIssueMutation } from '@/__generated__/useDeleteIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { recordUndoable } from '@/features/undo/undoHistory';

const mutation = graphql`
  mutation useDeleteIssueMutation($input: DeleteIssueInput!, $connections: [ID!]!) @raw_response_type {
    deleteIssue(input: $input) {
      deletedIssueId @deleteEdge(connections: $connections)
    }
  }
`;

/** Where a deleted issue sat in one list: the issues right before and after it (null at an end). */
export interface ListPlace {
  connectionId: string;
  previousId: string | null;
  nextId: string | null;
}

/** Where the issue sits in each of the lists, as this tab's store holds them (what an undo puts it back into). */
function placesIn(environment: IEnvironment, issueId: string, connections: readonly string[]): ListPlace[] {
  const source = environment.getStore().getSource();
  return connections.flatMap((connectionId) => {
    const edgeIds = (source.get(connectionId)?.edges as { __refs?: string[] } | undefined)?.__refs ?? [];
    const nodeIds = edgeIds.map((edgeId) => (source.get(edgeId)?.node as { __ref?: string } | undefined)?.__ref ?? null);
    const index = nodeIds.indexOf(issueId);
    if (index === -1) return [];
    return [{ connectionId, previousId: nodeIds[index - 1] ?? null, nextId: nodeIds[index + 1] ?? null }];
  });
}

export function useDeleteIssueMutation() {
  const environment = useRelayEnvironment();

  const deleteIssue = useCallback(
    ({ id, issueKey, connections = [] }: { id: string; issueKey: string; connections?: readonly string[] }) => {
      const places = placesIn(environment, id, connections);
      return commitMutation<DeleteIssueMutation>(environment, {
        mutation,
        variables: { input: { id }, connections: [...connections] },
        optimisticResponse: { deleteIssue: { deletedIssueId: id } },
        onCompleted: (_response, errors) => {
          if (errors?.length) return;
          recordUndoable(environment, {
            what: `${issueKey} deleted.`,
            failure: `${issueKey} was not restored`,
            // The undo's code loads when it is first used.
            undo: async () => (await import('./undoDelete')).undoDelete(environment, { id, key: issueKey, places }),
          });
        },
        onError: (error) => {
          toastMutationError(`${issueKey} was not deleted`, error);
        },
      });
    },
    [environment],
  );

  return [deleteIssue] as const;
}

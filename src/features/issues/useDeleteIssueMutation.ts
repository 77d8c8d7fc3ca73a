// Deletes an issue: it leaves the given connections (the lists on screen, by their `__id`) at once, and comes
// back with a toast if the server refuses. The record itself stays in the store rather than @deleteRecord: a
// list whose connection was not given would otherwise hold an edge without a node until it is fetched again.
// Others' lists drop it through their issue events. Committed on the environment, not through useMutation: the page that asks is left
// (or the panel closed) as soon as the person confirms.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useDeleteIssueMutation as DeleteIssueMutation } from '@/__generated__/useDeleteIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteIssueMutation($input: DeleteIssueInput!, $connections: [ID!]!) @raw_response_type {
    deleteIssue(input: $input) {
      deletedIssueId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeleteIssueMutation() {
  const environment = useRelayEnvironment();

  const deleteIssue = useCallback(
    ({ id, issueKey, connections = [] }: { id: string; issueKey: string; connections?: readonly string[] }) =>
      commitMutation<DeleteIssueMutation>(environment, {
        mutation,
        variables: { input: { id }, connections: [...connections] },
        optimisticResponse: { deleteIssue: { deletedIssueId: id } },
        onError: (error) => {
          toastMutationError(`${issueKey} was not deleted`, error);
        },
      }),
    [environment],
  );

  return [deleteIssue] as const;
}

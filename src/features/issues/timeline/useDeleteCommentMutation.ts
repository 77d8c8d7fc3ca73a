// Deletes a comment (its author's, or any for an admin). It leaves the timeline at once; if the server refuses,
// it comes back and a toast says why. While the server cannot be reached the deletion waits to be sent
// (src/features/offline).
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useDeleteCommentMutation as DeleteCommentMutation } from '@/__generated__/useDeleteCommentMutation.graphql';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { outboxOf } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteCommentMutation($input: DeleteCommentInput!, $connections: [ID!]!) @raw_response_type {
    deleteComment(input: $input) {
      deletedCommentId @deleteEdge(connections: $connections)
      issue {
        id
      }
    }
  }
`;

export function useDeleteCommentMutation() {
  const [commit, isInFlight] = useMutation<DeleteCommentMutation>(mutation);
  const environment = useRelayEnvironment();

  const deleteComment = useCallback(
    ({ id, issueId, connections }: { id: string; issueId: string; connections: readonly string[] }) => {
      const outbox = outboxOf<OutboxHandle>(environment);
      const wait = outbox ? () => outbox.addCommentDelete({ issueId, commentId: id, connectionIds: [...connections] }) : null;
      if (wait && outbox!.waits()) return wait();
      commit({
        variables: { input: { id }, connections: [...connections] },
        optimisticResponse: { deleteComment: { deletedCommentId: id, issue: { id: issueId } } },
        onError: (error) => {
          // The server could not be reached: the deletion waits to be sent with the changes made offline.
          if (wait && toApiError(error).code === 'NETWORK') return wait();
          toastMutationError('The comment was not deleted', error);
        },
      });
    },
    [commit, environment],
  );

  return [deleteComment, isInFlight] as const;
}

// Deletes a comment (its author's, or any for an admin). It leaves the timeline at once; if the server refuses,
// it comes back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteCommentMutation as DeleteCommentMutation } from '@/__generated__/useDeleteCommentMutation.graphql';
import { toastMutationError } from '@/relay/errors';

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

  const deleteComment = useCallback(
    ({ id, issueId, connections }: { id: string; issueId: string; connections: readonly string[] }) =>
      commit({
        variables: { input: { id }, connections: [...connections] },
        optimisticResponse: { deleteComment: { deletedCommentId: id, issue: { id: issueId } } },
        onError: (error) => {
          toastMutationError('The comment was not deleted', error);
        },
      }),
    [commit],
  );

  return [deleteComment, isInFlight] as const;
}

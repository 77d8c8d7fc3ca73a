// Takes back the viewer's reaction to a comment: the reaction bar shows it at once; if the server refuses, it comes
// back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCommentReactionMutation as RemoveCommentReactionMutation } from '@/__generated__/useRemoveCommentReactionMutation.graphql';
import type { ReactionContent } from '@/rules/reaction';
import { toastMutationError } from '@/relay/errors';
import { reactionsAfter, type ReactionGroupData } from './reactionsAfter';

const mutation = graphql`
  mutation useRemoveCommentReactionMutation($input: RemoveCommentReactionInput!) @raw_response_type {
    removeCommentReaction(input: $input) {
      comment {
        id
        ...ReactionBar_comment
      }
    }
  }
`;

export function useRemoveCommentReactionMutation() {
  const [commit] = useMutation<RemoveCommentReactionMutation>(mutation);
  return useCallback(
    (comment: { id: string; reactions: readonly ReactionGroupData[] }, content: ReactionContent, viewer: { id: string; name: string }) =>
      commit({
        variables: { input: { commentId: comment.id, content } },
        optimisticResponse: {
          removeCommentReaction: {
            comment: {
              id: comment.id,
              reactions: reactionsAfter(comment.reactions, content, false, viewer).map((group) => ({
                ...group,
                users: group.users.map((user) => ({ ...user })),
              })),
            },
          },
        },
        onError: (error) => {
          toastMutationError('Your reaction was not taken back', error);
        },
      }),
    [commit],
  );
}

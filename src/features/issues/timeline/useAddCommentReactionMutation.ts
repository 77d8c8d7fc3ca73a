// Reacts to a comment with an emoji: the reaction bar shows it at once (count, pressed, the viewer among who
// reacted); if the server refuses, it goes back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCommentReactionMutation as AddCommentReactionMutation } from '@/__generated__/useAddCommentReactionMutation.graphql';
import type { ReactionContent } from '@/rules/reaction';
import { toastMutationError } from '@/relay/errors';
import { reactionsAfter, type ReactionGroupData } from './reactionsAfter';

const mutation = graphql`
  mutation useAddCommentReactionMutation($input: AddCommentReactionInput!) @raw_response_type {
    addCommentReaction(input: $input) {
      comment {
        id
        ...ReactionBar_comment
      }
    }
  }
`;

export function useAddCommentReactionMutation() {
  const [commit] = useMutation<AddCommentReactionMutation>(mutation);
  return useCallback(
    (comment: { id: string; reactions: readonly ReactionGroupData[] }, content: ReactionContent, viewer: { id: string; name: string }) =>
      commit({
        variables: { input: { commentId: comment.id, content } },
        optimisticResponse: {
          addCommentReaction: {
            comment: {
              id: comment.id,
              reactions: reactionsAfter(comment.reactions, content, true, viewer).map((group) => ({
                ...group,
                users: group.users.map((user) => ({ ...user })),
              })),
            },
          },
        },
        onError: (error) => {
          toastMutationError('Your reaction was not added', error);
        },
      }),
    [commit],
  );
}

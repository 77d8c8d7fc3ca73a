// Changes a comment's body (its author's). The new text shows at once, marked edited; if the server refuses,
// the old text comes back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateCommentMutation as UpdateCommentMutation } from '@/__generated__/useUpdateCommentMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { normalizeCommentBody } from '@/rules/comment';
import { mentionsIn, type CommentPerson } from './useCreateCommentMutation';

const mutation = graphql`
  mutation useUpdateCommentMutation($input: UpdateCommentInput!) @raw_response_type {
    updateComment(input: $input) {
      comment {
        id
        ...TimelineComment_comment
      }
    }
  }
`;

export interface CommentBeforeUpdate {
  readonly id: string;
  readonly createdAt: string;
  readonly viewerCanUpdate: boolean;
  readonly viewerCanDelete: boolean;
  readonly author: { readonly id: string; readonly name: string; readonly imageUrl: string | null | undefined };
  readonly mentions: readonly CommentPerson[];
}

export function useUpdateCommentMutation() {
  const [commit, isInFlight] = useMutation<UpdateCommentMutation>(mutation);

  const updateComment = useCallback(
    (comment: CommentBeforeUpdate, body: string, members: readonly CommentPerson[], onFailed?: () => void) => {
      const stored = normalizeCommentBody(body);
      return commit({
        variables: { input: { id: comment.id, body: stored } },
        optimisticResponse: {
          updateComment: {
            comment: {
              id: comment.id,
              body: stored,
              createdAt: comment.createdAt,
              updatedAt: new Date().toISOString(),
              edited: true,
              viewerCanUpdate: comment.viewerCanUpdate,
              viewerCanDelete: comment.viewerCanDelete,
              author: { id: comment.author.id, name: comment.author.name, imageUrl: comment.author.imageUrl ?? null },
              mentions: mentionsIn(stored, [...comment.mentions, ...members]),
            },
          },
        },
        onError: (error) => {
          toastMutationError('Your comment was not changed', error);
          onFailed?.();
        },
      });
    },
    [commit],
  );

  return [updateComment, isInFlight] as const;
}

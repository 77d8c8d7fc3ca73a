// Changes a comment's body (its author's). The new text shows at once, marked edited; if the server refuses,
// the old text comes back and a toast says why. While the server cannot be reached the edit waits to be sent
// (src/features/offline), shown meanwhile.
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useUpdateCommentMutation as UpdateCommentMutation } from '@/__generated__/useUpdateCommentMutation.graphql';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { outboxOf } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
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
  /** The comment's issue (what a toast about a waiting edit names). */
  readonly issueId: string;
  readonly createdAt: string;
  readonly viewerCanUpdate: boolean;
  readonly viewerCanDelete: boolean;
  readonly author: { readonly id: string; readonly name: string; readonly imageUrl: string | null | undefined };
  readonly mentions: readonly CommentPerson[];
}

export function useUpdateCommentMutation() {
  const [commit, isInFlight] = useMutation<UpdateCommentMutation>(mutation);
  const environment = useRelayEnvironment();

  const updateComment = useCallback(
    (comment: CommentBeforeUpdate, body: string, members: readonly CommentPerson[], onFailed?: () => void) => {
      const stored = normalizeCommentBody(body);
      const mentions = mentionsIn(stored, [...comment.mentions, ...members]);
      const outbox = outboxOf<OutboxHandle>(environment);
      const wait = outbox ? () => outbox.addCommentEdit({ issueId: comment.issueId, commentId: comment.id, body: stored, mentions: [...mentions] }) : null;
      if (wait && outbox!.waits()) return wait();
      commit({
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
              mentions,
            },
          },
        },
        onError: (error) => {
          // The server could not be reached: the edit waits to be sent with the changes made offline.
          if (wait && toApiError(error).code === 'NETWORK') return wait();
          toastMutationError('Your comment was not changed', error);
          onFailed?.();
        },
      });
    },
    [commit, environment],
  );

  return [updateComment, isInFlight] as const;
}

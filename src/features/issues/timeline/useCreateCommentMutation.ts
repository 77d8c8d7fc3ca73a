// Posts a comment. It shows at the end of the timeline at once (an optimistic comment by the viewer, with the
// mentions it names), replaced by the server's; if the server refuses, it goes away and a toast says why. While the
// server cannot be reached it waits to be posted (src/features/offline), shown at the end of the timeline as waiting.
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useCreateCommentMutation as CreateCommentMutation } from '@/__generated__/useCreateCommentMutation.graphql';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { outboxOf } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
import { mentionedIds, normalizeCommentBody } from '@/rules/comment';

const mutation = graphql`
  mutation useCreateCommentMutation($input: CreateCommentInput!, $connections: [ID!]!) @raw_response_type {
    createComment(input: $input) {
      timelineEdge @appendEdge(connections: $connections) {
        cursor
        node {
          __typename
          ... on Comment {
            id
            ...TimelineComment_comment @alias(as: "comment")
            ...ReactionBar_comment @alias(as: "reactions")
          }
        }
      }
    }
  }
`;

export interface CommentPerson {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string | null;
}

let optimisticCount = 0;

/** The members a body mentions, as the server will list them (known members only, in order of mention). */
export function mentionsIn(body: string, members: readonly CommentPerson[]) {
  return mentionedIds(body)
    .map((id) => members.find((member) => member.id === id))
    .filter((member): member is CommentPerson => Boolean(member))
    .map(({ id, name }) => ({ id, name }));
}

export function useCreateCommentMutation() {
  const [commit, isInFlight] = useMutation<CreateCommentMutation>(mutation);
  const environment = useRelayEnvironment();

  const createComment = useCallback(
    ({
      issueId,
      body,
      author,
      members,
      connections,
      onFailed,
    }: {
      issueId: string;
      body: string;
      author: CommentPerson;
      members: readonly CommentPerson[];
      connections: readonly string[];
      /** Called when the server refuses (the composer gives the text back). */
      onFailed?: () => void;
    }) => {
      const stored = normalizeCommentBody(body);
      const now = new Date().toISOString();
      const mentions = mentionsIn(stored, members);
      const outbox = outboxOf<OutboxHandle>(environment);
      const [connectionId] = connections;
      const wait = outbox && connectionId ? () => outbox.addComment({ issueId, body: stored, author, mentions, connectionId }) : null;
      if (wait && outbox!.waits()) return wait();
      optimisticCount += 1;
      const id = `client:new_comment:${optimisticCount}`;
      commit({
        variables: { input: { issueId, body: stored }, connections: [...connections] },
        optimisticResponse: {
          createComment: {
            timelineEdge: {
              cursor: id,
              node: {
                __typename: 'Comment',
                __isNode: 'Comment',
                id,
                body: stored,
                createdAt: now,
                updatedAt: now,
                edited: false,
                viewerCanUpdate: true,
                viewerCanDelete: true,
                author: { id: author.id, name: author.name, imageUrl: author.imageUrl ?? null },
                mentions,
                reactions: [],
              },
            },
          },
        },
        onError: (error) => {
          // The server could not be reached: the comment waits to be posted with the changes made offline.
          if (wait && toApiError(error).code === 'NETWORK') return wait();
          toastMutationError('Your comment was not posted', error);
          onFailed?.();
        },
      });
    },
    [commit, environment],
  );

  return [createComment, isInFlight] as const;
}

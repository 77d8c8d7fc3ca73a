// Moves an issue to a status column, between two of its neighbours: the card moves at once, with the position
// the server will most likely give it (a fractional index between its neighbours'); if the server refuses, it
// goes back where it was and a toast says why.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { generateKeyBetween } from 'fractional-indexing';
import type { IssueStatus, useMoveIssueMutation as MoveIssueMutation } from '@/__generated__/useMoveIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useIssueGroups } from './IssueGroupsContext';
import { placeIssue } from './issuePlacement';

const mutation = graphql`
  mutation useMoveIssueMutation($input: MoveIssueInput!) @raw_response_type {
    moveIssue(input: $input) {
      issue {
        id
        status
        position
        updatedAt
        completedAt
      }
    }
  }
`;

/** A neighbour the issue lands next to: its id and position. */
export interface Neighbour {
  id: string;
  position: string;
}

export interface MoveIssueArgs {
  issueId: string;
  issueKey: string;
  status: IssueStatus;
  /** The issue it lands right after; null at the top. */
  after: Neighbour | null;
  /** The issue it lands right before; null at the bottom. */
  before: Neighbour | null;
}

/** A position between the neighbours' (the server's rule); when theirs are not in order, right after `after`. */
export function positionBetween(after: string | null, before: string | null): string {
  try {
    return generateKeyBetween(after, before);
  } catch {
    return generateKeyBetween(after, null);
  }
}

export function useMoveIssueMutation() {
  // Committed on the environment: the card that asks may unmount as it leaves its column.
  const environment = useRelayEnvironment();
  const registry = useIssueGroups();

  const moveIssue = useCallback(
    ({ issueId, issueKey, status, after, before }: MoveIssueArgs) => {
      const place = (store: Parameters<typeof placeIssue>[0]) => placeIssue(store, issueId, registry.groups());
      return commitMutation<MoveIssueMutation>(environment, {
        mutation,
        variables: { input: { id: issueId, status, afterId: after?.id ?? null, beforeId: before?.id ?? null } },
        optimisticResponse: {
          moveIssue: {
            issue: {
              id: issueId,
              status,
              position: positionBetween(after?.position ?? null, before?.position ?? null),
              updatedAt: new Date().toISOString(),
              completedAt: status === 'DONE' ? new Date().toISOString() : null,
            },
          },
        },
        optimisticUpdater: place,
        updater: place,
        onError: (error) => {
          toastMutationError(`${issueKey} was not moved`, error);
        },
      });
    },
    [environment, registry],
  );

  return [moveIssue] as const;
}

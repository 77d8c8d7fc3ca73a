// Changes an issue's status from the cycle's board (a card dragged to another column, or its "Move to…" menu): the
// card moves at once, and back when the server refuses. Recorded for undo, as the project board's moves are.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { IssueStatus, useSetCycleIssueStatusMutation as SetStatusMutation } from '@/__generated__/useSetCycleIssueStatusMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { STATUS_LABELS } from '@/rules/issue';
import { recordUndoable } from '@/features/undo/undoHistory';

const mutation = graphql`
  mutation useSetCycleIssueStatusMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        status
        completedAt
        updatedAt
      }
    }
  }
`;

export interface StatusChange {
  id: string;
  key: string;
  from: IssueStatus;
  to: IssueStatus;
}

const words = (status: IssueStatus) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

function setStatus(environment: IEnvironment, id: string, status: IssueStatus): Promise<void> {
  return new Promise((resolve, reject) =>
    commitMutation<SetStatusMutation>(environment, {
      mutation,
      variables: { input: { id, status } },
      optimisticUpdater: (store) => store.get(id)?.setValue(status, 'status'),
      onCompleted: (_response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
      onError: reject,
    }),
  );
}

export function useSetCycleIssueStatusMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    ({ id, key, from, to }: StatusChange) => {
      setStatus(environment, id, to).then(
        () =>
          recordUndoable(environment, {
            what: `${key} moved to ${words(to)}.`,
            failure: `${key} was not put back`,
            undo: () => setStatus(environment, id, from).then(() => ({ undone: true, message: `${key} is back in ${words(from)}.` })),
          }),
        (error: unknown) => void toastMutationError(`${key} was not moved to ${words(to)}`, error),
      );
    },
    [environment],
  );
}

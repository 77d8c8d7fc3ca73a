// Puts an issue dragged from "Not in this cycle" into the cycle: at once in the cycle's issues (and out of the
// panel), for good when the server agrees, back where it was when it refuses. Recorded for undo: taking it back
// takes the issue out of the cycle again, through the same mutation.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler, type IEnvironment, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePlanIssueMutation as PlanIssueMutation } from '@/__generated__/usePlanIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { recordUndoable } from '@/features/undo/undoHistory';

const mutation = graphql`
  mutation usePlanIssueMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        cycle {
          id
          number
          name
        }
      }
    }
  }
`;

export interface PlannedIssue {
  id: string;
  key: string;
}

export interface PlanTarget {
  cycleId: string;
  cycleTitle: string;
  /** The cycle's issue connection (its `__id`). */
  cycleConnectionId: string;
  /** The panel's connection the issue was dragged from (its `__id`), if it is on screen. */
  panelConnectionId: string | null;
}

function hasNode(connection: ReturnType<RecordSourceSelectorProxy['get']>, id: string): boolean {
  return (connection?.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}

function addCount(connection: NonNullable<ReturnType<RecordSourceSelectorProxy['get']>>, by: number) {
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(count + by, 'totalCount');
}

/** Moves the issue's record from one connection to the other (either may be absent from the store). */
function moveBetween(store: RecordSourceSelectorProxy, issueId: string, fromId: string | null, toId: string | null) {
  const issue = store.get(issueId);
  if (!issue) return;
  const from = fromId ? store.get(fromId) : null;
  if (from && hasNode(from, issueId)) {
    ConnectionHandler.deleteNode(from, issueId);
    addCount(from, -1);
  }
  const to = toId ? store.get(toId) : null;
  if (to && !hasNode(to, issueId)) {
    ConnectionHandler.insertEdgeAfter(to, ConnectionHandler.createEdge(store, to, issue, 'IssueEdge'));
    addCount(to, 1);
  }
}

function setCycle(environment: IEnvironment, issue: PlannedIssue, cycleId: string | null, move: (store: RecordSourceSelectorProxy) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    commitMutation<PlanIssueMutation>(environment, {
      mutation,
      variables: { input: { id: issue.id, cycleId } },
      optimisticUpdater: (store) => {
        move(store);
        const issueRecord = store.get(issue.id);
        const cycle = cycleId ? store.get(cycleId) : null;
        if (issueRecord && (cycle || !cycleId)) issueRecord.setLinkedRecord(cycle ?? null, 'cycle');
      },
      updater: move,
      onCompleted: (_response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
      onError: reject,
    }),
  );
}

export function usePlanIssueMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (issue: PlannedIssue, target: PlanTarget) => {
      const { cycleId, cycleTitle, cycleConnectionId, panelConnectionId } = target;
      setCycle(environment, issue, cycleId, (store) => moveBetween(store, issue.id, panelConnectionId, cycleConnectionId)).then(
        () =>
          recordUndoable(environment, {
            what: `${issue.key} added to ${cycleTitle}.`,
            failure: `${issue.key} was not taken out of ${cycleTitle}`,
            undo: () =>
              setCycle(environment, issue, null, (store) => moveBetween(store, issue.id, cycleConnectionId, panelConnectionId)).then(() => ({
                undone: true,
                message: `${issue.key} is out of ${cycleTitle} again.`,
              })),
          }),
        (error: unknown) => void toastMutationError(`${issue.key} was not added to ${cycleTitle}`, error),
      );
    },
    [environment],
  );
}

// Takes a delete back (loaded when an undo first runs): the issue is restored on the server, a new change that everyone
// watching its project sees (their lists place it again from the live event), and in this tab it goes back at once
// into the lists it left, between the issues it sat between (when one of them is still there).
import { commitMutation, graphql } from 'react-relay';
import { ConnectionHandler, type IEnvironment, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { undoDeleteMutation as UndoDeleteMutation } from '@/__generated__/undoDeleteMutation.graphql';
import type { UndoOutcome } from '@/features/undo/undoHistory';
import type { ListPlace } from './useDeleteIssueMutation';

const mutation = graphql`
  mutation undoDeleteMutation($input: RestoreIssueInput!) {
    restoreIssue(input: $input) {
      issue {
        id
        position
        updatedAt
        ...IssueSummary_issue
        ...IssueDetail_issue
      }
    }
  }
`;

/** Puts the issue back into each list it left, next to a neighbour it had there; a list that has it already keeps it. */
function putBack(store: RecordSourceSelectorProxy, issueId: string, places: readonly ListPlace[]): void {
  const issue = store.get(issueId);
  if (!issue) return;
  for (const { connectionId, previousId, nextId } of places) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    const ids = edges.map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? null);
    if (ids.includes(issueId)) continue;
    let at = previousId === null ? 0 : ids.indexOf(previousId) + 1;
    if (previousId !== null && at === 0) at = nextId === null ? -1 : ids.indexOf(nextId);
    if (at === -1) continue;
    const edge = ConnectionHandler.createEdge(store, connection, issue, 'IssueEdge');
    connection.setLinkedRecords([...edges.slice(0, at), edge, ...edges.slice(at)], 'edges');
  }
}

export function undoDelete(
  environment: IEnvironment,
  { id, key, places }: { id: string; key: string; places: readonly ListPlace[] },
): Promise<UndoOutcome> {
  return new Promise((resolve, reject) => {
    commitMutation<UndoDeleteMutation>(environment, {
      mutation,
      variables: { input: { id } },
      updater: (store) => putBack(store, id, places),
      onCompleted: (_response, errors) => {
        if (errors?.length) reject(errors);
        else resolve({ undone: true, message: `Undone: ${key} is back.` });
      },
      onError: reject,
    });
  });
}

// Changes the same fields of the picked issues at once, in parts of at most BULK_UPDATE_MAX issues (the server's
// limit per update: "Select all" of a long column picks more). The change shows at once (each issue's record is
// changed in place and placed in the groups it now belongs to); if the server refuses a part, Relay rolls its
// issues back and a toast says why. A change made is recorded for undo (src/features/undo), with each issue's
// value before it. While the server cannot be reached the change waits instead (src/features/offline): one edit per
// issue it changes, of those the viewer may change, shown at once and sent in order later; it is not recorded for undo.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment, RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  BulkUpdateIssuesInput,
  useBulkUpdateIssuesMutation as BulkUpdateIssuesMutation,
} from '@/__generated__/useBulkUpdateIssuesMutation.graphql';
import { outboxOf } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { useIssueGroupsOnScreen, type IssueGroupsSource } from '@/features/offline/issueGroupsOnScreen';
import { BULK_UPDATE_MAX } from '@/rules/issue';
import { storedIssueValues } from '@/features/undo/issueValues';
import { recordUndoable } from '@/features/undo/undoHistory';
import { useIssueGroups, type IssueGroupRegistry } from './IssueGroupsContext';
import { placeIssue } from './issuePlacement';

// The answer is each issue as the cards and rows it changes show it (their fragment, spread).
const mutation = graphql`
  mutation useBulkUpdateIssuesMutation($input: BulkUpdateIssuesInput!) {
    bulkUpdateIssues(input: $input) {
      issues {
        id
        ...IssueSummary_issue
      }
    }
  }
`;

export type BulkChange = Omit<BulkUpdateIssuesInput, 'ids'>;

/** The change as the server will make it, on the issues' records in the store. */
function applyOptimistically(store: RecordSourceSelectorProxy, ids: readonly string[], change: BulkChange) {
  const now = new Date().toISOString();
  for (const id of ids) {
    const issue = store.get(id);
    if (!issue) continue;
    if (change.status && change.status !== issue.getValue('status')) {
      issue.setValue(change.status, 'status');
      issue.setValue(change.status === 'DONE' ? now : null, 'completedAt');
      // The server puts it at the top of its new column: before every position ('' sorts first).
      issue.setValue('', 'position');
    }
    if (change.priority) issue.setValue(change.priority, 'priority');
    if (change.estimate !== undefined) issue.setValue(change.estimate, 'estimate');
    if (change.assigneeId !== undefined) {
      const assignee = change.assigneeId ? store.get(change.assigneeId) : null;
      if (assignee) issue.setLinkedRecord(assignee, 'assignee');
      else if (change.assigneeId === null) issue.setValue(null, 'assignee');
    }
    if (change.cycleId !== undefined) {
      const cycle = change.cycleId ? store.get(change.cycleId) : null;
      if (cycle) issue.setLinkedRecord(cycle, 'cycle');
      else if (change.cycleId === null) issue.setValue(null, 'cycle');
    }
    if (change.addLabelIds?.length || change.removeLabelIds?.length) {
      const labels = (issue.getLinkedRecords('labels') ?? []).filter((label) => label && !change.removeLabelIds?.includes(label.getDataID()));
      for (const labelId of change.addLabelIds ?? []) {
        const label = store.get(labelId);
        if (label && !labels.some((held) => held?.getDataID() === labelId)) labels.push(label);
      }
      issue.setLinkedRecords(labels, 'labels');
    }
    issue.setValue(now, 'updatedAt');
  }
}

const outboxViews = new WeakMap<IssueGroupRegistry, IssueGroupsSource>();

/**
 * The page's groups as the outbox of changes made offline places its waiting changes among them (one view per
 * registry). `positionAbove` (the board's, which has the positions' arithmetic) lets it put an issue whose status a
 * waiting edit changes at the top of its new column, as the server will.
 */
export function issueGroupsForOutbox(registry: IssueGroupRegistry, positionAbove?: (top: string | null) => string): IssueGroupsSource {
  let view = outboxViews.get(registry);
  if (!view) {
    // placeIssue reads and links records only: a layer's store will do.
    view = { groups: () => registry.groups(), place: (store, issueId) => placeIssue(store as RecordSourceSelectorProxy, issueId, registry.groups()) };
    outboxViews.set(registry, view);
  }
  view.positionAbove ??= positionAbove;
  return view;
}

interface BulkOptions {
  /** The change in words ("Status set to Done for 3 issues."): recorded for undo with this toast. Absent for an undo's own change. */
  what?: string;
  onDone?: () => void;
  onFailed?: (error: Error) => void;
}

/** Commits the change in parts of at most BULK_UPDATE_MAX issues. */
export function commitBulk(environment: IEnvironment, registry: IssueGroupRegistry, ids: readonly string[], change: BulkChange, options: BulkOptions): void {
  const outbox = outboxOf<OutboxHandle>(environment);
  if (outbox?.waits()) {
    if (outbox.addBulkEdit(ids, change, options.what)) options.onDone?.();
    else options.onFailed?.(new Error('The issues were not changed.'));
    return;
  }
  // Parts that could not reach the server wait together: the bar says so once.
  let toldWaiting = false;
  const parts = Array.from({ length: Math.ceil(ids.length / BULK_UPDATE_MAX) }, (_, index) => ids.slice(index * BULK_UPDATE_MAX, (index + 1) * BULK_UPDATE_MAX));
  const before = new Map(ids.map((id) => [id, storedIssueValues(environment, id)]));
  let unfinished = parts.length;
  for (const part of parts) {
    const place = (store: RecordSourceSelectorProxy) => part.forEach((id) => placeIssue(store, id, registry.groups()));
    commitMutation<BulkUpdateIssuesMutation>(environment, {
      mutation,
      variables: { input: { ids: [...part], ...change } },
      optimisticUpdater: (store) => {
        applyOptimistically(store, part, change);
        place(store);
      },
      updater: place,
      onCompleted: (_response, errors) => {
        if (errors?.length) return;
        unfinished -= 1;
        if (unfinished > 0) return;
        options.onDone?.();
        const what = options.what;
        if (what) {
          recordUndoable(environment, {
            what,
            failure: 'The change was not undone',
            // The undo's code loads when it is first used.
            undo: async () => (await import('./undoBulk')).undoBulk(environment, registry, before, change, what),
          });
        }
      },
      onError: (error) => {
        if (options.onFailed) options.onFailed(error);
        else if (outbox && toApiError(error).code === 'NETWORK') {
          // The server could not be reached: the part's issues wait to be sent with the changes made offline.
          outbox.addBulkEdit(part, change, toldWaiting ? undefined : options.what);
          toldWaiting = true;
        } else toastMutationError(part.length === 1 ? 'The issue was not changed' : `The ${part.length} issues were not changed`, error);
      },
    });
  }
}

export function useBulkUpdateIssuesMutation() {
  // Committed on the environment: the bar that asks closes as the selection clears.
  const environment = useRelayEnvironment();
  const registry = useIssueGroups();
  // Edits made offline (this bar's among them) show among the page's groups, after a reload too.
  useIssueGroupsOnScreen(environment, issueGroupsForOutbox(registry));

  /** Changes the issues; `what` (the change in words) records it for undo and shows it in a toast with "Undo". */
  const bulkUpdate = useCallback(
    (ids: readonly string[], change: BulkChange, onDone?: () => void, what?: string) => commitBulk(environment, registry, ids, change, { onDone, what }),
    [environment, registry],
  );

  return [bulkUpdate] as const;
}

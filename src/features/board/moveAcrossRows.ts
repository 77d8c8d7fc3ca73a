// A card dropped in another row of the grouped board: one moveIssue that gives the issue its new column and place
// and that row's priority, assignee or label (its old row's label swapped for the new one's), as one change everyone
// sees live. The card moves at once; if the server refuses, it goes back and a toast says why. Undo takes back both,
// through the same mutation, unless someone moved or changed the issue since. Loaded with the grouped board only.
import { commitMutation, graphql } from 'react-relay';
import type { IEnvironment, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { IssuePriority, IssueStatus, moveAcrossRowsMutation as MoveAcrossRowsMutation } from '@/__generated__/moveAcrossRowsMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { currentIssues } from '@/features/undo/currentIssues';
import { recordUndoable, type UndoOutcome } from '@/features/undo/undoHistory';
import type { IssueGroupRegistry } from './IssueGroupsContext';
import { STATUS_LABELS, type GroupCondition } from './issueGroups';
import { placeIssue } from './issuePlacement';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { outboxOf } from '@/relay';
import { commitMove, issuesOfGroup, positionBetween, type Neighbour } from './useMoveIssueMutation';

const mutation = graphql`
  mutation moveAcrossRowsMutation($input: MoveIssueInput!) {
    moveIssue(input: $input) {
      issue {
        id
        status
        position
        updatedAt
        completedAt
        priority
        assignee {
          id
          name
          imageUrl
        }
        labels {
          id
          name
          color
        }
      }
    }
  }
`;

/** A row of the grouped board: its name and which issues belong in it. */
export interface BoardRow {
  title: string;
  condition: GroupCondition;
}

/** What changes on the issue besides its place. */
export interface RowChange {
  priority?: IssuePriority;
  assigneeId?: string | null;
  addLabelIds?: string[];
  removeLabelIds?: string[];
}

export interface MoveAcrossRowsArgs {
  issueId: string;
  issueKey: string;
  status: IssueStatus;
  /** The issue it lands right after in the new row's column; null at the top. */
  after: Neighbour | null;
  /** The issue it lands right before; null at the bottom. */
  before: Neighbour | null;
  from: BoardRow;
  to: BoardRow;
}

/**
 * What moving the issue from one row to another changes: the new row's priority or assignee; grouped by label, the
 * new row's label gained and the old row's lost (the labels it held already, and those it never had, change nothing).
 */
export function rowChange(from: GroupCondition, to: GroupCondition, heldLabelIds: readonly string[]): RowChange {
  if (to.by === 'PRIORITY') return { priority: (to.value ?? 'NONE') as IssuePriority };
  if (to.by === 'ASSIGNEE') return { assigneeId: to.value };
  return {
    addLabelIds: to.value && !heldLabelIds.includes(to.value) ? [to.value] : [],
    removeLabelIds: from.value && from.value !== to.value && heldLabelIds.includes(from.value) ? [from.value] : [],
  };
}

/** The issue's row fields as the change leaves them, in the store (before the server answers). */
function applyChange(store: RecordSourceSelectorProxy, issue: RecordProxy, change: RowChange) {
  if (change.priority !== undefined) issue.setValue(change.priority, 'priority');
  if (change.assigneeId !== undefined) {
    const assignee = change.assigneeId === null ? null : store.get(change.assigneeId);
    if (assignee) issue.setLinkedRecord(assignee, 'assignee');
    else issue.setValue(null, 'assignee');
  }
  if (change.addLabelIds?.length || change.removeLabelIds?.length) {
    const kept = (issue.getLinkedRecords('labels') ?? []).filter(
      (label): label is RecordProxy => label != null && !change.removeLabelIds?.includes(label.getDataID()),
    );
    const added = (change.addLabelIds ?? []).flatMap((id) => store.get(id) ?? []);
    issue.setLinkedRecords([...kept, ...added], 'labels');
  }
}

/** The issues of a row's column on screen, by position, without the moving one (to find a place again). */
function rowColumnOnScreen(environment: IEnvironment, registry: IssueGroupRegistry, row: GroupCondition, status: string, except: string): Neighbour[] | null {
  const group = registry
    .groups()
    .find((candidate) => candidate.status === status && candidate.filter?.group?.by === row.by && candidate.filter.group.value === row.value);
  return group ? issuesOfGroup(environment, group.connectionId, except) : null;
}

const placeWords = (row: BoardRow, status: string) => `${STATUS_LABELS[status as IssueStatus] ?? status} in ${row.title}`;

interface Commit {
  args: MoveAcrossRowsArgs;
  change: RowChange;
  undoable: boolean;
  onDone?: (position: string) => void;
  onFailed?: (error: Error) => void;
}

function commit(environment: IEnvironment, registry: IssueGroupRegistry, { args, change, undoable, onDone, onFailed }: Commit): void {
  const { issueId, issueKey, status, after, before, from, to } = args;
  const source = environment.getStore().getSource();
  const was = source.get(issueId);
  const fromStatus = String(was?.status ?? status);
  const fromPosition = String(was?.position ?? '');
  const column = undoable ? rowColumnOnScreen(environment, registry, from.condition, fromStatus, issueId) : null;
  const above = column?.filter((item) => item.position < fromPosition).at(-1) ?? null;
  const below = column?.find((item) => item.position > fromPosition) ?? null;
  const now = new Date().toISOString();
  commitMutation<MoveAcrossRowsMutation>(environment, {
    mutation,
    variables: { input: { id: issueId, status, afterId: after?.id ?? null, beforeId: before?.id ?? null, ...change } },
    optimisticUpdater: (store) => {
      const issue = store.get(issueId);
      if (!issue) return;
      issue.setValue(status, 'status');
      issue.setValue(positionBetween(after?.position ?? null, before?.position ?? null), 'position');
      issue.setValue(now, 'updatedAt');
      issue.setValue(status === 'DONE' ? now : null, 'completedAt');
      applyChange(store, issue, change);
      placeIssue(store, issueId, registry.groups());
    },
    updater: (store) => placeIssue(store, issueId, registry.groups()),
    onCompleted: (response, errors) => {
      if (errors?.length) return;
      const landed = response.moveIssue.issue;
      onDone?.(landed.position);
      if (!undoable) return;
      const back: MoveAcrossRowsArgs = { issueId, issueKey, status: fromStatus as IssueStatus, after: above, before: below, from: to, to: from };
      recordUndoable(environment, {
        what: `${issueKey} moved to ${placeWords(to, status)}.`,
        failure: `${issueKey} was not put back`,
        undo: () => undoMoveAcrossRows(environment, registry, { landed, change, back, fromPosition }),
      });
    },
    onError: (error) => {
      if (onFailed) onFailed(error);
      else toastMutationError(`${issueKey} was not moved`, error);
    },
  });
}

/**
 * Moves the issue to a column of another row, between two of its issues there, with that row's field. While the server
 * cannot be reached (src/features/offline) the drop waits as two changes sent in order later: the row's field, as a
 * bulk edit of the one issue waits, then the move to the column (neither recorded for undo, as any waiting change).
 */
export function commitMoveAcrossRows(environment: IEnvironment, registry: IssueGroupRegistry, args: MoveAcrossRowsArgs): void {
  const held = (environment.getStore().getSource().get(args.issueId)?.labels as { __refs?: string[] } | undefined)?.__refs ?? [];
  const change = rowChange(args.from.condition, args.to.condition, held);
  const outbox = outboxOf<OutboxHandle>(environment);
  if (outbox?.waits()) {
    const { issueId, issueKey, status, after, before } = args;
    if (outbox.addBulkEdit([issueId], change)) commitMove(environment, registry, { issueId, issueKey, status, after, before }, { undoable: false });
    return;
  }
  commit(environment, registry, { args, change, undoable: true });
}

/** The change taken back: the old row's field, the labels swapped back. */
function reverse(change: RowChange, from: GroupCondition): RowChange {
  if (change.priority !== undefined) return { priority: (from.value ?? 'NONE') as IssuePriority };
  if (change.assigneeId !== undefined) return { assigneeId: from.value };
  return { addLabelIds: change.removeLabelIds ?? [], removeLabelIds: change.addLabelIds ?? [] };
}

async function undoMoveAcrossRows(
  environment: IEnvironment,
  registry: IssueGroupRegistry,
  {
    landed,
    change,
    back,
    fromPosition,
  }: { landed: { status: string; position: string }; change: RowChange; back: MoveAcrossRowsArgs; fromPosition: string },
): Promise<UndoOutcome> {
  const { issueId, issueKey } = back;
  const now = (await currentIssues(environment, [issueId])).get(issueId);
  if (!now) return { undone: false, message: `Not undone: ${issueKey} was deleted.` };
  const changedSince =
    (change.priority !== undefined && now.priority !== change.priority) ||
    (change.assigneeId !== undefined && now.assigneeId !== change.assigneeId) ||
    (change.addLabelIds ?? []).some((id) => !now.labelIds.includes(id)) ||
    (change.removeLabelIds ?? []).some((id) => now.labelIds.includes(id));
  if (now.status !== landed.status || now.position !== landed.position || changedSince) {
    return { undone: false, message: `Not undone: ${issueKey} was moved or changed since; it stays where it is.` };
  }
  // Between its old neighbours as its old row's column on screen has them now (or as they were, off the board).
  const column = rowColumnOnScreen(environment, registry, back.to.condition, back.status, issueId);
  const after = column ? (column.filter((item) => item.position < fromPosition).at(-1) ?? null) : back.after;
  const before = column ? (column.find((item) => item.position > fromPosition) ?? null) : after ? null : back.before;
  await new Promise<string>((resolve, reject) =>
    commit(environment, registry, {
      args: { ...back, after, before },
      change: reverse(change, back.to.condition),
      undoable: false,
      onDone: resolve,
      onFailed: reject,
    }),
  );
  return { undone: true, message: `Undone: ${issueKey} is back in ${placeWords(back.to, back.status)}.` };
}

// Takes a bulk change back (loaded when an undo first runs).
import type { IEnvironment } from 'relay-runtime';
import { currentIssues } from '@/features/undo/currentIssues';
import type { IssueValues } from '@/features/undo/issueValues';
import type { UndoOutcome } from '@/features/undo/undoHistory';
import type { IssueGroupRegistry } from './IssueGroupsContext';
import { commitBulk, type BulkChange } from './useBulkUpdateIssuesMutation';

/**
 * Takes a bulk change back: each issue it changed gets its previous value again, in one change per previous value
 * (the issues that were in Todo go back to Todo, those in Backlog to Backlog…); an issue deleted or changed since in
 * that field is left as it is.
 */
export async function undoBulk(
  environment: IEnvironment,
  registry: IssueGroupRegistry,
  before: ReadonlyMap<string, IssueValues | null>,
  change: BulkChange,
  what: string,
): Promise<UndoOutcome> {
  const now = await currentIssues(environment, [...before.keys()]);
  const reverts = new Map<string, { change: BulkChange; ids: string[] }>();
  let skipped = 0;
  const revert = (key: string, back: BulkChange, id: string) => {
    const group = reverts.get(key) ?? { change: back, ids: [] };
    group.ids.push(id);
    reverts.set(key, group);
  };
  for (const [id, was] of before) {
    if (!was) continue;
    const is = now.get(id);
    if (change.status) {
      if (was.status === change.status) continue;
      if (is?.status === change.status) revert(`status:${was.status}`, { status: was.status as BulkChange['status'] }, id);
      else skipped += 1;
    } else if (change.priority) {
      if (was.priority === change.priority) continue;
      if (is?.priority === change.priority) revert(`priority:${was.priority}`, { priority: was.priority as BulkChange['priority'] }, id);
      else skipped += 1;
    } else if (change.assigneeId !== undefined) {
      if (was.assigneeId === change.assigneeId) continue;
      if (is && is.assigneeId === change.assigneeId) revert(`assignee:${was.assigneeId}`, { assigneeId: was.assigneeId }, id);
      else skipped += 1;
    } else {
      for (const label of change.addLabelIds ?? []) {
        if (was.labelIds.includes(label)) continue;
        if (is?.labelIds.includes(label)) revert(`remove:${label}`, { removeLabelIds: [label] }, id);
        else skipped += 1;
      }
      for (const label of change.removeLabelIds ?? []) {
        if (!was.labelIds.includes(label)) continue;
        if (is && !is.labelIds.includes(label)) revert(`add:${label}`, { addLabelIds: [label] }, id);
        else skipped += 1;
      }
    }
  }
  const left = skipped === 1 ? '1 issue was deleted or changed since and is left as it is.' : `${skipped} issues were deleted or changed since and are left as they are.`;
  if (reverts.size === 0) return { undone: false, message: `Not undone: ${skipped ? left : 'nothing to take back.'}` };
  for (const group of reverts.values()) {
    await new Promise<void>((resolve, reject) => commitBulk(environment, registry, group.ids, group.change, { onDone: resolve, onFailed: reject }));
  }
  return { undone: true, message: `Undone: ${what.charAt(0).toLowerCase()}${what.slice(1)}${skipped ? ` ${left}` : ''}` };
}


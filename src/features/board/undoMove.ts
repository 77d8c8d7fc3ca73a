// Takes a move back (loaded when an undo first runs): unless someone moved the issue since, it moves again to its
// old column, between its old neighbours as the column on screen has them now (or as they were, off the board).
import type { IEnvironment } from 'relay-runtime';
import { currentIssues } from '@/features/undo/currentIssues';
import type { UndoOutcome } from '@/features/undo/undoHistory';
import type { IssueGroupRegistry } from './IssueGroupsContext';
import { STATUS_LABELS } from './issueGroups';
import { columnOnScreen, commitMove, type MovedFrom } from './useMoveIssueMutation';

/**
 * Where the last undo of each issue's move put it: the place an earlier move of it landed, given back. A second undo
 * (of that earlier move) finds the issue there, at a new position between the same neighbours, not moved by anyone.
 */
const putBack = new Map<string, string>();

export async function undoMove(
  environment: IEnvironment,
  registry: IssueGroupRegistry,
  { issueId, issueKey, landed, from }: { issueId: string; issueKey: string; landed: { status: string; position: string }; from: MovedFrom },
): Promise<UndoOutcome> {
  const now = (await currentIssues(environment, [issueId])).get(issueId);
  if (!now) return { undone: false, message: `Not undone: ${issueKey} was deleted.` };
  if (now.status !== landed.status || (now.position !== landed.position && now.position !== putBack.get(issueId))) {
    return { undone: false, message: `Not undone: ${issueKey} was moved since; it stays where it is.` };
  }
  const column = columnOnScreen(environment, registry, from.status, issueId);
  const above = column ? (column.filter((item) => item.position < from.position).at(-1) ?? null) : from.above;
  const below = column ? (column.find((item) => item.position > from.position) ?? null) : above ? null : from.below;
  const position = await new Promise<string>((resolve, reject) =>
    commitMove(environment, registry, { issueId, issueKey, status: from.status, after: above, before: below }, { undoable: false, onDone: resolve, onFailed: reject }),
  );
  putBack.set(issueId, position);
  return { undone: true, message: `Undone: ${issueKey} is back in ${STATUS_LABELS[from.status] ?? from.status}.` };
}

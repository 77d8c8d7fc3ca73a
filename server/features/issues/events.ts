// The issues' live topic and events. A topic is one project's, inside its workspace's namespace, so an event never
// reaches another workspace (a subscription's topic is built from the viewer's workspace) nor another project's board.
// Events are made from the change log by the dispatcher (server/live/dispatcher.ts), after commit and in the log's
// order; each carries its entry's number (`seq`), from which a client resumes.
import { changesAfter, firstRetainedSeq, reviveRow, type LoggedChange } from '../../db/changeLog';
import type { DB } from '../../db/database';
import { reloadRequired } from '../../errors';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { IssueRow } from './domain';

export type IssueEventKind = 'CREATED' | 'UPDATED' | 'MOVED' | 'DELETED';

export interface IssueEvent {
  kind: IssueEventKind;
  /** The change's number in its workspace's log. */
  seq: number;
  /** When the change was made (the issue's updated_at, or deleted_at). Through Redis, an ISO string. */
  at: Date | string;
  /** The issue as it is after the change (for DELETED, as it was when deleted). */
  issue: IssueRow;
}

export const issuesTopic = (workspaceId: string, projectId: string) => `workspace:${workspaceId}:project:${projectId}:issues`;

const KINDS: ReadonlySet<string> = new Set<IssueEventKind>(['CREATED', 'UPDATED', 'MOVED', 'DELETED']);

/** Whether a log entry is an issue's change that its project's subscribers hear of. */
export const isIssueChange = (change: LoggedChange): boolean =>
  change.entityType === 'issue' && KINDS.has(change.kind) && change.projectId !== null && change.row !== null;

/** The event of an issue's log entry. */
export function issueEventOf(change: LoggedChange): IssueEvent {
  const kind = change.kind as IssueEventKind;
  const issue = reviveRow<IssueRow>(change.row);
  return { kind, seq: change.seq, at: kind === 'DELETED' ? (issue.deletedAt ?? change.at) : issue.updatedAt, issue };
}

export const issueChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes.filter(isIssueChange).map((change) => ({
    seq: change.seq,
    topic: issuesTopic(change.workspaceId, change.projectId!),
    event: issueEventOf(change),
  }));

/** The most changes a catch-up replays: a client further behind is told to reload (RELOAD_REQUIRED), never cut short. */
export const REPLAY_MAX = 1000;

/** Where a catch-up starts: after a change-log number, or (deprecated) after a moment. */
export type ReplayFrom = { afterSeq: number } | { since: Date };

/**
 * The project's issue events after `from`, in log order, exactly as they were published; RELOAD_REQUIRED when there
 * are more than REPLAY_MAX of them, or when the log no longer holds some of them (pruned past its retention).
 */
export async function issueEventsAfter(db: DB, workspaceId: string, projectId: string, from: ReplayFrom): Promise<IssueEvent[]> {
  const first = await firstRetainedSeq(db, workspaceId);
  const filter = { entityType: 'issue' as const, projectId };
  let changes: LoggedChange[];
  if ('afterSeq' in from) {
    if (from.afterSeq + 1 < first) throw reloadRequired('The changes after this point are no longer kept: read the project again.');
    changes = await changesAfter(db, workspaceId, from.afterSeq, REPLAY_MAX + 1, filter);
  } else {
    // The oldest entry kept was recorded after the moment, and older ones were pruned: some may be missing.
    const [oldest] = first > 1 ? await changesAfter(db, workspaceId, first - 1, 1) : [];
    if (oldest && oldest.at > from.since) throw reloadRequired('The changes since this moment are no longer kept: read the project again.');
    changes = await changesAfter(db, workspaceId, 0, REPLAY_MAX + 1, { ...filter, recordedAfter: from.since });
  }
  if (changes.length > REPLAY_MAX) {
    throw reloadRequired(`More than ${REPLAY_MAX} changes were made since: read the project again.`);
  }
  return changes.filter(isIssueChange).map(issueEventOf);
}

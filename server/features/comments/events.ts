// The issue timeline's live topic and events: one topic per issue, inside its workspace's namespace (a subscription's
// topic is built from the viewer's workspace, so an event never reaches another workspace). Made from the change log
// by the dispatcher, after commit: ADDED for a new comment or activity entry, UPDATED for an edited comment, REMOVED
// for a deleted one.
import { sql } from 'kysely';
import { reviveRow, type LoggedChange } from '../../db/changeLog';
import type { DB } from '../../db/database';
import type { ChangeEventBuilder, Publication } from '../../live/dispatcher';
import type { ActivityRow, CommentRow, TimelineRow } from './domain';

export type TimelineEventKind = 'ADDED' | 'UPDATED' | 'REMOVED';

export interface TimelineEvent {
  kind: TimelineEventKind;
  /** The entry as it is after the change (as it was, for REMOVED). Through Redis, its dates are ISO strings. */
  item: TimelineRow;
}

export const timelineTopic = (workspaceId: string, issueId: string) => `workspace:${workspaceId}:issue:${issueId}:timeline`;

const COMMENT_KINDS: ReadonlyMap<string, TimelineEventKind> = new Map([
  ['CREATED', 'ADDED'],
  ['UPDATED', 'UPDATED'],
  ['DELETED', 'REMOVED'],
]);

const isIssueChange = (change: LoggedChange) => change.entityType === 'issue' && change.kind !== 'DELETED' && change.issueId !== null;

/**
 * The activity entries the issues' changes wrote, by the change's number. An activity entry is written in the same
 * transaction as its change's log entry, so the two rows carry the same transaction id (xmin): that pairs them until
 * the timeline's history reads the log itself.
 */
async function activitiesOf(db: DB, changes: readonly LoggedChange[]): Promise<Map<number, ActivityRow>> {
  const issueChanges = changes.filter(isIssueChange);
  if (issueChanges.length === 0) return new Map();
  const { rows } = await sql<ActivityRow & { changeSeq: string }>`select a.*, l.seq as change_seq
    from change_log l join issue_activities a on a.workspace_id = l.workspace_id and a.issue_id = l.issue_id and a.xmin = l.xmin
    where l.workspace_id = ${issueChanges[0].workspaceId} and l.seq in (${sql.join(issueChanges.map((change) => String(change.seq)))})
    order by l.seq, a.created_at, a.id`.execute(db);
  const bySeq = new Map<number, ActivityRow>();
  const seen = new Set<string>();
  for (const { changeSeq, ...activity } of rows) {
    // A transaction that logged two changes of one issue wrote one entry per change: each goes with the first free.
    if (seen.has(activity.id) || bySeq.has(Number(changeSeq))) continue;
    seen.add(activity.id);
    bySeq.set(Number(changeSeq), activity);
  }
  return bySeq;
}

export const timelineChangeEvents: ChangeEventBuilder = async (db, changes) => {
  const activities = await activitiesOf(db, changes);
  const publications: Publication[] = [];
  for (const change of changes) {
    if (change.issueId === null) continue;
    const topic = timelineTopic(change.workspaceId, change.issueId);
    if (change.entityType === 'comment' && COMMENT_KINDS.has(change.kind) && change.row !== null) {
      const event: TimelineEvent = { kind: COMMENT_KINDS.get(change.kind)!, item: reviveRow<CommentRow>(change.row) };
      publications.push({ seq: change.seq, topic, event });
    }
    const activity = activities.get(change.seq);
    if (activity) publications.push({ seq: change.seq, topic, event: { kind: 'ADDED', item: activity } satisfies TimelineEvent });
  }
  return publications;
};

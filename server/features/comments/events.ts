// The issue timeline's live topic and events: one topic per issue, inside its workspace's namespace (a subscription's
// topic is built from the viewer's workspace, so an event never reaches another workspace). Made from the change log
// by the dispatcher, after commit: ADDED for a new comment or activity entry, UPDATED for an edited comment (or one
// whose reactions changed: the event's comment resolves its reactions as they are), REMOVED for a deleted one.
import { reviveRow } from '../../db/changeLog';
import type { ChangeEventBuilder, Publication } from '../../live/dispatcher';
import { activityOf, isHistory, type CommentRow, type TimelineRow } from './domain';

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

export const timelineChangeEvents: ChangeEventBuilder = async (_db, changes) => {
  const publications: Publication[] = [];
  for (const change of changes) {
    if (change.issueId === null) continue;
    const topic = timelineTopic(change.workspaceId, change.issueId);
    if (change.entityType === 'comment' && COMMENT_KINDS.has(change.kind) && change.row !== null) {
      const event: TimelineEvent = { kind: COMMENT_KINDS.get(change.kind)!, item: reviveRow<CommentRow>(change.row) };
      publications.push({ seq: change.seq, topic, event });
    }
    if (change.entityType === 'comment_reaction' && change.row !== null) {
      publications.push({ seq: change.seq, topic, event: { kind: 'UPDATED', item: reviveRow<CommentRow>(change.row) } satisfies TimelineEvent });
    }
    // An issue's change that is history is itself the timeline's activity entry.
    if (isHistory(change)) publications.push({ seq: change.seq, topic, event: { kind: 'ADDED', item: activityOf(change) } satisfies TimelineEvent });
  }
  return publications;
};

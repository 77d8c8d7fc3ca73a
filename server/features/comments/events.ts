// The issue timeline's live topic and events: one topic per issue, inside its workspace's namespace (a subscription's
// topic is built from the viewer's workspace, so an event never reaches another workspace). Published by resolvers
// once the domain's write has committed: ADDED for a new comment or activity entry, UPDATED for an edited comment,
// REMOVED for a deleted one.
import type { PubSub } from '../../live/pubsub';
import type { ActivityRow, TimelineRow } from './domain';

export type TimelineEventKind = 'ADDED' | 'UPDATED' | 'REMOVED';

export interface TimelineEvent {
  kind: TimelineEventKind;
  /** The entry as it is after the change (as it was, for REMOVED). Through Redis, its dates are ISO strings. */
  item: TimelineRow;
}

export const timelineTopic = (workspaceId: string, issueId: string) => `workspace:${workspaceId}:issue:${issueId}:timeline`;

export function publishTimelineEvent(pubsub: PubSub, kind: TimelineEventKind, item: TimelineRow): Promise<void> {
  return pubsub.publish<TimelineEvent>(timelineTopic(item.workspaceId, item.issueId), { kind, item });
}

/** The activity entry a write recorded, if any, as ADDED. */
export function publishActivity(pubsub: PubSub, activity: ActivityRow | null): Promise<void> {
  return activity ? publishTimelineEvent(pubsub, 'ADDED', activity) : Promise.resolve();
}


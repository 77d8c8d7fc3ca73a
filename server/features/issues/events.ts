// The issues' live topic and events. A topic is one project's, inside its workspace's namespace, so an event never
// reaches another workspace (a subscription's topic is built from the viewer's workspace) nor another project's board.
// Events are published by the resolver once the domain's write has committed (the domain function has returned).
import type { PubSub } from '../../live/pubsub';
import type { IssueRow } from './domain';

export type IssueEventKind = 'CREATED' | 'UPDATED' | 'MOVED' | 'DELETED';

export interface IssueEvent {
  kind: IssueEventKind;
  /** When the change was made (the issue's updated_at, or deleted_at). Through Redis, an ISO string. */
  at: Date | string;
  /** The issue as it is after the change (for DELETED, as it was when deleted). */
  issue: IssueRow;
}

export const issuesTopic = (workspaceId: string, projectId: string) => `workspace:${workspaceId}:project:${projectId}:issues`;

export function issueEvent(kind: IssueEventKind, issue: IssueRow): IssueEvent {
  return { kind, at: kind === 'DELETED' ? (issue.deletedAt ?? new Date()) : issue.updatedAt, issue };
}

export function publishIssueEvent(pubsub: PubSub, kind: IssueEventKind, issue: IssueRow): Promise<void> {
  return pubsub.publish<IssueEvent>(issuesTopic(issue.workspaceId, issue.projectId), issueEvent(kind, issue));
}

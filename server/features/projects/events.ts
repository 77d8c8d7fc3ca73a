// The projects' live topic and events. Topics are per workspace, so an event never reaches another workspace.
// Events are published by the resolver once the domain's write has committed (the domain function has returned).
import type { PubSub } from '../../live/pubsub';
import type { ProjectRow } from './domain';

export type ProjectEventKind = 'CREATED' | 'UPDATED' | 'ARCHIVED' | 'UNARCHIVED';

export interface ProjectEvent {
  kind: ProjectEventKind;
  workspaceId: string;
  /** The project as it is after the change. */
  project: ProjectRow;
}

export const projectsTopic = (workspaceId: string) => `workspace:${workspaceId}:projects`;

export function publishProjectEvent(pubsub: PubSub, kind: ProjectEventKind, project: ProjectRow): Promise<void> {
  return pubsub.publish<ProjectEvent>(projectsTopic(project.workspaceId), { kind, workspaceId: project.workspaceId, project });
}

// The live topics and their events. Topics are per workspace, so an event never reaches another workspace.
import type { ProjectRow } from '../domain/projects';
import type { PubSub } from './pubsub';

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

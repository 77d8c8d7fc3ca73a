// The projects' live topic and events. Topics are per workspace, so an event never reaches another workspace.
// Events are made from the change log by the dispatcher, after commit.
import { reviveRow } from '../../db/changeLog';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { ProjectRow } from './domain';

export type ProjectEventKind = 'CREATED' | 'UPDATED' | 'ARCHIVED' | 'UNARCHIVED';

export interface ProjectEvent {
  kind: ProjectEventKind;
  workspaceId: string;
  /** The project as it is after the change. */
  project: ProjectRow;
}

export const projectsTopic = (workspaceId: string) => `workspace:${workspaceId}:projects`;

/** The event kind of each kind of project entry (a restored project is UNARCHIVED to its subscribers). */
const KINDS: ReadonlyMap<string, ProjectEventKind> = new Map([
  ['CREATED', 'CREATED'],
  ['UPDATED', 'UPDATED'],
  ['ARCHIVED', 'ARCHIVED'],
  ['RESTORED', 'UNARCHIVED'],
  ['UNARCHIVED', 'UNARCHIVED'],
]);

export const projectChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes
    .filter((change) => change.entityType === 'project' && KINDS.has(change.kind) && change.row !== null)
    .map((change) => ({
      seq: change.seq,
      topic: projectsTopic(change.workspaceId),
      event: { kind: KINDS.get(change.kind)!, workspaceId: change.workspaceId, project: reviveRow<ProjectRow>(change.row) } satisfies ProjectEvent,
    }));

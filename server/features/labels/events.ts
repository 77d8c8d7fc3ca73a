// The labels' live topic and events, per workspace (an event never reaches another workspace). A rename or a
// recolour carries the label, so a client's store updates every issue showing it by id; a delete carries its id,
// so a client takes it off the issues it shows. Made from the change log by the dispatcher, after commit.
import { reviveRow } from '../../db/changeLog';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { LabelRow } from './domain';

export type LabelEventKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface LabelEvent {
  kind: LabelEventKind;
  workspaceId: string;
  /** The label as it is after the change (as it was, for DELETED). */
  label: LabelRow;
}

export const labelsTopic = (workspaceId: string) => `workspace:${workspaceId}:labels`;

const KINDS: ReadonlySet<string> = new Set<LabelEventKind>(['CREATED', 'UPDATED', 'DELETED']);

export const labelChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes
    .filter((change) => change.entityType === 'label' && KINDS.has(change.kind) && change.row !== null)
    .map((change) => ({
      seq: change.seq,
      topic: labelsTopic(change.workspaceId),
      event: { kind: change.kind as LabelEventKind, workspaceId: change.workspaceId, label: reviveRow<LabelRow>(change.row) } satisfies LabelEvent,
    }));

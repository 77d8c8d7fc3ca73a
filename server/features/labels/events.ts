// The labels' live topic and events, per workspace (an event never reaches another workspace). A rename or a
// recolour carries the label, so a client's store updates every issue showing it by id; a delete carries its id,
// so a client takes it off the issues it shows. Published by the resolver once the domain's write has committed.
import type { PubSub } from '../../live/pubsub';
import type { LabelRow } from './domain';

export type LabelEventKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface LabelEvent {
  kind: LabelEventKind;
  workspaceId: string;
  /** The label as it is after the change (as it was, for DELETED). */
  label: LabelRow;
}

export const labelsTopic = (workspaceId: string) => `workspace:${workspaceId}:labels`;

export function publishLabelEvent(pubsub: PubSub, kind: LabelEventKind, label: LabelRow): Promise<void> {
  return pubsub.publish<LabelEvent>(labelsTopic(label.workspaceId), { kind, workspaceId: label.workspaceId, label });
}

// The cycles' live topic and events, per workspace: a cycle created, changed or deleted, and ISSUES_CHANGED when an
// issue in a cycle changed or joined or left one (its figures and burn-up may have moved), one event per cycle and
// batch. Made from the change log by the dispatcher, after commit.
import { reviveRow } from '../../db/changeLog';
import type { ChangeEventBuilder, Publication } from '../../live/dispatcher';
import type { FieldChange } from '../comments/domain';
import { findCyclesByIds, type CycleRow } from './domain';

export type CycleEventKind = 'CREATED' | 'UPDATED' | 'DELETED' | 'ISSUES_CHANGED';

export interface CycleEvent {
  kind: CycleEventKind;
  workspaceId: string;
  /** The cycle as it is after the change (as it was, for DELETED). */
  cycle: CycleRow;
}

export const cyclesTopic = (workspaceId: string) => `workspace:${workspaceId}:cycles`;

const KINDS: ReadonlySet<string> = new Set<CycleEventKind>(['CREATED', 'UPDATED', 'DELETED']);

/** The cycles an issue's change touches: the one it is in, and the one it left. */
function cyclesOfIssueChange(row: unknown, changes: readonly unknown[]): string[] {
  const ids = [(row as { cycleId?: string | null } | null)?.cycleId];
  for (const change of changes as FieldChange[]) if (change.field === 'CYCLE') ids.push(change.fromCycleId);
  return ids.filter((id): id is string => typeof id === 'string');
}

export const cycleChangeEvents: ChangeEventBuilder = async (db, changes) => {
  const publications: Publication[] = [];
  const touched = new Map<string, { workspaceId: string; seq: number }>();
  for (const change of changes) {
    if (change.entityType === 'cycle' && KINDS.has(change.kind) && change.row !== null) {
      const event: CycleEvent = { kind: change.kind as CycleEventKind, workspaceId: change.workspaceId, cycle: reviveRow<CycleRow>(change.row) };
      publications.push({ seq: change.seq, topic: cyclesTopic(change.workspaceId), event });
    } else if (change.entityType === 'issue') {
      for (const id of cyclesOfIssueChange(change.row, change.changes)) touched.set(id, { workspaceId: change.workspaceId, seq: change.seq });
    }
  }
  const byWorkspace = new Map<string, string[]>();
  for (const [id, { workspaceId }] of touched) byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), id]);
  for (const [workspaceId, ids] of byWorkspace) {
    for (const cycle of await findCyclesByIds(db, workspaceId, ids)) {
      const event: CycleEvent = { kind: 'ISSUES_CHANGED', workspaceId, cycle };
      publications.push({ seq: touched.get(cycle.id)!.seq, topic: cyclesTopic(workspaceId), event });
    }
  }
  return publications;
};

// The saved views' live topic and events, per workspace. Every view change goes to the workspace's topic; each
// subscription passes on only what its person may see (views.ts' `visibleTo`): a personal view's changes to its
// creator alone, a shared view's to everyone, and a view that stops being shared reaches the others as DELETED.
// Made from the change log by the dispatcher, after commit.
import { reviveRow, type LoggedChange } from '../../db/changeLog';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { SavedViewRow } from './domain';

export type SavedViewEventKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface SavedViewEvent {
  kind: SavedViewEventKind;
  /** The view after the change (as it was, for DELETED). */
  view: SavedViewRow;
  /** Whether others saw the view before the change. */
  wasShared: boolean;
}

export const viewsTopic = (workspaceId: string) => `workspace:${workspaceId}:views`;

const KINDS: ReadonlySet<string> = new Set<SavedViewEventKind>(['CREATED', 'UPDATED', 'DELETED']);

const wasSharedOf = (change: LoggedChange) =>
  change.changes.some((entry) => (entry as { field?: string; from?: unknown }).field === 'shared' && (entry as { from?: unknown }).from === true);

export const viewChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes
    .filter((change) => change.entityType === 'saved_view' && KINDS.has(change.kind) && change.row !== null)
    .map((change) => ({
      seq: change.seq,
      topic: viewsTopic(change.workspaceId),
      event: { kind: change.kind as SavedViewEventKind, view: reviveRow<SavedViewRow>(change.row), wasShared: wasSharedOf(change) } satisfies SavedViewEvent,
    }));

/** The event as a person sees it: as it is (their own view, a shared one), as a deletion (unshared), or not at all. */
export function visibleTo(event: SavedViewEvent, userId: string): SavedViewEvent | null {
  if (event.view.createdBy === userId) return event;
  if (event.kind !== 'DELETED' && event.view.shared) return event.wasShared ? event : { ...event, kind: 'CREATED' };
  if (event.wasShared) return { ...event, kind: 'DELETED' };
  return null;
}

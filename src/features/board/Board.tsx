// The board: a column per status, cards dragged between and within columns (pointer, touch, or the keyboard
// with spoken announcements), or moved by each card's "Move to…" menu. Either way the move is optimistic. Grouped by
// assignee, priority or label, the board is a row per group, each with its status columns, the rows one drag's board
// (GroupedBoardDrag.tsx): a card dropped in another row takes that row's assignee, priority or label too.
import { useCallback, useEffect, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type AutoScrollOptions,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useFragment } from 'react-relay';
import type { IssueGroups_workspace$key } from '@/__generated__/IssueGroups_workspace.graphql';
import { maskInRecordings } from '@/analytics/mask';
import styles from './Board.module.css';
import { BoardColumn, useStatusColumnIssues, type ColumnIssues } from './BoardColumn';
import { BoardDrag, type DropPlacement } from './dropPlacement';
import type { CardMove } from './IssueCard';
import { GROUP_ALIASES, issueGroupsFragment, ISSUE_STATUSES, STATUS_LABELS, type GroupFilter, type IssueStatus } from './issueGroups';
import { useMoveIssueMutation, type Neighbour } from './useMoveIssueMutation';

interface DragData {
  key?: string;
  title?: string;
}

export function dataOf(item: Active | null): DragData {
  return (item?.data.current ?? {}) as DragData;
}

export interface BoardProps {
  workspace: IssueGroups_workspace$key;
  workspaceSlug: string;
  viewerId: string | null;
  onCreateIssue?: (status: IssueStatus) => void;
  /** The statuses whose columns show (all when empty). */
  statuses?: readonly IssueStatus[];
  /** The filter the columns were fetched with (besides their status): live changes are placed by it too. */
  filter?: GroupFilter | null;
  /** Clears the filters; absent when none hides cards (an empty column then says the filters may hide its cards). */
  onClearFilters?: () => void;
}

/**
 * Scrolling while a card is near the board's edge: only in the outer tenth of its width, and at most 300 px a
 * second (dnd-kit's default is a fifth and 2,000 px), so that a finger held on a phone's peek of the next column
 * brings that column into view without passing it.
 */
export const AUTO_SCROLL: AutoScrollOptions = { threshold: { x: 0.1, y: 0.2 }, acceleration: 3, interval: 10 };

export const shownStatuses = (statuses: readonly IssueStatus[]) => (statuses.length ? ISSUE_STATUSES.filter((status) => statuses.includes(status)) : ISSUE_STATUSES);

export function Board({ workspace, statuses = [], ...lane }: BoardProps) {
  const groups = useFragment(issueGroupsFragment, workspace);
  const columns = shownStatuses(statuses).flatMap((status) => {
    const project = groups[GROUP_ALIASES[status as keyof typeof GROUP_ALIASES]];
    return project ? [{ status, source: project }] : [];
  });
  return <BoardLane columns={columns} useIssues={useStatusColumnIssues} {...lane} />;
}

/** What a row of a grouped board tells the drag they share: its columns' issues and its moves; and the place a card would land. */
export interface LaneHost {
  register: (idPrefix: string, lane: HostedLane) => () => void;
  target: DropPlacement<string> | null;
}

export interface HostedLane {
  /** Each column's loaded issues, top to bottom. */
  columns: ReadonlyMap<IssueStatus, Neighbour[]>;
  /** The statuses whose columns show. */
  shown: ReadonlySet<IssueStatus>;
  /** Moves an issue within the row, to `index` of the column's issues (counted without it). */
  moveTo: (issueId: string, issueKey: string, status: IssueStatus, index: number) => void;
}

/** After a drop by mouse: the card is a link, and the next click is kept from opening it. */
export function keepDropFromClicking(activatorEvent: Event) {
  // A mouse released over the card it dragged clicks it, and dnd-kit stops that click before React sees it but not the
  // browser's own navigation. The next click is kept from navigating, unless a press comes first (no click followed).
  if (activatorEvent instanceof MouseEvent) {
    const stop = (event: Event) => event.preventDefault();
    addEventListener('click', stop, { capture: true, once: true });
    addEventListener('pointerdown', () => removeEventListener('click', stop, { capture: true }), { capture: true, once: true });
  }
}

export const DRAG_INSTRUCTIONS =
  'To pick up the issue, press Space; Enter opens it, Shift F10 offers its moves. Use the arrow keys to move it within and between columns, then Space or Enter to drop it, or Escape to cancel.';

/** The board's mouse, finger and keyboard. */
export function useBoardSensors(keyboardCoordinates: KeyboardCoordinateGetter) {
  return useSensors(
    // A click (or a double click) on a card never starts a drag: the mouse has to travel first. The mouse's own
    // sensor, not the pointer's: a finger's pointer events would go to it and end as the column scrolls (the card,
    // its handle, lets a finger scroll), while the touch sensor picks the card up after a short hold.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Space picks a card up (Enter opens it, as on any link); Space or Enter drops it.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
}

/** The card under the pointer, and gliding to its place after a drop. */
export function DraggedCard({ card }: { card: DragData | null }) {
  // Never in the way of the pointer (a card grabbed again while the last one glides is grabbed, not the glide).
  return (
    <DragOverlay className={styles.overlayFrame}>
      {card ? (
        <div className={`${styles.card} ${styles.overlay}`} aria-hidden="true">
          <span className={styles.key}>{card.key}</span>
          <span className={styles.title} {...maskInRecordings}>
            {card.title}
          </span>
        </div>
      ) : null}
    </DragOverlay>
  );
}

export interface BoardLaneProps extends Omit<BoardProps, 'workspace' | 'statuses'> {
  columns: { status: IssueStatus; source: unknown }[];
  /** Reads a column's issues from its source. */
  useIssues: (source: never) => ColumnIssues;
  idPrefix?: string;
  /** The row's own look (a grouped board's row). */
  className?: string;
  /** The id of the row's heading (a grouped board's row), which names its columns too. */
  rowLabelId?: string;
  /** The drag of the grouped board the row is part of (the lane has none of its own then). */
  host?: LaneHost;
}

/** A row of status columns, and the dragging between them. */
export function BoardLane({ columns: shownColumns, useIssues, idPrefix = '', className, rowLabelId, host, workspaceSlug, viewerId, onCreateIssue, filter = null, onClearFilters }: BoardLaneProps) {
  const shown = shownColumns.map((column) => column.status);
  const [moveIssue] = useMoveIssueMutation();
  // Each column's loaded issues, top to bottom, as the columns report them (for computing where a card lands).
  const [columns] = useState(() => new Map<IssueStatus, Neighbour[]>());
  const onItems = useCallback((status: IssueStatus, items: Neighbour[]) => {
    columns.set(status, items);
  }, [columns]);

  /** Moves the issue to `index` of the column's issues (counted without it). */
  const moveTo = useCallback(
    (issueId: string, issueKey: string, status: IssueStatus, index: number) => {
      const others = (columns.get(status) ?? []).filter((item) => item.id !== issueId);
      moveIssue({ issueId, issueKey, status, after: others[index - 1] ?? null, before: others[index] ?? null });
    },
    [columns, moveIssue],
  );

  // The columns on screen, for the drag's keyboard steps (it reads them when it runs), kept like the columns' issues.
  const [onScreen] = useState(() => new Set<IssueStatus>(shown));
  useEffect(() => {
    onScreen.clear();
    shown.forEach((status) => onScreen.add(status));
  }, [onScreen, shown]);
  const register = host?.register;
  useEffect(() => register?.(idPrefix, { columns, shown: onScreen, moveTo }), [register, idPrefix, columns, onScreen, moveTo]);

  const onMove = useCallback(
    (issueId: string, issueKey: string, move: CardMove) => {
      if ('to' in move) {
        moveTo(issueId, issueKey, move.to, 0);
        return;
      }
      for (const [status, items] of columns) {
        const index = items.findIndex((item) => item.id === issueId);
        if (index === -1) continue;
        const target = index + move.step;
        if (target >= 0 && target < items.length) moveTo(issueId, issueKey, status, target);
        return;
      }
    },
    [columns, moveTo],
  );

  // The drag under way (see dropPlacement.ts); the place shown in the target column, redrawn only when it changes.
  const [drag] = useState(
    () => new BoardDrag(() => ({ statuses: ISSUE_STATUSES.filter((status) => onScreen.has(status)), ids: (status) => (columns.get(status) ?? []).map((item) => item.id) })),
  );
  const [dragged, setDragged] = useState<DragData | null>(null);
  const [target, setTarget] = useState<DropPlacement | null>(null);

  const endDrag = useCallback(() => {
    drag.end();
    setDragged(null);
    setTarget(null);
  }, [drag]);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      drag.start(String(active.id));
      setDragged(dataOf(active));
    },
    [drag],
  );

  const onDragMove = useCallback(() => {
    const next = drag.shownTarget();
    setTarget((current) => (current?.status === next?.status && current?.index === next?.index ? current : next));
  }, [drag]);

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      const to = drag.drop(over !== null, STATUS_LABELS);
      endDrag();
      keepDropFromClicking(activatorEvent);
      if (to) moveTo(String(active.id), dataOf(active).key ?? '', to.status, to.index);
    },
    [drag, moveTo, endDrag],
  );

  const sensors = useBoardSensors(drag.keyboardCoordinates);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${dataOf(active).key} in ${drag.describe(STATUS_LABELS)}. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
    // Quiet until the card first leaves its place, so that the pick-up and its instructions are heard.
    onDragOver: ({ active, over }) =>
      !drag.wandered ? undefined : over ? `${dataOf(active).key} is over ${drag.describe(STATUS_LABELS)}.` : `${dataOf(active).key} is not over a column.`,
    onDragEnd: ({ active }) =>
      drag.dropped ? `${dataOf(active).key} dropped in ${drag.dropped}.` : `${dataOf(active).key} was dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving ${dataOf(active).key} was cancelled; it is back where it was.`,
  };

  const shownTarget = host ? host.target : target;
  const lane = (
    <div className={[styles.board, className, dragged ? styles.dragging : null].filter(Boolean).join(' ')}>
      {shownColumns.map(({ status, source }) => (
        <BoardColumn
          key={status}
          status={status}
          source={source}
          useIssues={useIssues}
          idPrefix={idPrefix}
          rowLabelId={rowLabelId}
          workspaceSlug={workspaceSlug}
          viewerId={viewerId}
          onCreateIssue={onCreateIssue}
          onMove={onMove}
          onItems={onItems}
          dropIndex={shownTarget?.status === idPrefix + status ? shownTarget.index : null}
          filter={filter}
          onClearFilters={onClearFilters}
        />
      ))}
    </div>
  );
  if (host) return lane;
  return (
    <DndContext
      sensors={sensors}
      autoScroll={AUTO_SCROLL}
      collisionDetection={drag.collisionDetection}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
    >
      {lane}
      <DraggedCard card={dragged} />
    </DndContext>
  );
}

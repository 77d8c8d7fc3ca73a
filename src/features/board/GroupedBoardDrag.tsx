// The grouped board's one drag: its rows' columns are one board (dropPlacement.ts), each column named by its row and
// status ("0-TODO": the row's id prefix, then the status). A card dropped in its own row moves as on the board by
// status; dropped in another row's column it takes that row's priority, assignee or label too (moveAcrossRows.ts). The
// keyboard's arrows keep to the card's row; what the board says to screen readers names a row other than the card's.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DndContext, type Announcements, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { useRelayEnvironment } from 'react-relay';
import { AUTO_SCROLL, dataOf, DRAG_INSTRUCTIONS, DraggedCard, keepDropFromClicking, useBoardSensors, type HostedLane, type LaneHost } from './Board';
import { BoardDrag, type DropPlacement } from './dropPlacement';
import { useIssueGroups } from './IssueGroupsContext';
import { ISSUE_STATUSES, STATUS_LABELS, type IssueStatus } from './issueGroups';
import { commitMoveAcrossRows, type BoardRow } from './moveAcrossRows';

/** A column's row (its id prefix, "0-") and status. */
const rowOf = (column: string) => column.slice(0, column.lastIndexOf('-') + 1);
const statusOf = (column: string) => column.slice(column.lastIndexOf('-') + 1) as IssueStatus;

/** The sortable list a card belongs to: its column. */
function columnOf(id: { data: { current?: unknown } } | null): string {
  return String((id?.data.current as { sortable?: { containerId?: UniqueIdentifier } } | undefined)?.sortable?.containerId ?? '');
}

/** What the drag reads as it runs: the rows' columns and moves as the rows register them, the rows' names and conditions, and the row of the card being dragged. */
class Rows {
  readonly lanes = new Map<string, HostedLane>();
  groups: ReadonlyMap<string, BoardRow> = new Map();
  picked = '';

  update(groups: ReadonlyMap<string, BoardRow>) {
    this.groups = groups;
  }

  pick(prefix: string) {
    this.picked = prefix;
  }

  register(prefix: string, lane: HostedLane): () => void {
    this.lanes.set(prefix, lane);
    return () => {
      if (this.lanes.get(prefix) === lane) this.lanes.delete(prefix);
    };
  }

  /** The board's layout: the keyboard steps through the columns of the card's row; each column's card ids. */
  layout() {
    const lane = this.lanes.get(this.picked);
    return {
      statuses: ISSUE_STATUSES.filter((status) => lane?.shown.has(status)).map((status) => this.picked + status),
      ids: (column: string) => (this.lanes.get(rowOf(column))?.columns.get(statusOf(column)) ?? []).map((item) => rowOf(column) + item.id),
    };
  }

  /** Each column's name: its status, and its row's name when it is another row than the card's. */
  names(): Record<string, string> {
    const words: Record<string, string> = {};
    for (const [prefix, row] of this.groups) {
      for (const status of ISSUE_STATUSES) words[prefix + status] = prefix === this.picked ? STATUS_LABELS[status] : `${STATUS_LABELS[status]} in ${row.title}`;
    }
    return words;
  }
}

interface GroupedBoardDragProps {
  /** The rows by their id prefix. */
  rows: ReadonlyMap<string, BoardRow>;
  className?: string;
  draggingClassName?: string;
  children: (host: LaneHost) => ReactNode;
}

export function GroupedBoardDrag({ rows, className, draggingClassName, children }: GroupedBoardDragProps) {
  const environment = useRelayEnvironment();
  const registry = useIssueGroups();
  const [known] = useState(() => new Rows());
  useEffect(() => known.update(rows), [known, rows]);
  const register = useCallback((prefix: string, lane: HostedLane) => known.register(prefix, lane), [known]);
  const [drag] = useState(() => new BoardDrag<string>(() => known.layout()));

  const [dragged, setDragged] = useState<ReturnType<typeof dataOf> | null>(null);
  const [target, setTarget] = useState<DropPlacement<string> | null>(null);

  const endDrag = useCallback(() => {
    drag.end();
    setDragged(null);
    setTarget(null);
  }, [drag]);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      known.pick(rowOf(columnOf(active)));
      drag.start(String(active.id));
      setDragged(dataOf(active));
    },
    [drag, known],
  );

  const onDragMove = useCallback(() => {
    const next = drag.shownTarget();
    setTarget((current) => (current?.status === next?.status && current?.index === next?.index ? current : next));
  }, [drag]);

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      const from = drag.origin;
      const to = drag.drop(over !== null, known.names());
      endDrag();
      keepDropFromClicking(activatorEvent);
      if (!from || !to) return;
      const [fromRow, toRow] = [rowOf(from.status), rowOf(to.status)];
      const issueId = String(active.id).slice(fromRow.length);
      const issueKey = dataOf(active).key ?? '';
      const status = statusOf(to.status);
      if (fromRow === toRow) {
        known.lanes.get(toRow)?.moveTo(issueId, issueKey, status, to.index);
        return;
      }
      const [fromGroup, toGroup] = [known.groups.get(fromRow), known.groups.get(toRow)];
      if (!fromGroup || !toGroup) return;
      const others = (known.lanes.get(toRow)?.columns.get(status) ?? []).filter((item) => item.id !== issueId);
      commitMoveAcrossRows(environment, registry, {
        issueId,
        issueKey,
        status,
        after: others[to.index - 1] ?? null,
        before: others[to.index] ?? null,
        from: fromGroup,
        to: toGroup,
      });
    },
    [drag, known, endDrag, environment, registry],
  );

  const sensors = useBoardSensors(drag.keyboardCoordinates);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${dataOf(active).key} in ${drag.describe(known.names())}. Use the arrow keys to move it within its row, Space or Enter to drop it, Escape to cancel.`,
    // Quiet until the card first leaves its place, so that the pick-up and its instructions are heard.
    onDragOver: ({ active, over }) =>
      !drag.wandered ? undefined : over ? `${dataOf(active).key} is over ${drag.describe(known.names())}.` : `${dataOf(active).key} is not over a column.`,
    onDragEnd: ({ active }) =>
      drag.dropped ? `${dataOf(active).key} dropped in ${drag.dropped}.` : `${dataOf(active).key} was dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving ${dataOf(active).key} was cancelled; it is back where it was.`,
  };

  const host = useMemo(() => ({ register, target }), [register, target]);
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
      <div className={[className, dragged ? draggingClassName : null].filter(Boolean).join(' ')}>{children(host)}</div>
      <DraggedCard card={dragged} />
    </DndContext>
  );
}

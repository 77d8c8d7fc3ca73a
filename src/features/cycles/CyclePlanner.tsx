// The cycle page's planning, loaded on demand: its issues as a list or a board by status, where a card dragged to
// another column (or moved by its "Move to…" menu) changes the issue's status, and the "Not in this cycle" panel,
// whose issues dragged onto the cycle's issues join the cycle (its "Add" buttons do the same without dragging).
import { Suspense, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import {
  DndContext,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { IssueStatus, NotInCyclePanelQuery } from '@/__generated__/NotInCyclePanelQuery.graphql';
import { maskInRecordings } from '@/analytics/mask';
// The board's route module too, though nothing of it is used here: the card and the drag library then stay in the
// board's own chunk (loaded here with it) instead of a chunk split off for this planner, which made the board's
// first paint 1 KB heavier (scripts/routeBudgets.ts).
import '@/features/board/boardRoute';
import { IssueCard, type CardMove } from '@/features/board/IssueCard';
import { ISSUE_STATUSES, STATUS_LABELS } from '@/features/board/issueGroups';
import { CLOSED_STATUSES } from '@/rules/issue';
import { cycleTitle } from '@/rules/cycle';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { SkeletonLine } from '@/ui/Skeleton';
import { CycleIssueList, type CycleIssueConnection, type CycleLayout } from './CycleIssues';
import { usePlanIssueMutation, type PlanTarget } from './usePlanIssueMutation';
import { useSetCycleIssueStatusMutation } from './useSetCycleIssueStatusMutation';
import styles from './Cycles.module.css';

/** The droppable that stands for the cycle's issues as a whole (where the panel's issues are dropped). */
const CYCLE_AREA = 'cycle-issues';
/** A status column's droppable id is this and its status. */
const COLUMN_PREFIX = 'status:';
const OPEN_STATUSES = ISSUE_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status as never));
const PANEL_PAGE = 20;

interface CandidateData {
  candidate: true;
  id: string;
  key: string;
}

const isCandidate = (data: unknown): data is CandidateData => (data as CandidateData | undefined)?.candidate === true;

/** An issue from the panel lands on the cycle's issues as a whole; a card, on a status column (or a card of one). */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (isCandidate(args.active.data.current)) return hits.filter((hit) => hit.id === CYCLE_AREA);
  return hits.filter((hit) => hit.id !== CYCLE_AREA);
};

const statusOfColumn = (id: unknown): IssueStatus | null => (String(id).startsWith(COLUMN_PREFIX) ? (String(id).slice(COLUMN_PREFIX.length) as IssueStatus) : null);

const keyOf = (data: unknown) => (data as { key?: string } | undefined)?.key ?? 'The issue';
const placeOf = (id: unknown) => {
  const status = statusOfColumn(id);
  return status ? STATUS_LABELS[status] : id === CYCLE_AREA ? 'the cycle’s issues' : null;
};

/** What a screen reader hears of a drag: the issue's key and the column's name (not the library's ids). */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${keyOf(active.data.current)}.`,
  onDragOver: ({ active, over }) => (over && placeOf(over.id) ? `${keyOf(active.data.current)} is over ${placeOf(over.id)}.` : undefined),
  onDragEnd: ({ active, over }) => (over && placeOf(over.id) ? `${keyOf(active.data.current)} dropped on ${placeOf(over.id)}.` : `${keyOf(active.data.current)} put back.`),
  onDragCancel: ({ active }) => `${keyOf(active.data.current)} put back.`,
};

export interface CyclePlannerProps {
  cycle: { id: string; number: number; name: string | null | undefined; status: string };
  issues: CycleIssueConnection;
  layout: CycleLayout;
  /** The panel's element id while it is open; null while it is closed. */
  panelId: string | null;
  /** Counts the changes of any cycle heard of: each new one reads the panel's issues again. */
  cycleChanges: number;
  workspaceSlug: string;
  /** What the issue area says while the cycle has no issues. */
  empty: ReactNode;
}

export default function CyclePlanner({ cycle, issues, layout, panelId, cycleChanges, workspaceSlug, empty }: CyclePlannerProps) {
  const planIssue = usePlanIssueMutation();
  const setStatus = useSetCycleIssueStatusMutation();
  const [panelConnectionId, setPanelConnectionId] = useState<string | null>(null);
  const target: PlanTarget = { cycleId: cycle.id, cycleTitle: cycleTitle(cycle), cycleConnectionId: issues.__id, panelConnectionId };

  const moveCard = useCallback(
    (issueId: string, issueKey: string, move: CardMove) => {
      const from = issues.edges.find((edge) => edge.node.id === issueId)?.node.status;
      if (from && 'to' in move && move.to !== from) setStatus({ id: issueId, key: issueKey, from, to: move.to });
    },
    [issues, setStatus],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const data = active.data.current;
    if (isCandidate(data)) {
      planIssue({ id: data.id, key: data.key }, target);
      return;
    }
    const status = (over.data.current as { status?: IssueStatus } | undefined)?.status;
    const key = (data as { key?: string } | undefined)?.key ?? '';
    if (status) moveCard(String(active.id), key, { to: status });
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Drag with a mouse or a finger; without them, use an issue’s “Add” button or a card’s “Move to…” menu.',
        },
      }}
    >
      <CycleArea>
        {layout === 'board' ? (
          <CycleBoard issues={issues} workspaceSlug={workspaceSlug} onMove={moveCard} />
        ) : issues.edges.length === 0 ? (
          empty
        ) : (
          <CycleIssueList issues={issues} workspaceSlug={workspaceSlug} />
        )}
      </CycleArea>
      {panelId ? (
        <Suspense fallback={<SkeletonLine width="100%" height="6rem" />}>
          <NotInCyclePanel id={panelId} cycle={cycle} changes={cycleChanges} onConnection={setPanelConnectionId} onAdd={(issue, connectionId) => planIssue(issue, { ...target, panelConnectionId: connectionId })} />
        </Suspense>
      ) : null}
    </DndContext>
  );
}

/** The cycle's issues as a drop target for the panel's issues: outlined while one is over it. */
function CycleArea({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: CYCLE_AREA });
  return (
    <div ref={setNodeRef} className={[styles.dropArea, isOver ? styles.dropping : null].filter(Boolean).join(' ')} data-drop-area="cycle">
      {children}
    </div>
  );
}

function CycleBoard({ issues, workspaceSlug, onMove }: { issues: CycleIssueConnection; workspaceSlug: string; onMove: (issueId: string, issueKey: string, move: CardMove) => void }) {
  return (
    <div className={styles.board}>
      {ISSUE_STATUSES.map((status) => (
        <CycleColumn key={status} status={status} edges={issues.edges.filter((edge) => edge.node.status === status)} workspaceSlug={workspaceSlug} onMove={onMove} />
      ))}
    </div>
  );
}

function CycleColumn({
  status,
  edges,
  workspaceSlug,
  onMove,
}: {
  status: IssueStatus;
  edges: CycleIssueConnection['edges'];
  workspaceSlug: string;
  onMove: (issueId: string, issueKey: string, move: CardMove) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: COLUMN_PREFIX + status, data: { status } });
  const headingId = `cycle-column-${status}`;
  return (
    <section ref={setNodeRef} className={[styles.column, isOver ? styles.dropping : null].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.columnTitle}>
        {STATUS_LABELS[status]} <span className={styles.muted}>{edges.length}</span>
      </h3>
      <SortableContext items={edges.map((edge) => edge.node.id)} strategy={verticalListSortingStrategy}>
        <div className={styles.cards}>
          {edges.map((edge) => (
            <IssueCard key={edge.node.id} issue={edge.node} workspaceSlug={workspaceSlug} statuses={ISSUE_STATUSES} canMoveUp={false} canMoveDown={false} onMove={onMove} />
          ))}
        </div>
      </SortableContext>
    </section>
  );
}

const panelQuery = graphql`
  query NotInCyclePanelQuery($filter: IssueFilter!, $first: Int!) {
    viewer {
      workspace {
        issues(first: $first, filter: $filter, orderBy: UPDATED) @connection(key: "NotInCyclePanel_issues", filters: ["filter"]) {
          __id
          edges {
            node {
              id
              key
              title
              # Read whole, so that the issue shows among the cycle's the moment it is dropped there.
              ...IssueSummary_issue
            }
          }
        }
      }
    }
  }
`;

/** "Not in this cycle": the workspace's open issues in no cycle, found by their words, to drag onto the cycle. */
function NotInCyclePanel({
  id,
  cycle,
  changes,
  onConnection,
  onAdd,
}: {
  id: string;
  cycle: { number: number };
  changes: number;
  onConnection: (connectionId: string) => void;
  onAdd: (issue: { id: string; key: string }, connectionId: string) => void;
}) {
  const [words, setWords] = useState('');
  const searched = useDeferredValue(words.trim());
  return (
    <section id={id} className={styles.panel} aria-label="Not in this cycle">
      <h3 className={styles.formTitle}>Not in this cycle</h3>
      <p className={styles.muted}>Open issues in no cycle. Drag one onto the cycle’s issues, or use its “Add” button.</p>
      <TextField label="Filter by words" name="notInCycle" type="search" value={words} onChange={(event) => setWords(event.target.value)} autoComplete="off" />
      <Suspense fallback={<SkeletonLine width="100%" height="4rem" />}>
        <Candidates words={searched} cycleNumber={cycle.number} changes={changes} onConnection={onConnection} onAdd={onAdd} />
      </Suspense>
    </section>
  );
}

function Candidates({
  words,
  cycleNumber,
  changes,
  onConnection,
  onAdd,
}: {
  words: string;
  cycleNumber: number;
  changes: number;
  onConnection: (connectionId: string) => void;
  onAdd: (issue: { id: string; key: string }, connectionId: string) => void;
}) {
  const data = useLazyLoadQuery<NotInCyclePanelQuery>(
    panelQuery,
    { filter: { cycle: 'none', statuses: OPEN_STATUSES, text: words || null }, first: PANEL_PAGE },
    // A new fetch key reads them again (shown meanwhile): an issue that joined or left a cycle elsewhere.
    { fetchPolicy: 'store-and-network', fetchKey: changes },
  );
  const { issues } = data.viewer.workspace;
  const connectionId = issues.__id;
  // The planner takes the issue out of this connection when it lands in the cycle.
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);
  if (issues.edges.length === 0) return <p className={styles.muted}>{words ? 'No open issue in no cycle matches these words.' : 'Every open issue is in a cycle.'}</p>;
  return (
    <ul className={styles.issues} aria-label="Issues not in this cycle">
      {issues.edges.map(({ node }) => (
        <Candidate key={node.id} issue={node} cycleNumber={cycleNumber} onAdd={() => onAdd(node, connectionId)} />
      ))}
    </ul>
  );
}

function Candidate({ issue, cycleNumber, onAdd }: { issue: { id: string; key: string; title: string }; cycleNumber: number; onAdd: () => void }) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: `candidate:${issue.id}`, data: { candidate: true, id: issue.id, key: issue.key } satisfies CandidateData });
  return (
    <li
      ref={setNodeRef}
      className={[styles.pickRow, styles.candidate, isDragging ? styles.lifted : null].filter(Boolean).join(' ')}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      data-issue-key={issue.key}
      {...listeners}
    >
      <span {...maskInRecordings}>
        {issue.key} {issue.title}
      </span>
      <Button size="sm" aria-label={`Add ${issue.key} to cycle ${cycleNumber}`} onClick={onAdd}>
        Add
      </Button>
    </li>
  );
}

// One column of the board: the issues of one status, in board order, paged and virtualized, a drop target for
// cards, and a "+" for those who may create issues.
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { IssueGroup_project$key } from '@/__generated__/IssueGroup_project.graphql';
import type { IssueGroupPaginationQuery } from '@/__generated__/IssueGroupPaginationQuery.graphql';
import type { IssueSummary_issue$key } from '@/__generated__/IssueSummary_issue.graphql';
import { IconButton } from '@/ui/Button';
import styles from './Board.module.css';
import { pointsText } from '@/rules/estimate';
import { useEstimateScale } from './EstimateScaleContext';
import { IssueCard, type CardMove } from './IssueCard';
import { columnDroppableId } from './dropPlacement';
import { GROUP_PAGE_SIZE, issueGroupFragment, ISSUE_STATUSES, STATUS_LABELS, type GroupFilter, type IssueStatus } from './issueGroups';
import { useRegisterIssueGroup } from './IssueGroupsContext';
import { SelectGroupButton } from './SelectGroupButton';
import type { Neighbour } from './useMoveIssueMutation';
import { noteCountedEstimates } from './issuePlacement';
import { useIssueVirtualizer } from './useIssueVirtualizer';

const CARD_HEIGHT = 72;

/**
 * A column's cards make room for a card dragged within it; for a card from another column they stay put (the
 * stock strategy would shift them by the card's height as if it had left this column) and a line shows the place.
 */
const columnStrategy: SortingStrategy = (args) => (args.activeIndex === -1 ? null : verticalListSortingStrategy(args));

/** A column's connection and its paging, as a reader hook gives them from the column's source. */
export interface ColumnIssues {
  issues: {
    readonly __id: string;
    readonly totalCount: number;
    /** The sum of the column's estimates, every issue of it counted (the server's, kept current as the count is). */
    readonly totalEstimate?: number | null;
    readonly edges: ReadonlyArray<{ readonly node: { readonly id: string; readonly position: string } & IssueSummary_issue$key }>;
  };
  loadNext: (count: number) => void;
  hasNext: boolean;
  isLoadingNext: boolean;
}

/** A status group's column (the board by status): the project read once per status. */
export function useStatusColumnIssues(project: IssueGroup_project$key): ColumnIssues {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<IssueGroupPaginationQuery, IssueGroup_project$key>(issueGroupFragment, project);
  return { issues: data.issues, loadNext, hasNext, isLoadingNext };
}

export interface BoardColumnProps {
  status: IssueStatus;
  /** What the column reads its issues from, and the hook that reads them (the same for the column's life). */
  source: unknown;
  useIssues: (source: never) => ColumnIssues;
  /** Makes the column's element ids unique on a page of several rows, and its drag ids on their one board. */
  idPrefix?: string;
  /** The id of its row's heading, on a grouped board: the column is named "Todo 3 Ada Admin". */
  rowLabelId?: string;
  workspaceSlug: string;
  viewerId: string | null;
  /** Opens issue creation in this column; absent for those who may not create issues. */
  onCreateIssue?: (status: IssueStatus) => void;
  onMove: (issueId: string, issueKey: string, move: CardMove) => void;
  /** Tells the board this column's loaded issues, top to bottom (for computing where a card lands). */
  onItems: (status: IssueStatus, items: Neighbour[]) => void;
  /** While a card from another column is dragged over this one: the index (among its cards) it would land at. */
  dropIndex: number | null;
  /** The filter the column was fetched with (besides its status); null for none. */
  filter: GroupFilter | null;
  /** Clears the filters; absent when none is on. */
  onClearFilters?: () => void;
}

export const BoardColumn = memo(function BoardColumn({
  status,
  source,
  useIssues,
  idPrefix = '',
  rowLabelId,
  workspaceSlug,
  viewerId,
  onCreateIssue,
  onMove,
  onItems,
  dropIndex,
  filter,
  onClearFilters,
}: BoardColumnProps) {
  const { issues, loadNext, hasNext, isLoadingNext } = useIssues(source as never);
  const { edges, totalCount, totalEstimate, __id: connectionId } = issues;
  const scale = useEstimateScale();
  // What each loaded card adds to the column's sum, so that a change of its estimate moves the sum by the difference.
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (totalEstimate != null) commitLocalUpdate(environment, (store) => noteCountedEstimates(store, connectionId));
  }, [environment, connectionId, edges, totalEstimate]);
  useRegisterIssueGroup({ connectionId, status, order: 'POSITION', filter, viewerId });

  const items = useMemo(() => edges.map(({ node }) => ({ id: node.id, position: node.position })), [edges]);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const dragIds = useMemo(() => ids.map((id) => idPrefix + id), [ids, idPrefix]);
  useEffect(() => onItems(status, items), [onItems, status, items]);
  // A column hidden by the status filter holds no cards for the board's moves.
  useEffect(() => () => onItems(status, []), [onItems, status]);

  const loadNextPage = useCallback(() => loadNext(GROUP_PAGE_SIZE), [loadNext]);
  const group = useMemo(() => ({ ids, hasNext, isLoadingNext, loadNext: loadNextPage }), [ids, hasNext, isLoadingNext, loadNextPage]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, items: rows } = useIssueVirtualizer({
    keys: ids,
    scrollRef,
    estimateSize: () => CARD_HEIGHT,
    hasNext,
    isLoadingNext,
    loadNext: loadNextPage,
  });

  const { setNodeRef } = useDroppable({ id: columnDroppableId(idPrefix + status), data: { status } });
  const targeted = dropIndex !== null;
  const headingId = `board-column-${idPrefix}${status}`;
  const label = STATUS_LABELS[status];

  return (
    <section
      className={[styles.column, targeted ? styles.over : null].filter(Boolean).join(' ')}
      aria-labelledby={rowLabelId ? `${headingId} ${rowLabelId}` : headingId}
      ref={setNodeRef}
      data-column-index={ISSUE_STATUSES.indexOf(status)}
    >
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {label} <span className={styles.count}>{totalCount}</span>
        </h2>
        {/* The column's points, when it holds any: after the name and count, which it never pushes out of sight. */}
        {scale !== 'NONE' && totalEstimate ? (
          <span className={styles.estimateSum} title="The column’s estimates in all">
            {pointsText(totalEstimate)}
          </span>
        ) : null}
        <SelectGroupButton group={group} label={label} />
        {onCreateIssue ? <IconButton label={`New issue in ${label}`} icon="+" size="sm" onClick={() => onCreateIssue(status)} /> : null}
      </header>
      <SortableContext id={idPrefix + status} items={dragIds} strategy={columnStrategy}>
        <div ref={scrollRef} className={styles.columnBody} data-testid={`column-scroll-${status}`}>
          {edges.length === 0 ? (
            <p className={[styles.columnEmpty, targeted ? styles.columnEmptyTarget : null].filter(Boolean).join(' ')}>
              {targeted ? (
                'Drop it here.'
              ) : onClearFilters ? (
                <>
                  No issues match the filters here.{' '}
                  <button type="button" className={styles.linkButton} onClick={onClearFilters}>
                    Clear the filters
                  </button>{' '}
                  to see every card.
                </>
              ) : onCreateIssue ? (
                'No issues yet. Drag one here, or add one with +.'
              ) : (
                'No issues.'
              )}
            </p>
          ) : (
            <ol className={styles.cards} style={{ height: virtualizer.getTotalSize() }} aria-label={`${label} issues`}>
              {rows.map((row) => {
                const edge = edges[row.index];
                if (!edge) return null;
                return (
                  <li
                    key={row.key}
                    data-index={row.index}
                    ref={virtualizer.measureElement}
                    className={styles.slot}
                    style={{ transform: `translateY(${row.start}px)` }}
                    aria-setsize={totalCount}
                    aria-posinset={row.index + 1}
                  >
                    <IssueCard
                      issue={edge.node}
                      dragId={dragIds[row.index]}
                      workspaceSlug={workspaceSlug}
                      statuses={ISSUE_STATUSES}
                      canMoveUp={row.index > 0}
                      canMoveDown={row.index < edges.length - 1}
                      onMove={onMove}
                      dropEdge={dropIndex === row.index ? 'before' : dropIndex === edges.length && row.index === edges.length - 1 ? 'after' : null}
                    />
                  </li>
                );
              })}
            </ol>
          )}
          {isLoadingNext ? <p className={styles.loadingMore}>Loading more…</p> : null}
        </div>
      </SortableContext>
    </section>
  );
});

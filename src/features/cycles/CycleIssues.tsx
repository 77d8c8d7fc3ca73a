// The issues of a cycle's page: a list or a board by status (the layout is kept in the URL, `?layout=board`), paged
// ("Show more"), and, while the cycle is not past, the "Not in this cycle" panel to plan it by dragging. The board,
// the panel and the dragging load on demand (CyclePlanner): the plain list is what the page shows first. Its own
// chunk, fetched by the route's loader beside the page's query.
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { CycleIssues_cycle$data, CycleIssues_cycle$key } from '@/__generated__/CycleIssues_cycle.graphql';
import type { CycleIssuesPaginationQuery } from '@/__generated__/CycleIssuesPaginationQuery.graphql';
import { IssueRow } from '@/features/board/IssueRow';
import { Button } from '@/ui/Button';
import { SkeletonLine } from '@/ui/Skeleton';
import styles from './Cycles.module.css';

const CyclePlanner = lazy(() => import('./CyclePlanner'));

/** How many issues a page of the cycle's issues holds (the server gives at most 100 at once). */
export const CYCLE_ISSUES_PAGE = 50;
const MOST_AT_ONCE = 100;

const fragment = graphql`
  fragment CycleIssues_cycle on Cycle
  @refetchable(queryName: "CycleIssuesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    issues(first: $count, after: $cursor) @connection(key: "CycleIssues_issues") {
      __id
      totalCount
      edges {
        node {
          id
          key
          title
          status
          ...IssueSummary_issue
        }
      }
    }
  }
`;

export type CycleIssueConnection = CycleIssues_cycle$data['issues'];
export type CycleLayout = 'list' | 'board';

/** The cycle's issues, paged, and a way to read what is shown of them again (after a change made elsewhere). */
function useCycleIssues(cycle: CycleIssues_cycle$key) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CycleIssuesPaginationQuery, CycleIssues_cycle$key>(fragment, cycle);
  // Read through a ref: the live subscription keeps one callback for the page's life.
  const loaded = useRef(data.issues.edges.length);
  useEffect(() => {
    loaded.current = data.issues.edges.length;
  });
  const readAgain = useCallback(() => {
    // As many as are shown (within what the server gives at once), kept on screen while they load.
    const count = Math.min(MOST_AT_ONCE, Math.max(CYCLE_ISSUES_PAGE, loaded.current));
    startTransition(() => {
      refetch({ count, cursor: null }, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);
  return { issues: data.issues, loadNext, hasNext, isLoadingNext, readAgain };
}

export function useCycleLayout(): [CycleLayout, (layout: CycleLayout) => void] {
  const [params, setParams] = useSearchParams();
  const layout: CycleLayout = params.get('layout') === 'board' ? 'board' : 'list';
  const setLayout = useCallback(
    (next: CycleLayout) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'board') changed.set('layout', 'board');
          else changed.delete('layout');
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [layout, setLayout];
}

export interface CycleIssuesProps {
  cycle: { id: string; number: number; name: string | null | undefined; status: string } & CycleIssues_cycle$key;
  /** Counts the changes of the cycle's issues heard of: each new one reads the shown issues again. */
  changes: number;
  /** Counts the changes of any cycle heard of: each new one reads "Not in this cycle" again. */
  cycleChanges: number;
  workspaceSlug: string;
}

export default function CycleIssues({ cycle, changes, cycleChanges, workspaceSlug }: CycleIssuesProps) {
  const { issues, loadNext, hasNext, isLoadingNext, readAgain } = useCycleIssues(cycle);
  const changesRead = useRef(changes);
  useEffect(() => {
    if (changes === changesRead.current) return;
    changesRead.current = changes;
    readAgain();
  }, [changes, readAgain]);
  const [layout, setLayout] = useCycleLayout();
  const [planning, setPlanning] = useState(false);
  const panelId = useId();
  const canPlan = cycle.status !== 'PAST';
  const empty = <p className={styles.muted}>No issues in this cycle yet: add some below, or choose the cycle on an issue’s page or in a bulk edit.</p>;

  return (
    <section className={styles.card} aria-label="Issues of the cycle">
      <div className={styles.issuesHeader}>
        <h2 className={styles.formTitle}>Issues ({issues.totalCount})</h2>
        <div role="group" aria-label="Layout" className={styles.layoutToggle}>
          <Button size="sm" variant={layout === 'list' ? 'primary' : 'secondary'} aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
            List
          </Button>
          <Button size="sm" variant={layout === 'board' ? 'primary' : 'secondary'} aria-pressed={layout === 'board'} onClick={() => setLayout('board')}>
            Board
          </Button>
        </div>
        {canPlan ? (
          <Button size="sm" variant="quiet" aria-expanded={planning} aria-controls={planning ? panelId : undefined} onClick={() => setPlanning((open) => !open)}>
            Not in this cycle
          </Button>
        ) : null}
      </div>
      {layout === 'board' || planning ? (
        <Suspense fallback={<SkeletonLine width="100%" height="8rem" />}>
          <CyclePlanner cycle={cycle} issues={issues} layout={layout} panelId={planning ? panelId : null} cycleChanges={cycleChanges} workspaceSlug={workspaceSlug} empty={empty} />
        </Suspense>
      ) : issues.edges.length === 0 ? (
        empty
      ) : (
        <CycleIssueList issues={issues} workspaceSlug={workspaceSlug} />
      )}
      {hasNext ? (
        <div>
          <Button size="sm" disabled={isLoadingNext} onClick={() => loadNext(CYCLE_ISSUES_PAGE)}>
            {isLoadingNext ? 'Loading…' : `Show more (${issues.totalCount - issues.edges.length} more)`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export function CycleIssueList({ issues, workspaceSlug }: { issues: CycleIssueConnection; workspaceSlug: string }) {
  return (
    <ul className={styles.issues}>
      {issues.edges.map((edge) => (
        <li key={edge.node.id}>
          <IssueRow issue={edge.node} workspaceSlug={workspaceSlug} />
        </li>
      ))}
    </ul>
  );
}

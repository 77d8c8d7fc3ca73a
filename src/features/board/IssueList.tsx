// The list: the issues grouped by status (each group collapsible, with its count), in the chosen order, as one
// virtualized scroll whatever the number of issues. Each group is its own connection, paged as the scroll
// nears its end; a source component per group reads it and hands it to the one virtualizer.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFragment, usePaginationFragment } from 'react-relay';
import type { IssueGroup_project$key } from '@/__generated__/IssueGroup_project.graphql';
import type { IssueGroupPaginationQuery } from '@/__generated__/IssueGroupPaginationQuery.graphql';
import type { IssueGroups_workspace$key } from '@/__generated__/IssueGroups_workspace.graphql';
import type { IssueSummary_issue$key } from '@/__generated__/IssueSummary_issue.graphql';
import { Button, IconButton } from '@/ui/Button';
import { EmptyState } from '@/ui/Page';
import { GROUP_ALIASES, GROUP_PAGE_SIZE, issueGroupFragment, issueGroupsFragment, ISSUE_STATUSES, STATUS_LABELS, type GroupFilter, type IssueOrder, type IssueStatus } from './issueGroups';
import { useRegisterIssueGroup } from './IssueGroupsContext';
import { IssueRow } from './IssueRow';
import { SelectGroupButton } from './SelectGroupButton';
import styles from './List.module.css';
import { useIssueVirtualizer } from './useIssueVirtualizer';

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 48;

interface GroupState {
  edges: readonly { readonly node: { readonly id: string } & IssueSummary_issue$key }[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

type Row =
  | { kind: 'header'; key: string; status: IssueStatus; count: number; collapsed: boolean }
  | { kind: 'issue'; key: string; issue: IssueSummary_issue$key };

/** Reads one group's connection (and registers it for live updates), and hands what it holds to the list. */
function GroupSource({
  status,
  project,
  order,
  filter,
  viewerId,
  onChange,
}: {
  status: IssueStatus;
  project: IssueGroup_project$key;
  order: IssueOrder;
  filter: GroupFilter;
  viewerId: string | null;
  onChange: (status: IssueStatus, state: GroupState) => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<IssueGroupPaginationQuery, IssueGroup_project$key>(
    issueGroupFragment,
    project,
  );
  const { edges, totalCount, __id: connectionId } = data.issues;
  useRegisterIssueGroup({ connectionId, status, order, filter, viewerId });
  const next = useCallback(() => loadNext(GROUP_PAGE_SIZE), [loadNext]);
  useLayoutEffect(() => onChange(status, { edges, totalCount, hasNext, isLoadingNext, loadNext: next }), [onChange, status, edges, totalCount, hasNext, isLoadingNext, next]);
  return null;
}

/** "Select all" of a list group, over the whole group. */
function GroupSelectButton({ state, label }: { state: GroupState | undefined; label: string }) {
  const ids = useMemo(() => state?.edges.map(({ node }) => node.id) ?? [], [state?.edges]);
  if (!state) return null;
  return <SelectGroupButton group={{ ids, hasNext: state.hasNext, isLoadingNext: state.isLoadingNext, loadNext: state.loadNext }} label={label} />;
}

export interface IssueListProps {
  workspace: IssueGroups_workspace$key;
  workspaceSlug: string;
  viewerId: string | null;
  /** The statuses shown (all when empty). */
  statuses: readonly IssueStatus[];
  order: IssueOrder;
  filter: GroupFilter;
  /** Whether any filter is on (for the empty state's advice). */
  filtered: boolean;
  onCreateIssue?: (status: IssueStatus) => void;
}

export const IssueList = memo(function IssueList({ workspace, workspaceSlug, viewerId, statuses, order, filter, filtered, onCreateIssue }: IssueListProps) {
  const groups = useFragment(issueGroupsFragment, workspace);
  const shown = statuses.length ? ISSUE_STATUSES.filter((status) => statuses.includes(status)) : ISSUE_STATUSES;
  const [states, setStates] = useState<Partial<Record<IssueStatus, GroupState>>>({});
  const [collapsed, setCollapsed] = useState<ReadonlySet<IssueStatus>>(new Set());
  const onGroupChange = useCallback((status: IssueStatus, state: GroupState) => setStates((current) => ({ ...current, [status]: state })), []);

  const rows = useMemo(() => {
    const list: Row[] = [];
    for (const status of shown) {
      const state = states[status];
      if (!state || state.totalCount === 0) continue;
      const isCollapsed = collapsed.has(status);
      list.push({ kind: 'header', key: `group:${status}`, status, count: state.totalCount, collapsed: isCollapsed });
      if (!isCollapsed) for (const { node } of state.edges) list.push({ kind: 'issue', key: node.id, issue: node });
    }
    return list;
  }, [shown, states, collapsed]);
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);

  // The next page to ask for is the first expanded group, in order, that has more.
  const pending = shown.map((status) => states[status]).find((state, index) => state?.hasNext && !collapsed.has(shown[index]));
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, items } = useIssueVirtualizer({
    keys,
    scrollRef,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT : ROW_HEIGHT),
    hasNext: Boolean(pending),
    isLoadingNext: shown.some((status) => states[status]?.isLoadingNext),
    loadNext: useCallback(() => pending?.loadNext(), [pending]),
  });

  const toggle = (status: IssueStatus) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(status)) next.add(status);
      return next;
    });

  const sources = shown.map((status) => {
    const project = groups[GROUP_ALIASES[status as keyof typeof GROUP_ALIASES]];
    return project ? (
      <GroupSource key={status} status={status} project={project} order={order} filter={filter} viewerId={viewerId} onChange={onGroupChange} />
    ) : null;
  });

  const loaded = shown.every((status) => states[status]);
  if (loaded && rows.length === 0) {
    return (
      <>
        {sources}
        <EmptyState title={filtered ? 'No issues match these filters' : 'No issues yet'}>
          {filtered ? (
            <p>Try fewer filters, or clear them to see every issue of the project.</p>
          ) : onCreateIssue ? (
            <>
              <p>Issues are the pieces of work of this project. Add the first one to get started.</p>
              <Button variant="primary" onClick={() => onCreateIssue('BACKLOG')}>
                Create the first issue
              </Button>
            </>
          ) : (
            <p>Issues your team creates will appear here.</p>
          )}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {sources}
      <div ref={scrollRef} className={styles.scroller} data-testid="issue-list-scroll">
        <div role="list" aria-label="Issues" className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.slot}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'header' ? (
                  <div className={styles.groupHeader}>
                    <h2 className={styles.groupTitle}>
                      <button type="button" className={styles.groupToggle} aria-expanded={!row.collapsed} onClick={() => toggle(row.status)}>
                        <span aria-hidden="true" className={styles.chevron}>
                          {row.collapsed ? '▸' : '▾'}
                        </span>
                        {STATUS_LABELS[row.status]} <span className={styles.count}>{row.count}</span>
                      </button>
                    </h2>
                    <GroupSelectButton state={states[row.status]} label={STATUS_LABELS[row.status]} />
                    {onCreateIssue ? (
                      <IconButton label={`New issue in ${STATUS_LABELS[row.status]}`} icon="+" size="sm" onClick={() => onCreateIssue(row.status)} />
                    ) : null}
                  </div>
                ) : (
                  <IssueRow issue={row.issue} workspaceSlug={workspaceSlug} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
});

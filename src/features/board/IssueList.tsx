// The list: the issues grouped by status, or by assignee, priority or label (each group collapsible, with its count),
// in the chosen order, as one virtualized scroll whatever the number of issues. Each group is its own connection,
// paged as the scroll nears its end; a source component per group reads it and hands it to the one virtualizer.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFragment, usePaginationFragment } from 'react-relay';
import type { IssueGroup_project$key } from '@/__generated__/IssueGroup_project.graphql';
import type { IssueGroupPaginationQuery } from '@/__generated__/IssueGroupPaginationQuery.graphql';
import type { IssueGroups_workspace$key } from '@/__generated__/IssueGroups_workspace.graphql';
import type { IssueSummary_issue$key } from '@/__generated__/IssueSummary_issue.graphql';
import { Button, IconButton } from '@/ui/Button';
import { EmptyState } from '@/ui/Page';
import {
  GROUP_ALIASES,
  GROUP_PAGE_SIZE,
  issueGroupFragment,
  issueGroupsFragment,
  ISSUE_STATUSES,
  STATUS_LABELS,
  type GroupFilter,
  type IssueOrder,
  type IssueStatus,
} from './issueGroups';
import { useRegisterIssueGroup } from './IssueGroupsContext';
import { IssueRow } from './IssueRow';
import { SelectGroupButton } from './SelectGroupButton';
import styles from './List.module.css';
import { useIssueVirtualizer } from './useIssueVirtualizer';

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 48;

export interface GroupState {
  edges: readonly { readonly node: { readonly id: string } & IssueSummary_issue$key }[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

type Row =
  | { kind: 'header'; key: string; section: Section; count: number; collapsed: boolean }
  | { kind: 'issue'; key: string; issue: IssueSummary_issue$key };

export type OnGroupChange = (key: string, state: GroupState) => void;

/** One section of the list: a group, its heading, and the source that reads its connection. */
export interface Section {
  key: string;
  title: string;
  /** The status of a status group (its "+" creates an issue of it); null for other groupings. */
  status: IssueStatus | null;
  source: (onChange: OnGroupChange) => ReactNode;
}

/** Hands a group's connection to the list (and registers it for live updates). */
export function useGroupSource(
  groupKey: string,
  connection: GroupState & { connectionId: string },
  group: { status: IssueStatus | null; order: IssueOrder; filter: GroupFilter; viewerId: string | null },
  onChange: OnGroupChange,
) {
  const { connectionId, edges, totalCount, hasNext, isLoadingNext, loadNext } = connection;
  useRegisterIssueGroup({ connectionId, ...group });
  useLayoutEffect(() => onChange(groupKey, { edges, totalCount, hasNext, isLoadingNext, loadNext }), [onChange, groupKey, edges, totalCount, hasNext, isLoadingNext, loadNext]);
}

/** Reads one status group's connection. */
function StatusGroupSource({
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
  onChange: OnGroupChange;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<IssueGroupPaginationQuery, IssueGroup_project$key>(
    issueGroupFragment,
    project,
  );
  const next = useCallback(() => loadNext(GROUP_PAGE_SIZE), [loadNext]);
  const { edges, totalCount, __id: connectionId } = data.issues;
  useGroupSource(status, { connectionId, edges, totalCount, hasNext, isLoadingNext, loadNext: next }, { status, order, filter, viewerId }, onChange);
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

export const IssueList = memo(function IssueList({ workspace, statuses, order, filter, viewerId, ...view }: IssueListProps) {
  const groups = useFragment(issueGroupsFragment, workspace);
  const shown = statuses.length ? ISSUE_STATUSES.filter((status) => statuses.includes(status)) : ISSUE_STATUSES;
  const sections = shown.flatMap((status): Section[] => {
    const project = groups[GROUP_ALIASES[status as keyof typeof GROUP_ALIASES]];
    if (!project) return [];
    return [
      {
        key: status,
        title: STATUS_LABELS[status],
        status,
        source: (onChange) => (
          <StatusGroupSource key={status} status={status} project={project} order={order} filter={filter} viewerId={viewerId} onChange={onChange} />
        ),
      },
    ];
  });
  return <IssueSections sections={sections} {...view} />;
});

export type IssueSectionsProps = Omit<IssueListProps, 'workspace' | 'statuses' | 'order' | 'filter' | 'viewerId'> & { sections: Section[] };

/** The sections as one virtualized scroll, each group's next page asked for as the scroll nears its end. */
export function IssueSections({ sections, workspaceSlug, filtered, onCreateIssue }: IssueSectionsProps) {
  const [states, setStates] = useState<Partial<Record<string, GroupState>>>({});
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const onGroupChange = useCallback((key: string, state: GroupState) => setStates((current) => ({ ...current, [key]: state })), []);

  const rows = useMemo(() => {
    const list: Row[] = [];
    for (const section of sections) {
      const state = states[section.key];
      if (!state || state.totalCount === 0) continue;
      const isCollapsed = collapsed.has(section.key);
      list.push({ kind: 'header', key: `group:${section.key}`, section, count: state.totalCount, collapsed: isCollapsed });
      // An issue with several labels is listed once under each: its row's key names its section too.
      if (!isCollapsed) for (const { node } of state.edges) list.push({ kind: 'issue', key: `${section.key}:${node.id}`, issue: node });
    }
    return list;
  }, [sections, states, collapsed]);
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);

  // The next page to ask for is the first expanded group, in order, that has more.
  const pending = sections.map((section) => states[section.key]).find((state, index) => state?.hasNext && !collapsed.has(sections[index].key));
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, items } = useIssueVirtualizer({
    keys,
    scrollRef,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT : ROW_HEIGHT),
    hasNext: Boolean(pending),
    isLoadingNext: sections.some((section) => states[section.key]?.isLoadingNext),
    loadNext: useCallback(() => pending?.loadNext(), [pending]),
  });

  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const sources = sections.map((section) => section.source(onGroupChange));

  const loaded = sections.every((section) => states[section.key]);
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
                      <button type="button" className={styles.groupToggle} aria-expanded={!row.collapsed} onClick={() => toggle(row.section.key)}>
                        <span aria-hidden="true" className={styles.chevron}>
                          {row.collapsed ? '▸' : '▾'}
                        </span>
                        {row.section.title} <span className={styles.count}>{row.count}</span>
                      </button>
                    </h2>
                    <GroupSelectButton state={states[row.section.key]} label={row.section.title} />
                    {onCreateIssue && row.section.status ? (
                      <IconButton
                        label={`New issue in ${row.section.title}`}
                        icon="+"
                        size="sm"
                        onClick={() => onCreateIssue(row.section.status!)}
                      />
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
}

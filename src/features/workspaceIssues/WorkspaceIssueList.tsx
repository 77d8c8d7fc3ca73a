// The issues of every project of the workspace that pass the page's filter (My issues, the issues page), in the
// chosen order, in sections of the chosen grouping (status by default; the sections group the issues loaded so far:
// "Load more" brings the next page). Live: any change to the workspace's issues reads the list again (debounced), so
// an issue that comes to pass the filter appears and one that no longer does leaves.
import { useEffect, useMemo, useRef } from 'react';
import { graphql, usePaginationFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { WorkspaceIssueList_workspace$key } from '@/__generated__/WorkspaceIssueList_workspace.graphql';
import type { WorkspaceIssueListPaginationQuery } from '@/__generated__/WorkspaceIssueListPaginationQuery.graphql';
import type { WorkspaceIssueListEventsSubscription } from '@/__generated__/WorkspaceIssueListEventsSubscription.graphql';
import { STATUS_LABELS, ISSUE_STATUSES } from '@/features/board/issueGroups';
import { IssueRow } from '@/features/board/IssueRow';
import type { ListGrouping } from '@/features/board/listParams';
import { PRIORITIES_BY_URGENCY, PRIORITY_LABELS } from '@/rules/issue';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/Page';
import styles from './WorkspaceIssues.module.css';

/** How long the list waits after a change before it reads itself again (changes close together: one read). */
export const LIVE_REFETCH_DELAY_MS = 300;

const listFragment = graphql`
  fragment WorkspaceIssueList_workspace on Workspace
  @refetchable(queryName: "WorkspaceIssueListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    filter: { type: "IssueFilter" }
    orderBy: { type: "IssueOrder", defaultValue: UPDATED }
  ) {
    issues(first: $count, after: $cursor, filter: $filter, orderBy: $orderBy) @connection(key: "WorkspaceIssueList_issues", filters: ["filter", "orderBy"]) {
      totalCount
      edges {
        node {
          id
          # What the sections group by (the row reads its own fields).
          status
          priority
          assignee {
            id
            name
          }
          labels {
            id
            name
          }
          ...IssueSummary_issue
        }
      }
    }
  }
`;

const eventsSubscription = graphql`
  subscription WorkspaceIssueListEventsSubscription {
    workspaceIssueEvents {
      kind
      issue {
        id
        ...IssueSummary_issue
      }
    }
  }
`;

interface Props {
  workspace: WorkspaceIssueList_workspace$key;
  workspaceSlug: string;
  grouping: ListGrouping;
  /** Whether any filter is on (the empty state says so). */
  filtered: boolean;
  /** What the empty list says when nothing is filtered. */
  emptyText: string;
}

export function WorkspaceIssueList({ workspace, workspaceSlug, grouping, filtered, emptyText }: Props) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<WorkspaceIssueListPaginationQuery, WorkspaceIssueList_workspace$key>(
    listFragment,
    workspace,
  );
  useLiveRefetch(() => refetch({}, { fetchPolicy: 'network-only' }));
  const nodes = useMemo(() => data.issues.edges.map((edge) => edge.node), [data.issues.edges]);
  const sections = useMemo(() => groupIssues(nodes, grouping), [nodes, grouping]);

  if (nodes.length === 0) {
    return (
      <EmptyState title={filtered ? 'No issues match these filters' : 'No issues here'}>
        <p>{filtered ? 'Change or clear the filters to see more.' : emptyText}</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.sections}>
      <p className={styles.help} aria-live="polite">
        {data.issues.totalCount === 1 ? '1 issue' : `${data.issues.totalCount.toLocaleString('en')} issues`}
      </p>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-label={section.title}>
          <h2 className={styles.sectionTitle}>
            <span>{section.title}</span>
            <span>{section.issues.length}</span>
          </h2>
          <ul className={styles.rows}>
            {section.issues.map((issue) => (
              <li key={issue.id}>
                <IssueRow issue={issue} workspaceSlug={workspaceSlug} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasNext ? (
        <div className={styles.more}>
          <Button onClick={() => loadNext(50)} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            Load more issues
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Reads the list again a moment after any change to the workspace's issues. */
function useLiveRefetch(refetch: () => void) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const config = useMemo<GraphQLSubscriptionConfig<WorkspaceIssueListEventsSubscription>>(
    () => ({
      subscription: eventsSubscription,
      variables: {},
      onNext: () => {
        if (timer.current !== null) window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          timer.current = null;
          latest.current();
        }, LIVE_REFETCH_DELAY_MS);
      },
    }),
    [],
  );
  useSubscription<WorkspaceIssueListEventsSubscription>(config);
}

interface SectionOf<T> {
  key: string;
  title: string;
  issues: T[];
}

/** The loaded issues in sections of the grouping, in its order (statuses in board order, priorities by urgency, names). */
export function groupIssues<T extends SectionData>(nodes: readonly T[], grouping: ListGrouping): SectionOf<T>[] {
  const sections = new Map<string, SectionOf<T> & { rank: string }>();
  for (const node of nodes) {
    for (const { key, title, rank } of sectionsOf(node, grouping)) {
      const section = sections.get(key) ?? sections.set(key, { key, title, rank, issues: [] }).get(key)!;
      section.issues.push(node);
    }
  }
  return [...sections.values()].sort((a, b) => a.rank.localeCompare(b.rank));
}

/** What grouping reads of an issue. */
interface SectionData {
  readonly status: string;
  readonly priority: string;
  readonly assignee: { readonly id: string; readonly name: string } | null | undefined;
  readonly labels: readonly { readonly id: string; readonly name: string }[];
}

function sectionsOf(issue: SectionData, grouping: ListGrouping): { key: string; title: string; rank: string }[] {
  switch (grouping) {
    case 'ASSIGNEE':
      return issue.assignee
        ? [{ key: `a:${issue.assignee.id}`, title: issue.assignee.name, rank: `0${issue.assignee.name.toLocaleLowerCase()}` }]
        : [{ key: 'a:', title: 'No assignee', rank: '1' }];
    case 'PRIORITY': {
      const priority = (issue.priority ?? 'NONE') as (typeof PRIORITIES_BY_URGENCY)[number];
      const index = PRIORITIES_BY_URGENCY.indexOf(priority);
      return [{ key: `p:${priority}`, title: PRIORITY_LABELS[priority] ?? priority, rank: String(index < 0 ? 9 : index) }];
    }
    case 'LABEL':
      return issue.labels && issue.labels.length
        ? issue.labels.map((label) => ({ key: `l:${label.id}`, title: label.name, rank: `0${label.name.toLocaleLowerCase()}` }))
        : [{ key: 'l:', title: 'No label', rank: '1' }];
    default: {
      const status = (issue.status ?? 'BACKLOG') as (typeof ISSUE_STATUSES)[number];
      const index = ISSUE_STATUSES.indexOf(status);
      return [{ key: `s:${status}`, title: STATUS_LABELS[status] ?? status, rank: String(index < 0 ? 9 : index) }];
    }
  }
}

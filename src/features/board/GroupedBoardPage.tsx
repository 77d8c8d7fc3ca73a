// The board of a project grouped by assignee, priority or label (`…/board?group=priority`): its own route query, loaded
// with its code only when the URL asks for a grouping (the board by status loads neither), the filter bar, and a row
// of status columns per group. The rows are one board to drag on (GroupedBoardDrag.tsx): a card dropped in another
// row's column takes that row's priority or assignee (or its label in place of the old row's) with the column's status
// and place, in one change everyone sees live; the card's "Move to…" menu and the keyboard move it within its row.
import { useMemo } from 'react';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BoardLanes_project$key } from '@/__generated__/BoardLanes_project.graphql';
import GroupedBoardPageQueryNode, { type GroupedBoardPageQuery } from '@/__generated__/GroupedBoardPageQuery.graphql';
import type { IssueGroupIssues_group$key } from '@/__generated__/IssueGroupIssues_group.graphql';
import type { IssueGroupIssuesPaginationQuery } from '@/__generated__/IssueGroupIssuesPaginationQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { BoardLane, shownStatuses, type BoardProps } from './Board';
import { GroupedBoardDrag } from './GroupedBoardDrag';
import styles from './Grouping.module.css';
import type { ColumnIssues } from './BoardColumn';
import { GROUP_ALIASES } from './issueGroups';
import { boardLanesFragment, groupedBoardQueryVariables, groupOf, issueGroupIssuesFragment, SEVERAL_LABELS_NOTE } from './issueGroupings';
import { ListFilterBar } from './ListFilterBar';
import { ProjectSaveViewButton } from '@/features/views/SaveViewButton';
import { hasAnyFilter, parseListFilters, withoutFilters } from './listParams';
import { ProjectPage } from './ProjectPage';
import { useUrlFilters } from './useUrlFilters';

export const groupedBoardPageQuery = graphql`
  query GroupedBoardPageQuery(
    $projectKey: String!
    $groupBy: IssueGrouping!
    $statuses: [IssueStatus!]
    $priorities: [IssuePriority!]
    $assignee: AssigneeFilter
    $labelIds: [ID!]
    $text: String
    # The More filters (listParams.ts), read by the issue groups' fragments as the query's own variables
    $dueBefore: Date
    $dueAfter: Date
    $overdue: Boolean
    $createdWithinDays: Int
    $updatedWithinDays: Int
    $estimated: Boolean
    $estimateMin: Int
    $estimateMax: Int
    $cycle: ID
    $hasParent: Boolean
    $hasChildren: Boolean
    $blocked: Boolean
  ) {
    viewer {
      user {
        id
      }
      workspace {
        name
        slug
        viewerCanShareViews
        estimateScale
        project(key: $projectKey) {
          id
          key
          name
          viewerCanCreateIssue
          viewerCanUpdateIssues
          issuesSnapshotSeq
          archivedAt
          viewerCanArchive
          ...BoardLanes_project
            @arguments(by: $groupBy, statuses: $statuses, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
        }
        ...ListFilterBar_workspace
        ...BulkEditBar_workspace
      }
    }
  }
`;

export const loader = workspaceQueryLoader<GroupedBoardPageQuery>(GroupedBoardPageQueryNode, ({ params, request }: LoaderFunctionArgs) =>
  groupedBoardQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

/** A column of a board row: its group narrowed to the column's status. */
function useGroupColumnIssues(group: IssueGroupIssues_group$key): ColumnIssues {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<IssueGroupIssuesPaginationQuery, IssueGroupIssues_group$key>(
    issueGroupIssuesFragment,
    group,
  );
  return { issues: data.issues, loadNext, hasNext, isLoadingNext };
}

interface GroupedBoardProps extends Omit<BoardProps, 'workspace'> {
  project: BoardLanes_project$key;
}

/** The board by assignee, priority or label: a row per group holding issues of the statuses shown, "No …" last. */
export function GroupedBoard({ project, statuses = [], filter = null, ...lane }: GroupedBoardProps) {
  const { issueGroups } = useFragment(boardLanesFragment, project);
  const shown = shownStatuses(statuses);
  // Each row by its id prefix (which names its columns on the board they share).
  const rows = useMemo(() => new Map(issueGroups.map((group, index) => [`${index}-`, groupOf(group)])), [issueGroups]);
  if (issueGroups.length === 0) {
    return <p className={styles.noLanes}>{lane.onClearFilters ? 'No issues match these filters.' : 'No issues yet.'}</p>;
  }
  return (
    <GroupedBoardDrag rows={rows} className={styles.lanes} draggingClassName={styles.dragging}>
      {(host) =>
        issueGroups.map((group, index) => {
          const { title, condition } = groupOf(group);
          const headingId = `board-row-${index}`;
          const columns = shown.flatMap((status) => {
            const cell = group[GROUP_ALIASES[status as keyof typeof GROUP_ALIASES]];
            return cell ? [{ status, source: cell }] : [];
          });
          return (
            <section key={group.id} className={styles.lane} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.laneTitle}>
                {title}
              </h2>
              <BoardLane
                columns={columns}
                useIssues={useGroupColumnIssues}
                className={styles.rowBoard}
                rowLabelId={headingId}
                filter={{ ...filter, group: condition }}
                idPrefix={`${index}-`}
                host={host}
                {...lane}
              />
            </section>
          );
        })
      }
    </GroupedBoardDrag>
  );
}

export function GroupedBoardPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<GroupedBoardPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<GroupedBoardPageQuery>(groupedBoardPageQuery, queryRef);
  const { workspace } = viewer;
  const { filters, shown, onChange } = useUrlFilters();
  // The filter the rows were fetched with (one object per page read: the columns are memoized).
  const filter = useMemo(() => {
    // The rows hold the statuses shown, and each column its own status: the columns' filter is the rest.
    const { projectKey: _projectKey, groupBy: _groupBy, statuses: _statuses, ...filter } = queryRef.variables;
    return filter;
  }, [queryRef.variables]);
  const project = workspace.project;
  return (
    <ProjectPage view="board" workspace={workspace} workspaceSlug={workspaceSlug} project={project}>
      {() => (
        <>
          <ListFilterBar
            filters={filters}
            onChange={onChange}
            workspace={workspace}
            withOrder={false}
          >
            {workspace.project ? (
              <ProjectSaveViewButton projectId={workspace.project.id} canShare={workspace.viewerCanShareViews} filters={shown} layout="BOARD" />
            ) : null}
          </ListFilterBar>
          {queryRef.variables.groupBy === 'LABEL' ? <p className={styles.groupingNote}>{SEVERAL_LABELS_NOTE}</p> : null}
          {project ? (
            <GroupedBoard
              project={project}
              workspaceSlug={workspaceSlug}
              viewerId={viewer.user.id}
              statuses={shown.statuses}
              filter={filter}
              onClearFilters={hasAnyFilter({ ...shown, statuses: [] }) ? () => onChange(withoutFilters(shown)) : undefined}
            />
          ) : null}
        </>
      )}
    </ProjectPage>
  );
}

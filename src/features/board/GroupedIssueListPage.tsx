// The list view of a project grouped by assignee, priority or label (`…/list?group=assignee`): its own route query,
// loaded with its code only when the URL asks for a grouping (the list by status loads neither), the filter bar, and a
// section per group holding matching issues, each paged on its own.
import { memo, useCallback } from 'react';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import GroupedIssueListPageQueryNode, { type GroupedIssueListPageQuery } from '@/__generated__/GroupedIssueListPageQuery.graphql';
import type { IssueGroupIssues_group$key } from '@/__generated__/IssueGroupIssues_group.graphql';
import type { IssueGroupIssuesPaginationQuery } from '@/__generated__/IssueGroupIssuesPaginationQuery.graphql';
import type { ListGroups_project$key } from '@/__generated__/ListGroups_project.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { GROUP_PAGE_SIZE, type GroupFilter, type IssueOrder } from './issueGroups';
import { groupedListQueryVariables, groupOf, issueGroupIssuesFragment, listGroupsFragment, SEVERAL_LABELS_NOTE } from './issueGroupings';
import { IssueSections, useGroupSource, type IssueListProps, type OnGroupChange, type Section } from './IssueList';
import { ListFilterBar } from './ListFilterBar';
import { ProjectSaveViewButton } from '@/features/views/SaveViewButton';
import styles from './Grouping.module.css';
import { hasAnyFilter, parseListFilters } from './listParams';
import { ProjectPage } from './ProjectPage';
import { useUrlFilters } from './useUrlFilters';

export const groupedIssueListPageQuery = graphql`
  query GroupedIssueListPageQuery(
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
    $orderBy: IssueOrder
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
          ...ListGroups_project
            @arguments(
              by: $groupBy
              statuses: $statuses
              priorities: $priorities
              assignee: $assignee
              labelIds: $labelIds
              text: $text
              orderBy: $orderBy
            )
        }
        ...ListFilterBar_workspace
        ...BulkEditBar_workspace
      }
    }
  }
`;

export const loader = workspaceQueryLoader<GroupedIssueListPageQuery>(GroupedIssueListPageQueryNode, ({ params, request }: LoaderFunctionArgs) =>
  groupedListQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

/** Reads one group's connection of another grouping (an assignee, priority or label). */
function GroupingSource({
  groupKey,
  group,
  order,
  filter,
  viewerId,
  onChange,
}: {
  groupKey: string;
  group: IssueGroupIssues_group$key;
  order: IssueOrder;
  filter: GroupFilter;
  viewerId: string | null;
  onChange: OnGroupChange;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<IssueGroupIssuesPaginationQuery, IssueGroupIssues_group$key>(
    issueGroupIssuesFragment,
    group,
  );
  const next = useCallback(() => loadNext(GROUP_PAGE_SIZE), [loadNext]);
  const { edges, totalCount, __id: connectionId } = data.issues;
  useGroupSource(groupKey, { connectionId, edges, totalCount, hasNext, isLoadingNext, loadNext: next }, { status: null, order, filter, viewerId }, onChange);
  return null;
}

interface GroupedIssueListProps extends Omit<IssueListProps, 'workspace' | 'statuses' | 'onCreateIssue'> {
  project: ListGroups_project$key;
}

/**
 * The list by assignee, priority or label: a section per group that holds issues passing the filters (an issue with
 * several labels is in the section of each), "No assignee" or "No label" last.
 */
export const GroupedIssueList = memo(function GroupedIssueList({ project, order, filter, viewerId, ...view }: GroupedIssueListProps) {
  const { issueGroups } = useFragment(listGroupsFragment, project);
  const sections = issueGroups.map((group): Section => {
    const { title, condition } = groupOf(group);
    return {
      key: group.id,
      title,
      status: null,
      source: (onChange) => (
        <GroupingSource
          key={group.id}
          groupKey={group.id}
          group={group}
          order={order}
          filter={{ ...filter, group: condition }}
          viewerId={viewerId}
          onChange={onChange}
        />
      ),
    };
  });
  return <IssueSections sections={sections} {...view} />;
});


export function GroupedIssueListPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<GroupedIssueListPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<GroupedIssueListPageQuery>(groupedIssueListPageQuery, queryRef);
  const { workspace } = viewer;
  const { filters, shown, onChange } = useUrlFilters();
  const { projectKey: _projectKey, groupBy: _groupBy, orderBy, ...filter } = queryRef.variables;
  const project = workspace.project;

  return (
    <ProjectPage view="list" workspace={workspace} workspaceSlug={workspaceSlug} project={project}>
      {() => (
        <>
          <ListFilterBar
            filters={filters}
            onChange={onChange}
            workspace={workspace}
          >
            {workspace.project ? (
              <ProjectSaveViewButton projectId={workspace.project.id} canShare={workspace.viewerCanShareViews} filters={shown} layout="LIST" />
            ) : null}
          </ListFilterBar>
          {queryRef.variables.groupBy === 'LABEL' ? <p className={styles.groupingNote}>{SEVERAL_LABELS_NOTE}</p> : null}
          {project ? (
            <GroupedIssueList
              project={project}
              workspaceSlug={workspaceSlug}
              viewerId={viewer.user.id}
              order={orderBy ?? 'POSITION'}
              filter={filter}
              filtered={hasAnyFilter(shown)}
            />
          ) : null}
        </>
      )}
    </ProjectPage>
  );
}

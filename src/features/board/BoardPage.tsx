// The board view of a project (`/w/:workspaceSlug/projects/:projectKey/board`): the route root, whose query
// the route loader starts with the URL's filters (the list's filter bar and parameters: a column per chosen status,
// each holding the issues that match the others).
import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BoardPageQuery } from '@/__generated__/BoardPageQuery.graphql';
import { Board } from './Board';
import { hasAnyFilter, withoutFilters } from './listParams';
import { ListFilterBar } from './ListFilterBar';
import { ProjectSaveViewButton } from '@/features/views/SaveViewButton';
import { ProjectPage } from './ProjectPage';
import { useUrlFilters } from './useUrlFilters';

export const boardPageQuery = graphql`
  query BoardPageQuery(
    $projectKey: String!
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
        }
        ...ListFilterBar_workspace
        ...BulkEditBar_workspace
        ...IssueGroups_workspace
          @arguments(projectKey: $projectKey, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
    }
  }
`;

export function BoardPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<BoardPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<BoardPageQuery>(boardPageQuery, queryRef);
  const { workspace } = viewer;
  const { filters, shown, onChange } = useUrlFilters();
  // The filter the columns were fetched with (one object per page read: the columns are memoized).
  const filter = useMemo(() => {
    const { projectKey: _projectKey, ...filter } = queryRef.variables;
    return filter;
  }, [queryRef.variables]);
  return (
    <ProjectPage view="board" workspace={workspace} workspaceSlug={workspaceSlug} project={workspace.project}>
      {(onCreateIssue) => (
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
          <Board
            workspace={workspace}
            workspaceSlug={workspaceSlug}
            viewerId={viewer.user.id}
            onCreateIssue={onCreateIssue}
            statuses={shown.statuses}
            filter={filter}
            // Only a filter besides the status hides cards (the status hides whole columns).
            onClearFilters={hasAnyFilter({ ...shown, statuses: [] }) ? () => onChange(withoutFilters(shown)) : undefined}
          />
        </>
      )}
    </ProjectPage>
  );
}

// The list view of a project (`/w/:workspaceSlug/projects/:projectKey/list`): the filter bar, and the issues
// grouped by status in the chosen order. The URL holds the filters and order; its loader turns them into the
// query's variables, so a view is shared and reloaded by its address.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { IssueListPageQuery } from '@/__generated__/IssueListPageQuery.graphql';
import { IssueList } from './IssueList';
import { ListFilterBar } from './ListFilterBar';
import { hasAnyFilter } from './listParams';
import { ProjectPage } from './ProjectPage';
import { useUrlFilters } from './useUrlFilters';
import { ProjectSaveViewButton } from '@/features/views/SaveViewButton';

export const issueListPageQuery = graphql`
  query IssueListPageQuery(
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
        }
        ...ListFilterBar_workspace
        ...BulkEditBar_workspace
        ...IssueGroups_workspace
          @arguments(projectKey: $projectKey, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
      }
    }
  }
`;

export function IssueListPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<IssueListPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<IssueListPageQuery>(issueListPageQuery, queryRef);
  const { workspace } = viewer;
  const { filters, shown, onChange } = useUrlFilters();
  const { projectKey: _projectKey, orderBy, ...filter } = queryRef.variables;

  return (
    <ProjectPage view="list" workspace={workspace} workspaceSlug={workspaceSlug} project={workspace.project}>
      {(onCreateIssue) => (
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
          <IssueList
            workspace={workspace}
            workspaceSlug={workspaceSlug}
            viewerId={viewer.user.id}
            statuses={shown.statuses}
            order={orderBy ?? 'POSITION'}
            filter={filter}
            filtered={hasAnyFilter(shown)}
            onCreateIssue={onCreateIssue}
          />
        </>
      )}
    </ProjectPage>
  );
}

// The list view of a project (`/w/:workspaceSlug/projects/:projectKey/list`): the filter bar, and the issues
// grouped by status (or by assignee, priority or label) in the chosen order. The URL holds the filters and order; its loader turns them into the
// query's variables, so a view is shared and reloaded by its address.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { IssueListPageQuery } from '@/__generated__/IssueListPageQuery.graphql';
import { GroupedIssueList, IssueList } from './IssueList';
import { ListFilterBar } from './ListFilterBar';
import { hasAnyFilter } from './listParams';
import { ProjectPage } from './ProjectPage';
import { useUrlFilters } from './useUrlFilters';

export const issueListPageQuery = graphql`
  query IssueListPageQuery(
    $projectKey: String!
    $priorities: [IssuePriority!]
    $assignee: AssigneeFilter
    $labelIds: [ID!]
    $text: String
    $orderBy: IssueOrder
    $grouped: Boolean = false
    $groupBy: IssueGrouping = ASSIGNEE
    $statuses: [IssueStatus!]
  ) {
    viewer {
      user {
        id
      }
      workspace {
        name
        slug
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
        members(first: 100) {
          edges {
            node {
              id
              user {
                id
                name
              }
            }
          }
        }
        labels(first: 100) {
          edges {
            node {
              id
              name
              color
            }
          }
        }
        ...BulkEditBar_workspace
        ...IssueGroups_workspace
          @skip(if: $grouped)
          @alias(as: "statusGroups")
          @arguments(projectKey: $projectKey, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
        groupedProject: project(key: $projectKey) @include(if: $grouped) {
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
      }
    }
  }
`;

export function IssueListPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<IssueListPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<IssueListPageQuery>(issueListPageQuery, queryRef);
  const { workspace } = viewer;
  const { filters, shown, onChange } = useUrlFilters();
  const { priorities, assignee, labelIds, text, orderBy, statuses } = queryRef.variables;
  const grouped = workspace.groupedProject;
  const list = {
    workspaceSlug,
    viewerId: viewer.user.id,
    order: orderBy ?? 'POSITION',
    filtered: hasAnyFilter(shown),
  };

  return (
    <ProjectPage view="list" workspace={workspace} workspaceSlug={workspaceSlug} project={workspace.project}>
      {(onCreateIssue) => (
        <>
          <ListFilterBar
            filters={filters}
            onChange={onChange}
            members={workspace.members.edges.map(({ node }) => node.user)}
            labels={workspace.labels.edges.map(({ node }) => node)}
          />
          {grouped ? (
            <GroupedIssueList project={grouped} {...list} filter={{ statuses, priorities, assignee, labelIds, text }} onCreateIssue={onCreateIssue} />
          ) : workspace.statusGroups ? (
            <IssueList
              workspace={workspace.statusGroups}
              {...list}
              statuses={shown.statuses}
              filter={{ priorities, assignee, labelIds, text }}
              onCreateIssue={onCreateIssue}
            />
          ) : null}
        </>
      )}
    </ProjectPage>
  );
}

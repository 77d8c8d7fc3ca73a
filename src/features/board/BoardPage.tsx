// The board view of a project (`/w/:workspaceSlug/projects/:projectKey/board`): the route root, whose query
// the route loader starts.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BoardPageQuery } from '@/__generated__/BoardPageQuery.graphql';
import { Board } from './Board';
import { ProjectPage } from './ProjectPage';

export const boardPageQuery = graphql`
  query BoardPageQuery($projectKey: String!) {
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
        ...BulkEditBar_workspace
        ...IssueGroups_workspace @arguments(projectKey: $projectKey)
      }
    }
  }
`;

export function BoardPage({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<BoardPageQuery>; workspaceSlug: string }) {
  const { viewer } = usePreloadedQuery<BoardPageQuery>(boardPageQuery, queryRef);
  const { workspace } = viewer;
  return (
    <ProjectPage view="board" workspace={workspace} workspaceSlug={workspaceSlug} project={workspace.project}>
      {(onCreateIssue) => <Board workspace={workspace} workspaceSlug={workspaceSlug} viewerId={viewer.user.id} onCreateIssue={onCreateIssue} />}
    </ProjectPage>
  );
}

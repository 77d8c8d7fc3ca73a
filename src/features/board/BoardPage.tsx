// The board view of a project (`/w/:workspaceSlug/projects/:projectKey/board`): the route root, whose query
// the route loader starts.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BoardPageQuery } from '@/__generated__/BoardPageQuery.graphql';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { PageHeaderPlaceholder } from '@/ui/Page';
import { Board } from './Board';
import styles from './Board.module.css';
import { ISSUE_STATUSES } from './issueGroups';
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
          issuesSnapshotAt
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

export function BoardPageSkeleton() {
  return (
    <LoadingRegion label="Loading the board">
      <PageHeaderPlaceholder>
        <div>
          <SkeletonLine width="6rem" />
          <SkeletonLine width="14rem" height="2rem" />
        </div>
      </PageHeaderPlaceholder>
      <div className={styles.board}>
        {ISSUE_STATUSES.map((status) => (
          <div key={status} className={styles.column}>
            <div className={styles.columnHeader}>
              <SkeletonLine width="6rem" />
            </div>
            <div className={styles.columnBody}>
              {[0, 1, 2].map((card) => (
                <div key={card} className={styles.card}>
                  <SkeletonLine width="3rem" />
                  <SkeletonLine width="80%" />
                  <SkeletonLine width="50%" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

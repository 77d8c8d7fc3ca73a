// The issue page (/w/:workspaceSlug/issue/:issueKey): the route root, whose query the route loader starts.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { IssuePageQuery } from '@/__generated__/IssuePageQuery.graphql';
import { workspacePath } from '@/auth';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { projectBoardPath } from './IssueDetail';
import { IssueView } from './IssueView';
import styles from './IssueDetail.module.css';

export const issuePageQuery = graphql`
  query IssuePageQuery($key: String!) {
    viewer {
      ...IssueTimeline_viewer
      workspace {
        id
        ...IssueView_workspace @arguments(key: $key)
      }
    }
  }
`;

export function IssuePage({ queryRef }: { queryRef: PreloadedQuery<IssuePageQuery> }) {
  const { viewer } = usePreloadedQuery<IssuePageQuery>(issuePageQuery, queryRef);
  const { workspaceSlug = '', issueKey = '' } = useParams();
  const navigate = useNavigate();
  return (
    <IssueView
      workspace={viewer.workspace}
      viewer={viewer}
      workspaceSlug={workspaceSlug}
      issueKey={issueKey}
      backLabel="Back to the board"
      onBack={(projectKey) => {
        const fromKey = projectKey ?? /^([A-Z]+)-\d+$/.exec(issueKey)?.[1] ?? null;
        void navigate(fromKey ? projectBoardPath(workspaceSlug, fromKey) : workspacePath(workspaceSlug));
      }}
    />
  );
}

/** The detail's shape while it loads: the title and description on the left, the fields beside them. */
export function IssueDetailSkeleton({ label = 'Loading the issue' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={styles.detail}>
        <div className={styles.crumbs}>
          <SkeletonLine width="6rem" />
          <SkeletonLine width="4rem" />
        </div>
        <div className={styles.layout}>
          <div className={styles.main}>
            <SkeletonLine width="70%" height="2rem" />
            <SkeletonLine width="100%" />
            <SkeletonLine width="90%" />
            <SkeletonLine width="60%" />
          </div>
          <div className={styles.sidebar}>
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className={styles.fields}>
                <SkeletonLine width="5rem" />
                <SkeletonLine width="100%" height="2.5rem" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

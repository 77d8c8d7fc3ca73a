// The issue page (/w/:workspaceSlug/issue/:issueKey): the route root, whose query the route loader starts.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { IssuePageQuery } from '@/__generated__/IssuePageQuery.graphql';
import { workspacePath } from '@/auth';
import { projectBoardPath } from './IssueDetail';
import { IssueView } from './IssueView';

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

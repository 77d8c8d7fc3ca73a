// The `/w/:workspaceSlug/views/:viewId` route: a saved view's own address. Its loader reads the view (null for one
// the viewer may not see: another's personal view, another workspace's), and the page goes on to the page the view
// shows, with its filters, grouping and order in that page's address; a view that cannot be seen is not found.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import ViewRouteQueryNode, { type viewRouteQuery } from '@/__generated__/viewRouteQuery.graphql';
import { ListSkeleton } from '@/features/board/ListSkeleton';
import { NotFoundPage } from '@/routing/NotFoundPage';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { viewTargetPath } from './viewPaths';

const query = graphql`
  query viewRouteQuery($id: ID!) {
    node(id: $id) {
      ... on SavedView {
        id
        scope
        myIssues
        filter
        grouping
        orderBy
        layout
        project {
          key
        }
      }
    }
  }
`;

export const loader = workspaceQueryLoader<viewRouteQuery>(ViewRouteQueryNode, ({ params }) => ({ id: params.viewId ?? '' }));

function OpenView({ queryRef, workspaceSlug }: { queryRef: PreloadedQuery<viewRouteQuery>; workspaceSlug: string }) {
  const { node } = usePreloadedQuery<viewRouteQuery>(query, queryRef);
  const target =
    node?.scope && node.filter != null && node.orderBy && node.layout
      ? viewTargetPath(workspaceSlug, { ...node, scope: node.scope, filter: node.filter, orderBy: node.orderBy, layout: node.layout })
      : null;
  if (!target) return <NotFoundPage />;
  return <Navigate to={target} replace />;
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<viewRouteQuery>;
  const { workspaceSlug = '' } = useParams();
  return (
    <Suspense fallback={<ListSkeleton />}>
      <OpenView queryRef={queryRef} workspaceSlug={workspaceSlug} />
    </Suspense>
  );
}

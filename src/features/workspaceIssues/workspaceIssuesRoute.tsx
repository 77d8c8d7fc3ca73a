// The `/w/:workspaceSlug/my-issues` and `/w/:workspaceSlug/issues` routes: their loader starts WorkspaceIssuesPageQuery
// with the URL's filters (and My issues' set); the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import WorkspaceIssuesPageQueryNode, { type WorkspaceIssuesPageQuery } from '@/__generated__/WorkspaceIssuesPageQuery.graphql';
import { ListSkeleton } from '@/features/board/ListSkeleton';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { myIssuesSetOf, WorkspaceIssuesPage, type WorkspaceIssuesMode } from './WorkspaceIssuesPage';
import { myIssuesFilter, parseWorkspaceFilters, workspaceIssueFilter } from './workspaceParams';

/** Whether the address is My issues' (else the workspace's issues page). */
const isMyIssues = (pathname: string) => /\/my-issues\/?$/.test(pathname);

function modeOf(url: URL): WorkspaceIssuesMode {
  return isMyIssues(url.pathname) ? { kind: 'my', set: myIssuesSetOf(url.searchParams) } : { kind: 'all' };
}

export const loader = workspaceQueryLoader<WorkspaceIssuesPageQuery>(WorkspaceIssuesPageQueryNode, ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const filters = parseWorkspaceFilters(url.searchParams);
  const mode = modeOf(url);
  const filter = workspaceIssueFilter(filters);
  // My issues' set is added to the bar's filter (on Assigned, it takes the place of the bar's assignee choice).
  const mine = mode.kind === 'my' ? myIssuesFilter(mode.set) : {};
  return { filter: { ...filter, ...mine }, orderBy: filters.order };
});

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<WorkspaceIssuesPageQuery>;
  const { workspaceSlug = '' } = useParams();
  const location = useLocation();
  const mode = modeOf(new URL(location.pathname + location.search, window.location.origin));
  return (
    <Suspense fallback={<ListSkeleton />}>
      <WorkspaceIssuesPage queryRef={queryRef} workspaceSlug={workspaceSlug} mode={mode} />
    </Suspense>
  );
}

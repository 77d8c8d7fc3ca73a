// The `/w/:workspaceSlug/projects/:projectKey/list` route: its loader starts IssueListPageQuery with the
// filters and order of the URL, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import IssueListPageQueryNode, { type IssueListPageQuery } from '@/__generated__/IssueListPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { IssueGroupsProvider } from './IssueGroupsContext';
import { shouldRevalidateUnlessPanel } from './issuePanel';
import { IssueListPage } from './IssueListPage';
import { listQueryVariables, parseListFilters } from './listParams';
import { ListSkeleton } from './ListSkeleton';

export const loader = workspaceQueryLoader<IssueListPageQuery>(IssueListPageQueryNode, ({ params, request }) =>
  listQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

export const shouldRevalidate = shouldRevalidateUnlessPanel;

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<IssueListPageQuery>;
  const { workspaceSlug = '' } = useParams();
  return (
    <IssueGroupsProvider>
      <Suspense fallback={<ListSkeleton />}>
        <IssueListPage queryRef={queryRef} workspaceSlug={workspaceSlug} />
      </Suspense>
    </IssueGroupsProvider>
  );
}

// The `/w/:workspaceSlug/projects/:projectKey/list` route: its loader starts IssueListPageQuery with the filters and
// order of the URL, or, grouped by assignee, priority or label (`?group=…`), loads the grouped list's code and starts
// its GroupedIssueListPageQuery; the page reads it under Suspense.
import { Suspense, type ComponentType } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import type { GroupedIssueListPageQuery } from '@/__generated__/GroupedIssueListPageQuery.graphql';
import IssueListPageQueryNode, { type IssueListPageQuery } from '@/__generated__/IssueListPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { IssueGroupsProvider } from './IssueGroupsContext';
import { shouldRevalidateUnlessPanel } from './issuePanel';
import { IssueListPage } from './IssueListPage';
import { listQueryVariables, parseListFilters } from './listParams';
import { ListSkeleton } from './ListSkeleton';

type ListRouteData =
  | { grouped: false; queryRef: PreloadedQuery<IssueListPageQuery> }
  | {
      grouped: true;
      queryRef: PreloadedQuery<GroupedIssueListPageQuery>;
      Page: ComponentType<{ queryRef: PreloadedQuery<GroupedIssueListPageQuery>; workspaceSlug: string }>;
    };

const listLoader = workspaceQueryLoader<IssueListPageQuery>(IssueListPageQueryNode, ({ params, request }) =>
  listQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

export async function loader(args: LoaderFunctionArgs): Promise<ListRouteData> {
  if (parseListFilters(new URL(args.request.url).searchParams).group === 'STATUS') return { grouped: false, queryRef: await listLoader(args) };
  const grouped = await import('./GroupedIssueListPage');
  return { grouped: true, queryRef: await grouped.loader(args), Page: grouped.GroupedIssueListPage };
}

export const shouldRevalidate = shouldRevalidateUnlessPanel;

export function Component() {
  const data = useLoaderData() as ListRouteData;
  const { workspaceSlug = '' } = useParams();
  return (
    <IssueGroupsProvider>
      <Suspense fallback={<ListSkeleton />}>
        {data.grouped ? (
          <data.Page queryRef={data.queryRef} workspaceSlug={workspaceSlug} />
        ) : (
          <IssueListPage queryRef={data.queryRef} workspaceSlug={workspaceSlug} />
        )}
      </Suspense>
    </IssueGroupsProvider>
  );
}

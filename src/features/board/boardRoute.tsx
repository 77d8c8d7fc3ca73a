// The `/w/:workspaceSlug/projects/:projectKey/board` route: its loader starts BoardPageQuery with the filters of
// the URL, or, grouped by assignee, priority or label (`?group=…`), loads the grouped board's code and starts its
// GroupedBoardPageQuery; the page reads it under Suspense.
import { Suspense, type ComponentType } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import BoardPageQueryNode, { type BoardPageQuery } from '@/__generated__/BoardPageQuery.graphql';
import type { GroupedBoardPageQuery } from '@/__generated__/GroupedBoardPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { BoardPage } from './BoardPage';
import { BoardSkeleton } from './BoardSkeleton';
import { IssueGroupsProvider } from './IssueGroupsContext';
import { shouldRevalidateUnlessPanel } from './issuePanel';
import { boardQueryVariables, parseListFilters } from './listParams';

type BoardRouteData =
  | { grouped: false; queryRef: PreloadedQuery<BoardPageQuery> }
  | {
      grouped: true;
      queryRef: PreloadedQuery<GroupedBoardPageQuery>;
      Page: ComponentType<{ queryRef: PreloadedQuery<GroupedBoardPageQuery>; workspaceSlug: string }>;
    };

const boardLoader = workspaceQueryLoader<BoardPageQuery>(BoardPageQueryNode, ({ params, request }) =>
  boardQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

export async function loader(args: LoaderFunctionArgs): Promise<BoardRouteData> {
  if (parseListFilters(new URL(args.request.url).searchParams).group === 'STATUS') return { grouped: false, queryRef: await boardLoader(args) };
  const grouped = await import('./GroupedBoardPage');
  return { grouped: true, queryRef: await grouped.loader(args), Page: grouped.GroupedBoardPage };
}

export const shouldRevalidate = shouldRevalidateUnlessPanel;

/** The board uses the window's whole width (src/app/RootLayout.tsx). */
export const handle = { wide: true };

export function Component() {
  const data = useLoaderData() as BoardRouteData;
  const { workspaceSlug = '' } = useParams();
  return (
    <IssueGroupsProvider>
      <Suspense fallback={<BoardSkeleton />}>
        {data.grouped ? (
          <data.Page queryRef={data.queryRef} workspaceSlug={workspaceSlug} />
        ) : (
          <BoardPage queryRef={data.queryRef} workspaceSlug={workspaceSlug} />
        )}
      </Suspense>
    </IssueGroupsProvider>
  );
}

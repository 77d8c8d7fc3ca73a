// The `/w/:workspaceSlug/projects/:projectKey/board` route: its loader starts BoardPageQuery with the filters of
// the URL, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import BoardPageQueryNode, { type BoardPageQuery } from '@/__generated__/BoardPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { BoardPage } from './BoardPage';
import { BoardSkeleton } from './BoardSkeleton';
import { IssueGroupsProvider } from './IssueGroupsContext';
import { shouldRevalidateUnlessPanel } from './issuePanel';
import { boardQueryVariables, parseListFilters } from './listParams';

export const loader = workspaceQueryLoader<BoardPageQuery>(BoardPageQueryNode, ({ params, request }) =>
  boardQueryVariables(params.projectKey ?? '', parseListFilters(new URL(request.url).searchParams)),
);

export const shouldRevalidate = shouldRevalidateUnlessPanel;

/** The board uses the window's whole width (src/app/RootLayout.tsx). */
export const handle = { wide: true };

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<BoardPageQuery>;
  const { workspaceSlug = '' } = useParams();
  return (
    <IssueGroupsProvider>
      <Suspense fallback={<BoardSkeleton />}>
        <BoardPage queryRef={queryRef} workspaceSlug={workspaceSlug} />
      </Suspense>
    </IssueGroupsProvider>
  );
}

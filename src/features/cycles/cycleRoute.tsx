// The `/w/:workspaceSlug/cycles/:cycleNumber` route: its loader starts CyclePageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import CyclePageQueryNode, { type CyclePageQuery } from '@/__generated__/CyclePageQuery.graphql';
import type { WidthHandle } from '@/routing/widthHandle';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { CyclePage, CyclePageSkeleton, loadCycleIssues } from './CyclePage';

const cycleLoader = workspaceQueryLoader<CyclePageQuery>(CyclePageQueryNode, ({ params }) => ({ number: Number(params.cycleNumber) || 0 }));

/** Starts the page's query, and the issues section's code beside it (not awaited: the page waits on neither). */
export function loader(args: LoaderFunctionArgs) {
  void loadCycleIssues();
  return cycleLoader(args);
}

/** The query reads nothing from the address's search (`?layout=board` is the page's own): a new layout keeps it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

/** As a board (`?layout=board`), the page takes the window's whole width, as the project's board does. */
export const handle: WidthHandle = { wide: (search) => search.get('layout') === 'board' };

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CyclePageQuery>;
  return (
    <Suspense fallback={<CyclePageSkeleton />}>
      <CyclePage key={queryRef.variables.number} queryRef={queryRef} />
    </Suspense>
  );
}

// The `/w/:workspaceSlug/cycles` route: its loader starts CyclesPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import CyclesPageQueryNode, { type CyclesPageQuery } from '@/__generated__/CyclesPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { CyclesPage, CyclesPageSkeleton } from './CyclesPage';

export const loader = workspaceQueryLoader<CyclesPageQuery>(CyclesPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CyclesPageQuery>;
  return (
    <Suspense fallback={<CyclesPageSkeleton />}>
      <CyclesPage queryRef={queryRef} />
    </Suspense>
  );
}

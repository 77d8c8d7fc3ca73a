// The `/w/:workspaceSlug/settings/labels` route: its loader starts LabelsPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import LabelsPageQueryNode, { type LabelsPageQuery } from '@/__generated__/LabelsPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { LabelsPage, LabelsPageSkeleton } from './LabelsPage';

export const loader = workspaceQueryLoader<LabelsPageQuery>(LabelsPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<LabelsPageQuery>;
  return (
    <Suspense fallback={<LabelsPageSkeleton />}>
      <LabelsPage queryRef={queryRef} />
    </Suspense>
  );
}

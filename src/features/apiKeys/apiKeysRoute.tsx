// The `/w/:workspaceSlug/settings/api-keys` route: its loader starts ApiKeysPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import ApiKeysPageQueryNode, { type ApiKeysPageQuery } from '@/__generated__/ApiKeysPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { ApiKeysPage, ApiKeysPageSkeleton } from './ApiKeysPage';

export const loader = workspaceQueryLoader<ApiKeysPageQuery>(ApiKeysPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ApiKeysPageQuery>;
  return (
    <Suspense fallback={<ApiKeysPageSkeleton />}>
      <ApiKeysPage queryRef={queryRef} />
    </Suspense>
  );
}

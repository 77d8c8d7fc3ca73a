// The `/w/:workspaceSlug/settings/members` route: its loader starts MembersPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import MembersPageQueryNode, { type MembersPageQuery } from '@/__generated__/MembersPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { MembersPage, MembersPageSkeleton } from './MembersPage';

export const loader = workspaceQueryLoader<MembersPageQuery>(MembersPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<MembersPageQuery>;
  return (
    <Suspense fallback={<MembersPageSkeleton />}>
      <MembersPage queryRef={queryRef} />
    </Suspense>
  );
}

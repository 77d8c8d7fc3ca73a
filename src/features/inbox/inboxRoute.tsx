// The `/w/:workspaceSlug/inbox` route: its loader starts InboxPageQuery (all, or unread only with ?unread=1), the
// page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import InboxPageQueryNode, { type InboxPageQuery } from '@/__generated__/InboxPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { InboxPage, InboxSkeleton, UNREAD_ONLY_PARAM } from './InboxPage';

export const loader = workspaceQueryLoader<InboxPageQuery>(InboxPageQueryNode, ({ request }) => ({
  unreadOnly: new URL(request.url).searchParams.get(UNREAD_ONLY_PARAM) === '1',
}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<InboxPageQuery>;
  return (
    <Suspense fallback={<InboxSkeleton />}>
      <InboxPage queryRef={queryRef} />
    </Suspense>
  );
}

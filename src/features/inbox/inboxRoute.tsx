// The `/w/:workspaceSlug/inbox` route: its loader starts InboxPageQuery (all, unread only with ?unread=1, archived
// with ?view=archived, snoozed with ?view=snoozed), the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import InboxPageQueryNode, { type InboxPageQuery } from '@/__generated__/InboxPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { viewArguments } from './inboxConnections';
import { InboxPage, InboxSkeleton, inboxViewOf } from './InboxPage';

export const loader = workspaceQueryLoader<InboxPageQuery>(InboxPageQueryNode, ({ request }) =>
  viewArguments(inboxViewOf(new URL(request.url).searchParams)),
);

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<InboxPageQuery>;
  return (
    <Suspense fallback={<InboxSkeleton />}>
      <InboxPage queryRef={queryRef} />
    </Suspense>
  );
}

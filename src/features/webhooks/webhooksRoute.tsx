// The `/w/:workspaceSlug/settings/webhooks` route: its loader starts WebhooksPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import WebhooksPageQueryNode, { type WebhooksPageQuery } from '@/__generated__/WebhooksPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { WebhooksPage, WebhooksPageSkeleton } from './WebhooksPage';

export const loader = workspaceQueryLoader<WebhooksPageQuery>(WebhooksPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<WebhooksPageQuery>;
  return (
    <Suspense fallback={<WebhooksPageSkeleton />}>
      <WebhooksPage queryRef={queryRef} />
    </Suspense>
  );
}

// The `/w/:workspaceSlug/settings/notifications` route: its loader starts NotificationSettingsPageQuery, the page
// reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import NotificationSettingsPageQueryNode, { type NotificationSettingsPageQuery } from '@/__generated__/NotificationSettingsPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { NotificationSettingsPage, NotificationSettingsSkeleton } from './NotificationSettingsPage';

export const loader = workspaceQueryLoader<NotificationSettingsPageQuery>(NotificationSettingsPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<NotificationSettingsPageQuery>;
  return (
    <Suspense fallback={<NotificationSettingsSkeleton />}>
      <NotificationSettingsPage queryRef={queryRef} />
    </Suspense>
  );
}

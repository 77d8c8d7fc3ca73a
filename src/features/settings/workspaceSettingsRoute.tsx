// The `/w/:workspaceSlug/settings/workspace` route: its loader starts WorkspaceSettingsPageQuery, the page reads it
// under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import WorkspaceSettingsPageQueryNode, { type WorkspaceSettingsPageQuery } from '@/__generated__/WorkspaceSettingsPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { WorkspaceSettingsPage, WorkspaceSettingsSkeleton } from './WorkspaceSettingsPage';

export const loader = workspaceQueryLoader<WorkspaceSettingsPageQuery>(WorkspaceSettingsPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<WorkspaceSettingsPageQuery>;
  return (
    <Suspense fallback={<WorkspaceSettingsSkeleton />}>
      <WorkspaceSettingsPage queryRef={queryRef} />
    </Suspense>
  );
}

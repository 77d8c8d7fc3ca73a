// The `/w/:workspaceSlug/projects` route: its loader starts ProjectsPageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { ProjectsPage, ProjectsPageSkeleton } from './ProjectsPage';

export const loader = workspaceQueryLoader<ProjectsPageQuery>(ProjectsPageQueryNode, () => ({}));

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProjectsPageQuery>;
  return (
    <Suspense fallback={<ProjectsPageSkeleton />}>
      <ProjectsPage queryRef={queryRef} />
    </Suspense>
  );
}

// The project list of a workspace: the route root, whose query the route loader starts.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { ProjectList } from './ProjectList';

export const projectsPageQuery = graphql`
  query ProjectsPageQuery {
    viewer {
      workspace {
        id
        name
        viewerCanCreateProject
        ...ProjectList_workspace
      }
    }
  }
`;

export function ProjectsPage({ queryRef }: { queryRef: PreloadedQuery<ProjectsPageQuery> }) {
  const { viewer } = usePreloadedQuery<ProjectsPageQuery>(projectsPageQuery, queryRef);
  const { workspace } = viewer;
  const [creating, setCreating] = useState(false);

  const openCreateDialog = workspace.viewerCanCreateProject ? () => setCreating(true) : undefined;

  return (
    <div className="page">
      <title>{`Projects · ${workspace.name} · Lanes`}</title>
      <header className="page-header">
        <div>
          <p className="page-header__eyebrow">{workspace.name}</p>
          <h1>Projects</h1>
        </div>
        {openCreateDialog ? (
          <button type="button" className="button button--primary" onClick={openCreateDialog}>
            New project
          </button>
        ) : null}
      </header>
      <ProjectList
        workspace={workspace}
        creating={creating}
        onCreateProject={openCreateDialog}
        onCloseCreateDialog={() => setCreating(false)}
      />
    </div>
  );
}

export function ProjectsPageSkeleton() {
  return (
    <LoadingRegion label="Loading projects">
      <div className="page">
        <div className="page-header">
          <div>
            <SkeletonLine width="6rem" />
            <SkeletonLine width="10rem" height="2rem" />
          </div>
        </div>
        <ul className="project-list">
          {[0, 1, 2].map((row) => (
            <li key={row} className="project-row">
              <SkeletonLine width="3.5rem" height="1.5rem" />
              <div className="project-row__body">
                <SkeletonLine width="40%" height="1.2em" />
                <SkeletonLine width="70%" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}

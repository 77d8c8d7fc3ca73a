// The project list of a workspace: the route root, whose query the route loader starts.
import { useCallback, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import { Button } from '@/ui/Button';
import { PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { ProjectList } from './ProjectList';
import styles from './Projects.module.css';

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

  const newProjectButton = useRef<HTMLButtonElement>(null);
  const focusNewProjectButton = useCallback(() => {
    newProjectButton.current?.focus();
    return newProjectButton.current !== null;
  }, []);

  const openCreateDialog = workspace.viewerCanCreateProject ? () => setCreating(true) : undefined;

  return (
    <div>
      <title>{`Projects · ${workspace.name} · Lanes`}</title>
      <PageHeader
        eyebrow={workspace.name}
        title="Projects"
        actions={
          openCreateDialog ? (
            <Button ref={newProjectButton} variant="primary" onClick={openCreateDialog}>
              New project
            </Button>
          ) : null
        }
      />
      <ProjectList
        workspace={workspace}
        creating={creating}
        onCreateProject={openCreateDialog}
        onCloseCreateDialog={() => setCreating(false)}
        focusCreateButton={focusNewProjectButton}
      />
    </div>
  );
}

export function ProjectsPageSkeleton() {
  return (
    <LoadingRegion label="Loading projects">
      <div>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="10rem" />
        </PageHeaderPlaceholder>
        <ul className={styles.list}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.row}>
              <SkeletonLine width="3.5rem" height="1.5rem" />
              <div className={styles.body}>
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

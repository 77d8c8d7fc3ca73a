// A workspace's projects, newest first, a page at a time, kept live; and the "New project" dialog that
// adds to it. Everything that adds to or removes from the list uses the connection's own id (`__id`), which
// stays right whatever arguments the connection is read with.
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProjectList_workspace$key } from '@/__generated__/ProjectList_workspace.graphql';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/Page';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectRow } from './ProjectRow';
import styles from './Projects.module.css';
import { useProjectEventsSubscription } from './useProjectEventsSubscription';

export const PROJECTS_PAGE_SIZE = 20;

export interface ProjectListProps {
  workspace: ProjectList_workspace$key;
  /** Whether the "New project" dialog is open (the page's header opens it too). */
  creating: boolean;
  /** Opens the dialog; absent for people who may not create projects. */
  onCreateProject?: () => void;
  onCloseCreateDialog: () => void;
}

export function ProjectList({ workspace, creating, onCreateProject, onCloseCreateDialog }: ProjectListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProjectList_workspace on Workspace
      @refetchable(queryName: "ProjectListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        includeArchived: { type: "Boolean", defaultValue: false }
      ) {
        viewerCanCreateProject
        projects(first: $count, after: $cursor, includeArchived: $includeArchived) @connection(key: "ProjectList_projects") {
          __id
          edges {
            node {
              id
              ...ProjectRow_project
            }
          }
        }
      }
    `,
    workspace,
  );
  const { edges, __id: connectionId } = data.projects;
  useProjectEventsSubscription(connectionId);

  // The dialog keeps one place in the tree, so it stays open (and keeps its draft) while the list goes from
  // empty to one optimistic project and back.
  return (
    <>
      {edges.length === 0 ? (
        <EmptyState title="No projects yet">
          {data.viewerCanCreateProject && onCreateProject ? (
            <>
              <p>A project gathers the issues of one product or team, under a short key such as WEB.</p>
              <Button variant="primary" onClick={onCreateProject}>
                Create the first project
              </Button>
            </>
          ) : (
            <p>Projects your team creates will appear here.</p>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label="Projects">
            {edges.map(({ node }) => (
              <ProjectRow key={node.id} project={node} connectionId={connectionId} />
            ))}
          </ul>
          {hasNext ? (
            <div className={styles.loadMore}>
              <Button onClick={() => loadNext(PROJECTS_PAGE_SIZE)} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
      {data.viewerCanCreateProject ? (
        <CreateProjectDialog open={creating} onClose={onCloseCreateDialog} connectionId={connectionId} />
      ) : null}
    </>
  );
}

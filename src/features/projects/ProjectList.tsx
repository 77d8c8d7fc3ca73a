// A workspace's projects, newest first, a page at a time.
import { ConnectionHandler, graphql, usePaginationFragment } from 'react-relay';
import type { ProjectList_workspace$key } from '@/__generated__/ProjectList_workspace.graphql';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/Page';
import { ProjectRow } from './ProjectRow';
import styles from './Projects.module.css';

export const PROJECTS_PAGE_SIZE = 20;

/** The store id of the list's connection, for mutations and subscriptions that add or remove projects. */
export function projectListConnectionId(workspaceId: string): string {
  return ConnectionHandler.getConnectionID(workspaceId, 'ProjectList_projects');
}

export function ProjectList({ workspace, onCreateProject }: { workspace: ProjectList_workspace$key; onCreateProject?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProjectList_workspace on Workspace
      @refetchable(queryName: "ProjectListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        viewerCanCreateProject
        projects(first: $count, after: $cursor) @connection(key: "ProjectList_projects") {
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

  if (edges.length === 0) {
    return (
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
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label="Projects">
        {edges.map(({ node }) => (
          <ProjectRow key={node.id} project={node} connectionId={connectionId} />
        ))}
      </ul>
      {hasNext ? (
        <div className={styles.loadMore}>
          <Button
            onClick={() => loadNext(PROJECTS_PAGE_SIZE)}
            disabled={isLoadingNext}
            aria-busy={isLoadingNext || undefined}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}

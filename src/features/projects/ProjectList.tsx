// A workspace's projects, newest first, a page at a time, kept live: the active ones or the archived ones, filtered
// by name or key on the server (so the count and later pages match the filter too); and the "New project" dialog
// that adds to it. Everything that adds to or removes from the list uses the connection's own id (`__id`), which
// stays right whatever arguments the connection is read with.
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProjectList_workspace$key } from '@/__generated__/ProjectList_workspace.graphql';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { EmptyState } from '@/ui/Page';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectRow } from './ProjectRow';
import styles from './Projects.module.css';
import { useProjectEventsSubscription } from './useProjectEventsSubscription';

export const PROJECTS_PAGE_SIZE = 20;
/** How long typing pauses before the filter asks the server. */
export const FILTER_DELAY_MS = 250;

export type ProjectView = 'active' | 'archived';

export interface ProjectListProps {
  workspace: ProjectList_workspace$key;
  /** Whether the "New project" dialog is open (the page's header opens it too). */
  creating: boolean;
  /** Opens the dialog; absent for people who may not create projects. */
  onCreateProject?: () => void;
  onCloseCreateDialog: () => void;
  /** Where the focus goes when the last row leaves (the page's "New project" button); false when there is none. */
  focusCreateButton?: () => boolean;
}

function countText(count: number, view: ProjectView, filtered: boolean): string {
  const noun = `${view === 'archived' ? 'archived ' : ''}project${count === 1 ? '' : 's'}`;
  const text = `${count.toLocaleString('en')} ${noun}`;
  return filtered ? `${text} ${count === 1 ? 'matches' : 'match'}` : text;
}

export function ProjectList({ workspace, creating, onCreateProject, onCloseCreateDialog, focusCreateButton }: ProjectListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ProjectList_workspace on Workspace
      @refetchable(queryName: "ProjectListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        archived: { type: "Boolean", defaultValue: false }
        search: { type: "String", defaultValue: "" }
      ) {
        viewerCanCreateProject
        projects(first: $count, after: $cursor, archived: $archived, search: $search) @connection(key: "ProjectList_projects") {
          __id
          totalCount
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
  const { edges, totalCount, __id: connectionId } = data.projects;
  const [view, setView] = useState<ProjectView>('active');
  const [filterText, setFilterText] = useState('');
  // What the list shows was read with `shown` (set with the data it brings); `requested` is the latest asked for.
  const [shown, setShown] = useState({ view: 'active' as ProjectView, search: '' });
  const requested = useRef(shown);
  const [isRefetching, startRefetch] = useTransition();
  useProjectEventsSubscription(connectionId, shown);

  const show = useCallback(
    (next: { view: ProjectView; search: string }) => {
      requested.current = next;
      startRefetch(() => {
        setShown(next);
        // The other view may have changed since it was last read (a project archived here is in it now).
        refetch({ archived: next.view === 'archived', search: next.search }, { fetchPolicy: 'store-and-network' });
      });
    },
    [refetch],
  );

  useEffect(() => {
    const search = filterText.trim();
    if (search === requested.current.search) return;
    const timer = setTimeout(() => show({ view: requested.current.view, search }), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterText, show]);

  function chooseView(next: ProjectView) {
    setView(next);
    if (next !== requested.current.view) show({ view: next, search: filterText.trim() });
  }

  /** A project created while another view or a filter is shown: show the active list, where it is. */
  function showCreated() {
    if (requested.current.view === 'active' && requested.current.search === '') return;
    setView('active');
    setFilterText('');
    show({ view: 'active', search: '' });
  }

  // After a row leaves (archived, restored), the focus goes to the row that took its place, else the one above,
  // else the page's "New project" button, else the filter: never lost to the document's body.
  const listRef = useRef<HTMLUListElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const focusAfterLeaving = useCallback(
    (projectId: string) => {
      const index = edges.findIndex((edge) => edge.node.id === projectId);
      const neighbour = edges[index + 1] ?? edges[index - 1];
      requestAnimationFrame(() => {
        const link = neighbour ? listRef.current?.querySelector<HTMLElement>(`[data-project-id="${CSS.escape(neighbour.node.id)}"] a`) : null;
        if (link) link.focus();
        else if (!focusCreateButton?.()) toolbarRef.current?.querySelector<HTMLElement>('input')?.focus();
      });
    },
    [edges, focusCreateButton],
  );

  const filtered = shown.search !== '';
  const empty =
    shown.view === 'archived' ? (
      <EmptyState title={filtered ? 'No archived project matches' : 'No archived projects'}>
        <p>{filtered ? `Nothing archived has “${shown.search}” in its name or key.` : 'Projects your team archives will be kept here.'}</p>
      </EmptyState>
    ) : filtered ? (
      <EmptyState title="No project matches">
        <p>{`No active project has “${shown.search}” in its name or key. Archived projects are under Archived.`}</p>
      </EmptyState>
    ) : (
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

  // The dialog keeps one place in the tree, so it stays open (and keeps its draft) while the list goes from
  // empty to one optimistic project and back.
  return (
    <>
      <div ref={toolbarRef} className={styles.toolbar}>
        <div role="group" aria-label="Which projects" className={styles.views}>
          {(['active', 'archived'] as const).map((option) => (
            <Button key={option} size="sm" variant={view === option ? 'primary' : 'secondary'} aria-pressed={view === option} onClick={() => chooseView(option)}>
              {option === 'active' ? 'Active' : 'Archived'}
            </Button>
          ))}
        </div>
        <TextField
          className={styles.filter}
          label="Filter by name or key"
          type="search"
          value={filterText}
          onChange={(event) => setFilterText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <p className={styles.count} aria-live="polite">
          {countText(totalCount, shown.view, filtered)}
        </p>
      </div>
      <div aria-busy={isRefetching || undefined} className={isRefetching ? styles.refetching : undefined}>
        {edges.length === 0 ? (
          empty
        ) : (
          <>
            <ul ref={listRef} className={styles.list} aria-label={shown.view === 'archived' ? 'Archived projects' : 'Projects'}>
              {edges.map(({ node }) => (
                <ProjectRow
                  key={node.id}
                  project={node}
                  connectionId={connectionId}
                  view={shown.view}
                  onLeaving={() => focusAfterLeaving(node.id)}
                />
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
      </div>
      {data.viewerCanCreateProject ? (
        <CreateProjectDialog
          open={creating}
          onClose={onCloseCreateDialog}
          connectionId={shown.view === 'active' && !filtered ? connectionId : null}
          onCreated={showCreated}
        />
      ) : null}
    </>
  );
}

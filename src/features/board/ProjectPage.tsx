// What the board and the list share: the project header, the not-found page for an unknown key, issue creation
// (the "New issue" button and each column's "+" open one dialog), the issue side panel, live updates, the remembered
// view, and the keyboard: shortcuts, the page's actions in the command palette, and the issues selected for a bulk
// edit with their bar.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BulkEditBar_workspace$key } from '@/__generated__/BulkEditBar_workspace.graphql';
import { NotFoundPage } from '@/routing/NotFoundPage';
import type { PaletteAction } from '@/features/palette/CommandPalette';
import { usePageActions } from '@/features/palette/paletteContext';
import { toastMutationError } from '@/relay/errors';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { useUnarchiveProjectMutation } from '@/features/projects/useUnarchiveProjectMutation';
import { Button } from '@/ui/Button';
import styles from './Board.module.css';
import { BulkEditBar } from './BulkEditBar';
import { EstimateScaleProvider, knownScale } from './EstimateScaleContext';
import { useIssueGroups } from './IssueGroupsContext';
import type { IssueStatus } from './issueGroups';
import { OpenIssueProvider, useIssuePanel } from './issuePanel';
import { ProjectHeader } from './ProjectHeader';
import { IssueSelectionProvider, useNewIssueSelection } from './issueSelection';
import { projectViewPath, rememberProjectView, type ProjectView } from './paths';
import { useIssueEventsSubscription } from './useIssueEventsSubscription';
import { useLabelEventsSubscription } from './useLabelEventsSubscription';
import { useNavigate } from 'react-router-dom';
import { useProjectShortcuts } from './useProjectShortcuts';

// The panel (the detail, its editors, Markdown) loads when an issue is first opened, not with the board; the Markdown
// renderer starts loading beside it.
const issueDetailPanel = retryableLazy(async () => {
  const [{ IssueDetailPanel }, { preloadMarkdown }] = await Promise.all([import('@/features/issues/IssueDetailPanel'), import('@/features/issues/Markdown')]);
  void preloadMarkdown();
  return { default: IssueDetailPanel };
});
// Import and export (their buttons, the import's dialog) load after the board: the page's first paint waits for neither.
const projectDataActions = retryableLazy(async () => ({ default: (await import('@/features/imports/ProjectDataActions')).ProjectDataActions }));
// Issue creation (its form, the description's editor and preview) loads when it is first opened.
const createIssueDialog = retryableLazy(async () => ({ default: (await import('@/features/issues/CreateIssueDialog')).CreateIssueDialog }));

export interface ProjectPageProject {
  id: string;
  key: string;
  name: string;
  viewerCanCreateIssue: boolean;
  viewerCanUpdateIssues: boolean;
  /** The workspace's change-log position read before the page's issues: live updates start after it. */
  issuesSnapshotSeq: number;
  /** When the project was archived (it then takes no new issues); null while it is active. */
  archivedAt: string | null | undefined;
  viewerCanArchive: boolean;
}

export interface ProjectPageProps {
  view: ProjectView;
  workspace: { name: string; slug: string | null | undefined; estimateScale: string } & BulkEditBar_workspace$key;
  workspaceSlug: string;
  project: ProjectPageProject | null | undefined;
  /** The view itself, given the handler that opens issue creation (absent for those who may not create). */
  children: (onCreateIssue: ((status: IssueStatus) => void) | undefined) => ReactNode;
}

export function ProjectPage({ view, workspace, workspaceSlug, project, children }: ProjectPageProps) {
  if (!project) return <NotFoundPage />;
  return (
    <KnownProjectPage view={view} workspace={workspace} workspaceSlug={workspaceSlug} project={project}>
      {children}
    </KnownProjectPage>
  );
}

function KnownProjectPage({ view, workspace, workspaceSlug, project, children }: ProjectPageProps & { project: ProjectPageProject }) {
  const [creating, setCreating] = useState<{ status: IssueStatus } | null>(null);
  const groups = useIssueGroups();
  useIssueEventsSubscription(project.id, project.issuesSnapshotSeq);
  useLabelEventsSubscription();
  const { openIssueKey, openIssue, closeIssue } = useIssuePanel();
  // One opener for the page's whole life, so that cards and rows (memoized) do not render again on every URL change.
  const openIssueRef = useRef(openIssue);
  useEffect(() => {
    openIssueRef.current = openIssue;
  }, [openIssue]);
  const [stableOpenIssue] = useState(() => (issueKey: string) => openIssueRef.current(issueKey));

  useEffect(() => rememberProjectView(workspaceSlug, project.key, view), [workspaceSlug, project.key, view]);

  const onCreateIssue = useCallback((status: IssueStatus) => setCreating({ status }), []);
  const canCreate = project.viewerCanCreateIssue;

  const root = useRef<HTMLDivElement>(null);
  const selection = useNewIssueSelection();
  const navigate = useNavigate();
  useProjectShortcuts({ root, selection, workspaceSlug, onCreateIssue: canCreate ? () => onCreateIssue('BACKLOG') : undefined });
  const otherView = view === 'board' ? 'list' : 'board';
  const actions = useMemo<PaletteAction[]>(
    () => [
      ...(canCreate ? [{ id: 'create', label: 'Create an issue', shortcut: 'C', run: () => onCreateIssue('BACKLOG') }] : []),
      {
        id: 'view',
        label: otherView === 'list' ? 'Show as a list' : 'Show as a board',
        run: () => void navigate(projectViewPath(workspaceSlug, project.key, otherView)),
      },
      { id: 'select-all', label: 'Select every issue shown', run: () => selection.toggleAll(shownIssueIds(root.current)) },
      { id: 'clear', label: 'Clear the selection', shortcut: 'Esc', run: () => selection.clearPicked() },
    ],
    [canCreate, onCreateIssue, otherView, navigate, workspaceSlug, project.key, selection],
  );
  usePageActions(actions);

  const IssueDetailPanel = issueDetailPanel.current;
  const CreateIssueDialog = createIssueDialog.current;
  const ProjectDataActions = projectDataActions.current;
  return (
    <IssueSelectionProvider selection={selection}>
    <EstimateScaleProvider value={knownScale(workspace.estimateScale)}>
    <div ref={root}>
      <ProjectHeader
        workspaceSlug={workspaceSlug}
        workspaceName={workspace.name}
        project={project}
        view={view}
        onNewIssue={canCreate ? () => onCreateIssue('BACKLOG') : undefined}
        // Importing creates issues: whoever may create them in the project may import (the server asks too).
        moreActions={
          <FailureBoundary onFailure={() => projectDataActions.retry()}>
            <Suspense fallback={null}>
              <ProjectDataActions project={project} canImport={canCreate} />
            </Suspense>
          </FailureBoundary>
        }
      />
      {project.archivedAt ? <ArchivedNotice project={project} /> : null}
      <OpenIssueProvider value={stableOpenIssue}>{children(canCreate ? onCreateIssue : undefined)}</OpenIssueProvider>
      {openIssueKey ? (
        // The panel or its issue failing to load (offline…) closes it with a toast: the page stays.
        <FailureBoundary
          key={openIssueKey}
          onFailure={(error) => {
            issueDetailPanel.retry();
            toastMutationError(`${openIssueKey} could not be opened`, error);
            closeIssue();
          }}
        >
          <Suspense fallback={null}>
            <IssueDetailPanel issueKey={openIssueKey} onClose={closeIssue} connections={groups.groups().map((group) => group.connectionId)} />
          </Suspense>
        </FailureBoundary>
      ) : null}
      {canCreate && creating ? (
        // Like the panel: a dialog that cannot load closes with a toast, and the page stays.
        <FailureBoundary
          onFailure={(error) => {
            createIssueDialog.retry();
            toastMutationError('Issue creation could not be opened', error);
            setCreating(null);
          }}
        >
          <Suspense fallback={null}>
            <CreateIssueDialog
              // Made afresh each time it opens, with the status of the column it was opened from.
              key={creating.status}
              projectId={project.id}
              initialStatus={creating.status === '%future added value' ? 'BACKLOG' : creating.status}
              connections={(status) => {
                const group = groups.groupOf(status);
                return group ? [group.connectionId] : [];
              }}
              onClose={() => setCreating(null)}
            />
          </Suspense>
        </FailureBoundary>
      ) : null}
      <BulkEditBar workspace={workspace} canEdit={project.viewerCanUpdateIssues} />
    </div>
    </EstimateScaleProvider>
    </IssueSelectionProvider>
  );
}

/** Says that the project is archived (no new issues), with Restore for those who may restore it. */
function ArchivedNotice({ project }: { project: ProjectPageProject }) {
  const restore = useUnarchiveProjectMutation();
  return (
    <div className={styles.archived} role="note" aria-label="Archived project">
      <p>
        <strong>{project.name} is archived.</strong> It takes no new issues; its issues can still be edited and moved.
      </p>
      {project.viewerCanArchive ? (
        <Button size="sm" onClick={() => restore({ id: project.id, name: project.name })}>
          Restore {project.name}
        </Button>
      ) : null}
    </div>
  );
}

function shownIssueIds(root: HTMLElement | null): string[] {
  return root ? [...root.querySelectorAll<HTMLElement>('[data-issue-id]')].map((element) => element.dataset.issueId!) : [];
}

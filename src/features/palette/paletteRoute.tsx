// The keyboard of every workspace page (a layout route around them all): Ctrl K (⌘ K) opens the command palette with
// the page's actions, the workspace's sections and a search of its issues; / goes to the page's filter, or opens the
// palette where the page has none; ? lists the shortcuts that work on the page; Ctrl Z (⌘ Z) undoes the last change
// of the last minute (src/features/undo). Above the page, the changes made offline that wait to be sent (src/features/offline).
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { workspacePath } from '@/auth';
import { issuePath } from '@/features/board/paths';
import { useUndoShortcut } from '@/features/undo/useUndoShortcut';
import { ShortcutHelp, useShortcut } from '@/ui/shortcuts';
import { CommandPalette, type PaletteAction } from './CommandPalette';
import { PageActionsContext } from './paletteContext';

// The outbox of changes made offline loads after the page's first paint; if it cannot load (offline already), the
// page goes on without it.
const PendingChangesNotice = lazy(() =>
  import('@/features/offline/PendingChangesNotice').then(
    (loaded) => ({ default: loaded.PendingChangesNotice }),
    () => ({ default: (() => null) as ComponentType<{ workspaceSlug: string }> }),
  ),
);

// The saved views' actions ("Open view …") load after the page's first paint.
const ViewPaletteActions = lazy(() =>
  import('@/features/views/viewPaletteActions').then(
    (loaded) => ({ default: loaded.ViewPaletteActions }),
    () => ({ default: (() => null) as ComponentType<{ workspaceSlug: string; onChange: (actions: readonly PaletteAction[]) => void }> }),
  ),
);

const SECTIONS = [
  // My issues and every project's issues (#21).
  { page: 'my-issues', label: 'Go to my issues' },
  { page: 'issues', label: 'Go to all issues' },
  { page: 'projects', label: 'Go to projects' },
  { page: 'inbox', label: 'Go to the inbox' },
  { page: 'settings/labels', label: 'Go to labels' },
  { page: 'settings/members', label: 'Go to members' },
  { page: 'settings/webhooks', label: 'Go to webhooks' },
  { page: 'settings/notifications', label: 'Go to notification settings' },
  { page: 'settings/api-keys', label: 'Go to API keys' },
] as const;

export function Component() {
  const { workspaceSlug = '' } = useParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pageActions, setPageActions] = useState<readonly PaletteAction[]>([]);

  useUndoShortcut();
  useShortcut('/', 'Filter or search issues', () => {
    const filter = document.querySelector<HTMLElement>('[data-filter-input]');
    if (filter) filter.focus();
    else setOpen(true);
  });

  const [viewActions, setViewActions] = useState<readonly PaletteAction[]>([]);
  const actions = useMemo<PaletteAction[]>(
    () => [
      ...pageActions,
      ...viewActions,
      ...SECTIONS.map(({ page, label }) => ({ id: `go:${page}`, label, run: () => void navigate(workspacePath(workspaceSlug, page)) })),
      { id: 'go:settings', label: 'Open settings', run: () => void navigate('/settings') },
    ],
    [pageActions, viewActions, navigate, workspaceSlug],
  );

  return (
    <PageActionsContext.Provider value={setPageActions}>
      <Suspense fallback={null}>
        <PendingChangesNotice workspaceSlug={workspaceSlug} />
      </Suspense>
      <Suspense fallback={null}>
        <ViewPaletteActions workspaceSlug={workspaceSlug} onChange={setViewActions} />
      </Suspense>
      <Outlet />
      <CommandPalette workspaceSlug={workspaceSlug} actions={actions} issuePath={issuePath} open={open} onOpenChange={setOpen} />
      <ShortcutHelp />
    </PageActionsContext.Provider>
  );
}

// The command palette (Ctrl K, ⌘ K on a Mac): the current page's actions and a search of the workspace's issues.
// Its dialog (and cmdk with it) loads when it first opens, so pages do not carry it until someone asks.
import { lazy, Suspense } from 'react';
import { useShortcut } from '@/ui/shortcuts';

const PaletteDialog = lazy(() => import('./PaletteDialog'));

export interface PaletteAction {
  id: string;
  label: string;
  /** Its shortcut, shown beside it ("C"). */
  shortcut?: string;
  run: () => void;
}

export function CommandPalette({
  workspaceSlug,
  actions,
  issuePath,
  open,
  onOpenChange,
}: {
  workspaceSlug: string;
  actions: readonly PaletteAction[];
  /** Where an issue opens. */
  issuePath: (workspaceSlug: string, key: string) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useShortcut('k', 'Open the command palette', () => onOpenChange(!open), { mod: true });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog workspaceSlug={workspaceSlug} actions={actions} issuePath={issuePath} onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}


// The command palette (Ctrl K, ⌘ K on a Mac): the current page's actions and a search of the workspace's issues.
// Its dialog (and cmdk with it) loads when it first opens, so pages do not carry it until someone asks. When that
// load fails (offline, a new deployment), a toast says so and the palette stays closed; the next opening tries again.
import { Suspense } from 'react';
import { toastMutationError } from '@/relay/errors';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { useShortcut } from '@/ui/shortcuts';

const dialog = retryableLazy(() => import('./PaletteDialog'));

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
  const PaletteDialog = dialog.current;
  return (
    <FailureBoundary
      onFailure={(error) => {
        dialog.retry();
        toastMutationError('The command palette could not open', error);
        onOpenChange(false);
      }}
    >
      <Suspense fallback={null}>
        <PaletteDialog workspaceSlug={workspaceSlug} actions={actions} issuePath={issuePath} onClose={() => onOpenChange(false)} />
      </Suspense>
    </FailureBoundary>
  );
}


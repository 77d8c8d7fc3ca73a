// Ctrl Z (⌘ Z) on every workspace page: undoes the latest change of the last minute (./undoHistory), except in a
// text field, whose own undo it stays. The history's code loads with the first Ctrl Z on a page that records none
// (the projects page does not), and is there already on those that do.
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { toastMutationError } from '@/relay/errors';
import { useShortcut } from '@/ui/shortcuts';

export function useUndoShortcut(): void {
  const environment = useRelayEnvironment();
  const undo = useCallback(
    (event: KeyboardEvent) => {
      // Ctrl Shift Z is redo, which nothing here offers.
      if (event.shiftKey) return;
      import('./undoHistory')
        .then(({ undoLatest }) => undoLatest(environment))
        .catch((error: unknown) => toastMutationError('Nothing was undone', error));
    },
    [environment],
  );
  useShortcut('z', 'Undo the last change (for a minute)', undo, { mod: true, inFields: false });
}

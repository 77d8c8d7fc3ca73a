// The "Save view" button of a list or board page, and its dialog, loaded when first opened (a dialog that cannot load closes
// with a toast, and the page stays).
import { Suspense, useState } from 'react';
import { toastMutationError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import type { ListFilters } from '@/features/board/listParams';
import type { ViewSource } from './SaveViewDialog';

const saveViewDialog = retryableLazy(async () => ({ default: (await import('./SaveViewDialog')).SaveViewDialog }));

export function SaveViewButton({ view, canShare }: { view: ViewSource; canShare: boolean }) {
  const [open, setOpen] = useState(false);
  const SaveViewDialog = saveViewDialog.current;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save view</Button>
      {open ? (
        <FailureBoundary
          onFailure={(error) => {
            saveViewDialog.retry();
            toastMutationError('Saving a view could not be opened', error);
            setOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <SaveViewDialog open onClose={() => setOpen(false)} view={view} canShare={canShare} />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </>
  );
}

/** "Save view" on a project's list or board: the bar's filters, its grouping, and the list's order (made into the
 * view's settings by the dialog's chunk). */
export function ProjectSaveViewButton({ projectId, canShare, filters, layout }: { projectId: string; canShare: boolean; filters: ListFilters; layout: 'LIST' | 'BOARD' }) {
  return <SaveViewButton canShare={canShare} view={{ project: { projectId, filters, layout } }} />;
}

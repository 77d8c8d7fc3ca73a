// The project page's "Import issues" and "Export" (as CSV or JSON): the import's dialog and the export's code load
// when first used, not with the board.
import { Suspense, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Button } from '@/ui/Button';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { Menu } from '@/ui/Menu';
import { useToasts } from '@/ui/toasts';

const importDialog = retryableLazy(async () => ({ default: (await import('./ImportIssuesDialog')).ImportIssuesDialog }));

export function ProjectDataActions({ project, canImport }: { project: { id: string; key: string }; canImport: boolean }) {
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const [importing, setImporting] = useState(false);
  const ImportIssuesDialog = importDialog.current;

  const exportAs = (format: 'CSV' | 'JSON') => {
    void import('./exportIssues')
      .then(({ downloadExport }) => downloadExport(environment, project, format))
      .catch(() => toasts.error(`The ${format} export of ${project.key} failed. Try again.`));
  };

  return (
    <>
      <Menu
        label={`Export the issues of ${project.key}`}
        text="Export"
        items={[
          { label: 'Export as CSV', onSelect: () => exportAs('CSV') },
          { label: 'Export as JSON', onSelect: () => exportAs('JSON') },
        ]}
      />
      {canImport ? (
        <Button onClick={() => setImporting(true)}>Import issues</Button>
      ) : null}
      {importing ? (
        // A dialog that cannot load closes with a toast, and the page stays.
        <FailureBoundary
          onFailure={() => {
            importDialog.retry();
            toasts.error('The import could not be opened. Try again.');
            setImporting(false);
          }}
        >
          <Suspense fallback={null}>
            <ImportIssuesDialog open onClose={() => setImporting(false)} project={project} />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </>
  );
}

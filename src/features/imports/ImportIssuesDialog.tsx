// "Import issues": pick (or drop) a CSV or JSON file, see its first rows with the column chosen for each Lanes field
// (the recognised headers preselected), start, follow the progress, cancel, and read which rows were skipped and why.
// The server works through the file in the background; the dialog reads the job's progress every second.
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { SelectField } from '@/ui/Field';
import { describeError } from '@/relay/errors';
import { CsvError, defaultMapping, IMPORT_FIELD_LABELS, IMPORT_FIELDS, parseCsv, type ColumnMapping, type ImportField } from '@/rules/csv';
import { cancelImport, isOver, readImportJob, startImport, type ImportJobState } from './importJob';
import styles from './Imports.module.css';

const PREVIEW_ROWS = 5;
const POLL_MS = 1000;

interface PickedFile {
  name: string;
  content: string;
  /** A CSV file's headers and first rows; null for JSON. */
  table: { headers: string[]; rows: string[][]; count: number } | null;
}

export interface ImportIssuesDialogProps {
  open: boolean;
  onClose: () => void;
  project: { id: string; key: string };
}

/** The file's text (through FileReader, which every browser has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file cannot be read.'));
    reader.readAsText(file);
  });
}

function readPicked(name: string, content: string): PickedFile {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return { name, content, table: null };
  const [headers = [], ...rows] = parseCsv(content);
  return { name, content, table: { headers, rows: rows.slice(0, PREVIEW_ROWS), count: rows.length } };
}

export function ImportIssuesDialog({ open, onClose, project }: ImportIssuesDialogProps) {
  const titleId = useId();
  const fileId = useId();
  const environment = useRelayEnvironment();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [job, setJob] = useState<ImportJobState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const jobId = job?.id;
  const running = job !== null && !isOver(job.status);
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setInterval(() => {
      readImportJob(environment, jobId).then(
        (next) => next && setJob(next),
        (error: Error) => setFailure(`The import's progress could not be read. ${describeError(error)}`),
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [environment, jobId, running]);

  async function pick(picked: File | undefined) {
    if (!picked) return;
    setFailure(null);
    try {
      const next = readPicked(picked.name, await readText(picked));
      setFile(next);
      setMapping(next.table ? defaultMapping(next.table.headers) : {});
    } catch (error) {
      setFile(null);
      setFailure(error instanceof CsvError ? `The file cannot be read: ${error.message}` : 'The file cannot be read.');
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  }

  async function start() {
    if (!file) return;
    if (file.table && !mapping.title) {
      setFailure('Choose the column that gives the issues’ titles.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const columns = Object.entries(mapping).flatMap(([field, column]) => (column ? [{ field, column }] : []));
      setJob(await startImport(environment, { projectId: project.id, fileName: file.name, content: file.content, mapping: file.table ? columns : null }));
    } catch (error) {
      setFailure(`The import did not start. ${describeError(error as Error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!job) return;
    setBusy(true);
    try {
      await cancelImport(environment, job.id);
      const next = await readImportJob(environment, job.id);
      if (next) setJob(next);
    } catch (error) {
      setFailure(`The import was not canceled. ${describeError(error as Error)}`);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    // A running import goes on in the server; the dialog starts afresh next time.
    setFile(null);
    setJob(null);
    setFailure(null);
    onClose();
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={close}>
      <h2 id={titleId}>Import issues into {project.key}</h2>
      {job ? (
        <JobProgress job={job} />
      ) : (
        <>
          <div
            className={[styles.drop, dragging ? styles.dropActive : null].filter(Boolean).join(' ')}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label htmlFor={fileId}>CSV (Linear, Jira or any) or JSON (GitHub Issues, a Lanes export): choose a file or drop it here</label>
            <input id={fileId} type="file" accept=".csv,.json,text/csv,application/json" onChange={(event) => void pick(event.target.files?.[0])} />
          </div>
          {file?.table ? <MappingStep table={file.table} mapping={mapping} onChange={setMapping} /> : null}
          {file && !file.table ? <p>{file.name}: a JSON file; its issues are read as GitHub’s or Lanes’ export gives them.</p> : null}
        </>
      )}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <DialogActions>
        {running ? (
          <Button variant="danger" onClick={() => void cancel()} disabled={busy || !job?.viewerCanCancel}>
            Cancel import
          </Button>
        ) : null}
        <Button onClick={close}>{job && isOver(job.status) ? 'Done' : 'Close'}</Button>
        {!job ? (
          <Button variant="primary" onClick={() => void start()} disabled={!file || busy}>
            {busy ? 'Starting…' : 'Start import'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

function MappingStep({
  table,
  mapping,
  onChange,
}: {
  table: NonNullable<PickedFile['table']>;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {table.count.toLocaleString('en')} rows: choose the column of each field
      </h3>
      <div className={styles.mapping}>
        {IMPORT_FIELDS.map((field: ImportField) => (
          <SelectField
            key={field}
            label={IMPORT_FIELD_LABELS[field]}
            value={mapping[field] ?? ''}
            onChange={(event) => onChange({ ...mapping, [field]: event.target.value || undefined })}
          >
            <option value="">(none)</option>
            {table.headers.map((header, index) => (
              <option key={`${header}-${index}`} value={header}>
                {header}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {/* Scrolls sideways on narrow screens: focusable so that the keyboard scrolls it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.preview} tabIndex={0} role="region" aria-label="The first rows of the file">
        <table>
          <caption>The first rows of the file</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={`${header}-${index}`} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {table.headers.map((_header, column) => (
                  <td key={column}>{row[column]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const STATUS_WORDS: Record<string, string> = {
  PENDING: 'Waiting to start…',
  RUNNING: 'Importing…',
  DONE: 'Import finished.',
  CANCELED: 'Import canceled: the rows not yet imported were left out.',
  FAILED: 'The import failed.',
};

function JobProgress({ job }: { job: ImportJobState }) {
  return (
    <div aria-live="polite">
      <p>{STATUS_WORDS[job.status] ?? job.status}</p>
      <progress className={styles.progress} value={job.done} max={Math.max(job.total, 1)} aria-label="Rows worked through">
        {job.done} of {job.total}
      </progress>
      <p>
        {job.done.toLocaleString('en')} of {job.total.toLocaleString('en')} rows: {job.created.toLocaleString('en')} issues created,{' '}
        {job.skipped.length.toLocaleString('en')} skipped.
      </p>
      {job.error ? <p className={styles.failure}>{job.error}</p> : null}
      {job.skipped.length > 0 ? (
        <>
          <h3>Skipped rows</h3>
          <ul className={styles.notes}>
            {job.skipped.map((note) => (
              <li key={`skipped-${note.row}`}>
                Row {note.row}: {note.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {job.warnings.length > 0 ? (
        <>
          <h3>Imported differently</h3>
          <ul className={styles.notes}>
            {job.warnings.map((note, index) => (
              <li key={`warning-${note.row}-${index}`}>
                Row {note.row}: {note.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

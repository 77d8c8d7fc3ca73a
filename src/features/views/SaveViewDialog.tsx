// "Save view": the page's filters, grouping, order and layout kept under a name, personal or shared with the
// workspace (those who may not share, viewers, see why the choice is off). A refusal shows in the dialog, which stays
// open for another try; once saved, a toast says so and the view is in the navigation's list.
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { Form, FormError, TextField } from '@/ui/Field';
import { toasts } from '@/ui/toasts';
import type { ListFilters } from '@/features/board/listParams';
import { listIssueFilter } from '@/features/workspaceIssues/workspaceParams';
import { useSaveViewMutation, type SaveViewInput } from './viewMutations';
import styles from './Views.module.css';

export const VIEW_NAME_MAX = 80;

/** What a view keeps of the page it is saved from (all but its name and sharing). */
export type ViewSettings = Omit<SaveViewInput, 'name' | 'shared'>;

/** The settings, or a project page's filters and layout to make them of. */
export type ViewSource = ViewSettings | { project: { projectId: string; filters: ListFilters; layout: 'LIST' | 'BOARD' } };

function settingsOf(source: ViewSource): ViewSettings {
  if (!('project' in source)) return source;
  const { projectId, filters, layout } = source.project;
  return {
    scope: 'PROJECT',
    projectId,
    filter: listIssueFilter(filters),
    grouping: filters.group === 'STATUS' ? null : filters.group,
    orderBy: layout === 'BOARD' ? 'POSITION' : filters.order,
    layout,
  };
}

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  view: ViewSource;
  /** Whether the viewer may share views with the workspace (Workspace.viewerCanShareViews). */
  canShare: boolean;
}

export function SaveViewDialog({ open, onClose, view, canShare }: SaveViewDialogProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saveView = useSaveViewMutation();

  function close() {
    setFailure(null);
    setNameError(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Give the view a name.');
    if (trimmed.length > VIEW_NAME_MAX) return setNameError(`A view's name is at most ${VIEW_NAME_MAX} characters.`);
    setNameError(null);
    setFailure(null);
    setSaving(true);
    saveView(
      { ...settingsOf(view), name: trimmed, shared: canShare && shared },
      {
        onSaved: () => {
          setSaving(false);
          toasts.success(shared && canShare ? `View ${trimmed} saved and shared with the workspace.` : `View ${trimmed} saved.`);
          setName('');
          setShared(false);
          close();
        },
        onError: (error) => {
          setSaving(false);
          setFailure(`The view was not saved. ${describeError(error)}`);
        },
      },
    );
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={close}>
      <Form onSubmit={onSubmit}>
        <h2 id={titleId}>Save view</h2>
        <p className={styles.hint}>Keeps this page&rsquo;s filters, grouping, order and layout under a name.</p>
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError ?? undefined}
          maxLength={VIEW_NAME_MAX + 20}
          autoComplete="off"
        />
        <label className={styles.check}>
          <input type="checkbox" checked={canShare && shared} disabled={!canShare} onChange={(event) => setShared(event.target.checked)} />
          Share with the workspace
        </label>
        {canShare ? null : <p className={styles.hint}>Viewers save personal views only.</p>}
        {failure ? <FormError>{failure}</FormError> : null}
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={saving} aria-busy={saving || undefined}>
            {failure ? 'Try again' : 'Save view'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

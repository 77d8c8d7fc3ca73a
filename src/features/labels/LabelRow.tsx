// One label in the settings list: its colour and name, and for those who manage labels, editing in place
// (name and colour) and deleting after a confirmation.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelRow_label$key } from '@/__generated__/LabelRow_label.graphql';
import { labelColorError, labelNameError, normalizeLabelName } from '@/rules/label';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { TextField } from '@/ui/Field';
import { ColorPalette } from './ColorPalette';
import { useDeleteLabelMutation } from './useDeleteLabelMutation';
import { useUpdateLabelMutation } from './useUpdateLabelMutation';
import styles from './Labels.module.css';

function EditLabelForm({ label, onDone }: { label: { id: string; name: string; color: string }; onDone: () => void }) {
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color);
  const [error, setError] = useState<string | null>(null);
  const [updateLabel] = useUpdateLabelMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = labelNameError(name) ?? labelColorError(color);
    setError(problem ?? null);
    if (problem) return;
    if (normalizeLabelName(name) !== label.name || color !== label.color) {
      updateLabel({ id: label.id, previousName: label.name, name, color });
    }
    onDone();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  }

  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate aria-label={`Edit ${label.name}`}>
      <TextField
        label="Label name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
        autoComplete="off"
        // The person just asked to edit this label: the cursor goes to its name.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <ColorPalette value={color} onChange={setColor} />
      <div className={styles.rowActions}>
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

export function LabelRow({ label: labelKey, connectionId, canManage }: { label: LabelRow_label$key; connectionId: string; canManage: boolean }) {
  const label = useFragment(
    graphql`
      fragment LabelRow_label on Label {
        id
        name
        color
      }
    `,
    labelKey,
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmTitleId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [deleteLabel] = useDeleteLabelMutation();

  function finishEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <li className={styles.row}>
      {editing ? (
        <EditLabelForm label={label} onDone={finishEditing} />
      ) : (
        <>
          <span className={styles.swatch} style={{ background: label.color }} aria-hidden="true" />
          <span className={styles.name}>{label.name}</span>
          {canManage ? (
            <span className={styles.rowActions}>
              <Button ref={editButton} size="sm" variant="quiet" aria-label={`Edit ${label.name}`} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button size="sm" variant="quiet" aria-label={`Delete ${label.name}`} onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </span>
          ) : null}
        </>
      )}
      {confirming ? (
        <Dialog open labelledBy={confirmTitleId} onClose={() => setConfirming(false)}>
          <div className="stack">
            <h2 id={confirmTitleId}>Delete the label {label.name}?</h2>
            <p>It is removed from every issue that carries it. This cannot be undone.</p>
            <DialogActions>
              <Button onClick={() => setConfirming(false)}>Cancel</Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  deleteLabel({ id: label.id, name: label.name, connectionId });
                }}
              >
                Delete label
              </Button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}

// Asks before removing a member: removal is immediate (their open pages stop working). The dialog stays open until
// the server answers, and shows its refusal (the last admin, say) inside.
import { useId, useState } from 'react';
import { maskInRecordings } from '@/analytics';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import styles from './Members.module.css';
import { useRemoveMemberMutation } from './useRemoveMemberMutation';

export function RemoveMemberDialog({
  open,
  onClose,
  member,
  connectionId,
}: {
  open: boolean;
  onClose: () => void;
  member: { id: string; name: string };
  connectionId: string;
}) {
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [removeMember, isRemoving] = useRemoveMemberMutation();

  function close() {
    setError(null);
    onClose();
  }

  function remove() {
    setError(null);
    removeMember({ memberId: member.id, name: member.name, connectionId, onRemoved: close, onRefused: setError });
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={close}>
      <div className="stack">
        <h2 id={titleId} {...maskInRecordings}>
          Remove {member.name}?
        </h2>
        <p>They lose access to this workspace at once: their open pages stop updating and their next action is refused.</p>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="danger" onClick={remove} disabled={isRemoving} aria-busy={isRemoving || undefined}>
            Remove
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

// A modal dialog on the native <dialog> (focus trap, Escape, the page made inert): a centred card on wide
// screens, a full-screen sheet on phones. Closing by Escape or by the page's own buttons calls onClose.
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export function Dialog({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closed with nothing focused before it (the page's body), the browser leaves the focus on the hidden field it had
  // until its next rendering, and keys pressed meanwhile would go there: it goes back to the page at once.
  const closed = () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialogRef.current?.contains(focused)) focused.blur();
    onClose();
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={labelledBy} onClose={closed}>
      {children}
    </dialog>
  );
}

/** The row of buttons at the end of a dialog: the main action last, kept in reach at the bottom on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

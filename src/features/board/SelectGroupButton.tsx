// "Select all" of a board column or list group: picks its loaded issues for a bulk edit, or unpicks them.
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useIssueSelection, usePickedIssues } from './issueSelection';
import styles from './Board.module.css';

export function SelectGroupButton({ ids, label }: { ids: readonly string[]; label: string }) {
  const selection = useIssueSelection();
  const picked = usePickedIssues();
  if (!selection || ids.length === 0) return null;
  const all = ids.every((id) => picked.has(id));
  return (
    <button type="button" className={styles.selectGroup} aria-pressed={all} onClick={() => selection.toggleAll(ids)}>
      {/* Short on screen, so that a column's header keeps one line; whole for assistive technology. */}
      {all ? 'Unselect all' : 'Select all'}
      <VisuallyHidden> in {label}</VisuallyHidden>
    </button>
  );
}

// "Select all" of a board column or list group: picks every issue of the group for a bulk edit, loading the pages
// not loaded yet first (the bar then counts them all), or unpicks them.
import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useIssueSelection, usePickedIssues } from './issueSelection';
import styles from './Board.module.css';

/** A group's issues as loaded so far, and how to load the rest. */
export interface GroupIssues {
  ids: readonly string[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

export function SelectGroupButton({ group, label }: { group: GroupIssues; label: string }) {
  const selection = useIssueSelection();
  const picked = usePickedIssues();
  const [selecting, setSelecting] = useState(false);
  const { ids, hasNext, isLoadingNext, loadNext } = group;

  // Page after page until the group is whole (each page that arrives runs this again), then all of it is picked.
  useEffect(() => {
    if (!selecting || isLoadingNext) return;
    if (hasNext) {
      loadNext();
      return;
    }
    selection?.toggleAll(ids);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only here is it known that the last page has arrived
    setSelecting(false);
  }, [selecting, hasNext, isLoadingNext, loadNext, selection, ids]);

  if (!selection || ids.length === 0) return null;
  const all = !hasNext && ids.every((id) => picked.has(id));
  const onClick = () => {
    if (all || !hasNext) selection.toggleAll(ids);
    else setSelecting(true);
  };
  return (
    <button type="button" className={styles.selectGroup} aria-pressed={all} aria-busy={selecting} disabled={selecting} onClick={onClick}>
      {/* Short on screen, so that a column's header keeps one line; whole for assistive technology. */}
      {selecting ? 'Selecting…' : all ? 'Unselect all' : 'Select all'}
      <VisuallyHidden> in {label}</VisuallyHidden>
    </button>
  );
}

// One issue on the board: a link to the issue (key, title; status, priority, labels, due date, assignee below), and
// for those who may move it the card itself as the drag handle (pointer, touch or keyboard) and a "Move to…" menu
// that does the same without dragging.
import { memo, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { IssueSummary_issue$key } from '@/__generated__/IssueSummary_issue.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { Menu, type MenuAction } from '@/ui/Menu';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import styles from './Board.module.css';
import { issueSummaryFragment, STATUS_LABELS, type IssueStatus } from './issueGroups';
import { AssigneeAvatar, DueDate, Estimate, LabelChips, PriorityIcon, StatusIcon } from './IssueMeta';
import { useIssueSelected, usePickOnModifierClick } from './issueSelection';
import { useOpenIssueOnClick } from './issuePanel';
import { issuePath } from './paths';
import { IssueStructureMarks } from '../subissues/IssueStructureMarks';

/** What a card asks of its board: a move to the top of another column, or one step within its own. */
export type CardMove = { to: IssueStatus } | { step: -1 | 1 };

export interface IssueCardProps {
  issue: IssueSummary_issue$key;
  workspaceSlug: string;
  /** The statuses it can be moved to by the menu (its own left out). */
  statuses: readonly IssueStatus[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (issueId: string, issueKey: string, move: CardMove) => void;
  /** Marks where a card dragged from another column would land: right before this one, or right after it. */
  dropEdge?: 'before' | 'after' | null;
  /** The id its drag goes by when not the issue's own (a board grouped by label may show the issue in several rows). */
  dragId?: string;
}

export const IssueCard = memo(function IssueCard({ issue, workspaceSlug, statuses, canMoveUp, canMoveDown, onMove, dropEdge = null, dragId }: IssueCardProps) {
  const data = useFragment(issueSummaryFragment, issue);
  const editable = data.viewerCanUpdate;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dragId ?? data.id,
    data: { status: data.status, key: data.key, title: data.title },
    disabled: !editable,
  });

  const selected = useIssueSelected(data.id);
  const pickOnModifierClick = usePickOnModifierClick(data.id);
  const openOnClick = useOpenIssueOnClick(data.key);
  // A Shift-click picks the issue for a bulk edit; a plain one opens it in the side panel; Ctrl/⌘ opens its page in a new tab.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    pickOnModifierClick(event);
    openOnClick?.(event);
  };

  const moves: MenuAction[] = [];
  if (editable) {
    if (canMoveUp) moves.push({ label: 'Up one', onSelect: () => onMove(data.id, data.key, { step: -1 }) });
    if (canMoveDown) moves.push({ label: 'Down one', onSelect: () => onMove(data.id, data.key, { step: 1 }) });
    for (const status of statuses) {
      if (status !== data.status) moves.push({ label: STATUS_LABELS[status], onSelect: () => onMove(data.id, data.key, { to: status }) });
    }
  }

  // The menu opens from its button, from a right-click anywhere on the card, and from the keys that open a context
  // menu (Shift+F10, the ContextMenu key) while the card's link has focus; the button shows on hover and focus only.
  const menuButton = useRef<HTMLButtonElement>(null);
  const openMenu = (event: SyntheticEvent) => {
    const button = menuButton.current;
    if (!button) return;
    event.preventDefault();
    // A finger held still on a card starts a drag, and the long press's context menu with it: the drag wins.
    if (!isDragging && button.getAttribute('aria-expanded') !== 'true') button.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) openMenu(event);
    else listeners?.onKeyDown?.(event);
  };

  return (
    <article
      ref={setNodeRef}
      className={[
        styles.card,
        isDragging ? styles.dragging : null,
        dropEdge === 'before' ? styles.dropBefore : dropEdge === 'after' ? styles.dropAfter : null, selected.current ? styles.current : null, selected.picked ? styles.picked : null]
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={data.key}
      data-issue-id={data.id}
      data-issue-key={data.key}
      onContextMenu={editable ? openMenu : undefined}
    >
      {/* The link is the card's drag handle too: a press that travels (or a finger held still, or Space) picks the
          card up, a click opens it. It keeps a link's role; dnd-kit's instructions describe the drag. */}
      <Link
        ref={editable ? setActivatorNodeRef : undefined}
        to={issuePath(workspaceSlug, data.key)}
        className={styles.cardLink}
        onClick={onClick}
        draggable={false}
        aria-describedby={editable ? attributes['aria-describedby'] : undefined}
        {...(editable ? listeners : null)}
        onKeyDown={editable ? onKeyDown : undefined}
      >
        <span className={styles.key}>{data.key}</span>{' '}
        <span className={styles.title} {...maskInRecordings}>
          {data.title}
        </span>
        {selected.picked ? <VisuallyHidden>, selected</VisuallyHidden> : null}
      </Link>
      {/* One line: the icons, then labels and due date (cut short when the card is narrow), the assignee at the right. */}
      <div className={styles.meta}>
        <StatusIcon status={data.status} />
        <PriorityIcon priority={data.priority} />
        <LabelChips labels={data.labels} />
        <DueDate date={data.dueDate} status={data.status} />
        <Estimate points={data.estimate} />
        <IssueStructureMarks issue={data} compact />
        <AssigneeAvatar assignee={data.assignee} />
      </div>
      {editable ? (
        <div className={styles.cardActions}>
          <Menu ref={menuButton} label={`Move ${data.key} to…`} icon="⋯" items={moves} />
        </div>
      ) : null}
    </article>
  );
});

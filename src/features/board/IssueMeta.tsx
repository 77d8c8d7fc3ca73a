// What a card and a list row show of an issue besides its key and title: status, priority, labels, due date, assignee.
import type { IssueSummary_issue$data } from '@/__generated__/IssueSummary_issue.graphql';
import { estimateText } from '@/rules/estimate';
import { CLOSED_STATUSES, priorityLabel, statusLabel, type IssueStatus } from '@/rules/issue';
import { Avatar } from '@/ui/Avatar';
import styles from './Board.module.css';
import { useEstimateScale } from './EstimateScaleContext';
import { VisuallyHidden, visuallyHidden } from '@/ui/VisuallyHidden';

// One formatter for every card: `toLocaleDateString` with options builds a new one per call, which cost as much as
// the rest of a 5,000-issue board's first render.
const dueDateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date (2026-12-01) as people read it, without shifting it through a time zone. */
export function formatDueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dueDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

// The status and priority icons are drawn by CSS alone (Board.module.css: no SVG or icon package on the board's
// script budget), coloured by tokens; screen readers read their words, which are also their tooltip.
function Icon({ kind, text }: { kind: string; text: string }) {
  return (
    <span className={`${styles.icon} ${styles[kind] ?? ''}`} title={text}>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}

export function StatusIcon({ status }: { status: string }) {
  return <Icon kind={`status${status}`} text={`Status: ${statusLabel(status)}`} />;
}

/** No priority shows no mark. */
export function PriorityIcon({ priority }: { priority: string }) {
  return priority === 'NONE' ? null : <Icon kind={`priority${priority}`} text={`Priority: ${priorityLabel(priority)}`} />;
}

export function LabelChips({ labels }: { labels: IssueSummary_issue$data['labels'] }) {
  if (labels.length === 0) return null;
  return (
    <ul className={styles.labels} aria-label="Labels">
      {labels.map((label) => (
        <li key={label.id} className={styles.label} title={label.name}>
          <span className={styles.labelDot} style={{ background: label.color }} aria-hidden="true" />
          <span className={styles.labelName}>{label.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Today in the person's own calendar, as a due date is written (2026-12-01). */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

/** The due date; past it while the issue is still open, it stands out and says "Overdue" to screen readers too. */
export function DueDate({ date, status }: { date: string | null | undefined; status: string }) {
  if (!date) return null;
  const overdue = date < today() && !CLOSED_STATUSES.includes(status as IssueStatus);
  return (
    <span className={overdue ? `${styles.due} ${styles.overdue}` : styles.due}>
      <span className={visuallyHidden}>{overdue ? 'Overdue, due ' : 'Due '}</span>
      <time dateTime={date}>{formatDueDate(date)}</time>
    </span>
  );
}

/**
 * The estimate on the workspace's scale, when the issue has one: "3 pt" (read as "Estimate: 3 points") or a T-shirt
 * size, "M" (read as "Estimate: M"); nothing where the workspace uses no estimates.
 */
export function Estimate({ points }: { points: number | null | undefined }) {
  const scale = useEstimateScale();
  const size = estimateText(scale, points);
  if (size === null) return null;
  const words = scale === 'TSHIRT' ? `Estimate: ${size}` : `Estimate: ${points} points`;
  return (
    <span className={styles.due} title={words}>
      <span aria-hidden="true">{scale === 'TSHIRT' ? size : `${points} pt`}</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </span>
  );
}

export function AssigneeAvatar({ assignee }: { assignee: IssueSummary_issue$data['assignee'] }) {
  if (!assignee) return null;
  return (
    <span className={styles.assignee} title={`Assigned to ${assignee.name}`}>
      <Avatar name={assignee.name} imageUrl={assignee.imageUrl ?? null} />
      <span className={visuallyHidden}>Assigned to {assignee.name}</span>
    </span>
  );
}

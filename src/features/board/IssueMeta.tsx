// What a card and a list row show of an issue besides its key and title: status, priority, labels, due date, assignee.
import type { IssueSummary_issue$data } from '@/__generated__/IssueSummary_issue.graphql';
import { CLOSED_STATUSES, priorityLabel, statusLabel, type IssueStatus } from '@/rules/issue';
import { Avatar } from '@/ui/Avatar';
import styles from './Board.module.css';
import { VisuallyHidden, visuallyHidden } from '@/ui/VisuallyHidden';

// One formatter for every card: `toLocaleDateString` with options builds a new one per call, which cost as much as
// the rest of a 5,000-issue board's first render.
const dueDateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date (2026-12-01) as people read it, without shifting it through a time zone. */
export function formatDueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dueDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

// The status and priority icons: drawn inline (no icon package on the board's budget), coloured by tokens, hidden
// from screen readers, which read the words beside them; the words are also the icon's tooltip.

/** How much of a status's circle is filled: started work shows its progress, finished work a full disc. */
const STATUS_FILL: Partial<Record<string, number>> = { IN_PROGRESS: 0.5, IN_REVIEW: 0.75 };

export function StatusIcon({ status }: { status: string }) {
  const text = `Status: ${statusLabel(status)}`;
  const fill = STATUS_FILL[status];
  const closed = status === 'DONE' || status === 'CANCELED';
  return (
    <span className={`${styles.icon} ${styles[`status${status}`] ?? ''}`} title={text}>
      <svg viewBox="0 0 14 14" aria-hidden="true">
        {closed ? (
          <>
            <circle cx="7" cy="7" r="6.5" fill="currentColor" />
            <path d={status === 'DONE' ? 'M4.2 7.2l1.9 1.9 3.7-3.9' : 'M4.8 4.8l4.4 4.4m0-4.4l-4.4 4.4'} className={styles.iconMark} />
          </>
        ) : (
          <>
            <circle cx="7" cy="7" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray={status === 'BACKLOG' ? '2 1.6' : undefined} />
            {fill ? (
              <circle cx="7" cy="7" r="1.75" fill="none" stroke="currentColor" strokeWidth="3.5" strokeDasharray={`${fill * 11} 11`} transform="rotate(-90 7 7)" />
            ) : null}
          </>
        )}
      </svg>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}

/** Bars lit for a priority (LOW 1 … HIGH 3); URGENT has its own mark and NONE none. */
const PRIORITY_BARS: Partial<Record<string, number>> = { LOW: 1, MEDIUM: 2, HIGH: 3 };

export function PriorityIcon({ priority }: { priority: string }) {
  if (priority === 'NONE') return null;
  const text = `Priority: ${priorityLabel(priority)}`;
  const bars = PRIORITY_BARS[priority];
  return (
    <span className={`${styles.icon} ${styles[`priority${priority}`] ?? ''}`} title={text}>
      <svg viewBox="0 0 14 14" aria-hidden="true">
        {bars === undefined ? (
          <>
            <rect x="1" y="1" width="12" height="12" rx="3" fill="currentColor" />
            <path d="M7 3.6v4.2m0 2.2v.4" className={styles.iconMark} />
          </>
        ) : (
          [0, 1, 2].map((bar) => <rect key={bar} x={1.5 + bar * 4} y={9 - bar * 3} width="3" height={4 + bar * 3} rx="1" fill="currentColor" opacity={bar < bars ? 1 : 0.3} />)
        )}
      </svg>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
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

export function AssigneeAvatar({ assignee }: { assignee: IssueSummary_issue$data['assignee'] }) {
  if (!assignee) return null;
  return (
    <span className={styles.assignee} title={`Assigned to ${assignee.name}`}>
      <Avatar name={assignee.name} imageUrl={assignee.imageUrl ?? null} />
      <span className={visuallyHidden}>Assigned to {assignee.name}</span>
    </span>
  );
}

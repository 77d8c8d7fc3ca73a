// The words people read for an issue's status and priority, in the order pickers offer them: the same on the
// board, the list, the issue, its timeline and the inbox.
export type IssueStatusValue = 'BACKLOG' | 'TODO' | 'IN_PROGRESS' | 'IN_REVIEW' | 'DONE' | 'CANCELED';
export type IssuePriorityValue = 'NONE' | 'URGENT' | 'HIGH' | 'MEDIUM' | 'LOW';

export const STATUS_OPTIONS: readonly { value: IssueStatusValue; label: string }[] = [
  { value: 'BACKLOG', label: 'Backlog' },
  { value: 'TODO', label: 'Todo' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'IN_REVIEW', label: 'In review' },
  { value: 'DONE', label: 'Done' },
  { value: 'CANCELED', label: 'Canceled' },
];

export const PRIORITY_OPTIONS: readonly { value: IssuePriorityValue; label: string }[] = [
  { value: 'NONE', label: 'No priority' },
  { value: 'URGENT', label: 'Urgent' },
  { value: 'HIGH', label: 'High' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'LOW', label: 'Low' },
];

/** A status in words; an enum value this client does not know yet shows as it is. */
export function statusLabel(status: string): string {
  return STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

export function priorityLabel(priority: string): string {
  return PRIORITY_OPTIONS.find((option) => option.value === priority)?.label ?? priority;
}

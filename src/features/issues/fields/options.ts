// The status and priority pickers' options, in the order pickers offer them (board order; priorities in the
// contract's order, NONE first), in the one vocabulary of src/rules/issue.ts.
import { ISSUE_PRIORITIES, ISSUE_STATUSES, PRIORITY_LABELS, STATUS_LABELS, type IssuePriority, type IssueStatus } from '@/rules/issue';

export { priorityLabel, statusLabel } from '@/rules/issue';
export type IssueStatusValue = IssueStatus;
export type IssuePriorityValue = IssuePriority;

export const STATUS_OPTIONS: readonly { value: IssueStatus; label: string }[] = ISSUE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export const PRIORITY_OPTIONS: readonly { value: IssuePriority; label: string }[] = ISSUE_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

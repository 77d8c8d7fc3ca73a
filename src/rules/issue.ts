// The rules an issue's fields follow: the server's validation, the forms' messages and the optimistic responses all
// come from here. Imports nothing outside src/rules.
import { characterCount, isBlank, normalizeText, textCharactersError } from './text';

export const ISSUE_STATUSES = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** In the contract's order; urgency (below) orders them for people. */
export const ISSUE_PRIORITIES = ['NONE', 'URGENT', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];

/** Statuses of finished work: issues in them are not open. */
export const CLOSED_STATUSES: readonly IssueStatus[] = ['DONE', 'CANCELED'];

/** A status's column on the board, left to right (BACKLOG first). */
export const statusRank = (status: IssueStatus): number => ISSUE_STATUSES.indexOf(status);

/** How urgent a priority is: URGENT 4 … LOW 1, NONE 0 (most urgent first is the largest first). */
export const priorityUrgency = (priority: IssuePriority): number =>
  priority === 'NONE' ? 0 : ISSUE_PRIORITIES.length - ISSUE_PRIORITIES.indexOf(priority);

/** The priorities most urgent first, NONE last: the list's filter and its priority order. */
export const PRIORITIES_BY_URGENCY: readonly IssuePriority[] = [...ISSUE_PRIORITIES].sort((a, b) => priorityUrgency(b) - priorityUrgency(a));

// The words people read for a status and a priority, the same everywhere: the board's columns and cards, the list's
// groups and filters, the issue page and its pickers, its timeline, the inbox, the landing page's board.
export const STATUS_LABELS: Record<IssueStatus, string> = {
  BACKLOG: 'Backlog',
  TODO: 'Todo',
  IN_PROGRESS: 'In progress',
  IN_REVIEW: 'In review',
  DONE: 'Done',
  CANCELED: 'Canceled',
};

export const PRIORITY_LABELS: Record<IssuePriority, string> = {
  NONE: 'No priority',
  URGENT: 'Urgent',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

/** A status in words; a value this client does not know yet (a newer server's) shows as it is. */
export function statusLabel(status: string): string {
  return isIssueStatus(status) ? STATUS_LABELS[status] : status;
}

/** A priority in words; a value this client does not know yet shows as it is. */
export function priorityLabel(priority: string): string {
  return isIssuePriority(priority) ? PRIORITY_LABELS[priority] : priority;
}

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 50_000;
/** The most labels one issue carries. */
export const LABELS_MAX = 20;
/** The most issues one bulk update changes (the app sends a larger selection in parts of this size). */
export const BULK_UPDATE_MAX = 100;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIssueStatus(value: unknown): value is IssueStatus {
  return typeof value === 'string' && (ISSUE_STATUSES as readonly string[]).includes(value);
}

export function isIssuePriority(value: unknown): value is IssuePriority {
  return typeof value === 'string' && (ISSUE_PRIORITIES as readonly string[]).includes(value);
}

export function titleError(title: string): string | undefined {
  const problem = textCharactersError(title);
  if (problem) return problem;
  if (isBlank(title)) return 'Enter a title.';
  const count = characterCount(title);
  if (count > TITLE_MAX_LENGTH) return `Use at most ${TITLE_MAX_LENGTH} characters (now ${count}).`;
  return undefined;
}

export function issueDescriptionError(description: string): string | undefined {
  const problem = textCharactersError(description, { multiline: true });
  if (problem) return problem;
  const count = characterCount(description);
  if (count > DESCRIPTION_MAX_LENGTH) {
    return `Use at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters (now ${count.toLocaleString('en')}).`;
  }
  return undefined;
}

export function statusError(status: unknown): string | undefined {
  return isIssueStatus(status) ? undefined : `Choose a status: ${ISSUE_STATUSES.join(', ')}.`;
}

export function priorityError(priority: unknown): string | undefined {
  return isIssuePriority(priority) ? undefined : `Choose a priority: ${ISSUE_PRIORITIES.join(', ')}.`;
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function dueDateError(date: string): string | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return 'Use a date such as 2026-12-01 (year-month-day).';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return `${date} is not a date in the calendar.`;
  }
  return undefined;
}

export function labelCountError(count: number): string | undefined {
  return count > LABELS_MAX ? `An issue carries at most ${LABELS_MAX} labels (now ${count}).` : undefined;
}

/** A title as stored: NFC, trimmed. */
export const normalizeTitle = (title: string): string => normalizeText(title);

/** A description as stored: NFC, trimmed; a blank one is empty. */
export const normalizeIssueDescription = (description: string): string => (isBlank(description) ? '' : normalizeText(description));

/** An issue's key (WEB-42) from its project's key and its number. */
export const issueKey = (projectKey: string, number: number): string => `${projectKey}-${number}`;

/** The project key and number of an issue key (case-insensitive: web-42 is WEB-42); null when it is not one. */
export function parseIssueKey(key: string): { projectKey: string; number: number } | null {
  const match = /^([A-Za-z]{2,5})-([1-9]\d{0,8})$/.exec(key.trim());
  return match ? { projectKey: match[1].toUpperCase(), number: Number(match[2]) } : null;
}

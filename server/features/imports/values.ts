// What another tracker's words mean in Lanes: statuses (src/rules/issue.ts), priorities, dates. Pure functions; an
// undefined result is a word Lanes does not know (the row is skipped with its reason).
import type { IssuePriority, IssueStatus } from '../../../src/rules/issue';

const word = (value: string) => value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const STATUS_WORDS: Record<string, IssueStatus> = {
  backlog: 'BACKLOG',
  icebox: 'BACKLOG',
  triage: 'BACKLOG',
  todo: 'TODO',
  'to do': 'TODO',
  open: 'TODO',
  new: 'TODO',
  unstarted: 'TODO',
  selected: 'TODO',
  'selected for development': 'TODO',
  reopened: 'TODO',
  'in progress': 'IN_PROGRESS',
  started: 'IN_PROGRESS',
  doing: 'IN_PROGRESS',
  'in review': 'IN_REVIEW',
  review: 'IN_REVIEW',
  'code review': 'IN_REVIEW',
  'in qa': 'IN_REVIEW',
  done: 'DONE',
  closed: 'DONE',
  completed: 'DONE',
  resolved: 'DONE',
  fixed: 'DONE',
  canceled: 'CANCELED',
  cancelled: 'CANCELED',
  duplicate: 'CANCELED',
  "won't do": 'CANCELED',
  "won't fix": 'CANCELED',
  wontfix: 'CANCELED',
  'not planned': 'CANCELED',
};

/** The Lanes status a word names (Lanes' own, Linear's, Jira's, GitHub's); BACKLOG for none; undefined if unknown. */
export function statusOf(value: string): IssueStatus | undefined {
  if (!value.trim()) return 'BACKLOG';
  return STATUS_WORDS[word(value)] ?? STATUS_WORDS[word(value).replace(/ /g, '')];
}

const PRIORITY_WORDS: Record<string, IssuePriority> = {
  none: 'NONE',
  'no priority': 'NONE',
  urgent: 'URGENT',
  highest: 'URGENT',
  critical: 'URGENT',
  blocker: 'URGENT',
  high: 'HIGH',
  major: 'HIGH',
  medium: 'MEDIUM',
  normal: 'MEDIUM',
  low: 'LOW',
  lowest: 'LOW',
  minor: 'LOW',
  trivial: 'LOW',
  // Linear's numbers.
  '0': 'NONE',
  '1': 'URGENT',
  '2': 'HIGH',
  '3': 'MEDIUM',
  '4': 'LOW',
};

/** The Lanes priority a word names; NONE for none; undefined if unknown. */
export function priorityOf(value: string): IssuePriority | undefined {
  if (!value.trim()) return 'NONE';
  return PRIORITY_WORDS[word(value)];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A time as files write it (ISO 8601, or Jira's "12/Mar/24 10:15 AM"); undefined when it is none of those. */
export function timeOf(value: string): Date | undefined {
  const text = value.trim();
  const jira = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?:\s*([AP]M))?)?$/i.exec(text);
  if (jira) {
    const [, day, month, year, hours = '0', minutes = '0', half] = jira;
    const monthIndex = MONTHS.indexOf(month.toLowerCase());
    if (monthIndex < 0) return undefined;
    let hour = Number(hours) % (half ? 12 : 24);
    if (half?.toUpperCase() === 'PM') hour += 12;
    const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
    return new Date(Date.UTC(fullYear, monthIndex, Number(day), hour, Number(minutes)));
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A due date as YYYY-MM-DD (a time's UTC date); undefined when it is no date. */
export function dateOf(value: string): string | undefined {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return timeOf(text)?.toISOString().slice(0, 10);
}

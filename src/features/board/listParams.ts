// The filters (and the list's order) in the URL's search params, so a filtered view can be shared and reloaded:
//   ?status=TODO,IN_PROGRESS&priority=URGENT,HIGH&assignee=me,none,<user id>&label=<label id>&q=login&order=PRIORITY
//   &group=assignee
// and the "More filters" (#21: dates, estimates, cycle, sub-issues and blocking; the workspace's pages show them too):
//   &due_before=2026-12-01&due_after=2026-11-01&overdue=1&created=7&updated=30&estimated=yes&estimate_min=2
//   &estimate_max=8&cycle=<cycle id>|none&sub=yes&parent=no&blocked=yes
// The board and the list read the same names, so switching views keeps the filters and the grouping (the board,
// always in board order, leaves `order` for the list). Unknown values are dropped rather than sent to the server.
import { ISSUE_STATUSES, PRIORITIES_BY_URGENCY } from '@/rules/issue';
import type { IssueOrder, IssuePriority, IssueStatus } from './issueGroups';

export const ISSUE_ORDERS: readonly IssueOrder[] = ['POSITION', 'PRIORITY', 'UPDATED', 'CREATED', 'DUE_DATE'];

export const ORDER_LABELS: Record<string, string> = {
  POSITION: 'Board order',
  PRIORITY: 'Priority',
  UPDATED: 'Last updated',
  CREATED: 'Newest',
  DUE_DATE: 'Due date',
};

/** What the list's sections and the board's rows are (the board's columns are always the statuses). */
export type ListGrouping = 'STATUS' | 'ASSIGNEE' | 'PRIORITY' | 'LABEL';

export const LIST_GROUPINGS: readonly ListGrouping[] = ['STATUS', 'ASSIGNEE', 'PRIORITY', 'LABEL'];

export const GROUPING_LABELS: Record<ListGrouping, string> = {
  STATUS: 'Status',
  ASSIGNEE: 'Assignee',
  PRIORITY: 'Priority',
  LABEL: 'Label',
};

export interface ListFilters {
  statuses: IssueStatus[];
  priorities: IssuePriority[];
  /** Assigned to any of these users. */
  assigneeIds: string[];
  unassigned: boolean;
  me: boolean;
  labelIds: string[];
  text: string;
  order: IssueOrder;
  /** Status (the default) or another field. */
  group: ListGrouping;
  // The More filters, as the schema's IssueFilter names them (null when off): dates as YYYY-MM-DD, days, points, a
  // cycle's id or `none`, and true or false for overdue (true only), estimated, sub-issue, parent and blocked.
  dueBefore: string | null;
  dueAfter: string | null;
  overdue: boolean | null;
  createdWithinDays: number | null;
  updatedWithinDays: number | null;
  estimated: boolean | null;
  estimateMin: number | null;
  estimateMax: number | null;
  cycle: string | null;
  hasParent: boolean | null;
  hasChildren: boolean | null;
  blocked: boolean | null;
}

/** The More filters' params, and what each holds: a date, a flag (1), yes or no, an id, or a whole number in bounds. */
const MORE_PARAMS = {
  dueBefore: ['due_before', 'date'],
  dueAfter: ['due_after', 'date'],
  overdue: ['overdue', 'flag'],
  createdWithinDays: ['created', [1, 3650]],
  updatedWithinDays: ['updated', [1, 3650]],
  estimated: ['estimated', 'yesno'],
  estimateMin: ['estimate_min', [0, 100]],
  estimateMax: ['estimate_max', [0, 100]],
  cycle: ['cycle', 'id'],
  hasParent: ['sub', 'yesno'],
  hasChildren: ['parent', 'yesno'],
  blocked: ['blocked', 'yesno'],
} as const;

export type MoreFilterValues = Pick<ListFilters, keyof typeof MORE_PARAMS>;
const MORE_FILTERS = Object.entries(MORE_PARAMS) as Array<[keyof MoreFilterValues, (typeof MORE_PARAMS)[keyof MoreFilterValues]]>;

/** Every More filter off. */
export const NO_MORE_FILTERS = Object.fromEntries(MORE_FILTERS.map(([name]) => [name, null])) as MoreFilterValues;

/** The names of the filters' params (what a change of filters replaces; anything else, the open issue, stays). */
export const FILTER_PARAMS = ['status', 'priority', 'assignee', 'label', 'q', 'order', 'group', ...MORE_FILTERS.map(([, [param]]) => param)];

function parseMoreFilters(params: URLSearchParams): MoreFilterValues {
  const values = MORE_FILTERS.map(([name, [param, kind]]) => {
    const value = params.get(param) ?? '';
    if (kind === 'flag') return [name, value === '1' || null];
    if (kind === 'yesno') return [name, value === 'yes' || value === 'no' ? value === 'yes' : null];
    if (kind === 'id') return [name, value || null];
    if (kind === 'date') return [name, /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null];
    const number = Number(value);
    return [name, value && Number.isInteger(number) && number >= kind[0] && number <= kind[1] ? number : null];
  });
  return Object.fromEntries(values) as MoreFilterValues;
}

/** Writes the More filters that are on into the params (a saved view's stored filter takes this way to its URL too). */
export function setMoreFilterParams(params: URLSearchParams, values: Partial<Record<keyof MoreFilterValues, unknown>>): void {
  for (const [name, [param, kind]] of MORE_FILTERS) {
    const value = values[name];
    if (value === null || value === undefined || (value === false && kind === 'flag')) continue;
    params.set(param, kind === 'flag' ? '1' : kind === 'yesno' ? (value ? 'yes' : 'no') : String(value));
  }
}

/** The More filters as the schema's IssueFilter fields (the page queries' variables of the same names), null when off. */
export function moreFilterVariables(filters: ListFilters): MoreFilterValues {
  return Object.fromEntries(MORE_FILTERS.map(([name]) => [name, filters[name]])) as MoreFilterValues;
}

function listOf(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

function known<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

export function parseListFilters(params: URLSearchParams): ListFilters {
  const assignees = listOf(params, 'assignee');
  const order = params.get('order') ?? '';
  const group = (params.get('group') ?? '').toUpperCase();
  return {
    statuses: known(listOf(params, 'status'), ISSUE_STATUSES),
    priorities: known(listOf(params, 'priority'), PRIORITIES_BY_URGENCY),
    assigneeIds: assignees.filter((value) => value !== 'me' && value !== 'none'),
    unassigned: assignees.includes('none'),
    me: assignees.includes('me'),
    labelIds: listOf(params, 'label'),
    text: (params.get('q') ?? '').trim(),
    order: (ISSUE_ORDERS as readonly string[]).includes(order) ? (order as IssueOrder) : 'POSITION',
    group: (LIST_GROUPINGS as readonly string[]).includes(group) ? (group as ListGrouping) : 'STATUS',
    ...parseMoreFilters(params),
  };
}

export function listFiltersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.statuses.length) params.set('status', filters.statuses.join(','));
  if (filters.priorities.length) params.set('priority', filters.priorities.join(','));
  const assignees = [...(filters.me ? ['me'] : []), ...(filters.unassigned ? ['none'] : []), ...filters.assigneeIds];
  if (assignees.length) params.set('assignee', assignees.join(','));
  if (filters.labelIds.length) params.set('label', filters.labelIds.join(','));
  if (filters.text) params.set('q', filters.text);
  if (filters.order !== 'POSITION') params.set('order', filters.order);
  if (filters.group !== 'STATUS') params.set('group', filters.group.toLowerCase());
  setMoreFilterParams(params, filters);
  return params;
}

/** The board query's variables for these filters (the status filter only picks which columns show). */
export function boardQueryVariables(projectKey: string, filters: ListFilters) {
  const hasAssignee = filters.me || filters.unassigned || filters.assigneeIds.length > 0;
  return {
    projectKey,
    priorities: filters.priorities.length ? filters.priorities : null,
    assignee: hasAssignee
      ? { ids: filters.assigneeIds.length ? filters.assigneeIds : null, unassigned: filters.unassigned || null, me: filters.me || null }
      : null,
    labelIds: filters.labelIds.length ? filters.labelIds : null,
    text: filters.text || null,
    ...moreFilterVariables(filters),
  };
}

/** The list query's variables for these filters (the status filter only picks which groups show). */
export function listQueryVariables(projectKey: string, filters: ListFilters) {
  return { ...boardQueryVariables(projectKey, filters), orderBy: filters.order };
}

/** How many kinds of filter are on (status, priority, assignee, labels, words, each More filter): the bar's "2 filters". */
export function filterCount(filters: ListFilters): number {
  return listFiltersToParams({ ...filters, order: 'POSITION', group: 'STATUS' }).size;
}

export function hasAnyFilter(filters: ListFilters): boolean {
  return filterCount(filters) > 0;
}

/** How many of the More filters are on. */
export function moreFilterCount(filters: ListFilters): number {
  return filterCount({ ...filters, statuses: [], priorities: [], assigneeIds: [], unassigned: false, me: false, labelIds: [], text: '' });
}

/** The same filters, all cleared (the order and the grouping stay). */
export function withoutFilters<F extends ListFilters>(filters: F): F {
  return { ...filters, statuses: [], priorities: [], assigneeIds: [], unassigned: false, me: false, labelIds: [], text: '', ...NO_MORE_FILTERS };
}

// The filters (and the list's order) in the URL's search params, so a filtered view can be shared and reloaded:
//   ?status=TODO,IN_PROGRESS&priority=URGENT,HIGH&assignee=me,none,<user id>&label=<label id>&q=login&order=PRIORITY
//   &group=assignee
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
  };
}

/** The list query's variables for these filters (the status filter only picks which groups show). */
export function listQueryVariables(projectKey: string, filters: ListFilters) {
  return { ...boardQueryVariables(projectKey, filters), orderBy: filters.order };
}

/** How many kinds of filter are on (status, priority, assignee, labels, words): the bar's "2 filters". */
export function filterCount(filters: ListFilters): number {
  return listFiltersToParams({ ...filters, order: 'POSITION', group: 'STATUS' }).size;
}

export function hasAnyFilter(filters: ListFilters): boolean {
  return filterCount(filters) > 0;
}

/** The same filters, all cleared (the order and the grouping stay). */
export function withoutFilters(filters: ListFilters): ListFilters {
  return { ...filters, statuses: [], priorities: [], assigneeIds: [], unassigned: false, me: false, labelIds: [], text: '' };
}

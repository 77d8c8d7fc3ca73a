// The filters of My issues and the workspace's issues page in their URL: the project list's (listParams.ts: status,
// priority, assignee, labels, words, order, grouping, and the More filters on dates, estimates, cycle and structure)
// and their own, on projects:
//   ?project=<id>,<id>
//   &set=assigned|created|watching (My issues' tab)
// Most recently updated first unless `order` says otherwise. And the schema's IssueFilter of them, as pages query it
// and saved views store it, and back (a saved view's filter as its page's URL).
import type { IssueFilter } from '@/__generated__/WorkspaceIssuesPageQuery.graphql';
import {
  FILTER_PARAMS,
  ISSUE_ORDERS,
  listFiltersToParams,
  moreFilterCount,
  moreFilterVariables,
  parseListFilters,
  setMoreFilterParams,
  withoutFilters,
  type ListFilters,
} from '@/features/board/listParams';
import type { IssueOrder } from '@/features/board/issueGroups';

export type { IssueFilter };

/** Which of My issues: assigned to me, created by me, or watched (commented on or mentioned in). */
export type MyIssuesSet = 'ASSIGNED' | 'CREATED' | 'WATCHING';
export const MY_ISSUES_SETS: readonly MyIssuesSet[] = ['ASSIGNED', 'CREATED', 'WATCHING'];

export interface WorkspaceFilters extends ListFilters {
  projectIds: string[];
}

export const DEFAULT_WORKSPACE_ORDER: IssueOrder = 'UPDATED';

export function parseWorkspaceFilters(params: URLSearchParams): WorkspaceFilters {
  const order = params.get('order') ?? '';
  return {
    ...parseListFilters(params),
    order: (ISSUE_ORDERS as readonly string[]).includes(order) ? (order as IssueOrder) : DEFAULT_WORKSPACE_ORDER,
    projectIds: (params.get('project') ?? '').split(',').filter(Boolean),
  };
}

export function workspaceFiltersToParams(filters: WorkspaceFilters): URLSearchParams {
  const params = listFiltersToParams({ ...filters, order: 'POSITION' });
  if (filters.order !== DEFAULT_WORKSPACE_ORDER) params.set('order', filters.order);
  if (filters.projectIds.length) params.set('project', filters.projectIds.join(','));
  return params;
}

/** The names of the params the filters own (what a change of filters replaces). */
export const WORKSPACE_FILTER_PARAMS = [...FILTER_PARAMS, 'project'];

/** How many of the filters beyond the bar's checkboxes and words are on (the More filters, projects). */
export function extraFilterCount(filters: WorkspaceFilters): number {
  return moreFilterCount(filters) + (filters.projectIds.length > 0 ? 1 : 0);
}

/** The same filters, all cleared (the order and the grouping stay). */
export function withoutWorkspaceFilters(filters: WorkspaceFilters): WorkspaceFilters {
  return { ...withoutFilters(filters), projectIds: [] };
}

/** The schema's filter of a project list's filters (the ones every list has: the bar's and the More filters). */
export function listIssueFilter(filters: ListFilters): IssueFilter {
  const hasAssignee = filters.me || filters.unassigned || filters.assigneeIds.length > 0;
  const more = Object.entries(moreFilterVariables(filters)).filter(([, value]) => value !== null);
  return {
    ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
    ...(filters.priorities.length ? { priorities: filters.priorities } : {}),
    ...(hasAssignee
      ? {
          assignee: {
            ...(filters.assigneeIds.length ? { ids: filters.assigneeIds } : {}),
            ...(filters.unassigned ? { unassigned: true } : {}),
            ...(filters.me ? { me: true } : {}),
          },
        }
      : {}),
    ...(filters.labelIds.length ? { labelIds: filters.labelIds } : {}),
    ...(filters.text ? { text: filters.text } : {}),
    ...Object.fromEntries(more),
  };
}

/** The schema's filter of the workspace pages' filters (My issues' set apart). */
export function workspaceIssueFilter(filters: WorkspaceFilters): IssueFilter {
  return { ...listIssueFilter(filters), ...(filters.projectIds.length ? { projectIds: filters.projectIds } : {}) };
}

/** What My issues' set adds to the filter. */
export function myIssuesFilter(set: MyIssuesSet): IssueFilter {
  if (set === 'CREATED') return { createdByMe: true };
  if (set === 'WATCHING') return { watchedByMe: true };
  return { assignee: { me: true } };
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A stored filter (a saved view's JSON) as the URL's params of its page, with the view's grouping and order. */
export function paramsOfStoredFilter(json: string, grouping: string | null, orderBy: string, defaultOrder: IssueOrder): URLSearchParams {
  let filter: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') filter = parsed as Record<string, unknown>;
  } catch {
    // A filter that cannot be read shows the page unfiltered.
  }
  const assignee = (filter.assignee ?? {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  set('status', stringsOf(filter.statuses).join(','));
  set('priority', stringsOf(filter.priorities).join(','));
  set('assignee', [...(assignee.me ? ['me'] : []), ...(assignee.unassigned ? ['none'] : []), ...stringsOf(assignee.ids)].join(','));
  set('label', stringsOf(filter.labelIds).join(','));
  set('q', typeof filter.text === 'string' ? filter.text : '');
  set('project', stringsOf(filter.projectIds).join(','));
  setMoreFilterParams(params, filter);
  if (grouping) params.set('group', grouping.toLowerCase());
  if (orderBy !== defaultOrder) params.set('order', orderBy);
  return params;
}

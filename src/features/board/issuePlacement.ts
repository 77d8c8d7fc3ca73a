// Where an issue belongs among the issue groups on screen, for everything that changes them without a refetch:
// an optimistic move or create, the server's answer, a live event. Each group is a connection of one status,
// with the page's filter and order; an issue goes into the group it matches, at its place in that order, and
// leaves every other one. Positions are fractional indexes, compared as plain strings (as the server does).
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { isIssuePriority, priorityUrgency } from '@/rules/issue';
import type { GroupFilter, IssueOrder, IssueStatus } from './issueGroups';

/** One issue group on screen: its connection and what decides membership and order in it. */
export interface IssueGroupConnection {
  connectionId: string;
  /** The group's status; null for a group of every status (the list's sections by assignee, priority or label). */
  status: IssueStatus | null;
  order: IssueOrder;
  /** The page's filter besides the status (the list's filter bar); null on the board. */
  filter: GroupFilter | null;
  /** The signed-in person's user id, for the "Me" assignee filter. */
  viewerId: string | null;
}

function text(record: RecordProxy, field: string): string | null {
  const value = record.getValue(field);
  return typeof value === 'string' ? value : null;
}

/** How urgent the issue's priority is (a priority this client does not know counts as none). */
function urgencyOf(record: RecordProxy): number {
  const priority = text(record, 'priority');
  return isIssuePriority(priority) ? priorityUrgency(priority) : 0;
}

/** Newest first, by an ISO date-time (which compares as a string). */
function newestFirst(a: RecordProxy, b: RecordProxy, field: string): number {
  const [left, right] = [text(a, field) ?? '', text(b, field) ?? ''];
  return left === right ? 0 : left > right ? -1 : 1;
}

/** Negative when `a` comes before `b` in this order (the server's order; ties broken by newest first). */
export function compareIssues(a: RecordProxy, b: RecordProxy, order: IssueOrder): number {
  switch (order) {
    case 'PRIORITY': {
      const byRank = urgencyOf(b) - urgencyOf(a);
      return byRank || newestFirst(a, b, 'createdAt');
    }
    case 'UPDATED':
      return newestFirst(a, b, 'updatedAt');
    case 'CREATED':
      return newestFirst(a, b, 'createdAt');
    case 'DUE_DATE': {
      const [left, right] = [text(a, 'dueDate'), text(b, 'dueDate')];
      if (left === right) return newestFirst(a, b, 'createdAt');
      if (left === null) return 1;
      if (right === null) return -1;
      return left < right ? -1 : 1;
    }
    default: {
      const [left, right] = [text(a, 'position') ?? '', text(b, 'position') ?? ''];
      return left === right ? 0 : left < right ? -1 : 1;
    }
  }
}

/** Whether the issue matches a group's filter (the text condition as a case-insensitive match of each word in the title). */
export function matchesGroup(issue: RecordProxy, group: IssueGroupConnection): boolean {
  if (group.status !== null && text(issue, 'status') !== group.status) return false;
  const filter = group.filter;
  if (!filter) return true;
  if (filter.statuses?.length && !filter.statuses.includes(text(issue, 'status') as never)) return false;
  if (filter.group) {
    const { by, value } = filter.group;
    if (by === 'PRIORITY' && text(issue, 'priority') !== value) return false;
    if (by === 'ASSIGNEE' && (issue.getLinkedRecord('assignee')?.getDataID() ?? null) !== value) return false;
    if (by === 'LABEL') {
      const labelIds = (issue.getLinkedRecords('labels') ?? []).map((label) => label?.getDataID());
      if (value === null ? labelIds.length > 0 : !labelIds.includes(value)) return false;
    }
  }
  if (filter.priorities?.length && !filter.priorities.includes(text(issue, 'priority') as never)) return false;
  if (filter.assignee) {
    const assigneeId = issue.getLinkedRecord('assignee')?.getDataID() ?? null;
    const { ids, unassigned, me } = filter.assignee;
    const matches =
      (unassigned === true && assigneeId === null) ||
      (me === true && assigneeId !== null && assigneeId === group.viewerId) ||
      (assigneeId !== null && (ids ?? []).includes(assigneeId));
    if (!matches) return false;
  }
  if (filter.labelIds?.length) {
    const labelIds = (issue.getLinkedRecords('labels') ?? []).map((label) => label?.getDataID());
    if (!filter.labelIds.some((id) => labelIds.includes(id))) return false;
  }
  const words = filter.text?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length) {
    const haystack = `${text(issue, 'title') ?? ''} ${text(issue, 'description') ?? ''}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  return matchesMoreFilters(issue, filter);
}

const DAY_MS = 86_400_000;

/** The More filters, judged on what the issue's record holds: a field the page did not read is not judged. */
function matchesMoreFilters(issue: RecordProxy, filter: GroupFilter): boolean {
  const due = text(issue, 'dueDate') ?? '';
  const status = text(issue, 'status');
  if (filter.dueBefore && !(due && due <= filter.dueBefore)) return false;
  if (filter.dueAfter && !(due && due >= filter.dueAfter)) return false;
  if (filter.overdue && !(due && due < new Date().toISOString().slice(0, 10) && status !== 'DONE' && status !== 'CANCELED')) return false;
  const since = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  if (filter.createdWithinDays && (text(issue, 'createdAt') ?? '') < since(filter.createdWithinDays)) return false;
  if (filter.updatedWithinDays && (text(issue, 'updatedAt') ?? '') < since(filter.updatedWithinDays)) return false;
  const estimate = issue.getValue('estimate');
  const points = typeof estimate === 'number' ? estimate : null;
  if (filter.estimated != null && (points !== null) !== filter.estimated) return false;
  if (filter.estimateMin != null && !(points !== null && points >= filter.estimateMin)) return false;
  if (filter.estimateMax != null && !(points !== null && points <= filter.estimateMax)) return false;
  const blocked = issue.getValue('blocked');
  if (filter.blocked != null && typeof blocked === 'boolean' && blocked !== filter.blocked) return false;
  const judged = (field: string, wanted: boolean | null | undefined) => {
    const linked = issue.getLinkedRecord(field);
    return wanted == null || linked === undefined || (linked !== null) === wanted;
  };
  if (!judged('childProgress', filter.hasChildren) || !judged('parent', filter.hasParent)) return false;
  const cycle = issue.getLinkedRecord('cycle');
  return !filter.cycle || cycle === undefined || (cycle?.getDataID() ?? 'none') === filter.cycle;
}

/** The points an issue adds to a sum of estimates (none: 0). */
function pointsOf(issue: RecordProxy): number {
  const estimate = issue.getValue('estimate');
  return typeof estimate === 'number' ? estimate : 0;
}

/**
 * What a listed edge added to its group's sum of estimates when last counted, kept on the edge (a client-only value):
 * the issue's record already holds its new estimate when a change is placed.
 */
const COUNTED = '__countedEstimate';

function countedOf(edge: RecordProxy | undefined, issue: RecordProxy): number {
  const counted = edge?.getValue(COUNTED);
  return typeof counted === 'number' ? counted : pointsOf(issue);
}

/** Moves a group's count, and its sum of estimates where the group has one, as an issue joins, leaves or changes. */
function adjustTotals(connection: RecordProxy, delta: number, points: number) {
  const count = connection.getValue('totalCount');
  if (typeof count === 'number' && delta !== 0) connection.setValue(Math.max(0, count + delta), 'totalCount');
  const sum = connection.getValue('totalEstimate');
  if (typeof sum === 'number' && points !== 0) connection.setValue(Math.max(0, sum + points), 'totalEstimate');
}

/** Notes on each loaded edge of the group what its issue adds to the sum now (those loaded since last noted). */
export function noteCountedEstimates(store: RecordSourceProxy, connectionId: string): void {
  for (const edge of store.get(connectionId)?.getLinkedRecords('edges') ?? []) {
    const node = edge?.getLinkedRecord('node');
    if (edge && node && typeof edge.getValue(COUNTED) !== 'number') edge.setValue(pointsOf(node), COUNTED);
  }
}

/**
 * Puts the issue (already updated in the store) where it belongs: out of every group it no longer matches,
 * into the one it does at its place in the group's order. Beyond the last loaded edge of a group with more
 * pages it is left for paging to bring, so no page ever holds it twice.
 */
export function placeIssue(store: RecordSourceSelectorProxy, issueId: string, groups: readonly IssueGroupConnection[]): void {
  const issue = store.get(issueId);
  if (!issue) return;
  for (const group of groups) {
    const connection = store.get(group.connectionId);
    if (!connection) continue;
    const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
    const others = edges.filter((edge) => edge.getLinkedRecord('node')?.getDataID() !== issueId);
    const existing = edges.find((edge) => edge.getLinkedRecord('node')?.getDataID() === issueId);
    const wasListed = existing !== undefined;
    if (!matchesGroup(issue, group)) {
      if (wasListed) {
        connection.setLinkedRecords(others, 'edges');
        adjustTotals(connection, -1, -countedOf(existing, issue));
      }
      continue;
    }
    const index = others.findIndex((edge) => {
      const node = edge.getLinkedRecord('node');
      return node ? compareIssues(issue, node, group.order) < 0 : false;
    });
    const hasNextPage = connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
    if (index === -1 && hasNextPage) {
      if (wasListed) {
        connection.setLinkedRecords(others, 'edges');
        adjustTotals(connection, -1, -countedOf(existing, issue));
      }
      continue;
    }
    const edge = existing ?? ConnectionHandler.createEdge(store, connection, issue, 'IssueEdge');
    const at = index === -1 ? others.length : index;
    connection.setLinkedRecords([...others.slice(0, at), edge, ...others.slice(at)], 'edges');
    const points = pointsOf(issue);
    adjustTotals(connection, wasListed ? 0 : 1, wasListed ? points - countedOf(existing, issue) : points);
    edge.setValue(points, COUNTED);
  }
}

/** Takes the issue out of every group (it was deleted). */
export function removeIssue(store: RecordSourceSelectorProxy, issueId: string, groups: readonly IssueGroupConnection[]): void {
  for (const group of groups) {
    const connection = store.get(group.connectionId);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    const removed = edges.find((edge) => edge?.getLinkedRecord('node')?.getDataID() === issueId);
    if (!removed) continue;
    connection.setLinkedRecords(edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== issueId), 'edges');
    const issue = removed.getLinkedRecord('node');
    adjustTotals(connection, -1, issue ? -countedOf(removed, issue) : 0);
  }
}

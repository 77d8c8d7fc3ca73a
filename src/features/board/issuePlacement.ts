// Where an issue belongs among the issue groups on screen, for everything that changes them without a refetch:
// an optimistic move or create, the server's answer, a live event. Each group is a connection of one status,
// with the page's filter and order; an issue goes into the group it matches, at its place in that order, and
// leaves every other one. Positions are fractional indexes, compared as plain strings (as the server does).
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
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
  return true;
}

function adjustCount(connection: RecordProxy, delta: number) {
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
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
    const wasListed = others.length !== edges.length;
    if (!matchesGroup(issue, group)) {
      if (wasListed) {
        connection.setLinkedRecords(others, 'edges');
        adjustCount(connection, -1);
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
        adjustCount(connection, -1);
      }
      continue;
    }
    const existing = edges.find((edge) => edge.getLinkedRecord('node')?.getDataID() === issueId);
    const edge = existing ?? ConnectionHandler.createEdge(store, connection, issue, 'IssueEdge');
    const at = index === -1 ? others.length : index;
    connection.setLinkedRecords([...others.slice(0, at), edge, ...others.slice(at)], 'edges');
    if (!wasListed) adjustCount(connection, 1);
  }
}

/** Takes the issue out of every group (it was deleted). */
export function removeIssue(store: RecordSourceSelectorProxy, issueId: string, groups: readonly IssueGroupConnection[]): void {
  for (const group of groups) {
    const connection = store.get(group.connectionId);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    const others = edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== issueId);
    if (others.length === edges.length) continue;
    connection.setLinkedRecords(others, 'edges');
    adjustCount(connection, -1);
  }
}

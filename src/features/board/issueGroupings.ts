// The issue groups of a project page grouped by assignee, priority or label (Project.issueGroups): the list's sections,
// the board's rows and their columns, each group's issues paged on their own, and the grouped pages' query variables.
// Loaded with the grouped pages only.
import { graphql } from 'react-relay';
import { PRIORITY_LABELS } from '@/rules/issue';
import type { GroupCondition, IssuePriority } from './issueGroups';
import { boardQueryVariables, type ListFilters, type ListGrouping } from './listParams';

/**
 * One group of another grouping than the status (Project.issueGroups: an assignee, priority or label, or none), or a
 * column of one (IssueGroup.withStatus): its issues, paged on their own, as IssueGroup_project gives a status group's.
 */
export const issueGroupIssuesFragment = graphql`
  fragment IssueGroupIssues_group on IssueGroup
  @refetchable(queryName: "IssueGroupIssuesPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    statuses: { type: "[IssueStatus!]" }
    priorities: { type: "[IssuePriority!]" }
    assignee: { type: "AssigneeFilter" }
    labelIds: { type: "[ID!]" }
    text: { type: "String" }
    orderBy: { type: "IssueOrder", defaultValue: POSITION }
  ) {
    issues(
      first: $count
      after: $cursor
      filter: {
        statuses: $statuses
        priorities: $priorities
        assignee: $assignee
        labelIds: $labelIds
        text: $text
        dueBefore: $dueBefore
        dueAfter: $dueAfter
        overdue: $overdue
        createdWithinDays: $createdWithinDays
        updatedWithinDays: $updatedWithinDays
        estimated: $estimated
        estimateMin: $estimateMin
        estimateMax: $estimateMax
        cycle: $cycle
        hasParent: $hasParent
        hasChildren: $hasChildren
        blocked: $blocked
      }
      orderBy: $orderBy
    ) @connection(key: "IssueGroupIssues_issues") {
      __id
      totalCount
      totalEstimate
      edges {
        node {
          id
          position
          ...IssueSummary_issue
        }
      }
    }
  }
`;

/** The list's sections by assignee, priority or label: the groups holding issues that pass the filter. */
export const listGroupsFragment = graphql`
  fragment ListGroups_project on Project
  @argumentDefinitions(
    by: { type: "IssueGrouping!" }
    statuses: { type: "[IssueStatus!]" }
    priorities: { type: "[IssuePriority!]" }
    assignee: { type: "AssigneeFilter" }
    labelIds: { type: "[ID!]" }
    text: { type: "String" }
    orderBy: { type: "IssueOrder", defaultValue: POSITION }
  ) {
    issueGroups(by: $by, filter: {
      statuses: $statuses
      priorities: $priorities
      assignee: $assignee
      labelIds: $labelIds
      text: $text
      dueBefore: $dueBefore
      dueAfter: $dueAfter
      overdue: $overdue
      createdWithinDays: $createdWithinDays
      updatedWithinDays: $updatedWithinDays
      estimated: $estimated
      estimateMin: $estimateMin
      estimateMax: $estimateMax
      cycle: $cycle
      hasParent: $hasParent
      hasChildren: $hasChildren
      blocked: $blocked
    }) {
      id
      by
      priority
      assignee {
        id
        name
      }
      label {
        id
        name
        color
      }
      ...IssueGroupIssues_group
        @arguments(statuses: $statuses, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
  }
`;

/**
 * The board's rows by assignee, priority or label (the groups holding issues of the statuses shown), each with a
 * column per status. Each column is its group narrowed to the status, read under an alias as the status groups are.
 */
export const boardLanesFragment = graphql`
  fragment BoardLanes_project on Project
  @argumentDefinitions(
    by: { type: "IssueGrouping!" }
    statuses: { type: "[IssueStatus!]" }
    priorities: { type: "[IssuePriority!]" }
    assignee: { type: "AssigneeFilter" }
    labelIds: { type: "[ID!]" }
    text: { type: "String" }
  ) {
    issueGroups(by: $by, filter: {
      statuses: $statuses
      priorities: $priorities
      assignee: $assignee
      labelIds: $labelIds
      text: $text
      dueBefore: $dueBefore
      dueAfter: $dueAfter
      overdue: $overdue
      createdWithinDays: $createdWithinDays
      updatedWithinDays: $updatedWithinDays
      estimated: $estimated
      estimateMin: $estimateMin
      estimateMax: $estimateMax
      cycle: $cycle
      hasParent: $hasParent
      hasChildren: $hasChildren
      blocked: $blocked
    }) {
      id
      by
      priority
      assignee {
        id
        name
        # The card of an issue dropped in this row shows its avatar at once.
        imageUrl
      }
      label {
        id
        name
        color
      }
      backlog: withStatus(status: BACKLOG) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
      todo: withStatus(status: TODO) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
      inProgress: withStatus(status: IN_PROGRESS) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
      inReview: withStatus(status: IN_REVIEW) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
      done: withStatus(status: DONE) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
      canceled: withStatus(status: CANCELED) {
        ...IssueGroupIssues_group @arguments(priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text)
      }
    }
  }
`;


/** What a group of Project.issueGroups says of itself (ListGroups_project, BoardLanes_project). */
export interface GroupHeading {
  readonly by: string;
  readonly priority: IssuePriority | null | undefined;
  readonly assignee: { readonly id: string; readonly name: string } | null | undefined;
  readonly label: { readonly id: string; readonly name: string } | null | undefined;
}

/** A group's heading in words, and its condition (which issues belong in it). */
export function groupOf(group: GroupHeading): { title: string; condition: GroupCondition } {
  switch (group.by) {
    case 'ASSIGNEE':
      return { title: group.assignee?.name ?? 'No assignee', condition: { by: 'ASSIGNEE', value: group.assignee?.id ?? null } };
    case 'LABEL':
      return { title: group.label?.name ?? 'No label', condition: { by: 'LABEL', value: group.label?.id ?? null } };
    default: {
      const priority = group.priority && group.priority !== '%future added value' ? group.priority : 'NONE';
      return { title: PRIORITY_LABELS[priority], condition: { by: 'PRIORITY', value: priority } };
    }
  }
}

/**
 * The grouped board's query variables (grouped by assignee, priority or label): its rows are the groups holding issues
 * of the statuses shown, so the status filter goes to the server with the grouping.
 */
export function groupedBoardQueryVariables(projectKey: string, filters: ListFilters) {
  return {
    ...boardQueryVariables(projectKey, filters),
    groupBy: (filters.group === 'STATUS' ? 'ASSIGNEE' : filters.group) as Exclude<ListGrouping, 'STATUS'>,
    statuses: filters.statuses.length ? filters.statuses : null,
  };
}

/** The grouped list's query variables: its sections are the groups, so the status filter filters issues. */
export function groupedListQueryVariables(projectKey: string, filters: ListFilters) {
  return { ...groupedBoardQueryVariables(projectKey, filters), orderBy: filters.order };
}

/** What a page grouped by label says once above its groups. */
export const SEVERAL_LABELS_NOTE = 'An issue with several labels shows under each of them.';

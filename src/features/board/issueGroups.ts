// The issue groups of a project page: one connection per status (a board column, a list group), each paged on
// its own. The workspace's `project(key)` is read once per status under an alias, so the six `issues` fields,
// which differ only in their filter, never meet in one selection set.
import { graphql } from 'react-relay';
import type { IssueStatus } from '@/__generated__/useMoveIssueMutation.graphql';
import type { AssigneeFilter, IssueOrder, IssuePriority } from '@/__generated__/IssueListPageQuery.graphql';
import { ISSUE_STATUSES as STATUSES, STATUS_LABELS as STATUS_WORDS } from '@/rules/issue';

export type { AssigneeFilter, IssueOrder, IssuePriority, IssueStatus };

/** The statuses in board order (src/rules/issue.ts), as the schema's enum. */
export const ISSUE_STATUSES: readonly IssueStatus[] = STATUSES;

/** A group of another grouping than the status: its assignee's or label's id, or its priority; null for none. */
export interface GroupCondition {
  by: 'ASSIGNEE' | 'PRIORITY' | 'LABEL';
  value: string | null;
}

/** What a group holds besides its status: the page's filter, and the group's own condition. */
export interface GroupFilter {
  /** The statuses shown, for a group of every status (a list's section by assignee, priority or label). */
  statuses?: readonly IssueStatus[] | null;
  group?: GroupCondition | null;
  priorities?: readonly IssuePriority[] | null;
  assignee?: AssigneeFilter | null;
  labelIds?: readonly string[] | null;
  text?: string | null;
  // The More filters (listParams.ts), as the schema's IssueFilter names them.
  dueBefore?: string | null;
  dueAfter?: string | null;
  overdue?: boolean | null;
  createdWithinDays?: number | null;
  updatedWithinDays?: number | null;
  estimated?: boolean | null;
  estimateMin?: number | null;
  estimateMax?: number | null;
  cycle?: string | null;
  hasParent?: boolean | null;
  hasChildren?: boolean | null;
  blocked?: boolean | null;
}

/** Each status in words: the issue's own words (one vocabulary everywhere), and "Other" for one not known yet. */
export const STATUS_LABELS: Record<IssueStatus, string> = { ...STATUS_WORDS, '%future added value': 'Other' };

/** The alias each status's group is read under in IssueGroups_workspace. */
export const GROUP_ALIASES = {
  BACKLOG: 'backlog',
  TODO: 'todo',
  IN_PROGRESS: 'inProgress',
  IN_REVIEW: 'inReview',
  DONE: 'done',
  CANCELED: 'canceled',
} as const;

/**
 * How many more issues a group asks for when it is scrolled near its end. The first page is smaller (25, the
 * fragment's default count): a column shows five to ten cards at first, and six groups of 50 made the board's
 * first answer 180 kB.
 */
export const GROUP_PAGE_SIZE = 50;

export const issueGroupsFragment = graphql`
  fragment IssueGroups_workspace on Workspace
  @argumentDefinitions(
    projectKey: { type: "String!" }
    priorities: { type: "[IssuePriority!]" }
    assignee: { type: "AssigneeFilter" }
    labelIds: { type: "[ID!]" }
    text: { type: "String" }
    orderBy: { type: "IssueOrder", defaultValue: POSITION }
  ) {
    backlog: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: BACKLOG, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
    todo: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: TODO, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
    inProgress: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: IN_PROGRESS, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
    inReview: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: IN_REVIEW, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
    done: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: DONE, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
    canceled: project(key: $projectKey) {
      ...IssueGroup_project
        @arguments(status: CANCELED, priorities: $priorities, assignee: $assignee, labelIds: $labelIds, text: $text, orderBy: $orderBy)
    }
  }
`;

export const issueGroupFragment = graphql`
  fragment IssueGroup_project on Project
  @refetchable(queryName: "IssueGroupPaginationQuery")
  @argumentDefinitions(
    status: { type: "IssueStatus!" }
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
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
        statuses: [$status]
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
    ) @connection(key: "IssueGroup_issues") {
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

export const issueSummaryFragment = graphql`
  fragment IssueSummary_issue on Issue {
    id
    key
    title
    status
    priority
    position
    dueDate
    estimate
    createdAt
    updatedAt
    viewerCanUpdate
    assignee {
      id
      name
      imageUrl
    }
    labels {
      id
      name
      color
    }
    ...IssueStructureMarks_issue
  }
`;


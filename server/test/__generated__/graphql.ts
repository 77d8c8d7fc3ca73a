/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddCommentReactionInput = {
  commentId: string | number;
  content: ReactionContent;
};

export type AddIssueRelationInput = {
  issueId: string | number;
  relatedIssueId: string | number;
  /** As seen from `issueId`: BLOCKS makes the related issue blocked by it. */
  type: IssueRelationType;
};

/** The role an API key acts with: never above its owner's role in the workspace. */
export type ApiKeyRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'VIEWER';

export type ArchiveNotificationInput = {
  id: string | number;
};

export type ArchiveProjectInput = {
  id: string | number;
};

/** Who an issue is assigned to: it matches when any of the given conditions does. */
export type AssigneeFilter = {
  /** Assigned to one of these users. */
  ids?: Array<string | number> | null | undefined;
  /** Assigned to the viewer. */
  me?: boolean | null | undefined;
  /** Assigned to nobody. */
  unassigned?: boolean | null | undefined;
};

export type BulkUpdateIssuesInput = {
  /** Labels each issue gains (each issue carries at most 20). */
  addLabelIds?: Array<string | number> | null | undefined;
  /** Unchanged when absent; null unassigns. */
  assigneeId?: string | number | null | undefined;
  /** A cycle of the workspace for every issue; unchanged when absent; null takes them out of their cycle. */
  cycleId?: string | number | null | undefined;
  /** An estimate on the workspace's scale for every issue; unchanged when absent; null clears it. */
  estimate?: number | null | undefined;
  /** One to 100 issues of the workspace (any of its projects). */
  ids: Array<string | number>;
  /** Unchanged when absent. */
  priority?: IssuePriority | null | undefined;
  /** Labels each issue loses. */
  removeLabelIds?: Array<string | number> | null | undefined;
  /** Unchanged when absent. A status change puts each issue at the top of its new column. */
  status?: IssueStatus | null | undefined;
};

export type CancelImportInput = {
  id: string | number;
};

export type CreateApiKeyInput = {
  /** When the key stops working (in the future); none for a key that does not expire. */
  expiresAt?: string | null | undefined;
  /** What the key is for, 1 to 80 characters. */
  name: string;
  /** At most the viewer's own role (BAD_USER_INPUT otherwise). */
  role: ApiKeyRole;
};

export type CreateCommentInput = {
  /** Markdown, 1 to 20,000 characters after trimming. */
  body: string;
  issueId: string | number;
};

export type CreateCycleCadenceInput = {
  /** How many cycles to create back to back, 1 to 12 (3 when absent). */
  count?: number | null | undefined;
  /** The first new cycle's first day. */
  startsOn: string;
  /** Each cycle's length in weeks, 1 to 8. */
  weeks: number;
};

export type CreateCycleInput = {
  endsOn: string;
  /** Up to 80 characters; blank or absent for none. */
  name?: string | null | undefined;
  startsOn: string;
};

export type CreateIssueInput = {
  /** A member of the workspace. */
  assigneeId?: string | number | null | undefined;
  /** Markdown, up to 50,000 characters. */
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  /** On the workspace's estimate scale (0 to 100 points, or a T-shirt size's points); absent or null: not estimated. */
  estimate?: number | null | undefined;
  /** Labels of the workspace, at most 20. */
  labelIds?: Array<string | number> | null | undefined;
  /** NONE when absent. */
  priority?: IssuePriority | null | undefined;
  projectId: string | number;
  /** BACKLOG when absent. */
  status?: IssueStatus | null | undefined;
  /** One to 200 characters after trimming. */
  title: string;
};

export type CreateLabelInput = {
  /** #rrggbb. */
  color: string;
  /** One to 40 characters after trimming, unique in the workspace (case-insensitively). */
  name: string;
};

export type CreateProjectInput = {
  /** Up to 2,000 characters. */
  description?: string | null | undefined;
  /** Two to five capital letters (A-Z), unique in the workspace. */
  key: string;
  /** One to 80 characters after trimming. */
  name: string;
};

export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  eventTypes: Array<WebhookEventType>;
  url: string;
};

/** What a burn-up counts: estimate points when an issue of the cycle has an estimate, else issues. */
export type CycleBurnUpUnit =
  | 'ISSUES'
  | 'POINTS';

/** What happened to a cycle, or to an issue's place in one. */
export type CycleEventKind =
  | 'CREATED'
  | 'DELETED'
  /** An issue of the cycle changed, or an issue joined or left it: its figures and burn-up may have moved. */
  | 'ISSUES_CHANGED'
  | 'UPDATED';

/** Where a cycle lies from today (the server's date, UTC). */
export type CycleStatus =
  | 'CURRENT'
  | 'PAST'
  | 'UPCOMING';

export type DeleteAttachmentInput = {
  id: string | number;
};

export type DeleteCommentInput = {
  id: string | number;
};

export type DeleteCycleInput = {
  id: string | number;
};

export type DeleteIssueInput = {
  id: string | number;
};

export type DeleteLabelInput = {
  id: string | number;
};

export type DeleteViewInput = {
  id: string | number;
};

/**
 * A workspace's estimate scale. NONE: issues carry no estimate (none can be set). POINTS: 0 to 100 points. TSHIRT: XS,
 * S, M, L and XL, stored as the points 1, 2, 3, 5 and 8 (so sums add up).
 */
export type EstimateScale =
  | 'NONE'
  | 'POINTS'
  | 'TSHIRT';

export type ExportFormat =
  | 'CSV'
  | 'JSON';

/** A Lanes field and the column of the file that gives it. */
export type ImportColumnInput = {
  /** The column's header, as the file's first row has it. */
  column: string;
  /** title, description, status, priority, assignee, labels, dueDate, estimate, createdAt or externalRef. */
  field: string;
};

/** Where an import's file comes from: detected from its content when not given. */
export type ImportFormat =
  /** A CSV file whose columns are mapped to Lanes' fields. */
  | 'CSV'
  /** A GitHub Issues export: the REST API's issues, or `gh issue list --json …`. */
  | 'GITHUB'
  /** Jira's CSV export. */
  | 'JIRA'
  /** A Lanes JSON export. */
  | 'LANES'
  /** Linear's CSV export. */
  | 'LINEAR';

export type ImportStatus =
  | 'CANCELED'
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

export type InviteMemberInput = {
  /** The invitee's email address. */
  email: string;
  /** org:admin, org:member or org:viewer. */
  role: string;
};

/** What happened to an issue. */
export type IssueEventKind =
  | 'CREATED'
  | 'DELETED'
  | 'MOVED'
  /** A deleted issue is back (restoreIssue): shown again, as a new one would be. */
  | 'RESTORED'
  | 'UPDATED';

/** A field of an issue, as named in its activity. */
export type IssueField =
  | 'ASSIGNEE'
  /** A file attached (`to`: its name) or removed (`from`). */
  | 'ATTACHMENTS'
  /** The issue joined, left or moved between cycles (fromCycle, toCycle). */
  | 'CYCLE'
  | 'DESCRIPTION'
  | 'DUE_DATE'
  | 'ESTIMATE'
  | 'LABELS'
  | 'PARENT'
  | 'PRIORITY'
  | 'RELATIONS'
  | 'STATUS'
  | 'SUB_ISSUES'
  | 'TITLE';

/** Which issues a connection holds: every given condition must match (within one, any of its values). */
export type IssueFilter = {
  assignee?: AssigneeFilter | null | undefined;
  /** true: only blocked issues (blocked by one neither DONE nor CANCELED); false: only those not blocked. */
  blocked?: boolean | null | undefined;
  /** Created by the viewer. */
  createdByMe?: boolean | null | undefined;
  /** Created within the last this many days (1 to 3650). */
  createdWithinDays?: number | null | undefined;
  /** In this cycle (its id), or in none (the word none). */
  cycle?: string | number | null | undefined;
  /** Due on or after this date. */
  dueAfter?: string | null | undefined;
  /** Due on or before this date. */
  dueBefore?: string | null | undefined;
  /** An estimate of at most this many points. */
  estimateMax?: number | null | undefined;
  /** An estimate of at least this many points. */
  estimateMin?: number | null | undefined;
  /** true: with an estimate; false: without one. */
  estimated?: boolean | null | undefined;
  /** true: only parents (those with sub-issues); false: only those without any. */
  hasChildren?: boolean | null | undefined;
  /** true: only sub-issues (those with a parent); false: only those without one. */
  hasParent?: boolean | null | undefined;
  /** Carrying any of these labels. */
  labelIds?: Array<string | number> | null | undefined;
  /** Due before today and neither DONE nor CANCELED. */
  overdue?: boolean | null | undefined;
  priorities?: Array<IssuePriority> | null | undefined;
  /** Issues of these projects (a project of another workspace matches nothing). */
  projectIds?: Array<string | number> | null | undefined;
  statuses?: Array<IssueStatus> | null | undefined;
  /** Words that the title or description contain. */
  text?: string | null | undefined;
  /** Updated within the last this many days (1 to 3650). */
  updatedWithinDays?: number | null | undefined;
  /**
   * Watched by the viewer: Lanes has no subscription to an issue, so an issue is watched by those who commented on it
   * or were mentioned in it (its description or a comment).
   */
  watchedByMe?: boolean | null | undefined;
};

/** What a project's issues are grouped by, besides their status. */
export type IssueGrouping =
  | 'ASSIGNEE'
  | 'LABEL'
  | 'PRIORITY';

/** The order of an issue connection. */
export type IssueOrder =
  /** Newest first. */
  | 'CREATED'
  /** Soonest due date first; issues without one last. */
  | 'DUE_DATE'
  /** By status, then position in the status column (the board's order). */
  | 'POSITION'
  /** URGENT first, NONE last; newest first within a priority. */
  | 'PRIORITY'
  /** Most recently updated first. */
  | 'UPDATED';

/** How urgent an issue is. Ordered by priority: URGENT, HIGH, MEDIUM, LOW, then NONE. */
export type IssuePriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'NONE'
  | 'URGENT';

/** A relation as one of its two issues sees it: A BLOCKS B is BLOCKED_BY from B; RELATES_TO reads the same both ways. */
export type IssueRelationKind =
  | 'BLOCKED_BY'
  | 'BLOCKS'
  | 'DUPLICATED_BY'
  | 'DUPLICATES'
  | 'RELATES_TO';

/** The kind of a relation between two issues, as it is made (A BLOCKS B, A RELATES_TO B, A DUPLICATES B). */
export type IssueRelationType =
  | 'BLOCKS'
  | 'DUPLICATES'
  | 'RELATES_TO';

/** Where an issue stands. */
export type IssueStatus =
  | 'BACKLOG'
  | 'CANCELED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'IN_REVIEW'
  | 'TODO';

/** What happened to a label. */
export type LabelEventKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

export type MarkNotificationReadInput = {
  id: string | number;
};

export type MoveIssueInput = {
  /** Labels the issue gains (it carries at most 20). */
  addLabelIds?: Array<string | number> | null | undefined;
  /** The issue it lands right after in that column; absent at the top. */
  afterId?: string | number | null | undefined;
  /** Unchanged when absent; null unassigns. */
  assigneeId?: string | number | null | undefined;
  /** The issue it lands right before in that column; absent at the bottom. */
  beforeId?: string | number | null | undefined;
  id: string | number;
  /**
   * The fields that change with the move, in the same change (a card dropped in another row of a board grouped by
   * priority, assignee or label). Unchanged when absent.
   */
  priority?: IssuePriority | null | undefined;
  /** Labels the issue loses. */
  removeLabelIds?: Array<string | number> | null | undefined;
  /** The column it moves to (its own to reorder). */
  status: IssueStatus;
};

export type MoveViewInput = {
  /** The view it goes after; absent: the start. */
  afterId?: string | number | null | undefined;
  /** The view it goes before; absent: the end. */
  beforeId?: string | number | null | undefined;
  id: string | number;
};

/** Which of My issues: assigned to the viewer, created by them, or watched (commented on or mentioned in). */
export type MyIssuesSet =
  | 'ASSIGNED'
  | 'CREATED'
  | 'WATCHING';

/** What happened to the viewer's notifications. */
export type NotificationEventKind =
  /** A notification the viewer archived (it leaves the inbox). */
  | 'ARCHIVED'
  /** A new notification (the client tells the person). */
  | 'CREATED'
  /** Notifications the viewer marked read, one or all (the client updates quietly). */
  | 'READ'
  /** A notification the viewer snoozed (it leaves the inbox until its time). */
  | 'SNOOZED'
  /** A notification the viewer put back in the inbox. */
  | 'UNARCHIVED'
  /** A notification whose snooze the viewer ended early (it is back in the inbox). */
  | 'UNSNOOZED'
  /** Notifications taken back (ISSUE_DELETED ones, once their issue is restored): they leave every list. */
  | 'WITHDRAWN';

/** Why the viewer was notified. */
export type NotificationReason =
  /** The issue was assigned to the viewer. */
  | 'ASSIGNED'
  /** Someone commented on an issue the viewer created or is assigned to (`comment`). */
  | 'COMMENTED'
  /** An issue the viewer created or is assigned to was deleted (`issue` is null; `issueKey` and `issueTitle` remain). */
  | 'ISSUE_DELETED'
  /** The viewer was mentioned in the issue's description or in a comment (`comment`). */
  | 'MENTIONED'
  /** An issue the viewer created or is assigned to changed status (`status`: the new one). */
  | 'STATUS_CHANGED'
  /**
   * Lanes stopped sending to one of the workspace's webhook endpoints after a long run of failed deliveries (told to
   * the workspace's admins; `webhookEndpoint` says which and why; `actor` and the issue fields are null).
   */
  | 'WEBHOOK_DISABLED';

/** The emoji a comment can be reacted to with (a small fixed set). */
export type ReactionContent =
  | 'CONFUSED'
  | 'EYES'
  | 'HEART'
  | 'HOORAY'
  | 'LAUGH'
  | 'ROCKET'
  | 'THUMBS_DOWN'
  | 'THUMBS_UP';

export type RemoveCommentReactionInput = {
  commentId: string | number;
  content: ReactionContent;
};

export type RemoveIssueRelationInput = {
  /** The relation's id (IssueRelation.relationId). */
  id: string | number;
};

export type RemoveMemberInput = {
  memberId: string | number;
};

export type ResendWebhookDeliveryInput = {
  id: string | number;
};

export type RestoreIssueInput = {
  id: string | number;
};

export type RevokeApiKeyInput = {
  apiKeyId: string | number;
};

export type RevokeInvitationInput = {
  id: string | number;
};

export type RotateWebhookSecretInput = {
  id: string | number;
};

export type SaveViewInput = {
  filter?: IssueFilter | null | undefined;
  grouping?: IssueGrouping | null | undefined;
  layout?: ViewLayout | null | undefined;
  myIssues?: MyIssuesSet | null | undefined;
  name: string;
  orderBy?: IssueOrder | null | undefined;
  /** A PROJECT view's project. */
  projectId?: string | number | null | undefined;
  scope: SavedViewScope;
  shared?: boolean | null | undefined;
};

export type SavedViewEventKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

/** What a saved view lists: a project's issues, My issues, or the workspace's issues page. */
export type SavedViewScope =
  | 'MY_ISSUES'
  | 'PROJECT'
  | 'WORKSPACE';

export type SetIssueParentInput = {
  /** The issue that becomes (or stops being) a sub-issue. */
  id: string | number;
  /**
   * The new parent, an issue of the workspace in any project; null to detach. BAD_USER_INPUT on parentId when it would
   * make a cycle or a tree deeper than 5 levels.
   */
  parentId?: string | number | null | undefined;
};

export type SnoozeNotificationInput = {
  id: string | number;
  until: string;
};

export type StartImportInput = {
  /** The file's text (CSV or JSON). */
  content: string;
  fileName?: string | null | undefined;
  format?: ImportFormat | null | undefined;
  /** For CSV files: which column gives which field; the recognised headers when absent. */
  mapping?: Array<ImportColumnInput> | null | undefined;
  projectId: string | number;
};

/** What happened to an entry of an issue's timeline. */
export type TimelineEventKind =
  | 'ADDED'
  | 'REMOVED'
  | 'UPDATED';

export type UnarchiveNotificationInput = {
  id: string | number;
};

export type UnarchiveProjectInput = {
  id: string | number;
};

export type UnsnoozeNotificationInput = {
  id: string | number;
};

export type UpdateCommentInput = {
  body: string;
  id: string | number;
};

export type UpdateCycleInput = {
  /** Unchanged when absent. */
  endsOn?: string | null | undefined;
  id: string | number;
  /** Unchanged when absent; blank clears it. */
  name?: string | null | undefined;
  /** Unchanged when absent. */
  startsOn?: string | null | undefined;
};

export type UpdateCycleSettingsInput = {
  rollover: boolean;
};

export type UpdateEstimateSettingsInput = {
  scale: EstimateScale;
};

export type UpdateIssueInput = {
  /** Unchanged when absent; null unassigns. */
  assigneeId?: string | number | null | undefined;
  /** A cycle of the workspace; unchanged when absent; null takes the issue out of its cycle. */
  cycleId?: string | number | null | undefined;
  /** Unchanged when absent. */
  description?: string | null | undefined;
  /** Unchanged when absent; null clears it. */
  dueDate?: string | null | undefined;
  /** On the workspace's estimate scale (see EstimateScale); unchanged when absent; null clears it. */
  estimate?: number | null | undefined;
  id: string | number;
  /** The issue's whole set of labels; unchanged when absent. */
  labelIds?: Array<string | number> | null | undefined;
  /** Unchanged when absent. */
  priority?: IssuePriority | null | undefined;
  /** Unchanged when absent. A status change puts the issue at the top of its new column. */
  status?: IssueStatus | null | undefined;
  /** One to 200 characters after trimming; unchanged when absent. */
  title?: string | null | undefined;
};

export type UpdateLabelInput = {
  color?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
};

export type UpdateMemberRoleInput = {
  memberId: string | number;
  /** org:admin, org:member or org:viewer. */
  role: string;
};

export type UpdateNotificationPreferenceInput = {
  enabled: boolean;
  reason: NotificationReason;
};

export type UpdateProjectInput = {
  /** Up to 2,000 characters; left unchanged when absent. */
  description?: string | null | undefined;
  id: string | number;
  /** One to 80 characters after trimming; left unchanged when absent. */
  name?: string | null | undefined;
};

export type UpdateViewInput = {
  /** Groups by status alone (grouping: null). */
  clearGrouping?: boolean | null | undefined;
  filter?: IssueFilter | null | undefined;
  grouping?: IssueGrouping | null | undefined;
  id: string | number;
  layout?: ViewLayout | null | undefined;
  myIssues?: MyIssuesSet | null | undefined;
  name?: string | null | undefined;
  orderBy?: IssueOrder | null | undefined;
  shared?: boolean | null | undefined;
};

/** Changes what is given; enabled: true enables a disabled endpoint again (its waiting deliveries go out). */
export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  eventTypes?: Array<WebhookEventType> | null | undefined;
  id: string | number;
  url?: string | null | undefined;
};

/** How a view shows its issues. */
export type ViewLayout =
  | 'BOARD'
  | 'LIST';

export type WebhookDeliveryStatus =
  /** Given up after every retry failed. */
  | 'FAILED'
  /** Not delivered yet: waiting for its turn or for its next attempt. */
  | 'PENDING'
  | 'SUCCEEDED';

/** What a webhook endpoint is sent: the changes of one kind of thing, or ALL (every kind, including those added later). */
export type WebhookEventType =
  | 'ALL'
  | 'COMMENT'
  | 'ISSUE'
  | 'LABEL'
  | 'MEMBER'
  | 'PROJECT';

export type BuiltinTestSeededViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BuiltinTestSeededViewerQuery = { viewer: { role: string | null, workspace: { slug: string | null, viewerCanCreateProject: boolean, projects: { edges: Array<{ node: { key: string } }> } } } };

export type BuiltinTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type BuiltinTestViewerQuery = { viewer: { user: { name: string } } };

export type BuiltinTestPersonalWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type BuiltinTestPersonalWorkspaceQuery = { viewer: { workspace: { name: string, personal: boolean } } };

export type ClerkWebhooksTestMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClerkWebhooksTestMembersQuery = { viewer: { workspace: { name: string, members: { edges: Array<{ node: { role: string, user: { id: string, name: string } } }> } } } };

export type ClerkWebhooksTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ClerkWebhooksTestViewerQuery = { viewer: { role: string | null } };

export type ClerkWebhooksTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ClerkWebhooksTestCreateProjectMutation = { createProject: { project: { key: string } } };

export type DatabasePostgresTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type DatabasePostgresTestCreateMutation = { createProject: { project: { key: string } } };

export type ApiKeysTestCreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeysTestCreateMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, prefix: string, role: ApiKeyRole, expiresAt: string | null, lastUsedAt: string | null, expired: boolean } } };

export type ApiKeysTestRevokeMutationVariables = Exact<{
  input: RevokeApiKeyInput;
}>;


export type ApiKeysTestRevokeMutation = { revokeApiKey: { revokedApiKeyId: string } };

export type ApiKeysTestListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysTestListQuery = { viewer: { apiKeyRoles: Array<ApiKeyRole>, viewerCanManageApiKeys: boolean, apiKeys: Array<{ id: string, name: string, prefix: string, role: ApiKeyRole, lastUsedAt: string | null }> } };

export type ApiKeysTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysTestViewerQuery = { viewer: { role: string | null, user: { name: string }, workspace: { id: string, name: string } } };

export type ApiKeysTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ApiKeysTestCreateProjectMutation = { createProject: { project: { id: string, key: string } } };

export type ApiKeysTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiKeysTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type ApiKeysTestRoleMutationVariables = Exact<{
  input: UpdateMemberRoleInput;
}>;


export type ApiKeysTestRoleMutation = { updateMemberRole: { member: { id: string } } };

export type AttachmentsTestIssueQueryVariables = Exact<{
  id: string | number;
}>;


export type AttachmentsTestIssueQuery = { node:
    | { id: string, viewerCanAttach: boolean, attachments: Array<{ id: string, name: string, contentType: string, size: number, isImage: boolean, url: string, viewerCanDelete: boolean, uploader: { name: string } | null }> }
    | Record<PropertyKey, never>
   | null };

export type AttachmentsTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type AttachmentsTestNodeQuery = { node:
    | { id: string }
    | { name: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type AttachmentsTestTimelineQueryVariables = Exact<{
  id: string | number;
}>;


export type AttachmentsTestTimelineQuery = { node:
    | { timeline: { edges: Array<{ node:
            | { changes: Array<{ field: IssueField, from: string | null, to: string | null }> }
            | Record<PropertyKey, never>
           }> } }
    | Record<PropertyKey, never>
   | null };

export type AttachmentsTestDeleteMutationVariables = Exact<{
  input: DeleteAttachmentInput;
}>;


export type AttachmentsTestDeleteMutation = { deleteAttachment: { deletedAttachmentId: string, issue: { id: string, attachments: Array<{ id: string }> } } };

export type AttachmentsTestCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type AttachmentsTestCreateKeyMutation = { createApiKey: { secret: string } };

export type AttachmentsTestIssueEventsSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type AttachmentsTestIssueEventsSubscription = { issueEvents: { kind: IssueEventKind, issue: { id: string, attachments: Array<{ name: string }> } | null } };

export type S3TestDeleteMutationVariables = Exact<{
  input: DeleteAttachmentInput;
}>;


export type S3TestDeleteMutation = { deleteAttachment: { deletedAttachmentId: string } };

export type CommentsTestCreateMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type CommentsTestCreateMutation = { createComment: { comment: { id: string, body: string, edited: boolean, createdAt: string, updatedAt: string, viewerCanUpdate: boolean, viewerCanDelete: boolean, author: { id: string, name: string }, mentions: Array<{ id: string, name: string }>, issue: { id: string } }, commentEdge: { cursor: string, node: { id: string } }, timelineEdge: { cursor: string, node:
        | { __typename: 'Comment', id: string }
        | { __typename: 'IssueActivity' }
       } } };

export type CommentsTestUpdateMutationVariables = Exact<{
  input: UpdateCommentInput;
}>;


export type CommentsTestUpdateMutation = { updateComment: { comment: { id: string, body: string, edited: boolean, mentions: Array<{ id: string, name: string }> } } };

export type CommentsTestDeleteMutationVariables = Exact<{
  input: DeleteCommentInput;
}>;


export type CommentsTestDeleteMutation = { deleteComment: { deletedCommentId: string, issue: { id: string, comments: { totalCount: number } } } };

export type CommentsTestListQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CommentsTestListQuery = { node:
    | { viewerCanComment: boolean, comments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, body: string, viewerCanUpdate: boolean, viewerCanDelete: boolean, author: { name: string }, mentions: Array<{ id: string, name: string }> } }> } }
    | Record<PropertyKey, never>
   | null };

export type CommentsTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type CommentsTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { body: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { created: boolean, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type CommentsTestIssueMentionsQueryVariables = Exact<{
  id: string | number;
}>;


export type CommentsTestIssueMentionsQuery = { node:
    | { mentions: Array<{ id: string, name: string }> }
    | Record<PropertyKey, never>
   | null };

export type CommentsTestTimelineFirstQueryVariables = Exact<{
  id: string | number;
}>;


export type CommentsTestTimelineFirstQuery = { node:
    | { timeline: { edges: Array<{ node:
            | { id: string, created: boolean }
            | Record<PropertyKey, never>
           }> } }
    | Record<PropertyKey, never>
   | null };

export type ReactionsTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type ReactionsTestCommentMutation = { createComment: { comment: { id: string } } };

export type ReactionsTestReactMutationVariables = Exact<{
  input: AddCommentReactionInput;
}>;


export type ReactionsTestReactMutation = { addCommentReaction: { comment: { id: string, reactions: Array<{ content: ReactionContent, count: number, viewerHasReacted: boolean, users: Array<{ name: string }> }> } } };

export type ReactionsTestUnreactMutationVariables = Exact<{
  input: RemoveCommentReactionInput;
}>;


export type ReactionsTestUnreactMutation = { removeCommentReaction: { comment: { id: string, reactions: Array<{ content: ReactionContent, count: number, viewerHasReacted: boolean, users: Array<{ name: string }> }> } } };

export type ReactionsTestReadQueryVariables = Exact<{
  id: string | number;
}>;


export type ReactionsTestReadQuery = { node:
    | { viewerCanReact: boolean, reactions: Array<{ content: ReactionContent, count: number, viewerHasReacted: boolean, users: Array<{ name: string }> }> }
    | Record<PropertyKey, never>
   | null };

export type ReactionsTestDeleteIssueMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type ReactionsTestDeleteIssueMutation = { deleteIssue: { deletedIssueId: string } };

export type ReactionsTestEventsSubscriptionVariables = Exact<{
  issueId: string | number;
}>;


export type ReactionsTestEventsSubscription = { issueTimelineEvents: { kind: TimelineEventKind, item:
      | { id: string, body: string, reactions: Array<{ content: ReactionContent, count: number, users: Array<{ name: string }> }> }
      | Record<PropertyKey, never>
     | null } };

export type TimelineTestQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TimelineTestQuery = { node:
    | { timeline: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node:
            | { __typename: 'Comment', id: string, body: string }
            | { __typename: 'IssueActivity', id: string, created: boolean, actor: { id: string }, changes: Array<{ field: IssueField, from: string | null, to: string | null, fromUser: { id: string } | null, toUser: { id: string } | null, addedLabels: Array<{ name: string }>, removedLabels: Array<{ name: string }> }> }
           }> } }
    | Record<PropertyKey, never>
   | null };

export type TimelineTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type TimelineTestUpdateMutation = { updateIssue: { issue: { id: string } } };

export type TimelineTestMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type TimelineTestMoveMutation = { moveIssue: { issue: { id: string, status: IssueStatus } } };

export type TimelineTestBulkMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type TimelineTestBulkMutation = { bulkUpdateIssues: { issues: Array<{ id: string }> } };

export type TimelineTestDeleteIssueMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type TimelineTestDeleteIssueMutation = { deleteIssue: { deletedIssueId: string } };

export type TimelineTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type TimelineTestCommentMutation = { createComment: { comment: { id: string } } };

export type TimelineTestEditMutationVariables = Exact<{
  input: UpdateCommentInput;
}>;


export type TimelineTestEditMutation = { updateComment: { comment: { id: string } } };

export type TimelineTestUncommentMutationVariables = Exact<{
  input: DeleteCommentInput;
}>;


export type TimelineTestUncommentMutation = { deleteComment: { deletedCommentId: string } };

export type TimelineTestIssueQueryVariables = Exact<{
  id: string | number;
}>;


export type TimelineTestIssueQuery = { node:
    | { status: IssueStatus, priority: IssuePriority }
    | Record<PropertyKey, never>
   | null };

export type TimelineTestInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type TimelineTestInboxQuery = { viewer: { unreadNotificationCount: number } };

export type TimelineTestEventsSubscriptionVariables = Exact<{
  issueId: string | number;
}>;


export type TimelineTestEventsSubscription = { issueTimelineEvents: { kind: TimelineEventKind, removedId: string | null, item:
      | { __typename: 'Comment', id: string, body: string, edited: boolean }
      | { __typename: 'IssueActivity', id: string, changes: Array<{ field: IssueField, to: string | null }> }
     | null, timelineEdge: { cursor: string, node:
        | { id: string }
        | { id: string }
       } | null } };

export type CyclesTestCreateMutationVariables = Exact<{
  input: CreateCycleInput;
}>;


export type CyclesTestCreateMutation = { createCycle: { cycle: { id: string, number: number, name: string | null, startsOn: string, endsOn: string, status: CycleStatus } } };

export type CyclesTestCadenceMutationVariables = Exact<{
  input: CreateCycleCadenceInput;
}>;


export type CyclesTestCadenceMutation = { createCycleCadence: { cycles: Array<{ id: string, number: number, startsOn: string, endsOn: string }> } };

export type CyclesTestUpdateMutationVariables = Exact<{
  input: UpdateCycleInput;
}>;


export type CyclesTestUpdateMutation = { updateCycle: { cycle: { id: string, name: string | null, startsOn: string, endsOn: string } } };

export type CyclesTestDeleteMutationVariables = Exact<{
  input: DeleteCycleInput;
}>;


export type CyclesTestDeleteMutation = { deleteCycle: { deletedCycleId: string } };

export type CyclesTestSettingsMutationVariables = Exact<{
  input: UpdateCycleSettingsInput;
}>;


export type CyclesTestSettingsMutation = { updateCycleSettings: { workspace: { cycleRollover: boolean } } };

export type CyclesTestListQueryVariables = Exact<{ [key: string]: never; }>;


export type CyclesTestListQuery = { viewer: { workspace: { viewerCanManageCycles: boolean, cycleRollover: boolean, currentCycle: { number: number } | null, cycles: Array<{ id: string, number: number, status: CycleStatus }> } } };

export type CyclesTestCycleQueryVariables = Exact<{
  number: number;
}>;


export type CyclesTestCycleQuery = { viewer: { workspace: { cycle: { id: string, number: number, status: CycleStatus, scope: { issueCount: number, estimate: number }, completed: { issueCount: number, estimate: number }, issues: { totalCount: number, edges: Array<{ node: { id: string, title: string, cycle: { number: number } | null } }> }, burnUp: { unit: CycleBurnUpUnit, days: Array<{ date: string, scope: number | null, completed: number | null }> } } | null } } };

export type CyclesTestUpdateIssueMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type CyclesTestUpdateIssueMutation = { updateIssue: { issue: { id: string, status: IssueStatus, cycle: { id: string, number: number } | null } } };

export type CyclesTestScaleMutationVariables = Exact<{
  input: UpdateEstimateSettingsInput;
}>;


export type CyclesTestScaleMutation = { updateEstimateSettings: { workspace: { estimateScale: EstimateScale } } };

export type CyclesTestBulkMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type CyclesTestBulkMutation = { bulkUpdateIssues: { issues: Array<{ id: string, cycle: { number: number } | null }> } };

export type CyclesTestIssuesQueryVariables = Exact<{
  projectId: string | number;
  filter?: IssueFilter | null | undefined;
}>;


export type CyclesTestIssuesQuery = { node:
    | { issues: { totalCount: number, edges: Array<{ node: { title: string } }> } }
    | Record<PropertyKey, never>
   | null };

export type CyclesTestTimelineQueryVariables = Exact<{
  id: string | number;
}>;


export type CyclesTestTimelineQuery = { node:
    | { cycle: { number: number } | null, timeline: { edges: Array<{ node:
            | { __typename: 'Comment' }
            | { __typename: 'IssueActivity', actor: { id: string }, changes: Array<{ field: IssueField, fromCycle: { number: number } | null, toCycle: { number: number } | null }> }
           }> } }
    | Record<PropertyKey, never>
   | null };

export type CycleEventsTestSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CycleEventsTestSubscription = { cycleEvents: { kind: CycleEventKind, deletedCycleId: string | null, cycle: { number: number, completed: { issueCount: number } } | null } };

export type FeaturesTestCreateWebsiteMutationVariables = Exact<{ [key: string]: never; }>;


export type FeaturesTestCreateWebsiteMutation = { createProject: { project: { id: string } } };

export type FeaturesTestCreateApiMutationVariables = Exact<{ [key: string]: never; }>;


export type FeaturesTestCreateApiMutation = { createProject: { project: { id: string } } };

export type FeaturesTestViewerIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturesTestViewerIdsQuery = { viewer: { user: { id: string }, workspace: { id: string } } };

export type FeaturesTestNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type FeaturesTestNodesQuery = { nodes: Array<
    | { __typename: 'ApiKey', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'Cycle', id: string }
    | { __typename: 'ImportJob', id: string }
    | { __typename: 'Invitation', id: string }
    | { __typename: 'Issue', id: string }
    | { __typename: 'IssueActivity', id: string }
    | { __typename: 'IssueGroup', id: string }
    | { __typename: 'Label', id: string }
    | { __typename: 'Member', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'SavedView', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
    | { __typename: 'Workspace', id: string }
   | null> };

export type ImportsTestStartMutationVariables = Exact<{
  input: StartImportInput;
}>;


export type ImportsTestStartMutation = { startImport: { importJob: { id: string, status: ImportStatus, format: ImportFormat, total: number } } };

export type ImportsTestCancelMutationVariables = Exact<{
  input: CancelImportInput;
}>;


export type ImportsTestCancelMutation = { cancelImport: { importJob: { id: string, status: ImportStatus } } };

export type ImportsTestJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportsTestJobQuery = { importJob: { id: string, status: ImportStatus, format: ImportFormat, total: number, done: number, created: number, error: string | null, viewerCanCancel: boolean, skipped: Array<{ row: number, message: string }>, warnings: Array<{ row: number, message: string }> } | null };

export type ImportsTestIssuesQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportsTestIssuesQuery = { node:
    | { viewerCanImport: boolean, imports: Array<{ id: string, status: ImportStatus }>, issues: { totalCount: number, edges: Array<{ node: { key: string, title: string, description: string, status: IssueStatus, priority: IssuePriority, dueDate: string | null, estimate: number | null, externalRef: string | null, createdAt: string, assignee: { name: string } | null, labels: Array<{ name: string }>, timeline: { edges: Array<{ node:
                  | { __typename: 'Comment', body: string, createdAt: string, author: { name: string } }
                  | { __typename: 'IssueActivity' }
                 }> } } }> } }
    | Record<PropertyKey, never>
   | null };

export type ImportsTestExportQueryVariables = Exact<{
  id: string | number;
  format: ExportFormat;
}>;


export type ImportsTestExportQuery = { node:
    | { exportIssues: string }
    | Record<PropertyKey, never>
   | null };

export type ImportsTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ImportsTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type BulkUpdateTestMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type BulkUpdateTestMutation = { bulkUpdateIssues: { issues: Array<{ id: string, title: string, status: IssueStatus, priority: IssuePriority, assignee: { id: string } | null, labels: Array<{ name: string }> }> } };

export type BulkUpdateTestIssuesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type BulkUpdateTestIssuesQuery = { nodes: Array<
    | { title: string, status: IssueStatus, priority: IssuePriority, assignee: { id: string } | null, labels: Array<{ name: string }> }
    | Record<PropertyKey, never>
   | null> };

export type BulkUpdateTestProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type BulkUpdateTestProjectMutation = { createProject: { project: { id: string } } };

export type BulkUpdateTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type BulkUpdateTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type BulkUpdateTestEventsSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type BulkUpdateTestEventsSubscription = { issueEvents: { kind: IssueEventKind, issue: { title: string, status: IssueStatus } | null } };

export type ConcurrentWritesBulkMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type ConcurrentWritesBulkMutation = { bulkUpdateIssues: { issues: Array<{ id: string, status: IssueStatus }> } };

export type ConcurrentWritesUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type ConcurrentWritesUpdateMutation = { updateIssue: { issue: { id: string, status: IssueStatus } } };

export type ConcurrentWritesMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type ConcurrentWritesMoveMutation = { moveIssue: { issue: { id: string, status: IssueStatus } } };

export type ConcurrentWritesProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ConcurrentWritesProjectMutation = { createProject: { project: { id: string } } };

export type EstimatesTestScaleQueryVariables = Exact<{ [key: string]: never; }>;


export type EstimatesTestScaleQuery = { viewer: { workspace: { estimateScale: EstimateScale, viewerCanManageEstimates: boolean } } };

export type EstimatesTestSetScaleMutationVariables = Exact<{
  input: UpdateEstimateSettingsInput;
}>;


export type EstimatesTestSetScaleMutation = { updateEstimateSettings: { workspace: { estimateScale: EstimateScale } } };

export type EstimatesTestCreateMutationVariables = Exact<{
  input: CreateIssueInput;
}>;


export type EstimatesTestCreateMutation = { createIssue: { issue: { id: string, estimate: number | null } } };

export type EstimatesTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type EstimatesTestUpdateMutation = { updateIssue: { issue: { id: string, estimate: number | null } } };

export type EstimatesTestBulkMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type EstimatesTestBulkMutation = { bulkUpdateIssues: { issues: Array<{ id: string, estimate: number | null }> } };

export type EstimatesTestColumnsQueryVariables = Exact<{
  projectId: string | number;
  filter?: IssueFilter | null | undefined;
}>;


export type EstimatesTestColumnsQuery = { node:
    | { todo: { totalCount: number, totalEstimate: number | null, edges: Array<{ node: { id: string } }> }, done: { totalCount: number, totalEstimate: number | null }, filtered: { totalCount: number, totalEstimate: number | null }, issueGroups: Array<{ priority: IssuePriority | null, withStatus: { issues: { totalCount: number, totalEstimate: number | null } } }> }
    | Record<PropertyKey, never>
   | null };

export type IssueEventsTestSubscriptionVariables = Exact<{
  projectId: string | number;
  since?: string | null | undefined;
}>;


export type IssueEventsTestSubscription = { issueEvents: { kind: IssueEventKind, at: string, deletedIssueId: string | null, issue: { id: string, title: string, status: IssueStatus, viewerCanUpdate: boolean } | null, issueEdge: { cursor: string, node: { id: string } } | null } };

export type IssueEventsTestSnapshotQueryVariables = Exact<{
  projectId: string | number;
}>;


export type IssueEventsTestSnapshotQuery = { node:
    | { issuesSnapshotAt: string, issues: { edges: Array<{ node: { id: string, title: string } }> } }
    | Record<PropertyKey, never>
   | null };

export type IssueEventsTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type IssueEventsTestUpdateMutation = { updateIssue: { issue: { id: string } } };

export type IssueEventsTestMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type IssueEventsTestMoveMutation = { moveIssue: { issue: { id: string } } };

export type IssueEventsTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type IssueEventsTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type IssueGroupsTestGroupsQueryVariables = Exact<{
  projectId: string | number;
  by: IssueGrouping;
  filter?: IssueFilter | null | undefined;
  first?: number | null | undefined;
}>;


export type IssueGroupsTestGroupsQuery = { node:
    | { issueGroups: Array<{ id: string, by: IssueGrouping, priority: IssuePriority | null, status: IssueStatus | null, assignee: { name: string } | null, label: { name: string } | null, issues: { totalCount: number, edges: Array<{ node: { title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }> }
    | Record<PropertyKey, never>
   | null };

export type IssueGroupsTestCellsQueryVariables = Exact<{
  projectId: string | number;
  by: IssueGrouping;
}>;


export type IssueGroupsTestCellsQuery = { node:
    | { issueGroups: Array<{ label: { name: string } | null, todo: { id: string, status: IssueStatus | null, issues: { totalCount: number, edges: Array<{ node: { title: string } }> } }, done: { id: string, status: IssueStatus | null, issues: { totalCount: number, edges: Array<{ node: { title: string } }> } } }> }
    | Record<PropertyKey, never>
   | null };

export type IssueGroupsTestNextQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
  filter?: IssueFilter | null | undefined;
}>;


export type IssueGroupsTestNextQuery = { node:
    | { by: IssueGrouping, label: { name: string } | null, issues: { totalCount: number, edges: Array<{ node: { title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
    | Record<PropertyKey, never>
   | null };

export type IssueListsTestPageQueryVariables = Exact<{
  projectId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: IssueFilter | null | undefined;
  orderBy?: IssueOrder | null | undefined;
}>;


export type IssueListsTestPageQuery = { node:
    | { issues: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, number: number, title: string, status: IssueStatus, priority: IssuePriority, dueDate: string | null, updatedAt: string, assignee: { id: string, name: string } | null, labels: Array<{ name: string }> } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } }
    | Record<PropertyKey, never>
   | null };

export type IssueListsTestListPageQueryVariables = Exact<{
  projectId: string | number;
}>;


export type IssueListsTestListPageQuery = { node:
    | { issues: { edges: Array<{ node: { id: string, title: string, assignee: { id: string, name: string, imageUrl: string | null } | null, labels: Array<{ id: string, name: string, color: string }> } }> } }
    | Record<PropertyKey, never>
   | null };

export type IssueListsTestOneQueryVariables = Exact<{
  id: string | number;
}>;


export type IssueListsTestOneQuery = { node:
    | { assignee: { id: string, name: string, imageUrl: string | null } | null, labels: Array<{ id: string, name: string, color: string }> }
    | Record<PropertyKey, never>
   | null };

export type IssueListsTestSearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type IssueListsTestSearchQuery = { viewer: { workspace: { searchIssues: { totalCount: number, totalCountCapped: boolean, edges: Array<{ node: { title: string, key: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } } };

export type IssueListsTestProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type IssueListsTestProjectsQuery = { viewer: { workspace: { projects: { edges: Array<{ node: { key: string, openIssueCount: number } }> } } } };

export type IssueListsTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type IssueListsTestUpdateMutation = { updateIssue: { issue: { id: string } } };

export type IssueListsTestMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type IssueListsTestMoveMutation = { moveIssue: { issue: { id: string } } };

export type IssueListsTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type IssueListsTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type IssueListsTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type IssueListsTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type IssuesTestCreateMutationVariables = Exact<{
  input: CreateIssueInput;
}>;


export type IssuesTestCreateMutation = { createIssue: { issue: { id: string, number: number, key: string, title: string, description: string, status: IssueStatus, priority: IssuePriority, dueDate: string | null, position: string, completedAt: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean, assignee: { id: string, name: string } | null, creator: { id: string, name: string }, labels: Array<{ name: string, color: string }>, project: { id: string } }, issueEdge: { cursor: string, node: { id: string } } } };

export type IssuesTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type IssuesTestUpdateMutation = { updateIssue: { issue: { id: string, title: string, description: string, status: IssueStatus, priority: IssuePriority, dueDate: string | null, estimate: number | null, position: string, completedAt: string | null, updatedAt: string, assignee: { id: string } | null, labels: Array<{ name: string }> } } };

export type IssuesTestMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type IssuesTestMoveMutation = { moveIssue: { issue: { id: string, status: IssueStatus, position: string, completedAt: string | null } } };

export type IssuesTestMoveAcrossMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type IssuesTestMoveAcrossMutation = { moveIssue: { issue: { id: string, status: IssueStatus, priority: IssuePriority, assignee: { id: string } | null, labels: Array<{ name: string }> } } };

export type IssuesTestDeleteLabelMutationVariables = Exact<{
  input: DeleteLabelInput;
}>;


export type IssuesTestDeleteLabelMutation = { deleteLabel: { deletedLabelId: string } };

export type IssuesTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type IssuesTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type IssuesTestBoardQueryVariables = Exact<{
  projectId: string | number;
}>;


export type IssuesTestBoardQuery = { node:
    | { openIssueCount: number, viewerCanCreateIssue: boolean, viewerCanUpdateIssues: boolean, issues: { totalCount: number, edges: Array<{ node: { id: string, number: number, title: string, status: IssueStatus } }> } }
    | Record<PropertyKey, never>
   | null };

export type IssuesTestByKeyQueryVariables = Exact<{
  key: string;
}>;


export type IssuesTestByKeyQuery = { viewer: { workspace: { issue: { id: string, key: string, title: string } | null } } };

export type IssuesTestArchiveMutationVariables = Exact<{
  input: ArchiveProjectInput;
}>;


export type IssuesTestArchiveMutation = { archiveProject: { archivedProjectId: string } };

export type IssuesTestRestoreMutationVariables = Exact<{
  input: UnarchiveProjectInput;
}>;


export type IssuesTestRestoreMutation = { unarchiveProject: { project: { id: string } } };

export type IssuesTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type IssuesTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { title: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type IssuesTestPermissionsQueryVariables = Exact<{
  id: string | number;
}>;


export type IssuesTestPermissionsQuery = { node:
    | { viewerCanUpdate: boolean, viewerCanDelete: boolean }
    | Record<PropertyKey, never>
   | null };

export type IssuesTestTheirsQueryVariables = Exact<{
  id: string | number;
}>;


export type IssuesTestTheirsQuery = { node:
    | { title: string, status: IssueStatus }
    | Record<PropertyKey, never>
   | null };

export type RestoreTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type RestoreTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type RestoreTestRestoreMutationVariables = Exact<{
  input: RestoreIssueInput;
}>;


export type RestoreTestRestoreMutation = { restoreIssue: { issue: { id: string, key: string, number: number, title: string, status: IssueStatus, labels: Array<{ name: string }>, comments: { edges: Array<{ node: { body: string } }> } }, issueEdge: { cursor: string, node: { id: string } } } };

export type RestoreTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type RestoreTestCommentMutation = { createComment: { comment: { id: string } } };

export type RestoreTestBoardQueryVariables = Exact<{
  projectId: string | number;
}>;


export type RestoreTestBoardQuery = { node:
    | { openIssueCount: number, issuesSnapshotSeq: number, issues: { edges: Array<{ node: { title: string, status: IssueStatus } }> } }
    | Record<PropertyKey, never>
   | null };

export type RestoreTestByKeyQueryVariables = Exact<{
  key: string;
}>;


export type RestoreTestByKeyQuery = { viewer: { workspace: { issue: { id: string, title: string } | null } } };

export type RestoreTestTimelineQueryVariables = Exact<{
  id: string | number;
}>;


export type RestoreTestTimelineQuery = { node:
    | { timeline: { edges: Array<{ node:
            | { __typename: 'Comment' }
            | { __typename: 'IssueActivity', created: boolean, restored: boolean, actor: { id: string } }
           }> } }
    | Record<PropertyKey, never>
   | null };

export type RestoreTestEventsSubscriptionVariables = Exact<{
  projectId: string | number;
  afterSeq?: number | null | undefined;
}>;


export type RestoreTestEventsSubscription = { issueEvents: { kind: IssueEventKind, deletedIssueId: string | null, issue: { id: string, key: string, title: string, status: IssueStatus } | null, issueEdge: { node: { id: string } } | null } };

export type WorkspaceIssuesTestQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: IssueFilter | null | undefined;
  orderBy?: IssueOrder | null | undefined;
}>;


export type WorkspaceIssuesTestQuery = { viewer: { workspace: { issues: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, key: string, title: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } } };

export type WorkspaceIssuesTestProjectQueryVariables = Exact<{
  key: string;
  filter?: IssueFilter | null | undefined;
}>;


export type WorkspaceIssuesTestProjectQuery = { viewer: { workspace: { project: { issues: { totalCount: number, edges: Array<{ node: { key: string } }> } } | null } } };

export type WorkspaceIssuesTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type WorkspaceIssuesTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type WorkspaceIssuesTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type WorkspaceIssuesTestCommentMutation = { createComment: { comment: { id: string } } };

export type WorkspaceIssuesTestEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceIssuesTestEventsSubscription = { workspaceIssueEvents: { kind: IssueEventKind, issue: { key: string, title: string } | null } };

export type LabelsTestCreateMutationVariables = Exact<{
  input: CreateLabelInput;
}>;


export type LabelsTestCreateMutation = { createLabel: { label: { id: string, name: string, color: string }, labelEdge: { cursor: string, node: { id: string } } } };

export type LabelsTestUpdateMutationVariables = Exact<{
  input: UpdateLabelInput;
}>;


export type LabelsTestUpdateMutation = { updateLabel: { label: { id: string, name: string, color: string } } };

export type LabelsTestDeleteMutationVariables = Exact<{
  input: DeleteLabelInput;
}>;


export type LabelsTestDeleteMutation = { deleteLabel: { deletedLabelId: string } };

export type LabelsTestListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LabelsTestListQuery = { viewer: { workspace: { id: string, viewerCanManageLabels: boolean, labels: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, color: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } } };

export type LabelEventsTestSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LabelEventsTestSubscription = { labelEvents: { kind: LabelEventKind, deletedLabelId: string | null, label: { id: string, name: string, color: string } | null } };

export type LabelsTestIssueLabelsQueryVariables = Exact<{
  id: string | number;
}>;


export type LabelsTestIssueLabelsQuery = { node:
    | { labels: Array<{ id: string, name: string, color: string }> }
    | Record<PropertyKey, never>
   | null };

export type MembersTestListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MembersTestListQuery = { viewer: { workspace: { viewerCanManageMembers: boolean, members: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, role: string, user: { id: string, name: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, invitations: { totalCount: number, edges: Array<{ node: { id: string, email: string, role: string, invitedBy: { name: string } | null } }> } | null } } };

export type MembersTestInviteMutationVariables = Exact<{
  input: InviteMemberInput;
}>;


export type MembersTestInviteMutation = { inviteMember: { invitation: { id: string, email: string, role: string }, invitationEdge: { cursor: string, node: { id: string } } } };

export type MembersTestRevokeMutationVariables = Exact<{
  input: RevokeInvitationInput;
}>;


export type MembersTestRevokeMutation = { revokeInvitation: { revokedInvitationId: string } };

export type MembersTestUpdateRoleMutationVariables = Exact<{
  input: UpdateMemberRoleInput;
}>;


export type MembersTestUpdateRoleMutation = { updateMemberRole: { member: { id: string, role: string, user: { name: string } } } };

export type MembersTestRemoveMutationVariables = Exact<{
  input: RemoveMemberInput;
}>;


export type MembersTestRemoveMutation = { removeMember: { removedMemberId: string } };

export type MembersTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersTestViewerQuery = { viewer: { role: string | null, workspace: { slug: string | null } } };

export type MembersTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type MembersTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type InboxTestListQueryVariables = Exact<{
  unreadOnly?: boolean | null | undefined;
  archived?: boolean | null | undefined;
  snoozed?: boolean | null | undefined;
}>;


export type InboxTestListQuery = { viewer: { unreadNotificationCount: number, nextSnoozeEndsAt: string | null, notifications: { totalCount: number, edges: Array<{ node: { id: string, issueTitle: string | null, readAt: string | null, archivedAt: string | null, snoozedUntil: string | null } }> } } };

export type InboxTestReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type InboxTestReadMutation = { markNotificationRead: { notification: { id: string, readAt: string | null }, viewer: { unreadNotificationCount: number } } };

export type InboxTestArchiveMutationVariables = Exact<{
  input: ArchiveNotificationInput;
}>;


export type InboxTestArchiveMutation = { archiveNotification: { notification: { id: string, archivedAt: string | null }, viewer: { unreadNotificationCount: number } } };

export type InboxTestUnarchiveMutationVariables = Exact<{
  input: UnarchiveNotificationInput;
}>;


export type InboxTestUnarchiveMutation = { unarchiveNotification: { notification: { id: string, archivedAt: string | null }, viewer: { unreadNotificationCount: number } } };

export type InboxTestSnoozeMutationVariables = Exact<{
  input: SnoozeNotificationInput;
}>;


export type InboxTestSnoozeMutation = { snoozeNotification: { notification: { id: string, readAt: string | null, snoozedUntil: string | null }, viewer: { unreadNotificationCount: number } } };

export type InboxTestUnsnoozeMutationVariables = Exact<{
  input: UnsnoozeNotificationInput;
}>;


export type InboxTestUnsnoozeMutation = { unsnoozeNotification: { notification: { id: string, readAt: string | null, snoozedUntil: string | null }, viewer: { unreadNotificationCount: number } } };

export type InboxTestPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxTestPreferencesQuery = { viewer: { notificationPreferences: Array<{ reason: NotificationReason, enabled: boolean }> } };

export type InboxTestPreferMutationVariables = Exact<{
  input: UpdateNotificationPreferenceInput;
}>;


export type InboxTestPreferMutation = { updateNotificationPreference: { preference: { reason: NotificationReason, enabled: boolean } } };

export type InboxTestProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxTestProjectsQuery = { viewer: { workspace: { projects: { edges: Array<{ node: { key: string, name: string } }> } } } };

export type InboxTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type InboxTestCommentMutation = { createComment: { comment: { id: string } } };

export type InboxTestEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type InboxTestEventsSubscription = { notificationEvents: { kind: NotificationEventKind, unreadNotificationCount: number, notifications: Array<{ id: string, archivedAt: string | null, snoozedUntil: string | null, readAt: string | null }>, notification: { id: string } | null } };

export type NotificationsTestInboxQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsTestInboxQuery = { viewer: { unreadNotificationCount: number, notifications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, reason: NotificationReason, issueKey: string | null, issueTitle: string | null, status: IssueStatus | null, readAt: string | null, actor: { id: string } | null, issue: { id: string } | null, comment: { id: string, body: string } | null } }> } } };

export type NotificationsTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type NotificationsTestUpdateMutation = { updateIssue: { issue: { id: string } } };

export type NotificationsTestMoveMutationVariables = Exact<{
  input: MoveIssueInput;
}>;


export type NotificationsTestMoveMutation = { moveIssue: { issue: { id: string } } };

export type NotificationsTestBulkMutationVariables = Exact<{
  input: BulkUpdateIssuesInput;
}>;


export type NotificationsTestBulkMutation = { bulkUpdateIssues: { issues: Array<{ id: string }> } };

export type NotificationsTestDeleteIssueMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type NotificationsTestDeleteIssueMutation = { deleteIssue: { deletedIssueId: string } };

export type NotificationsTestCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type NotificationsTestCommentMutation = { createComment: { comment: { id: string } } };

export type NotificationsTestEditMutationVariables = Exact<{
  input: UpdateCommentInput;
}>;


export type NotificationsTestEditMutation = { updateComment: { comment: { id: string } } };

export type NotificationsTestUncommentMutationVariables = Exact<{
  input: DeleteCommentInput;
}>;


export type NotificationsTestUncommentMutation = { deleteComment: { deletedCommentId: string } };

export type NotificationsTestReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type NotificationsTestReadMutation = { markNotificationRead: { notification: { id: string, readAt: string | null }, viewer: { unreadNotificationCount: number } } };

export type NotificationsTestReadAllMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationsTestReadAllMutation = { markAllNotificationsRead: { notifications: Array<{ id: string, readAt: string | null }>, viewer: { unreadNotificationCount: number } } };

export type NotificationsTestRestoreMutationVariables = Exact<{
  input: RestoreIssueInput;
}>;


export type NotificationsTestRestoreMutation = { restoreIssue: { issue: { id: string } } };

export type NotificationsTestWithdrawnSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsTestWithdrawnSubscription = { notificationEvents: { kind: NotificationEventKind, unreadNotificationCount: number, notifications: Array<{ id: string, reason: NotificationReason, issueKey: string | null }> } };

export type NotificationsTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type NotificationsTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { reason: NotificationReason, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type NotificationsTestEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsTestEventsSubscription = { notificationEvents: { kind: NotificationEventKind, unreadNotificationCount: number, readNotifications: Array<{ id: string, readAt: string | null }>, notification: { id: string, reason: NotificationReason, issueKey: string | null, actor: { id: string } | null, issue: { id: string } | null } | null, notificationEdge: { cursor: string, node: { id: string } } | null } };

export type PresenceInstancesTestSubscriptionVariables = Exact<{
  subject: string | number;
}>;


export type PresenceInstancesTestSubscription = { presence: { people: Array<{ id: string }> } };

export type PresenceTestSubscriptionVariables = Exact<{
  subject: string | number;
}>;


export type PresenceTestSubscription = { presence: { subject: string, people: Array<{ id: string, name: string }> } };

export type ProjectsTestNodeAndNodesQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectsTestNodeAndNodesQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, nodes: Array<
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null> };

export type ProjectsTestProjectNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectsTestProjectNodeQuery = { node:
    | { name: string, archivedAt: string | null }
    | Record<PropertyKey, never>
   | null };

export type ProjectsTestWorkspaceIdQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsTestWorkspaceIdQuery = { viewer: { workspace: { id: string } } };

export type ProjectsTestTypedNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProjectsTestTypedNodesQuery = { nodes: Array<
    | { __typename: 'ApiKey', id: string }
    | { __typename: 'Attachment', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'Cycle', id: string }
    | { __typename: 'ImportJob', id: string }
    | { __typename: 'Invitation', id: string }
    | { __typename: 'Issue', id: string }
    | { __typename: 'IssueActivity', id: string }
    | { __typename: 'IssueGroup', id: string }
    | { __typename: 'Label', id: string }
    | { __typename: 'Member', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'Project', id: string }
    | { __typename: 'SavedView', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
    | { __typename: 'Workspace', id: string }
   | null> };

export type ProjectsTestViewerUserIdQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsTestViewerUserIdQuery = { viewer: { user: { id: string } } };

export type ProjectsTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ProjectsTestCreateMutation = { createProject: { project: { id: string, key: string, name: string, description: string, archivedAt: string | null, viewerCanUpdate: boolean, viewerCanArchive: boolean }, projectEdge: { cursor: string, node: { id: string } } } };

export type ProjectsTestUpdateMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ProjectsTestUpdateMutation = { updateProject: { project: { id: string, name: string, description: string } } };

export type ProjectsTestArchiveMutationVariables = Exact<{
  input: ArchiveProjectInput;
}>;


export type ProjectsTestArchiveMutation = { archiveProject: { archivedProjectId: string, project: { id: string, archivedAt: string | null } } };

export type ProjectsTestUnarchiveMutationVariables = Exact<{
  input: UnarchiveProjectInput;
}>;


export type ProjectsTestUnarchiveMutation = { unarchiveProject: { projectEdge: { node: { id: string, archivedAt: string | null } } } };

export type ProjectsTestListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  includeArchived?: boolean | null | undefined;
}>;


export type ProjectsTestListQuery = { viewer: { workspace: { viewerCanCreateProject: boolean, projects: { totalCount: number, edges: Array<{ cursor: string, node: { key: string, name: string, archivedAt: string | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } } };

export type ProjectsTestByKeyQueryVariables = Exact<{
  key: string;
}>;


export type ProjectsTestByKeyQuery = { viewer: { workspace: { project: { id: string, key: string, name: string, archivedAt: string | null } | null } } };

export type ProjectsTestFilteredQueryVariables = Exact<{
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
}>;


export type ProjectsTestFilteredQuery = { viewer: { workspace: { projects: { totalCount: number, edges: Array<{ node: { key: string } }> } } } };

export type ProjectsTestNodeIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProjectsTestNodeIdsQuery = { nodes: Array<
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null> };

export type ProjectsTestUserNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectsTestUserNodeQuery = { node:
    | { name: string }
    | Record<PropertyKey, never>
   | null };

export type SubissuesTestSetParentMutationVariables = Exact<{
  input: SetIssueParentInput;
}>;


export type SubissuesTestSetParentMutation = { setIssueParent: { issue: { id: string, parent: { id: string } | null }, parent: { id: string, childProgress: { done: number, total: number } | null } | null, previousParent: { id: string, childProgress: { done: number, total: number } | null } | null } };

export type SubissuesTestAddRelationMutationVariables = Exact<{
  input: AddIssueRelationInput;
}>;


export type SubissuesTestAddRelationMutation = { addIssueRelation: { issue: { id: string, blocked: boolean, relations: Array<{ relationId: string, type: IssueRelationKind, issue: { id: string } }> }, relatedIssue: { id: string, blocked: boolean, relations: Array<{ relationId: string, type: IssueRelationKind, issue: { id: string } }> } } };

export type SubissuesTestRemoveRelationMutationVariables = Exact<{
  input: RemoveIssueRelationInput;
}>;


export type SubissuesTestRemoveRelationMutation = { removeIssueRelation: { removedRelationId: string, issues: Array<{ id: string, blocked: boolean, relations: Array<{ relationId: string }> }> } };

export type SubissuesTestIssueQueryVariables = Exact<{
  id: string | number;
}>;


export type SubissuesTestIssueQuery = { node:
    | { key: string, blocked: boolean, parent: { id: string } | null, childProgress: { done: number, total: number } | null, children: { totalCount: number, edges: Array<{ node: { id: string, key: string } }> }, relations: Array<{ relationId: string, type: IssueRelationKind, issue: { id: string } }>, timeline: { edges: Array<{ node:
            | { actor: { id: string }, changes: Array<{ field: IssueField, from: string | null, to: string | null, relationType: IssueRelationKind | null }> }
            | Record<PropertyKey, never>
           }> } }
    | Record<PropertyKey, never>
   | null };

export type SubissuesTestFilteredQueryVariables = Exact<{
  id: string | number;
  filter?: IssueFilter | null | undefined;
}>;


export type SubissuesTestFilteredQuery = { node:
    | { issues: { edges: Array<{ node: { id: string } }> } }
    | Record<PropertyKey, never>
   | null };

export type SubissuesTestUpdateMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type SubissuesTestUpdateMutation = { updateIssue: { issue: { id: string } } };

export type SubissuesTestDeleteMutationVariables = Exact<{
  input: DeleteIssueInput;
}>;


export type SubissuesTestDeleteMutation = { deleteIssue: { deletedIssueId: string } };

export type SubissuesTestRestoreMutationVariables = Exact<{
  input: RestoreIssueInput;
}>;


export type SubissuesTestRestoreMutation = { restoreIssue: { issue: { id: string } } };

export type SubissuesTestProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type SubissuesTestProjectMutation = { createProject: { project: { id: string } } };

export type SubissuesTestEventsSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type SubissuesTestEventsSubscription = { issueEvents: { kind: IssueEventKind, issue: { id: string, blocked: boolean, parent: { id: string } | null, childProgress: { done: number, total: number } | null, relations: Array<{ type: IssueRelationKind, issue: { id: string } }> } | null } };

export type ViewerTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTestViewerQuery = { viewer: { user: { id: string, name: string }, workspace: { id: string, slug: string | null, name: string, projects: { edges: Array<{ node: { id: string, key: string, name: string } }> } } } };

export type ViewerTestClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTestClaimsQuery = { viewer: { role: string | null, permissions: Array<string>, workspace: { slug: string | null } } };

export type ViewerTestPersonalQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTestPersonalQuery = { viewer: { role: string | null, workspace: { slug: string | null, name: string, personal: boolean, viewerCanCreateProject: boolean } } };

export type ViewerTestNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTestNamesQuery = { viewer: { user: { name: string }, workspace: { name: string } } };

export type ViewsTestSaveMutationVariables = Exact<{
  input: SaveViewInput;
}>;


export type ViewsTestSaveMutation = { saveView: { view: { id: string, name: string, shared: boolean, scope: SavedViewScope, filter: string, orderBy: IssueOrder, layout: ViewLayout, grouping: IssueGrouping | null, myIssues: MyIssuesSet | null, viewerCanUpdate: boolean, project: { key: string } | null, creator: { name: string } }, workspace: { views: Array<{ name: string }> } } };

export type ViewsTestUpdateMutationVariables = Exact<{
  input: UpdateViewInput;
}>;


export type ViewsTestUpdateMutation = { updateView: { view: { id: string, name: string, shared: boolean, filter: string } } };

export type ViewsTestMoveMutationVariables = Exact<{
  input: MoveViewInput;
}>;


export type ViewsTestMoveMutation = { moveView: { workspace: { views: Array<{ name: string }> } } };

export type ViewsTestDeleteMutationVariables = Exact<{
  input: DeleteViewInput;
}>;


export type ViewsTestDeleteMutation = { deleteView: { deletedViewId: string, workspace: { views: Array<{ name: string }> } } };

export type ViewsTestListQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewsTestListQuery = { viewer: { workspace: { viewerCanShareViews: boolean, views: Array<{ id: string, name: string, shared: boolean, viewerCanUpdate: boolean }> } } };

export type ViewsTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ViewsTestNodeQuery = { node:
    | { id: string, name: string, filter: string }
    | Record<PropertyKey, never>
   | null };

export type ViewsTestExportQueryVariables = Exact<{
  id: string | number;
  format: ExportFormat;
}>;


export type ViewsTestExportQuery = { node:
    | { exportIssues: string }
    | Record<PropertyKey, never>
   | null };

export type ViewsTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ViewsTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type ViewEventsTestSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ViewEventsTestSubscription = { viewEvents: { kind: SavedViewEventKind, deletedViewId: string | null, view: { name: string, shared: boolean } | null, workspace: { views: Array<{ name: string }> } } };

export type WebhooksTestCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksTestCreateMutation = { createWebhookEndpoint: { endpoint: { id: string, url: string, description: string, eventTypes: Array<WebhookEventType>, enabled: boolean, secret: string } } };

export type WebhooksTestUpdateMutationVariables = Exact<{
  input: UpdateWebhookEndpointInput;
}>;


export type WebhooksTestUpdateMutation = { updateWebhookEndpoint: { endpoint: { id: string, enabled: boolean, disabledReason: string | null, failureCount: number } } };

export type WebhooksTestRotateMutationVariables = Exact<{
  input: RotateWebhookSecretInput;
}>;


export type WebhooksTestRotateMutation = { rotateWebhookSecret: { endpoint: { id: string, secret: string, previousSecretExpiresAt: string | null } } };

export type WebhooksTestResendMutationVariables = Exact<{
  input: ResendWebhookDeliveryInput;
}>;


export type WebhooksTestResendMutation = { resendWebhookDelivery: { delivery: { id: string, status: WebhookDeliveryStatus } } };

export type WebhooksTestEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksTestEndpointsQuery = { viewer: { workspace: { viewerCanManageWebhooks: boolean, webhookEndpoints: Array<{ id: string, enabled: boolean, disabledReason: string | null, failureCount: number, deliveries: Array<{ id: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastResponseMs: number | null, lastError: string | null, payload: string }> }> | null } } };

export type WebhooksTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhooksTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type WebhooksTestInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksTestInboxQuery = { viewer: { unreadNotificationCount: number, notifications: { edges: Array<{ node: { reason: NotificationReason, issueKey: string | null, issueTitle: string | null, actor: { id: string } | null, issue: { id: string } | null, webhookEndpoint: { id: string, url: string, disabledReason: string | null } | null } }> } } };

export type WebhooksTestPreferMutationVariables = Exact<{
  input: UpdateNotificationPreferenceInput;
}>;


export type WebhooksTestPreferMutation = { updateNotificationPreference: { preference: { reason: NotificationReason, enabled: boolean } } };

export type WebhooksTestNotificationEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WebhooksTestNotificationEventsSubscription = { notificationEvents: { kind: NotificationEventKind, unreadNotificationCount: number, notification: { reason: NotificationReason, webhookEndpoint: { id: string } | null } | null } };

export type WebhooksTestUpdateIssueMutationVariables = Exact<{
  input: UpdateIssueInput;
}>;


export type WebhooksTestUpdateIssueMutation = { updateIssue: { issue: { id: string } } };

export type InputTextTestNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type InputTextTestNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type InputTextTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type InputTextTestCreateMutation = { createProject: { project: { id: string, key: string, name: string, description: string } } };

export type InputTextTestRenameMutationVariables = Exact<{
  id: string | number;
}>;


export type InputTextTestRenameMutation = { updateProject: { project: { id: string } } };

export type PersistedTestViewerRoleQueryVariables = Exact<{ [key: string]: never; }>;


export type PersistedTestViewerRoleQuery = { viewer: { role: string | null } };

export type PersistedTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type PersistedTestCreateMutation = { createProject: { project: { id: string } } };

export type ResponseCacheTestProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResponseCacheTestProjectsQuery = { viewer: { workspace: { projects: { edges: Array<{ node: { key: string, name: string, viewerCanUpdate: boolean } }> } } } };

export type ResponseCacheTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ResponseCacheTestViewerQuery = { viewer: { role: string | null, permissions: Array<string>, user: { name: string } } };

export type ResponseCacheTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ResponseCacheTestCreateMutation = { createProject: { project: { id: string } } };

export type ResponseCacheTestRenameMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ResponseCacheTestRenameMutation = { updateProject: { project: { id: string } } };

export type AccessTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type AccessTestCreateMutation = { createProject: { project: { id: string } } };

export type AccessTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTestViewerQuery = { viewer: { role: string | null, workspace: { id: string, name: string } } };

export type HeartbeatTestPresenceSubscriptionVariables = Exact<{
  subject: string | number;
}>;


export type HeartbeatTestPresenceSubscription = { presence: { people: Array<{ id: string }> } };

export type SubscriptionsTestWorkspaceIdQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsTestWorkspaceIdQuery = { viewer: { workspace: { id: string } } };

export type SubscriptionsTestRenameMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsTestRenameMutation = { updateProject: { project: { id: string } } };

export type SubscriptionsTestArchiveMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsTestArchiveMutation = { archiveProject: { project: { id: string } } };

export type SubscriptionsTestUnarchiveMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsTestUnarchiveMutation = { unarchiveProject: { project: { id: string } } };

export type SubscriptionsTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type SubscriptionsTestCreateMutation = { createProject: { project: { id: string } } };

export type ShutdownTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ShutdownTestViewerQuery = { viewer: { user: { id: string } } };

export type ShutdownTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ShutdownTestCreateMutation = { createProject: { project: { key: string } } };

export type ShutdownTestProjectCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ShutdownTestProjectCountQuery = { viewer: { workspace: { projects: { totalCount: number } } } };

export type ShutdownTestCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ShutdownTestCreateProjectMutation = { createProject: { project: { id: string } } };

export type ShutdownTestCreateIssueMutationVariables = Exact<{
  input: CreateIssueInput;
}>;


export type ShutdownTestCreateIssueMutation = { createIssue: { issue: { title: string } } };

export type IssuesTestSetupProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type IssuesTestSetupProjectMutation = { createProject: { project: { id: string } } };

export type IssuesTestSetupWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type IssuesTestSetupWorkspaceQuery = { viewer: { workspace: { id: string } } };

export type IssuesTestSetupIssueMutationVariables = Exact<{
  input: CreateIssueInput;
}>;


export type IssuesTestSetupIssueMutation = { createIssue: { issue: { id: string, number: number, key: string, title: string, status: IssueStatus, position: string } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const BuiltinTestSeededViewerDocument = new TypedDocumentString(`
    query BuiltinTestSeededViewer {
  viewer {
    role
    workspace {
      slug
      viewerCanCreateProject
      projects(first: 10) {
        edges {
          node {
            key
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BuiltinTestSeededViewerQuery, BuiltinTestSeededViewerQueryVariables>;
export const BuiltinTestViewerDocument = new TypedDocumentString(`
    query BuiltinTestViewer {
  viewer {
    user {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BuiltinTestViewerQuery, BuiltinTestViewerQueryVariables>;
export const BuiltinTestPersonalWorkspaceDocument = new TypedDocumentString(`
    query BuiltinTestPersonalWorkspace {
  viewer {
    workspace {
      name
      personal
    }
  }
}
    `) as unknown as TypedDocumentString<BuiltinTestPersonalWorkspaceQuery, BuiltinTestPersonalWorkspaceQueryVariables>;
export const ClerkWebhooksTestMembersDocument = new TypedDocumentString(`
    query ClerkWebhooksTestMembers {
  viewer {
    workspace {
      name
      members(first: 50) {
        edges {
          node {
            role
            user {
              id
              name
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClerkWebhooksTestMembersQuery, ClerkWebhooksTestMembersQueryVariables>;
export const ClerkWebhooksTestViewerDocument = new TypedDocumentString(`
    query ClerkWebhooksTestViewer {
  viewer {
    role
  }
}
    `) as unknown as TypedDocumentString<ClerkWebhooksTestViewerQuery, ClerkWebhooksTestViewerQueryVariables>;
export const ClerkWebhooksTestCreateProjectDocument = new TypedDocumentString(`
    mutation ClerkWebhooksTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      key
    }
  }
}
    `) as unknown as TypedDocumentString<ClerkWebhooksTestCreateProjectMutation, ClerkWebhooksTestCreateProjectMutationVariables>;
export const DatabasePostgresTestCreateDocument = new TypedDocumentString(`
    mutation DatabasePostgresTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      key
    }
  }
}
    `) as unknown as TypedDocumentString<DatabasePostgresTestCreateMutation, DatabasePostgresTestCreateMutationVariables>;
export const ApiKeysTestCreateDocument = new TypedDocumentString(`
    mutation ApiKeysTestCreate($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    secret
    apiKey {
      id
      name
      prefix
      role
      expiresAt
      lastUsedAt
      expired
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestCreateMutation, ApiKeysTestCreateMutationVariables>;
export const ApiKeysTestRevokeDocument = new TypedDocumentString(`
    mutation ApiKeysTestRevoke($input: RevokeApiKeyInput!) {
  revokeApiKey(input: $input) {
    revokedApiKeyId
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestRevokeMutation, ApiKeysTestRevokeMutationVariables>;
export const ApiKeysTestListDocument = new TypedDocumentString(`
    query ApiKeysTestList {
  viewer {
    apiKeys {
      id
      name
      prefix
      role
      lastUsedAt
    }
    apiKeyRoles
    viewerCanManageApiKeys
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestListQuery, ApiKeysTestListQueryVariables>;
export const ApiKeysTestViewerDocument = new TypedDocumentString(`
    query ApiKeysTestViewer {
  viewer {
    role
    user {
      name
    }
    workspace {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestViewerQuery, ApiKeysTestViewerQueryVariables>;
export const ApiKeysTestCreateProjectDocument = new TypedDocumentString(`
    mutation ApiKeysTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
      key
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestCreateProjectMutation, ApiKeysTestCreateProjectMutationVariables>;
export const ApiKeysTestNodeDocument = new TypedDocumentString(`
    query ApiKeysTestNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestNodeQuery, ApiKeysTestNodeQueryVariables>;
export const ApiKeysTestRoleDocument = new TypedDocumentString(`
    mutation ApiKeysTestRole($input: UpdateMemberRoleInput!) {
  updateMemberRole(input: $input) {
    member {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ApiKeysTestRoleMutation, ApiKeysTestRoleMutationVariables>;
export const AttachmentsTestIssueDocument = new TypedDocumentString(`
    query AttachmentsTestIssue($id: ID!) {
  node(id: $id) {
    ... on Issue {
      id
      viewerCanAttach
      attachments {
        id
        name
        contentType
        size
        isImage
        url
        viewerCanDelete
        uploader {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestIssueQuery, AttachmentsTestIssueQueryVariables>;
export const AttachmentsTestNodeDocument = new TypedDocumentString(`
    query AttachmentsTestNode($id: ID!) {
  node(id: $id) {
    id
    ... on Attachment {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestNodeQuery, AttachmentsTestNodeQueryVariables>;
export const AttachmentsTestTimelineDocument = new TypedDocumentString(`
    query AttachmentsTestTimeline($id: ID!) {
  node(id: $id) {
    ... on Issue {
      timeline(first: 50) {
        edges {
          node {
            ... on IssueActivity {
              changes {
                field
                from
                to
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestTimelineQuery, AttachmentsTestTimelineQueryVariables>;
export const AttachmentsTestDeleteDocument = new TypedDocumentString(`
    mutation AttachmentsTestDelete($input: DeleteAttachmentInput!) {
  deleteAttachment(input: $input) {
    deletedAttachmentId
    issue {
      id
      attachments {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestDeleteMutation, AttachmentsTestDeleteMutationVariables>;
export const AttachmentsTestCreateKeyDocument = new TypedDocumentString(`
    mutation AttachmentsTestCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    secret
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestCreateKeyMutation, AttachmentsTestCreateKeyMutationVariables>;
export const AttachmentsTestIssueEventsDocument = new TypedDocumentString(`
    subscription AttachmentsTestIssueEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) {
    kind
    issue {
      id
      attachments {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AttachmentsTestIssueEventsSubscription, AttachmentsTestIssueEventsSubscriptionVariables>;
export const S3TestDeleteDocument = new TypedDocumentString(`
    mutation S3TestDelete($input: DeleteAttachmentInput!) {
  deleteAttachment(input: $input) {
    deletedAttachmentId
  }
}
    `) as unknown as TypedDocumentString<S3TestDeleteMutation, S3TestDeleteMutationVariables>;
export const CommentsTestCreateDocument = new TypedDocumentString(`
    mutation CommentsTestCreate($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
      body
      edited
      createdAt
      updatedAt
      viewerCanUpdate
      viewerCanDelete
      author {
        id
        name
      }
      mentions {
        id
        name
      }
      issue {
        id
      }
    }
    commentEdge {
      cursor
      node {
        id
      }
    }
    timelineEdge {
      cursor
      node {
        __typename
        ... on Comment {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestCreateMutation, CommentsTestCreateMutationVariables>;
export const CommentsTestUpdateDocument = new TypedDocumentString(`
    mutation CommentsTestUpdate($input: UpdateCommentInput!) {
  updateComment(input: $input) {
    comment {
      id
      body
      edited
      mentions {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestUpdateMutation, CommentsTestUpdateMutationVariables>;
export const CommentsTestDeleteDocument = new TypedDocumentString(`
    mutation CommentsTestDelete($input: DeleteCommentInput!) {
  deleteComment(input: $input) {
    deletedCommentId
    issue {
      id
      comments {
        totalCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestDeleteMutation, CommentsTestDeleteMutationVariables>;
export const CommentsTestListDocument = new TypedDocumentString(`
    query CommentsTestList($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on Issue {
      viewerCanComment
      comments(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            body
            author {
              name
            }
            mentions {
              id
              name
            }
            viewerCanUpdate
            viewerCanDelete
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestListQuery, CommentsTestListQueryVariables>;
export const CommentsTestNodeDocument = new TypedDocumentString(`
    query CommentsTestNode($id: ID!) {
  node(id: $id) {
    id
    ... on Comment {
      body
    }
    ... on IssueActivity {
      created
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestNodeQuery, CommentsTestNodeQueryVariables>;
export const CommentsTestIssueMentionsDocument = new TypedDocumentString(`
    query CommentsTestIssueMentions($id: ID!) {
  node(id: $id) {
    ... on Issue {
      mentions {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestIssueMentionsQuery, CommentsTestIssueMentionsQueryVariables>;
export const CommentsTestTimelineFirstDocument = new TypedDocumentString(`
    query CommentsTestTimelineFirst($id: ID!) {
  node(id: $id) {
    ... on Issue {
      timeline(first: 1) {
        edges {
          node {
            ... on IssueActivity {
              id
              created
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommentsTestTimelineFirstQuery, CommentsTestTimelineFirstQueryVariables>;
export const ReactionsTestCommentDocument = new TypedDocumentString(`
    mutation ReactionsTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestCommentMutation, ReactionsTestCommentMutationVariables>;
export const ReactionsTestReactDocument = new TypedDocumentString(`
    mutation ReactionsTestReact($input: AddCommentReactionInput!) {
  addCommentReaction(input: $input) {
    comment {
      id
      reactions {
        content
        count
        viewerHasReacted
        users {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestReactMutation, ReactionsTestReactMutationVariables>;
export const ReactionsTestUnreactDocument = new TypedDocumentString(`
    mutation ReactionsTestUnreact($input: RemoveCommentReactionInput!) {
  removeCommentReaction(input: $input) {
    comment {
      id
      reactions {
        content
        count
        viewerHasReacted
        users {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestUnreactMutation, ReactionsTestUnreactMutationVariables>;
export const ReactionsTestReadDocument = new TypedDocumentString(`
    query ReactionsTestRead($id: ID!) {
  node(id: $id) {
    ... on Comment {
      viewerCanReact
      reactions {
        content
        count
        viewerHasReacted
        users {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestReadQuery, ReactionsTestReadQueryVariables>;
export const ReactionsTestDeleteIssueDocument = new TypedDocumentString(`
    mutation ReactionsTestDeleteIssue($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestDeleteIssueMutation, ReactionsTestDeleteIssueMutationVariables>;
export const ReactionsTestEventsDocument = new TypedDocumentString(`
    subscription ReactionsTestEvents($issueId: ID!) {
  issueTimelineEvents(issueId: $issueId) {
    kind
    item {
      ... on Comment {
        id
        body
        reactions {
          content
          count
          users {
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsTestEventsSubscription, ReactionsTestEventsSubscriptionVariables>;
export const TimelineTestDocument = new TypedDocumentString(`
    query TimelineTest($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on Issue {
      timeline(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            __typename
            ... on Comment {
              id
              body
            }
            ... on IssueActivity {
              id
              created
              actor {
                id
              }
              changes {
                field
                from
                to
                fromUser {
                  id
                }
                toUser {
                  id
                }
                addedLabels {
                  name
                }
                removedLabels {
                  name
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestQuery, TimelineTestQueryVariables>;
export const TimelineTestUpdateDocument = new TypedDocumentString(`
    mutation TimelineTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestUpdateMutation, TimelineTestUpdateMutationVariables>;
export const TimelineTestMoveDocument = new TypedDocumentString(`
    mutation TimelineTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestMoveMutation, TimelineTestMoveMutationVariables>;
export const TimelineTestBulkDocument = new TypedDocumentString(`
    mutation TimelineTestBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestBulkMutation, TimelineTestBulkMutationVariables>;
export const TimelineTestDeleteIssueDocument = new TypedDocumentString(`
    mutation TimelineTestDeleteIssue($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<TimelineTestDeleteIssueMutation, TimelineTestDeleteIssueMutationVariables>;
export const TimelineTestCommentDocument = new TypedDocumentString(`
    mutation TimelineTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestCommentMutation, TimelineTestCommentMutationVariables>;
export const TimelineTestEditDocument = new TypedDocumentString(`
    mutation TimelineTestEdit($input: UpdateCommentInput!) {
  updateComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestEditMutation, TimelineTestEditMutationVariables>;
export const TimelineTestUncommentDocument = new TypedDocumentString(`
    mutation TimelineTestUncomment($input: DeleteCommentInput!) {
  deleteComment(input: $input) {
    deletedCommentId
  }
}
    `) as unknown as TypedDocumentString<TimelineTestUncommentMutation, TimelineTestUncommentMutationVariables>;
export const TimelineTestIssueDocument = new TypedDocumentString(`
    query TimelineTestIssue($id: ID!) {
  node(id: $id) {
    ... on Issue {
      status
      priority
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestIssueQuery, TimelineTestIssueQueryVariables>;
export const TimelineTestInboxDocument = new TypedDocumentString(`
    query TimelineTestInbox {
  viewer {
    unreadNotificationCount
  }
}
    `) as unknown as TypedDocumentString<TimelineTestInboxQuery, TimelineTestInboxQueryVariables>;
export const TimelineTestEventsDocument = new TypedDocumentString(`
    subscription TimelineTestEvents($issueId: ID!) {
  issueTimelineEvents(issueId: $issueId) {
    kind
    removedId
    item {
      __typename
      ... on Comment {
        id
        body
        edited
      }
      ... on IssueActivity {
        id
        changes {
          field
          to
        }
      }
    }
    timelineEdge {
      cursor
      node {
        ... on Comment {
          id
        }
        ... on IssueActivity {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TimelineTestEventsSubscription, TimelineTestEventsSubscriptionVariables>;
export const CyclesTestCreateDocument = new TypedDocumentString(`
    mutation CyclesTestCreate($input: CreateCycleInput!) {
  createCycle(input: $input) {
    cycle {
      id
      number
      name
      startsOn
      endsOn
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestCreateMutation, CyclesTestCreateMutationVariables>;
export const CyclesTestCadenceDocument = new TypedDocumentString(`
    mutation CyclesTestCadence($input: CreateCycleCadenceInput!) {
  createCycleCadence(input: $input) {
    cycles {
      id
      number
      startsOn
      endsOn
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestCadenceMutation, CyclesTestCadenceMutationVariables>;
export const CyclesTestUpdateDocument = new TypedDocumentString(`
    mutation CyclesTestUpdate($input: UpdateCycleInput!) {
  updateCycle(input: $input) {
    cycle {
      id
      name
      startsOn
      endsOn
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestUpdateMutation, CyclesTestUpdateMutationVariables>;
export const CyclesTestDeleteDocument = new TypedDocumentString(`
    mutation CyclesTestDelete($input: DeleteCycleInput!) {
  deleteCycle(input: $input) {
    deletedCycleId
  }
}
    `) as unknown as TypedDocumentString<CyclesTestDeleteMutation, CyclesTestDeleteMutationVariables>;
export const CyclesTestSettingsDocument = new TypedDocumentString(`
    mutation CyclesTestSettings($input: UpdateCycleSettingsInput!) {
  updateCycleSettings(input: $input) {
    workspace {
      cycleRollover
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestSettingsMutation, CyclesTestSettingsMutationVariables>;
export const CyclesTestListDocument = new TypedDocumentString(`
    query CyclesTestList {
  viewer {
    workspace {
      viewerCanManageCycles
      cycleRollover
      currentCycle {
        number
      }
      cycles {
        id
        number
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestListQuery, CyclesTestListQueryVariables>;
export const CyclesTestCycleDocument = new TypedDocumentString(`
    query CyclesTestCycle($number: Int!) {
  viewer {
    workspace {
      cycle(number: $number) {
        id
        number
        status
        scope {
          issueCount
          estimate
        }
        completed {
          issueCount
          estimate
        }
        issues(first: 50) {
          totalCount
          edges {
            node {
              id
              title
              cycle {
                number
              }
            }
          }
        }
        burnUp {
          unit
          days {
            date
            scope
            completed
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestCycleQuery, CyclesTestCycleQueryVariables>;
export const CyclesTestUpdateIssueDocument = new TypedDocumentString(`
    mutation CyclesTestUpdateIssue($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
      status
      cycle {
        id
        number
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestUpdateIssueMutation, CyclesTestUpdateIssueMutationVariables>;
export const CyclesTestScaleDocument = new TypedDocumentString(`
    mutation CyclesTestScale($input: UpdateEstimateSettingsInput!) {
  updateEstimateSettings(input: $input) {
    workspace {
      estimateScale
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestScaleMutation, CyclesTestScaleMutationVariables>;
export const CyclesTestBulkDocument = new TypedDocumentString(`
    mutation CyclesTestBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
      cycle {
        number
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestBulkMutation, CyclesTestBulkMutationVariables>;
export const CyclesTestIssuesDocument = new TypedDocumentString(`
    query CyclesTestIssues($projectId: ID!, $filter: IssueFilter) {
  node(id: $projectId) {
    ... on Project {
      issues(first: 50, filter: $filter) {
        totalCount
        edges {
          node {
            title
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestIssuesQuery, CyclesTestIssuesQueryVariables>;
export const CyclesTestTimelineDocument = new TypedDocumentString(`
    query CyclesTestTimeline($id: ID!) {
  node(id: $id) {
    ... on Issue {
      cycle {
        number
      }
      timeline(first: 50) {
        edges {
          node {
            __typename
            ... on IssueActivity {
              actor {
                id
              }
              changes {
                field
                fromCycle {
                  number
                }
                toCycle {
                  number
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CyclesTestTimelineQuery, CyclesTestTimelineQueryVariables>;
export const CycleEventsTestDocument = new TypedDocumentString(`
    subscription CycleEventsTest {
  cycleEvents {
    kind
    deletedCycleId
    cycle {
      number
      completed {
        issueCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CycleEventsTestSubscription, CycleEventsTestSubscriptionVariables>;
export const FeaturesTestCreateWebsiteDocument = new TypedDocumentString(`
    mutation FeaturesTestCreateWebsite {
  createProject(input: {key: "WEB", name: "Website"}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<FeaturesTestCreateWebsiteMutation, FeaturesTestCreateWebsiteMutationVariables>;
export const FeaturesTestCreateApiDocument = new TypedDocumentString(`
    mutation FeaturesTestCreateApi {
  createProject(input: {key: "API", name: "API"}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<FeaturesTestCreateApiMutation, FeaturesTestCreateApiMutationVariables>;
export const FeaturesTestViewerIdsDocument = new TypedDocumentString(`
    query FeaturesTestViewerIds {
  viewer {
    user {
      id
    }
    workspace {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<FeaturesTestViewerIdsQuery, FeaturesTestViewerIdsQueryVariables>;
export const FeaturesTestNodesDocument = new TypedDocumentString(`
    query FeaturesTestNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<FeaturesTestNodesQuery, FeaturesTestNodesQueryVariables>;
export const ImportsTestStartDocument = new TypedDocumentString(`
    mutation ImportsTestStart($input: StartImportInput!) {
  startImport(input: $input) {
    importJob {
      id
      status
      format
      total
    }
  }
}
    `) as unknown as TypedDocumentString<ImportsTestStartMutation, ImportsTestStartMutationVariables>;
export const ImportsTestCancelDocument = new TypedDocumentString(`
    mutation ImportsTestCancel($input: CancelImportInput!) {
  cancelImport(input: $input) {
    importJob {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ImportsTestCancelMutation, ImportsTestCancelMutationVariables>;
export const ImportsTestJobDocument = new TypedDocumentString(`
    query ImportsTestJob($id: ID!) {
  importJob(id: $id) {
    id
    status
    format
    total
    done
    created
    skipped {
      row
      message
    }
    warnings {
      row
      message
    }
    error
    viewerCanCancel
  }
}
    `) as unknown as TypedDocumentString<ImportsTestJobQuery, ImportsTestJobQueryVariables>;
export const ImportsTestIssuesDocument = new TypedDocumentString(`
    query ImportsTestIssues($id: ID!) {
  node(id: $id) {
    ... on Project {
      viewerCanImport
      imports {
        id
        status
      }
      issues(first: 10, orderBy: CREATED) {
        totalCount
        edges {
          node {
            key
            title
            description
            status
            priority
            dueDate
            estimate
            externalRef
            createdAt
            assignee {
              name
            }
            labels {
              name
            }
            timeline(first: 3) {
              edges {
                node {
                  __typename
                  ... on Comment {
                    body
                    createdAt
                    author {
                      name
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ImportsTestIssuesQuery, ImportsTestIssuesQueryVariables>;
export const ImportsTestExportDocument = new TypedDocumentString(`
    query ImportsTestExport($id: ID!, $format: ExportFormat!) {
  node(id: $id) {
    ... on Project {
      exportIssues(format: $format)
    }
  }
}
    `) as unknown as TypedDocumentString<ImportsTestExportQuery, ImportsTestExportQueryVariables>;
export const ImportsTestCreateProjectDocument = new TypedDocumentString(`
    mutation ImportsTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ImportsTestCreateProjectMutation, ImportsTestCreateProjectMutationVariables>;
export const BulkUpdateTestDocument = new TypedDocumentString(`
    mutation BulkUpdateTest($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
      title
      status
      priority
      assignee {
        id
      }
      labels {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateTestMutation, BulkUpdateTestMutationVariables>;
export const BulkUpdateTestIssuesDocument = new TypedDocumentString(`
    query BulkUpdateTestIssues($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Issue {
      title
      status
      priority
      assignee {
        id
      }
      labels {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateTestIssuesQuery, BulkUpdateTestIssuesQueryVariables>;
export const BulkUpdateTestProjectDocument = new TypedDocumentString(`
    mutation BulkUpdateTestProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateTestProjectMutation, BulkUpdateTestProjectMutationVariables>;
export const BulkUpdateTestDeleteDocument = new TypedDocumentString(`
    mutation BulkUpdateTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateTestDeleteMutation, BulkUpdateTestDeleteMutationVariables>;
export const BulkUpdateTestEventsDocument = new TypedDocumentString(`
    subscription BulkUpdateTestEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) {
    kind
    issue {
      title
      status
    }
  }
}
    `) as unknown as TypedDocumentString<BulkUpdateTestEventsSubscription, BulkUpdateTestEventsSubscriptionVariables>;
export const ConcurrentWritesBulkDocument = new TypedDocumentString(`
    mutation ConcurrentWritesBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ConcurrentWritesBulkMutation, ConcurrentWritesBulkMutationVariables>;
export const ConcurrentWritesUpdateDocument = new TypedDocumentString(`
    mutation ConcurrentWritesUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ConcurrentWritesUpdateMutation, ConcurrentWritesUpdateMutationVariables>;
export const ConcurrentWritesMoveDocument = new TypedDocumentString(`
    mutation ConcurrentWritesMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ConcurrentWritesMoveMutation, ConcurrentWritesMoveMutationVariables>;
export const ConcurrentWritesProjectDocument = new TypedDocumentString(`
    mutation ConcurrentWritesProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ConcurrentWritesProjectMutation, ConcurrentWritesProjectMutationVariables>;
export const EstimatesTestScaleDocument = new TypedDocumentString(`
    query EstimatesTestScale {
  viewer {
    workspace {
      estimateScale
      viewerCanManageEstimates
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestScaleQuery, EstimatesTestScaleQueryVariables>;
export const EstimatesTestSetScaleDocument = new TypedDocumentString(`
    mutation EstimatesTestSetScale($input: UpdateEstimateSettingsInput!) {
  updateEstimateSettings(input: $input) {
    workspace {
      estimateScale
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestSetScaleMutation, EstimatesTestSetScaleMutationVariables>;
export const EstimatesTestCreateDocument = new TypedDocumentString(`
    mutation EstimatesTestCreate($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      id
      estimate
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestCreateMutation, EstimatesTestCreateMutationVariables>;
export const EstimatesTestUpdateDocument = new TypedDocumentString(`
    mutation EstimatesTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
      estimate
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestUpdateMutation, EstimatesTestUpdateMutationVariables>;
export const EstimatesTestBulkDocument = new TypedDocumentString(`
    mutation EstimatesTestBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
      estimate
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestBulkMutation, EstimatesTestBulkMutationVariables>;
export const EstimatesTestColumnsDocument = new TypedDocumentString(`
    query EstimatesTestColumns($projectId: ID!, $filter: IssueFilter) {
  node(id: $projectId) {
    ... on Project {
      todo: issues(first: 1, filter: {statuses: [TODO]}) {
        totalCount
        totalEstimate
        edges {
          node {
            id
          }
        }
      }
      done: issues(first: 1, filter: {statuses: [DONE]}) {
        totalCount
        totalEstimate
      }
      filtered: issues(first: 1, filter: $filter) {
        totalCount
        totalEstimate
      }
      issueGroups(by: PRIORITY) {
        priority
        withStatus(status: TODO) {
          issues(first: 1) {
            totalCount
            totalEstimate
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EstimatesTestColumnsQuery, EstimatesTestColumnsQueryVariables>;
export const IssueEventsTestDocument = new TypedDocumentString(`
    subscription IssueEventsTest($projectId: ID!, $since: DateTime) {
  issueEvents(projectId: $projectId, since: $since) {
    kind
    at
    deletedIssueId
    issue {
      id
      title
      status
      viewerCanUpdate
    }
    issueEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueEventsTestSubscription, IssueEventsTestSubscriptionVariables>;
export const IssueEventsTestSnapshotDocument = new TypedDocumentString(`
    query IssueEventsTestSnapshot($projectId: ID!) {
  node(id: $projectId) {
    ... on Project {
      issuesSnapshotAt
      issues(first: 10) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueEventsTestSnapshotQuery, IssueEventsTestSnapshotQueryVariables>;
export const IssueEventsTestUpdateDocument = new TypedDocumentString(`
    mutation IssueEventsTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssueEventsTestUpdateMutation, IssueEventsTestUpdateMutationVariables>;
export const IssueEventsTestMoveDocument = new TypedDocumentString(`
    mutation IssueEventsTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssueEventsTestMoveMutation, IssueEventsTestMoveMutationVariables>;
export const IssueEventsTestDeleteDocument = new TypedDocumentString(`
    mutation IssueEventsTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<IssueEventsTestDeleteMutation, IssueEventsTestDeleteMutationVariables>;
export const IssueGroupsTestGroupsDocument = new TypedDocumentString(`
    query IssueGroupsTestGroups($projectId: ID!, $by: IssueGrouping!, $filter: IssueFilter, $first: Int) {
  node(id: $projectId) {
    ... on Project {
      issueGroups(by: $by, filter: $filter) {
        id
        by
        priority
        assignee {
          name
        }
        label {
          name
        }
        status
        issues(first: $first, filter: $filter) {
          totalCount
          edges {
            node {
              title
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueGroupsTestGroupsQuery, IssueGroupsTestGroupsQueryVariables>;
export const IssueGroupsTestCellsDocument = new TypedDocumentString(`
    query IssueGroupsTestCells($projectId: ID!, $by: IssueGrouping!) {
  node(id: $projectId) {
    ... on Project {
      issueGroups(by: $by) {
        label {
          name
        }
        todo: withStatus(status: TODO) {
          id
          status
          issues(first: 10) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
        }
        done: withStatus(status: DONE) {
          id
          status
          issues(first: 10) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueGroupsTestCellsQuery, IssueGroupsTestCellsQueryVariables>;
export const IssueGroupsTestNextDocument = new TypedDocumentString(`
    query IssueGroupsTestNext($id: ID!, $after: String, $filter: IssueFilter) {
  node(id: $id) {
    ... on IssueGroup {
      by
      label {
        name
      }
      issues(first: 2, after: $after, filter: $filter) {
        totalCount
        edges {
          node {
            title
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueGroupsTestNextQuery, IssueGroupsTestNextQueryVariables>;
export const IssueListsTestPageDocument = new TypedDocumentString(`
    query IssueListsTestPage($projectId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: IssueFilter, $orderBy: IssueOrder) {
  node(id: $projectId) {
    ... on Project {
      issues(
        first: $first
        after: $after
        last: $last
        before: $before
        filter: $filter
        orderBy: $orderBy
      ) {
        totalCount
        edges {
          cursor
          node {
            id
            number
            title
            status
            priority
            dueDate
            updatedAt
            assignee {
              id
              name
            }
            labels {
              name
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestPageQuery, IssueListsTestPageQueryVariables>;
export const IssueListsTestListPageDocument = new TypedDocumentString(`
    query IssueListsTestListPage($projectId: ID!) {
  node(id: $projectId) {
    ... on Project {
      issues(first: 50) {
        edges {
          node {
            id
            title
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
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestListPageQuery, IssueListsTestListPageQueryVariables>;
export const IssueListsTestOneDocument = new TypedDocumentString(`
    query IssueListsTestOne($id: ID!) {
  node(id: $id) {
    ... on Issue {
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
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestOneQuery, IssueListsTestOneQueryVariables>;
export const IssueListsTestSearchDocument = new TypedDocumentString(`
    query IssueListsTestSearch($query: String!, $first: Int, $after: String) {
  viewer {
    workspace {
      searchIssues(query: $query, first: $first, after: $after) {
        totalCount
        totalCountCapped
        edges {
          node {
            title
            key
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestSearchQuery, IssueListsTestSearchQueryVariables>;
export const IssueListsTestProjectsDocument = new TypedDocumentString(`
    query IssueListsTestProjects {
  viewer {
    workspace {
      projects(first: 10) {
        edges {
          node {
            key
            openIssueCount
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestProjectsQuery, IssueListsTestProjectsQueryVariables>;
export const IssueListsTestUpdateDocument = new TypedDocumentString(`
    mutation IssueListsTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestUpdateMutation, IssueListsTestUpdateMutationVariables>;
export const IssueListsTestMoveDocument = new TypedDocumentString(`
    mutation IssueListsTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestMoveMutation, IssueListsTestMoveMutationVariables>;
export const IssueListsTestDeleteDocument = new TypedDocumentString(`
    mutation IssueListsTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestDeleteMutation, IssueListsTestDeleteMutationVariables>;
export const IssueListsTestCreateProjectDocument = new TypedDocumentString(`
    mutation IssueListsTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssueListsTestCreateProjectMutation, IssueListsTestCreateProjectMutationVariables>;
export const IssuesTestCreateDocument = new TypedDocumentString(`
    mutation IssuesTestCreate($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      id
      number
      key
      title
      description
      status
      priority
      dueDate
      position
      completedAt
      viewerCanUpdate
      viewerCanDelete
      assignee {
        id
        name
      }
      creator {
        id
        name
      }
      labels {
        name
        color
      }
      project {
        id
      }
    }
    issueEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestCreateMutation, IssuesTestCreateMutationVariables>;
export const IssuesTestUpdateDocument = new TypedDocumentString(`
    mutation IssuesTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
      title
      description
      status
      priority
      dueDate
      estimate
      position
      completedAt
      updatedAt
      assignee {
        id
      }
      labels {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestUpdateMutation, IssuesTestUpdateMutationVariables>;
export const IssuesTestMoveDocument = new TypedDocumentString(`
    mutation IssuesTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
      status
      position
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestMoveMutation, IssuesTestMoveMutationVariables>;
export const IssuesTestMoveAcrossDocument = new TypedDocumentString(`
    mutation IssuesTestMoveAcross($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
      status
      priority
      assignee {
        id
      }
      labels {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestMoveAcrossMutation, IssuesTestMoveAcrossMutationVariables>;
export const IssuesTestDeleteLabelDocument = new TypedDocumentString(`
    mutation IssuesTestDeleteLabel($input: DeleteLabelInput!) {
  deleteLabel(input: $input) {
    deletedLabelId
  }
}
    `) as unknown as TypedDocumentString<IssuesTestDeleteLabelMutation, IssuesTestDeleteLabelMutationVariables>;
export const IssuesTestDeleteDocument = new TypedDocumentString(`
    mutation IssuesTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<IssuesTestDeleteMutation, IssuesTestDeleteMutationVariables>;
export const IssuesTestBoardDocument = new TypedDocumentString(`
    query IssuesTestBoard($projectId: ID!) {
  node(id: $projectId) {
    ... on Project {
      openIssueCount
      viewerCanCreateIssue
      viewerCanUpdateIssues
      issues(first: 100) {
        totalCount
        edges {
          node {
            id
            number
            title
            status
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestBoardQuery, IssuesTestBoardQueryVariables>;
export const IssuesTestByKeyDocument = new TypedDocumentString(`
    query IssuesTestByKey($key: String!) {
  viewer {
    workspace {
      issue(key: $key) {
        id
        key
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestByKeyQuery, IssuesTestByKeyQueryVariables>;
export const IssuesTestArchiveDocument = new TypedDocumentString(`
    mutation IssuesTestArchive($input: ArchiveProjectInput!) {
  archiveProject(input: $input) {
    archivedProjectId
  }
}
    `) as unknown as TypedDocumentString<IssuesTestArchiveMutation, IssuesTestArchiveMutationVariables>;
export const IssuesTestRestoreDocument = new TypedDocumentString(`
    mutation IssuesTestRestore($input: UnarchiveProjectInput!) {
  unarchiveProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestRestoreMutation, IssuesTestRestoreMutationVariables>;
export const IssuesTestNodeDocument = new TypedDocumentString(`
    query IssuesTestNode($id: ID!) {
  node(id: $id) {
    id
    ... on Issue {
      title
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestNodeQuery, IssuesTestNodeQueryVariables>;
export const IssuesTestPermissionsDocument = new TypedDocumentString(`
    query IssuesTestPermissions($id: ID!) {
  node(id: $id) {
    ... on Issue {
      viewerCanUpdate
      viewerCanDelete
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestPermissionsQuery, IssuesTestPermissionsQueryVariables>;
export const IssuesTestTheirsDocument = new TypedDocumentString(`
    query IssuesTestTheirs($id: ID!) {
  node(id: $id) {
    ... on Issue {
      title
      status
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestTheirsQuery, IssuesTestTheirsQueryVariables>;
export const RestoreTestDeleteDocument = new TypedDocumentString(`
    mutation RestoreTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<RestoreTestDeleteMutation, RestoreTestDeleteMutationVariables>;
export const RestoreTestRestoreDocument = new TypedDocumentString(`
    mutation RestoreTestRestore($input: RestoreIssueInput!) {
  restoreIssue(input: $input) {
    issue {
      id
      key
      number
      title
      status
      labels {
        name
      }
      comments(first: 10) {
        edges {
          node {
            body
          }
        }
      }
    }
    issueEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestRestoreMutation, RestoreTestRestoreMutationVariables>;
export const RestoreTestCommentDocument = new TypedDocumentString(`
    mutation RestoreTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestCommentMutation, RestoreTestCommentMutationVariables>;
export const RestoreTestBoardDocument = new TypedDocumentString(`
    query RestoreTestBoard($projectId: ID!) {
  node(id: $projectId) {
    ... on Project {
      openIssueCount
      issuesSnapshotSeq
      issues(first: 100) {
        edges {
          node {
            title
            status
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestBoardQuery, RestoreTestBoardQueryVariables>;
export const RestoreTestByKeyDocument = new TypedDocumentString(`
    query RestoreTestByKey($key: String!) {
  viewer {
    workspace {
      issue(key: $key) {
        id
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestByKeyQuery, RestoreTestByKeyQueryVariables>;
export const RestoreTestTimelineDocument = new TypedDocumentString(`
    query RestoreTestTimeline($id: ID!) {
  node(id: $id) {
    ... on Issue {
      timeline(first: 20) {
        edges {
          node {
            __typename
            ... on IssueActivity {
              created
              restored
              actor {
                id
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestTimelineQuery, RestoreTestTimelineQueryVariables>;
export const RestoreTestEventsDocument = new TypedDocumentString(`
    subscription RestoreTestEvents($projectId: ID!, $afterSeq: Int) {
  issueEvents(projectId: $projectId, afterSeq: $afterSeq) {
    kind
    deletedIssueId
    issue {
      id
      key
      title
      status
    }
    issueEdge {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestoreTestEventsSubscription, RestoreTestEventsSubscriptionVariables>;
export const WorkspaceIssuesTestDocument = new TypedDocumentString(`
    query WorkspaceIssuesTest($first: Int, $after: String, $filter: IssueFilter, $orderBy: IssueOrder) {
  viewer {
    workspace {
      issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
        totalCount
        edges {
          cursor
          node {
            id
            key
            title
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WorkspaceIssuesTestQuery, WorkspaceIssuesTestQueryVariables>;
export const WorkspaceIssuesTestProjectDocument = new TypedDocumentString(`
    query WorkspaceIssuesTestProject($key: String!, $filter: IssueFilter) {
  viewer {
    workspace {
      project(key: $key) {
        issues(first: 100, filter: $filter) {
          totalCount
          edges {
            node {
              key
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WorkspaceIssuesTestProjectQuery, WorkspaceIssuesTestProjectQueryVariables>;
export const WorkspaceIssuesTestCreateProjectDocument = new TypedDocumentString(`
    mutation WorkspaceIssuesTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WorkspaceIssuesTestCreateProjectMutation, WorkspaceIssuesTestCreateProjectMutationVariables>;
export const WorkspaceIssuesTestCommentDocument = new TypedDocumentString(`
    mutation WorkspaceIssuesTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WorkspaceIssuesTestCommentMutation, WorkspaceIssuesTestCommentMutationVariables>;
export const WorkspaceIssuesTestEventsDocument = new TypedDocumentString(`
    subscription WorkspaceIssuesTestEvents {
  workspaceIssueEvents {
    kind
    issue {
      key
      title
    }
  }
}
    `) as unknown as TypedDocumentString<WorkspaceIssuesTestEventsSubscription, WorkspaceIssuesTestEventsSubscriptionVariables>;
export const LabelsTestCreateDocument = new TypedDocumentString(`
    mutation LabelsTestCreate($input: CreateLabelInput!) {
  createLabel(input: $input) {
    label {
      id
      name
      color
    }
    labelEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsTestCreateMutation, LabelsTestCreateMutationVariables>;
export const LabelsTestUpdateDocument = new TypedDocumentString(`
    mutation LabelsTestUpdate($input: UpdateLabelInput!) {
  updateLabel(input: $input) {
    label {
      id
      name
      color
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsTestUpdateMutation, LabelsTestUpdateMutationVariables>;
export const LabelsTestDeleteDocument = new TypedDocumentString(`
    mutation LabelsTestDelete($input: DeleteLabelInput!) {
  deleteLabel(input: $input) {
    deletedLabelId
  }
}
    `) as unknown as TypedDocumentString<LabelsTestDeleteMutation, LabelsTestDeleteMutationVariables>;
export const LabelsTestListDocument = new TypedDocumentString(`
    query LabelsTestList($first: Int, $after: String) {
  viewer {
    workspace {
      id
      viewerCanManageLabels
      labels(first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id
            name
            color
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsTestListQuery, LabelsTestListQueryVariables>;
export const LabelEventsTestDocument = new TypedDocumentString(`
    subscription LabelEventsTest {
  labelEvents {
    kind
    deletedLabelId
    label {
      id
      name
      color
    }
  }
}
    `) as unknown as TypedDocumentString<LabelEventsTestSubscription, LabelEventsTestSubscriptionVariables>;
export const LabelsTestIssueLabelsDocument = new TypedDocumentString(`
    query LabelsTestIssueLabels($id: ID!) {
  node(id: $id) {
    ... on Issue {
      labels {
        id
        name
        color
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsTestIssueLabelsQuery, LabelsTestIssueLabelsQueryVariables>;
export const MembersTestListDocument = new TypedDocumentString(`
    query MembersTestList($first: Int, $after: String) {
  viewer {
    workspace {
      viewerCanManageMembers
      members(first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id
            role
            user {
              id
              name
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      invitations(first: 20) {
        totalCount
        edges {
          node {
            id
            email
            role
            invitedBy {
              name
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestListQuery, MembersTestListQueryVariables>;
export const MembersTestInviteDocument = new TypedDocumentString(`
    mutation MembersTestInvite($input: InviteMemberInput!) {
  inviteMember(input: $input) {
    invitation {
      id
      email
      role
    }
    invitationEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestInviteMutation, MembersTestInviteMutationVariables>;
export const MembersTestRevokeDocument = new TypedDocumentString(`
    mutation MembersTestRevoke($input: RevokeInvitationInput!) {
  revokeInvitation(input: $input) {
    revokedInvitationId
  }
}
    `) as unknown as TypedDocumentString<MembersTestRevokeMutation, MembersTestRevokeMutationVariables>;
export const MembersTestUpdateRoleDocument = new TypedDocumentString(`
    mutation MembersTestUpdateRole($input: UpdateMemberRoleInput!) {
  updateMemberRole(input: $input) {
    member {
      id
      role
      user {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestUpdateRoleMutation, MembersTestUpdateRoleMutationVariables>;
export const MembersTestRemoveDocument = new TypedDocumentString(`
    mutation MembersTestRemove($input: RemoveMemberInput!) {
  removeMember(input: $input) {
    removedMemberId
  }
}
    `) as unknown as TypedDocumentString<MembersTestRemoveMutation, MembersTestRemoveMutationVariables>;
export const MembersTestViewerDocument = new TypedDocumentString(`
    query MembersTestViewer {
  viewer {
    role
    workspace {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestViewerQuery, MembersTestViewerQueryVariables>;
export const MembersTestCreateProjectDocument = new TypedDocumentString(`
    mutation MembersTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestCreateProjectMutation, MembersTestCreateProjectMutationVariables>;
export const InboxTestListDocument = new TypedDocumentString(`
    query InboxTestList($unreadOnly: Boolean, $archived: Boolean, $snoozed: Boolean) {
  viewer {
    unreadNotificationCount
    nextSnoozeEndsAt
    notifications(
      first: 50
      unreadOnly: $unreadOnly
      archived: $archived
      snoozed: $snoozed
    ) {
      totalCount
      edges {
        node {
          id
          issueTitle
          readAt
          archivedAt
          snoozedUntil
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestListQuery, InboxTestListQueryVariables>;
export const InboxTestReadDocument = new TypedDocumentString(`
    mutation InboxTestRead($input: MarkNotificationReadInput!) {
  markNotificationRead(input: $input) {
    notification {
      id
      readAt
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestReadMutation, InboxTestReadMutationVariables>;
export const InboxTestArchiveDocument = new TypedDocumentString(`
    mutation InboxTestArchive($input: ArchiveNotificationInput!) {
  archiveNotification(input: $input) {
    notification {
      id
      archivedAt
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestArchiveMutation, InboxTestArchiveMutationVariables>;
export const InboxTestUnarchiveDocument = new TypedDocumentString(`
    mutation InboxTestUnarchive($input: UnarchiveNotificationInput!) {
  unarchiveNotification(input: $input) {
    notification {
      id
      archivedAt
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestUnarchiveMutation, InboxTestUnarchiveMutationVariables>;
export const InboxTestSnoozeDocument = new TypedDocumentString(`
    mutation InboxTestSnooze($input: SnoozeNotificationInput!) {
  snoozeNotification(input: $input) {
    notification {
      id
      readAt
      snoozedUntil
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestSnoozeMutation, InboxTestSnoozeMutationVariables>;
export const InboxTestUnsnoozeDocument = new TypedDocumentString(`
    mutation InboxTestUnsnooze($input: UnsnoozeNotificationInput!) {
  unsnoozeNotification(input: $input) {
    notification {
      id
      readAt
      snoozedUntil
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestUnsnoozeMutation, InboxTestUnsnoozeMutationVariables>;
export const InboxTestPreferencesDocument = new TypedDocumentString(`
    query InboxTestPreferences {
  viewer {
    notificationPreferences {
      reason
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestPreferencesQuery, InboxTestPreferencesQueryVariables>;
export const InboxTestPreferDocument = new TypedDocumentString(`
    mutation InboxTestPrefer($input: UpdateNotificationPreferenceInput!) {
  updateNotificationPreference(input: $input) {
    preference {
      reason
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestPreferMutation, InboxTestPreferMutationVariables>;
export const InboxTestProjectsDocument = new TypedDocumentString(`
    query InboxTestProjects {
  viewer {
    workspace {
      projects(first: 10) {
        edges {
          node {
            key
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestProjectsQuery, InboxTestProjectsQueryVariables>;
export const InboxTestCommentDocument = new TypedDocumentString(`
    mutation InboxTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestCommentMutation, InboxTestCommentMutationVariables>;
export const InboxTestEventsDocument = new TypedDocumentString(`
    subscription InboxTestEvents {
  notificationEvents {
    kind
    unreadNotificationCount
    notifications {
      id
      archivedAt
      snoozedUntil
      readAt
    }
    notification {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InboxTestEventsSubscription, InboxTestEventsSubscriptionVariables>;
export const NotificationsTestInboxDocument = new TypedDocumentString(`
    query NotificationsTestInbox($first: Int, $after: String, $unreadOnly: Boolean) {
  viewer {
    unreadNotificationCount
    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          reason
          actor {
            id
          }
          issue {
            id
          }
          issueKey
          issueTitle
          comment {
            id
            body
          }
          status
          readAt
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestInboxQuery, NotificationsTestInboxQueryVariables>;
export const NotificationsTestUpdateDocument = new TypedDocumentString(`
    mutation NotificationsTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestUpdateMutation, NotificationsTestUpdateMutationVariables>;
export const NotificationsTestMoveDocument = new TypedDocumentString(`
    mutation NotificationsTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestMoveMutation, NotificationsTestMoveMutationVariables>;
export const NotificationsTestBulkDocument = new TypedDocumentString(`
    mutation NotificationsTestBulk($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) {
    issues {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestBulkMutation, NotificationsTestBulkMutationVariables>;
export const NotificationsTestDeleteIssueDocument = new TypedDocumentString(`
    mutation NotificationsTestDeleteIssue($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestDeleteIssueMutation, NotificationsTestDeleteIssueMutationVariables>;
export const NotificationsTestCommentDocument = new TypedDocumentString(`
    mutation NotificationsTestComment($input: CreateCommentInput!) {
  createComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestCommentMutation, NotificationsTestCommentMutationVariables>;
export const NotificationsTestEditDocument = new TypedDocumentString(`
    mutation NotificationsTestEdit($input: UpdateCommentInput!) {
  updateComment(input: $input) {
    comment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestEditMutation, NotificationsTestEditMutationVariables>;
export const NotificationsTestUncommentDocument = new TypedDocumentString(`
    mutation NotificationsTestUncomment($input: DeleteCommentInput!) {
  deleteComment(input: $input) {
    deletedCommentId
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestUncommentMutation, NotificationsTestUncommentMutationVariables>;
export const NotificationsTestReadDocument = new TypedDocumentString(`
    mutation NotificationsTestRead($input: MarkNotificationReadInput!) {
  markNotificationRead(input: $input) {
    notification {
      id
      readAt
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestReadMutation, NotificationsTestReadMutationVariables>;
export const NotificationsTestReadAllDocument = new TypedDocumentString(`
    mutation NotificationsTestReadAll {
  markAllNotificationsRead {
    notifications {
      id
      readAt
    }
    viewer {
      unreadNotificationCount
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestReadAllMutation, NotificationsTestReadAllMutationVariables>;
export const NotificationsTestRestoreDocument = new TypedDocumentString(`
    mutation NotificationsTestRestore($input: RestoreIssueInput!) {
  restoreIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestRestoreMutation, NotificationsTestRestoreMutationVariables>;
export const NotificationsTestWithdrawnDocument = new TypedDocumentString(`
    subscription NotificationsTestWithdrawn {
  notificationEvents {
    kind
    unreadNotificationCount
    notifications {
      id
      reason
      issueKey
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestWithdrawnSubscription, NotificationsTestWithdrawnSubscriptionVariables>;
export const NotificationsTestNodeDocument = new TypedDocumentString(`
    query NotificationsTestNode($id: ID!) {
  node(id: $id) {
    id
    ... on Notification {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestNodeQuery, NotificationsTestNodeQueryVariables>;
export const NotificationsTestEventsDocument = new TypedDocumentString(`
    subscription NotificationsTestEvents {
  notificationEvents {
    kind
    unreadNotificationCount
    readNotifications {
      id
      readAt
    }
    notification {
      id
      reason
      issueKey
      actor {
        id
      }
      issue {
        id
      }
    }
    notificationEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsTestEventsSubscription, NotificationsTestEventsSubscriptionVariables>;
export const PresenceInstancesTestDocument = new TypedDocumentString(`
    subscription PresenceInstancesTest($subject: ID!) {
  presence(subject: $subject) {
    people {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PresenceInstancesTestSubscription, PresenceInstancesTestSubscriptionVariables>;
export const PresenceTestDocument = new TypedDocumentString(`
    subscription PresenceTest($subject: ID!) {
  presence(subject: $subject) {
    subject
    people {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<PresenceTestSubscription, PresenceTestSubscriptionVariables>;
export const ProjectsTestNodeAndNodesDocument = new TypedDocumentString(`
    query ProjectsTestNodeAndNodes($id: ID!) {
  node(id: $id) {
    id
  }
  nodes(ids: [$id]) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestNodeAndNodesQuery, ProjectsTestNodeAndNodesQueryVariables>;
export const ProjectsTestProjectNodeDocument = new TypedDocumentString(`
    query ProjectsTestProjectNode($id: ID!) {
  node(id: $id) {
    ... on Project {
      name
      archivedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestProjectNodeQuery, ProjectsTestProjectNodeQueryVariables>;
export const ProjectsTestWorkspaceIdDocument = new TypedDocumentString(`
    query ProjectsTestWorkspaceId {
  viewer {
    workspace {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestWorkspaceIdQuery, ProjectsTestWorkspaceIdQueryVariables>;
export const ProjectsTestTypedNodesDocument = new TypedDocumentString(`
    query ProjectsTestTypedNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestTypedNodesQuery, ProjectsTestTypedNodesQueryVariables>;
export const ProjectsTestViewerUserIdDocument = new TypedDocumentString(`
    query ProjectsTestViewerUserId {
  viewer {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestViewerUserIdQuery, ProjectsTestViewerUserIdQueryVariables>;
export const ProjectsTestCreateDocument = new TypedDocumentString(`
    mutation ProjectsTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
      key
      name
      description
      archivedAt
      viewerCanUpdate
      viewerCanArchive
    }
    projectEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestCreateMutation, ProjectsTestCreateMutationVariables>;
export const ProjectsTestUpdateDocument = new TypedDocumentString(`
    mutation ProjectsTestUpdate($input: UpdateProjectInput!) {
  updateProject(input: $input) {
    project {
      id
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestUpdateMutation, ProjectsTestUpdateMutationVariables>;
export const ProjectsTestArchiveDocument = new TypedDocumentString(`
    mutation ProjectsTestArchive($input: ArchiveProjectInput!) {
  archiveProject(input: $input) {
    archivedProjectId
    project {
      id
      archivedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestArchiveMutation, ProjectsTestArchiveMutationVariables>;
export const ProjectsTestUnarchiveDocument = new TypedDocumentString(`
    mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) {
  unarchiveProject(input: $input) {
    projectEdge {
      node {
        id
        archivedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestUnarchiveMutation, ProjectsTestUnarchiveMutationVariables>;
export const ProjectsTestListDocument = new TypedDocumentString(`
    query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {
  viewer {
    workspace {
      viewerCanCreateProject
      projects(
        first: $first
        after: $after
        last: $last
        before: $before
        includeArchived: $includeArchived
      ) {
        totalCount
        edges {
          cursor
          node {
            key
            name
            archivedAt
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestListQuery, ProjectsTestListQueryVariables>;
export const ProjectsTestByKeyDocument = new TypedDocumentString(`
    query ProjectsTestByKey($key: String!) {
  viewer {
    workspace {
      project(key: $key) {
        id
        key
        name
        archivedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestByKeyQuery, ProjectsTestByKeyQueryVariables>;
export const ProjectsTestFilteredDocument = new TypedDocumentString(`
    query ProjectsTestFiltered($search: String, $archived: Boolean) {
  viewer {
    workspace {
      projects(first: 100, search: $search, archived: $archived) {
        totalCount
        edges {
          node {
            key
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestFilteredQuery, ProjectsTestFilteredQueryVariables>;
export const ProjectsTestNodeIdsDocument = new TypedDocumentString(`
    query ProjectsTestNodeIds($ids: [ID!]!) {
  nodes(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestNodeIdsQuery, ProjectsTestNodeIdsQueryVariables>;
export const ProjectsTestUserNodeDocument = new TypedDocumentString(`
    query ProjectsTestUserNode($id: ID!) {
  node(id: $id) {
    ... on User {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestUserNodeQuery, ProjectsTestUserNodeQueryVariables>;
export const SubissuesTestSetParentDocument = new TypedDocumentString(`
    mutation SubissuesTestSetParent($input: SetIssueParentInput!) {
  setIssueParent(input: $input) {
    issue {
      id
      parent {
        id
      }
    }
    parent {
      id
      childProgress {
        done
        total
      }
    }
    previousParent {
      id
      childProgress {
        done
        total
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestSetParentMutation, SubissuesTestSetParentMutationVariables>;
export const SubissuesTestAddRelationDocument = new TypedDocumentString(`
    mutation SubissuesTestAddRelation($input: AddIssueRelationInput!) {
  addIssueRelation(input: $input) {
    issue {
      id
      blocked
      relations {
        relationId
        type
        issue {
          id
        }
      }
    }
    relatedIssue {
      id
      blocked
      relations {
        relationId
        type
        issue {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestAddRelationMutation, SubissuesTestAddRelationMutationVariables>;
export const SubissuesTestRemoveRelationDocument = new TypedDocumentString(`
    mutation SubissuesTestRemoveRelation($input: RemoveIssueRelationInput!) {
  removeIssueRelation(input: $input) {
    removedRelationId
    issues {
      id
      blocked
      relations {
        relationId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestRemoveRelationMutation, SubissuesTestRemoveRelationMutationVariables>;
export const SubissuesTestIssueDocument = new TypedDocumentString(`
    query SubissuesTestIssue($id: ID!) {
  node(id: $id) {
    ... on Issue {
      key
      parent {
        id
      }
      childProgress {
        done
        total
      }
      blocked
      children(first: 10) {
        totalCount
        edges {
          node {
            id
            key
          }
        }
      }
      relations {
        relationId
        type
        issue {
          id
        }
      }
      timeline(first: 50) {
        edges {
          node {
            ... on IssueActivity {
              actor {
                id
              }
              changes {
                field
                from
                to
                relationType
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestIssueQuery, SubissuesTestIssueQueryVariables>;
export const SubissuesTestFilteredDocument = new TypedDocumentString(`
    query SubissuesTestFiltered($id: ID!, $filter: IssueFilter) {
  node(id: $id) {
    ... on Project {
      issues(first: 50, filter: $filter) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestFilteredQuery, SubissuesTestFilteredQueryVariables>;
export const SubissuesTestUpdateDocument = new TypedDocumentString(`
    mutation SubissuesTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestUpdateMutation, SubissuesTestUpdateMutationVariables>;
export const SubissuesTestDeleteDocument = new TypedDocumentString(`
    mutation SubissuesTestDelete($input: DeleteIssueInput!) {
  deleteIssue(input: $input) {
    deletedIssueId
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestDeleteMutation, SubissuesTestDeleteMutationVariables>;
export const SubissuesTestRestoreDocument = new TypedDocumentString(`
    mutation SubissuesTestRestore($input: RestoreIssueInput!) {
  restoreIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestRestoreMutation, SubissuesTestRestoreMutationVariables>;
export const SubissuesTestProjectDocument = new TypedDocumentString(`
    mutation SubissuesTestProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestProjectMutation, SubissuesTestProjectMutationVariables>;
export const SubissuesTestEventsDocument = new TypedDocumentString(`
    subscription SubissuesTestEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) {
    kind
    issue {
      id
      parent {
        id
      }
      childProgress {
        done
        total
      }
      blocked
      relations {
        type
        issue {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubissuesTestEventsSubscription, SubissuesTestEventsSubscriptionVariables>;
export const ViewerTestViewerDocument = new TypedDocumentString(`
    query ViewerTestViewer {
  viewer {
    user {
      id
      name
    }
    workspace {
      id
      slug
      name
      projects(first: 20) {
        edges {
          node {
            id
            key
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerTestViewerQuery, ViewerTestViewerQueryVariables>;
export const ViewerTestClaimsDocument = new TypedDocumentString(`
    query ViewerTestClaims {
  viewer {
    role
    permissions
    workspace {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerTestClaimsQuery, ViewerTestClaimsQueryVariables>;
export const ViewerTestPersonalDocument = new TypedDocumentString(`
    query ViewerTestPersonal {
  viewer {
    role
    workspace {
      slug
      name
      personal
      viewerCanCreateProject
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerTestPersonalQuery, ViewerTestPersonalQueryVariables>;
export const ViewerTestNamesDocument = new TypedDocumentString(`
    query ViewerTestNames {
  viewer {
    user {
      name
    }
    workspace {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerTestNamesQuery, ViewerTestNamesQueryVariables>;
export const ViewsTestSaveDocument = new TypedDocumentString(`
    mutation ViewsTestSave($input: SaveViewInput!) {
  saveView(input: $input) {
    view {
      id
      name
      shared
      scope
      filter
      orderBy
      layout
      grouping
      myIssues
      project {
        key
      }
      creator {
        name
      }
      viewerCanUpdate
    }
    workspace {
      views {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestSaveMutation, ViewsTestSaveMutationVariables>;
export const ViewsTestUpdateDocument = new TypedDocumentString(`
    mutation ViewsTestUpdate($input: UpdateViewInput!) {
  updateView(input: $input) {
    view {
      id
      name
      shared
      filter
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestUpdateMutation, ViewsTestUpdateMutationVariables>;
export const ViewsTestMoveDocument = new TypedDocumentString(`
    mutation ViewsTestMove($input: MoveViewInput!) {
  moveView(input: $input) {
    workspace {
      views {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestMoveMutation, ViewsTestMoveMutationVariables>;
export const ViewsTestDeleteDocument = new TypedDocumentString(`
    mutation ViewsTestDelete($input: DeleteViewInput!) {
  deleteView(input: $input) {
    deletedViewId
    workspace {
      views {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestDeleteMutation, ViewsTestDeleteMutationVariables>;
export const ViewsTestListDocument = new TypedDocumentString(`
    query ViewsTestList {
  viewer {
    workspace {
      viewerCanShareViews
      views {
        id
        name
        shared
        viewerCanUpdate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestListQuery, ViewsTestListQueryVariables>;
export const ViewsTestNodeDocument = new TypedDocumentString(`
    query ViewsTestNode($id: ID!) {
  node(id: $id) {
    ... on SavedView {
      id
      name
      filter
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestNodeQuery, ViewsTestNodeQueryVariables>;
export const ViewsTestExportDocument = new TypedDocumentString(`
    query ViewsTestExport($id: ID!, $format: ExportFormat!) {
  node(id: $id) {
    ... on SavedView {
      exportIssues(format: $format)
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestExportQuery, ViewsTestExportQueryVariables>;
export const ViewsTestCreateProjectDocument = new TypedDocumentString(`
    mutation ViewsTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ViewsTestCreateProjectMutation, ViewsTestCreateProjectMutationVariables>;
export const ViewEventsTestDocument = new TypedDocumentString(`
    subscription ViewEventsTest {
  viewEvents {
    kind
    deletedViewId
    view {
      name
      shared
    }
    workspace {
      views {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewEventsTestSubscription, ViewEventsTestSubscriptionVariables>;
export const WebhooksTestCreateDocument = new TypedDocumentString(`
    mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
      url
      description
      eventTypes
      enabled
      secret
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestCreateMutation, WebhooksTestCreateMutationVariables>;
export const WebhooksTestUpdateDocument = new TypedDocumentString(`
    mutation WebhooksTestUpdate($input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(input: $input) {
    endpoint {
      id
      enabled
      disabledReason
      failureCount
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestUpdateMutation, WebhooksTestUpdateMutationVariables>;
export const WebhooksTestRotateDocument = new TypedDocumentString(`
    mutation WebhooksTestRotate($input: RotateWebhookSecretInput!) {
  rotateWebhookSecret(input: $input) {
    endpoint {
      id
      secret
      previousSecretExpiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestRotateMutation, WebhooksTestRotateMutationVariables>;
export const WebhooksTestResendDocument = new TypedDocumentString(`
    mutation WebhooksTestResend($input: ResendWebhookDeliveryInput!) {
  resendWebhookDelivery(input: $input) {
    delivery {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestResendMutation, WebhooksTestResendMutationVariables>;
export const WebhooksTestEndpointsDocument = new TypedDocumentString(`
    query WebhooksTestEndpoints {
  viewer {
    workspace {
      viewerCanManageWebhooks
      webhookEndpoints {
        id
        enabled
        disabledReason
        failureCount
        deliveries {
          id
          eventType
          status
          attempts
          lastStatusCode
          lastResponseMs
          lastError
          payload
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestEndpointsQuery, WebhooksTestEndpointsQueryVariables>;
export const WebhooksTestNodeDocument = new TypedDocumentString(`
    query WebhooksTestNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestNodeQuery, WebhooksTestNodeQueryVariables>;
export const WebhooksTestInboxDocument = new TypedDocumentString(`
    query WebhooksTestInbox {
  viewer {
    unreadNotificationCount
    notifications(first: 10) {
      edges {
        node {
          reason
          actor {
            id
          }
          issue {
            id
          }
          issueKey
          issueTitle
          webhookEndpoint {
            id
            url
            disabledReason
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestInboxQuery, WebhooksTestInboxQueryVariables>;
export const WebhooksTestPreferDocument = new TypedDocumentString(`
    mutation WebhooksTestPrefer($input: UpdateNotificationPreferenceInput!) {
  updateNotificationPreference(input: $input) {
    preference {
      reason
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestPreferMutation, WebhooksTestPreferMutationVariables>;
export const WebhooksTestNotificationEventsDocument = new TypedDocumentString(`
    subscription WebhooksTestNotificationEvents {
  notificationEvents {
    kind
    unreadNotificationCount
    notification {
      reason
      webhookEndpoint {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestNotificationEventsSubscription, WebhooksTestNotificationEventsSubscriptionVariables>;
export const WebhooksTestUpdateIssueDocument = new TypedDocumentString(`
    mutation WebhooksTestUpdateIssue($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksTestUpdateIssueMutation, WebhooksTestUpdateIssueMutationVariables>;
export const InputTextTestNodeDocument = new TypedDocumentString(`
    query InputTextTestNode($id: ID!) {
  node(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<InputTextTestNodeQuery, InputTextTestNodeQueryVariables>;
export const InputTextTestCreateDocument = new TypedDocumentString(`
    mutation InputTextTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
      key
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<InputTextTestCreateMutation, InputTextTestCreateMutationVariables>;
export const InputTextTestRenameDocument = new TypedDocumentString(`
    mutation InputTextTestRename($id: ID!) {
  updateProject(input: {id: $id, name: "New"}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InputTextTestRenameMutation, InputTextTestRenameMutationVariables>;
export const PersistedTestViewerRoleDocument = new TypedDocumentString(`
    query PersistedTestViewerRole {
  viewer {
    role
  }
}
    `) as unknown as TypedDocumentString<PersistedTestViewerRoleQuery, PersistedTestViewerRoleQueryVariables>;
export const PersistedTestCreateDocument = new TypedDocumentString(`
    mutation PersistedTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PersistedTestCreateMutation, PersistedTestCreateMutationVariables>;
export const ResponseCacheTestProjectsDocument = new TypedDocumentString(`
    query ResponseCacheTestProjects {
  viewer {
    workspace {
      projects(first: 50) {
        edges {
          node {
            key
            name
            viewerCanUpdate
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ResponseCacheTestProjectsQuery, ResponseCacheTestProjectsQueryVariables>;
export const ResponseCacheTestViewerDocument = new TypedDocumentString(`
    query ResponseCacheTestViewer {
  viewer {
    role
    permissions
    user {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ResponseCacheTestViewerQuery, ResponseCacheTestViewerQueryVariables>;
export const ResponseCacheTestCreateDocument = new TypedDocumentString(`
    mutation ResponseCacheTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ResponseCacheTestCreateMutation, ResponseCacheTestCreateMutationVariables>;
export const ResponseCacheTestRenameDocument = new TypedDocumentString(`
    mutation ResponseCacheTestRename($input: UpdateProjectInput!) {
  updateProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ResponseCacheTestRenameMutation, ResponseCacheTestRenameMutationVariables>;
export const AccessTestCreateDocument = new TypedDocumentString(`
    mutation AccessTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AccessTestCreateMutation, AccessTestCreateMutationVariables>;
export const AccessTestViewerDocument = new TypedDocumentString(`
    query AccessTestViewer {
  viewer {
    role
    workspace {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AccessTestViewerQuery, AccessTestViewerQueryVariables>;
export const HeartbeatTestPresenceDocument = new TypedDocumentString(`
    subscription HeartbeatTestPresence($subject: ID!) {
  presence(subject: $subject) {
    people {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<HeartbeatTestPresenceSubscription, HeartbeatTestPresenceSubscriptionVariables>;
export const SubscriptionsTestWorkspaceIdDocument = new TypedDocumentString(`
    query SubscriptionsTestWorkspaceId {
  viewer {
    workspace {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTestWorkspaceIdQuery, SubscriptionsTestWorkspaceIdQueryVariables>;
export const SubscriptionsTestRenameDocument = new TypedDocumentString(`
    mutation SubscriptionsTestRename($id: ID!) {
  updateProject(input: {id: $id, name: "Renamed"}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTestRenameMutation, SubscriptionsTestRenameMutationVariables>;
export const SubscriptionsTestArchiveDocument = new TypedDocumentString(`
    mutation SubscriptionsTestArchive($id: ID!) {
  archiveProject(input: {id: $id}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTestArchiveMutation, SubscriptionsTestArchiveMutationVariables>;
export const SubscriptionsTestUnarchiveDocument = new TypedDocumentString(`
    mutation SubscriptionsTestUnarchive($id: ID!) {
  unarchiveProject(input: {id: $id}) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTestUnarchiveMutation, SubscriptionsTestUnarchiveMutationVariables>;
export const SubscriptionsTestCreateDocument = new TypedDocumentString(`
    mutation SubscriptionsTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTestCreateMutation, SubscriptionsTestCreateMutationVariables>;
export const ShutdownTestViewerDocument = new TypedDocumentString(`
    query ShutdownTestViewer {
  viewer {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ShutdownTestViewerQuery, ShutdownTestViewerQueryVariables>;
export const ShutdownTestCreateDocument = new TypedDocumentString(`
    mutation ShutdownTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      key
    }
  }
}
    `) as unknown as TypedDocumentString<ShutdownTestCreateMutation, ShutdownTestCreateMutationVariables>;
export const ShutdownTestProjectCountDocument = new TypedDocumentString(`
    query ShutdownTestProjectCount {
  viewer {
    workspace {
      projects(first: 20) {
        totalCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShutdownTestProjectCountQuery, ShutdownTestProjectCountQueryVariables>;
export const ShutdownTestCreateProjectDocument = new TypedDocumentString(`
    mutation ShutdownTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ShutdownTestCreateProjectMutation, ShutdownTestCreateProjectMutationVariables>;
export const ShutdownTestCreateIssueDocument = new TypedDocumentString(`
    mutation ShutdownTestCreateIssue($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ShutdownTestCreateIssueMutation, ShutdownTestCreateIssueMutationVariables>;
export const IssuesTestSetupProjectDocument = new TypedDocumentString(`
    mutation IssuesTestSetupProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestSetupProjectMutation, IssuesTestSetupProjectMutationVariables>;
export const IssuesTestSetupWorkspaceDocument = new TypedDocumentString(`
    query IssuesTestSetupWorkspace {
  viewer {
    workspace {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestSetupWorkspaceQuery, IssuesTestSetupWorkspaceQueryVariables>;
export const IssuesTestSetupIssueDocument = new TypedDocumentString(`
    mutation IssuesTestSetupIssue($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      id
      number
      key
      title
      status
      position
    }
  }
}
    `) as unknown as TypedDocumentString<IssuesTestSetupIssueMutation, IssuesTestSetupIssueMutationVariables>;
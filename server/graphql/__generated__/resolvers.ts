import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../../features/users/domain';
import type { WorkspaceRow } from '../../features/workspaces/domain';
import type { ProjectRow } from '../../features/projects/domain';
import type { ConnectionSource } from '../connections';
import type { LabelRow } from '../../features/labels/domain';
import type { ProjectEvent as ProjectEventSource } from '../../features/projects/events';
import type { IssueRow, IssueGroupRow } from '../../features/issues/domain';
import type { ImportJobRow } from '../../features/imports/domain';
import type { IssueEvent as IssueEventSource } from '../../features/issues/events';
import type { PresenceEventSource } from '../../features/presence/resolvers';
import type { LabelEvent as LabelEventSource } from '../../features/labels/events';
import type { MemberRow, InvitationRow } from '../../features/members/domain';
import type { CommentRow, ActivityRow, FieldChange, TimelineRow } from '../../features/comments/domain';
import type { RelationView } from '../../features/subissues/domain';
import type { TimelineEvent as TimelineEventSource } from '../../features/comments/events';
import type { ReactionGroupRow } from '../../features/comments/reactions';
import type { NotificationRow } from '../../features/notifications/domain';
import type { NotificationEventSource } from '../../features/notifications/events';
import type { Viewer as ViewerSource } from '../../auth/viewer';
import type { AttachmentRow } from '../../features/attachments/domain';
import type { ApiKeyRow } from '../../features/apiKeys/domain';
import type { EndpointRow, DeliveryRow } from '../../features/webhooks/domain';
import type { SavedViewRow } from '../../features/views/domain';
import type { SavedViewEvent as SavedViewEventSource } from '../../features/views/events';
import type { CycleRow } from '../../features/cycles/domain';
import type { CycleEvent as CycleEventSource } from '../../features/cycles/events';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without a time or zone, such as 2026-12-01 (ISO-8601). */
  Date: { input: string; output: string; }
  /** An ISO-8601 date and time in UTC, such as 2026-11-21T09:30:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AddCommentReactionInput = {
  commentId: Scalars['ID']['input'];
  content: ReactionContent;
};

export type AddCommentReactionPayload = {
  __typename?: 'AddCommentReactionPayload';
  comment: Comment;
};

export type AddIssueRelationInput = {
  issueId: Scalars['ID']['input'];
  relatedIssueId: Scalars['ID']['input'];
  /** As seen from `issueId`: BLOCKS makes the related issue blocked by it. */
  type: IssueRelationType;
};

export type AddIssueRelationPayload = {
  __typename?: 'AddIssueRelationPayload';
  issue: Issue;
  relatedIssue: Issue;
};

/**
 * A person's API key for one workspace, sent as `Authorization: Bearer lanes_…` instead of a session token. Its secret is
 * shown once, when it is created; only its hash is kept. It stops working when revoked, when it expires, and when its
 * person leaves the workspace or is given a role below the key's.
 */
export type ApiKey = Node & {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  /** True once expiresAt has passed: the key no longer works. */
  expired: Scalars['Boolean']['output'];
  /** When the key stops working; null when it does not expire. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** When the key was last used (noted at most once a minute); null when never. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The key's first characters (`lanes_` and its lookup id), not secret: how to recognise it. */
  prefix: Scalars['String']['output'];
  role: ApiKeyRole;
};

/** The role an API key acts with: never above its owner's role in the workspace. */
export type ApiKeyRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'VIEWER';

export type ArchiveNotificationInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveNotificationPayload = {
  __typename?: 'ArchiveNotificationPayload';
  notification: Notification;
  /** The viewer, for the unread count. */
  viewer: Viewer;
};

export type ArchiveProjectInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveProjectPayload = {
  __typename?: 'ArchiveProjectPayload';
  /** The archived project's id, for connections to drop. */
  archivedProjectId: Scalars['ID']['output'];
  project: Project;
};

/** Who an issue is assigned to: it matches when any of the given conditions does. */
export type AssigneeFilter = {
  /** Assigned to one of these users. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Assigned to the viewer. */
  me?: InputMaybe<Scalars['Boolean']['input']>;
  /** Assigned to nobody. */
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A file attached to an issue: listed with it, and embedded in its description or a comment by its address
 * (`/attachments/<id>` in the Markdown). Uploaded with `POST /attachments?issueId=…&name=…` (the body is the file, with
 * the same Bearer token as /graphql; see the README's API section).
 */
export type Attachment = Node & {
  __typename?: 'Attachment';
  /** What the file's bytes are, sniffed on upload (not what the uploader claimed): image/png, application/pdf, text/plain… */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Whether the file is a raster image (PNG, JPEG, GIF or WebP), shown inline. SVG and HTML never are: they download. */
  isImage: Scalars['Boolean']['output'];
  issue: Issue;
  /** The file's name as uploaded (at most 255 characters). */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** Who attached it; null once their account is gone. */
  uploader: Maybe<User>;
  /** A signed address of the file, valid for at least 15 minutes: ask again for a fresh one. */
  url: Scalars['String']['output'];
  /** Whether the viewer may remove it (who attached it, or an admin). */
  viewerCanDelete: Scalars['Boolean']['output'];
};

export type BulkUpdateIssuesInput = {
  /** Labels each issue gains (each issue carries at most 20). */
  addLabelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Unchanged when absent; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** A cycle of the workspace for every issue; unchanged when absent; null takes them out of their cycle. */
  cycleId?: InputMaybe<Scalars['ID']['input']>;
  /** An estimate on the workspace's scale for every issue; unchanged when absent; null clears it. */
  estimate?: InputMaybe<Scalars['Int']['input']>;
  /** One to 100 issues of the workspace (any of its projects). */
  ids: Array<Scalars['ID']['input']>;
  /** Unchanged when absent. */
  priority?: InputMaybe<IssuePriority>;
  /** Labels each issue loses. */
  removeLabelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Unchanged when absent. A status change puts each issue at the top of its new column. */
  status?: InputMaybe<IssueStatus>;
};

export type BulkUpdateIssuesPayload = {
  __typename?: 'BulkUpdateIssuesPayload';
  /** The issues as they are after the change, in the order of the input's ids. */
  issues: Array<Issue>;
};

export type CancelImportInput = {
  id: Scalars['ID']['input'];
};

export type CancelImportPayload = {
  __typename?: 'CancelImportPayload';
  importJob: ImportJob;
};

/** A comment on an issue. */
export type Comment = Node & {
  __typename?: 'Comment';
  author: User;
  /**
   * Markdown, 1 to 20,000 characters after trimming. A mention is written `@[<user id>]` (the member's global id) and
   * shown with the member's current name (`mentions`).
   */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Whether the body was changed after the comment was posted. */
  edited: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  issue: Issue;
  /** The members mentioned in the body; a mentioned id that is not a member of the workspace is left out. */
  mentions: Array<User>;
  /** The emoji people reacted with, in the order of `ReactionContent`, each with who reacted (none: no group). */
  reactions: Array<ReactionGroup>;
  /** When the body was last changed; equal to createdAt until it is edited. */
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may delete the comment (its author, or an admin). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may react to the comment (members and admins; viewers read only). */
  viewerCanReact: Scalars['Boolean']['output'];
  /** Whether the viewer may edit the comment (its author). */
  viewerCanUpdate: Scalars['Boolean']['output'];
};

export type CommentConnection = {
  __typename?: 'CommentConnection';
  edges: Array<CommentEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CommentEdge = {
  __typename?: 'CommentEdge';
  cursor: Scalars['String']['output'];
  node: Comment;
};

export type CreateApiKeyInput = {
  /** When the key stops working (in the future); none for a key that does not expire. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the key is for, 1 to 80 characters. */
  name: Scalars['String']['input'];
  /** At most the viewer's own role (BAD_USER_INPUT otherwise). */
  role: ApiKeyRole;
};

export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  apiKey: ApiKey;
  /** The key itself: shown this once, never again (only its hash is kept). */
  secret: Scalars['String']['output'];
};

export type CreateCommentInput = {
  /** Markdown, 1 to 20,000 characters after trimming. */
  body: Scalars['String']['input'];
  issueId: Scalars['ID']['input'];
};

export type CreateCommentPayload = {
  __typename?: 'CreateCommentPayload';
  comment: Comment;
  /** The comment's edge, for `Issue.comments` connections. */
  commentEdge: CommentEdge;
  /** The comment's edge, for `Issue.timeline` connections. */
  timelineEdge: TimelineEdge;
};

export type CreateCycleCadenceInput = {
  /** How many cycles to create back to back, 1 to 12 (3 when absent). */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** The first new cycle's first day. */
  startsOn: Scalars['Date']['input'];
  /** Each cycle's length in weeks, 1 to 8. */
  weeks: Scalars['Int']['input'];
};

export type CreateCycleCadencePayload = {
  __typename?: 'CreateCycleCadencePayload';
  /** The new cycles, by start date. */
  cycles: Array<Cycle>;
};

export type CreateCycleInput = {
  endsOn: Scalars['Date']['input'];
  /** Up to 80 characters; blank or absent for none. */
  name?: InputMaybe<Scalars['String']['input']>;
  startsOn: Scalars['Date']['input'];
};

export type CreateCyclePayload = {
  __typename?: 'CreateCyclePayload';
  cycle: Cycle;
};

export type CreateIssueInput = {
  /** A member of the workspace. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Markdown, up to 50,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** On the workspace's estimate scale (0 to 100 points, or a T-shirt size's points); absent or null: not estimated. */
  estimate?: InputMaybe<Scalars['Int']['input']>;
  /** Labels of the workspace, at most 20. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** NONE when absent. */
  priority?: InputMaybe<IssuePriority>;
  projectId: Scalars['ID']['input'];
  /** BACKLOG when absent. */
  status?: InputMaybe<IssueStatus>;
  /** One to 200 characters after trimming. */
  title: Scalars['String']['input'];
};

export type CreateIssuePayload = {
  __typename?: 'CreateIssuePayload';
  issue: Issue;
  /** The new issue's edge, for connections to insert. */
  issueEdge: IssueEdge;
};

export type CreateLabelInput = {
  /** #rrggbb. */
  color: Scalars['String']['input'];
  /** One to 40 characters after trimming, unique in the workspace (case-insensitively). */
  name: Scalars['String']['input'];
};

export type CreateLabelPayload = {
  __typename?: 'CreateLabelPayload';
  label: Label;
  /** The new label's edge, for connections to insert. */
  labelEdge: LabelEdge;
};

export type CreateProjectInput = {
  /** Up to 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Two to five capital letters (A-Z), unique in the workspace. */
  key: Scalars['String']['input'];
  /** One to 80 characters after trimming. */
  name: Scalars['String']['input'];
};

export type CreateProjectPayload = {
  __typename?: 'CreateProjectPayload';
  project: Project;
  /** The new project's edge, for connections to insert. */
  projectEdge: ProjectEdge;
};

export type CreateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes: Array<WebhookEventType>;
  url: Scalars['String']['input'];
};

export type CreateWebhookEndpointPayload = {
  __typename?: 'CreateWebhookEndpointPayload';
  endpoint: WebhookEndpoint;
  /** The workspace, for its list of endpoints. */
  workspace: Workspace;
};

/**
 * A time-box of the workspace: numbered 1, 2, 3… in the order they were created, from `startsOn` to `endsOn` (both
 * included); no two cycles of a workspace share a day.
 */
export type Cycle = Node & {
  __typename?: 'Cycle';
  /**
   * Scope and completed at the end of each day of the cycle, computed from the issues' history (the change log, which
   * keeps 30 days by default: older changes are not counted).
   */
  burnUp: CycleBurnUp;
  /** What of it is done (DONE). */
  completed: CycleFigures;
  /** Its last day (included). */
  endsOn: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** The issues in the cycle, by status then number. `first` is limited to 100. */
  issues: IssueConnection;
  /** Up to 80 characters; null when it has none (it is then called by its number). */
  name: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  /** Whether its end has been handled (its unfinished issues moved to the next cycle when the workspace rolls over). */
  rolledOver: Scalars['Boolean']['output'];
  /** What the cycle holds: its issues and the sum of their estimates (unestimated ones count 0). */
  scope: CycleFigures;
  startsOn: Scalars['Date']['output'];
  status: CycleStatus;
};


/**
 * A time-box of the workspace: numbered 1, 2, 3… in the order they were created, from `startsOn` to `endsOn` (both
 * included); no two cycles of a workspace share a day.
 */
export type CycleIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CycleBurnUp = {
  __typename?: 'CycleBurnUp';
  /** One per day of the cycle, in order. */
  days: Array<CycleBurnUpDay>;
  unit: CycleBurnUpUnit;
};

export type CycleBurnUpDay = {
  __typename?: 'CycleBurnUpDay';
  /** What was done at the end of the day; null for a day still to come. */
  completed: Maybe<Scalars['Int']['output']>;
  date: Scalars['Date']['output'];
  /** The cycle's scope at the end of the day (in the unit); null for a day still to come. */
  scope: Maybe<Scalars['Int']['output']>;
};

/** What a burn-up counts: estimate points when an issue of the cycle has an estimate, else issues. */
export type CycleBurnUpUnit =
  | 'ISSUES'
  | 'POINTS';

export type CycleEvent = {
  __typename?: 'CycleEvent';
  /** The cycle as it is now; null for DELETED. */
  cycle: Maybe<Cycle>;
  /** The deleted cycle's id (DELETED); null otherwise. */
  deletedCycleId: Maybe<Scalars['ID']['output']>;
  kind: CycleEventKind;
};

/** What happened to a cycle, or to an issue's place in one. */
export type CycleEventKind =
  | 'CREATED'
  | 'DELETED'
  /** An issue of the cycle changed, or an issue joined or left it: its figures and burn-up may have moved. */
  | 'ISSUES_CHANGED'
  | 'UPDATED';

export type CycleFigures = {
  __typename?: 'CycleFigures';
  estimate: Scalars['Int']['output'];
  issueCount: Scalars['Int']['output'];
};

/** Where a cycle lies from today (the server's date, UTC). */
export type CycleStatus =
  | 'CURRENT'
  | 'PAST'
  | 'UPCOMING';

export type DeleteAttachmentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteAttachmentPayload = {
  __typename?: 'DeleteAttachmentPayload';
  deletedAttachmentId: Scalars['ID']['output'];
  /** The issue the file was on, as it is now. */
  issue: Issue;
};

export type DeleteCommentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCommentPayload = {
  __typename?: 'DeleteCommentPayload';
  deletedCommentId: Scalars['ID']['output'];
  /** The issue the comment was on, as it is now. */
  issue: Issue;
};

export type DeleteCycleInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCyclePayload = {
  __typename?: 'DeleteCyclePayload';
  /** The deleted cycle's id; its issues are in no cycle now. */
  deletedCycleId: Scalars['ID']['output'];
};

export type DeleteIssueInput = {
  id: Scalars['ID']['input'];
};

export type DeleteIssuePayload = {
  __typename?: 'DeleteIssuePayload';
  deletedIssueId: Scalars['ID']['output'];
};

export type DeleteLabelInput = {
  id: Scalars['ID']['input'];
};

export type DeleteLabelPayload = {
  __typename?: 'DeleteLabelPayload';
  deletedLabelId: Scalars['ID']['output'];
};

export type DeleteViewInput = {
  id: Scalars['ID']['input'];
};

export type DeleteViewPayload = {
  __typename?: 'DeleteViewPayload';
  deletedViewId: Scalars['ID']['output'];
  workspace: Workspace;
};

export type DeleteWebhookEndpointInput = {
  id: Scalars['ID']['input'];
};

export type DeleteWebhookEndpointPayload = {
  __typename?: 'DeleteWebhookEndpointPayload';
  deletedEndpointId: Scalars['ID']['output'];
  /** The workspace, for its list of endpoints. */
  workspace: Workspace;
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
  column: Scalars['String']['input'];
  /** title, description, status, priority, assignee, labels, dueDate, estimate, createdAt or externalRef. */
  field: Scalars['String']['input'];
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

/** An import of issues into a project: a job the server works through in the background. */
export type ImportJob = Node & {
  __typename?: 'ImportJob';
  /** How many issues were created. */
  created: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many rows have been worked through (imported or skipped). */
  done: Scalars['Int']['output'];
  /** Why the import failed (FAILED); null otherwise. */
  error: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  format: ImportFormat;
  id: Scalars['ID']['output'];
  /** The rows that were not imported, with their reason. */
  skipped: Array<ImportRowNote>;
  status: ImportStatus;
  /** How many rows the file has. */
  total: Scalars['Int']['output'];
  /** Whether the viewer may cancel it (it is not over, and they may import). */
  viewerCanCancel: Scalars['Boolean']['output'];
  /** What was imported differently than given: an assignee matching no member (the issue is left unassigned), … */
  warnings: Array<ImportRowNote>;
};

/** A row of an import's file that was not imported (its number counts the file's data rows from 1), and why. */
export type ImportRowNote = {
  __typename?: 'ImportRowNote';
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

export type ImportStatus =
  | 'CANCELED'
  | 'DONE'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING';

/**
 * An invitation to join a workspace (built-in sign-in): the person with this email joins with the role on their next
 * sign-in or sign-up.
 */
export type Invitation = Node & {
  __typename?: 'Invitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Who invited; null once that person is no longer a member. */
  invitedBy: Maybe<User>;
  /** org:admin, org:member or org:viewer. */
  role: Scalars['String']['output'];
};

export type InvitationConnection = {
  __typename?: 'InvitationConnection';
  edges: Array<InvitationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InvitationEdge = {
  __typename?: 'InvitationEdge';
  cursor: Scalars['String']['output'];
  node: Invitation;
};

export type InviteMemberInput = {
  /** The invitee's email address. */
  email: Scalars['String']['input'];
  /** org:admin, org:member or org:viewer. */
  role: Scalars['String']['input'];
};

export type InviteMemberPayload = {
  __typename?: 'InviteMemberPayload';
  invitation: Invitation;
  /** The new invitation's edge, for connections to insert. */
  invitationEdge: InvitationEdge;
};

/** A piece of work in a project, such as WEB-42. */
export type Issue = Node & {
  __typename?: 'Issue';
  /** A member of the workspace; null when nobody is assigned. */
  assignee: Maybe<User>;
  /** The files attached to the issue, oldest first (at most 100). */
  attachments: Array<Attachment>;
  /** Whether an issue that blocks this one is neither DONE nor CANCELED. */
  blocked: Scalars['Boolean']['output'];
  /** How many of the issue's sub-issues are closed (DONE or CANCELED) of all; null when it has none. */
  childProgress: Maybe<IssueChildProgress>;
  /** The issue's sub-issues (live ones, in any project of the workspace), oldest first. `first` is limited to 100. */
  children: IssueConnection;
  /** The issue's comments, oldest first. */
  comments: CommentConnection;
  /** When the issue reached DONE; null while it is not DONE. */
  completedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Who created the issue. */
  creator: User;
  /** The cycle the issue is in; null when it is in none. */
  cycle: Maybe<Cycle>;
  /** Markdown, up to 50,000 characters; empty when there is none. */
  description: Scalars['String']['output'];
  dueDate: Maybe<Scalars['Date']['output']>;
  /** Points of effort, 0 to 100; null when not estimated. */
  estimate: Maybe<Scalars['Int']['output']>;
  /** The key or address the issue had where it was imported from (unique in its project); null for an issue made here. */
  externalRef: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The project's key and the number, such as WEB-42. */
  key: Scalars['String']['output'];
  /** By name. */
  labels: Array<Label>;
  /**
   * The members mentioned in the description (written `@[<user id>]` in the Markdown), for showing their current
   * names; a mentioned id that is not a member of the workspace is left out.
   */
  mentions: Array<User>;
  /** The issue's number in its project: 1, 2, 3… in order of creation, without gaps. */
  number: Scalars['Int']['output'];
  /** The issue this one is a sub-issue of (in any project of the workspace); null when none, or while it is deleted. */
  parent: Maybe<Issue>;
  /** A fractional index: the issue's place in its status column (ordered by plain string comparison). */
  position: Scalars['String']['output'];
  priority: IssuePriority;
  project: Project;
  /** The issue's relations to other live issues of the workspace, each seen from this issue, oldest first. */
  relations: Array<IssueRelation>;
  status: IssueStatus;
  /**
   * The issue's comments and activity entries (every change: who, when, which field, from and to), interleaved in
   * time order, oldest first.
   */
  timeline: TimelineConnection;
  /** One to 200 characters after trimming. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may attach files to the issue (whoever may comment). */
  viewerCanAttach: Scalars['Boolean']['output'];
  /** Whether the viewer may comment on the issue. */
  viewerCanComment: Scalars['Boolean']['output'];
  /** Whether the viewer may delete the issue. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may edit and move the issue. */
  viewerCanUpdate: Scalars['Boolean']['output'];
};


/** A piece of work in a project, such as WEB-42. */
export type IssueChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A piece of work in a project, such as WEB-42. */
export type IssueCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A piece of work in a project, such as WEB-42. */
export type IssueTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An entry in an issue's activity: one person's change to it, recorded in the same transaction as the change. One
 * entry per mutation and issue (a bulk update writes one per issue), with every field it changed.
 */
export type IssueActivity = Node & {
  __typename?: 'IssueActivity';
  /** Who made the change. */
  actor: User;
  changes: Array<IssueFieldChange>;
  /** Whether this entry is the issue's creation (then `changes` is empty). */
  created: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  issue: Issue;
  /** Whether this entry is the issue's restoration after it was deleted (then `changes` is empty). */
  restored: Scalars['Boolean']['output'];
};

/** A parent issue's progress: how many of its sub-issues are closed (DONE or CANCELED), of how many. */
export type IssueChildProgress = {
  __typename?: 'IssueChildProgress';
  done: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type IssueConnection = {
  __typename?: 'IssueConnection';
  edges: Array<IssueEdge>;
  pageInfo: PageInfo;
  /**
   * How many issues the connection holds in all (with its filter, regardless of paging); a search counts at most
   * 1,000 (see totalCountCapped).
   */
  totalCount: Scalars['Int']['output'];
  /**
   * Whether totalCount stopped at its bound and means "this many or more": a search counts at most 1,000 matches (show
   * "1,000+"); a project's issues are always counted in full.
   */
  totalCountCapped: Scalars['Boolean']['output'];
  /**
   * The sum of the estimates (in points) of the issues the connection holds in all, with its filter, regardless of
   * paging (unestimated ones count 0): a board column's sum. Null where it is not counted (searches, workspace lists).
   */
  totalEstimate: Maybe<Scalars['Int']['output']>;
};

export type IssueEdge = {
  __typename?: 'IssueEdge';
  cursor: Scalars['String']['output'];
  node: Issue;
};

/** A change to one issue of a project, as it happened. */
export type IssueEvent = {
  __typename?: 'IssueEvent';
  /** When the change was made. */
  at: Scalars['DateTime']['output'];
  /** The deleted issue's id (DELETED); null otherwise. */
  deletedIssueId: Maybe<Scalars['ID']['output']>;
  /** The issue as it is after the change; null for DELETED. */
  issue: Maybe<Issue>;
  /** The issue's edge (CREATED, MOVED and RESTORED), for connections to insert at its place. */
  issueEdge: Maybe<IssueEdge>;
  kind: IssueEventKind;
  /**
   * The change's number in its workspace's change log: events of a project come in increasing `seq` (with gaps: the
   * numbers are the workspace's). Pass the last one seen as `afterSeq` when subscribing again.
   */
  seq: Scalars['Int']['output'];
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

/** One field's change in an activity entry. */
export type IssueFieldChange = {
  __typename?: 'IssueFieldChange';
  /** LABELS: the labels added and removed (a label deleted since is left out). */
  addedLabels: Array<Label>;
  field: IssueField;
  /**
   * The value before and after, as text: the enum value for STATUS and PRIORITY (IN_PROGRESS, HIGH), the ISO date for
   * DUE_DATE, the title for TITLE; null for DESCRIPTION (too long to repeat), ASSIGNEE and LABELS, and when empty.
   */
  from: Maybe<Scalars['String']['output']>;
  /** CYCLE: the cycle before and after (null: none, or a cycle deleted since). */
  fromCycle: Maybe<Cycle>;
  /** ASSIGNEE: who it was assigned to before and after (null: nobody). */
  fromUser: Maybe<User>;
  /**
   * PARENT: `from` and `to` are the parent's key before and after (null: none). SUB_ISSUES: `to` the key of a sub-issue
   * added, `from` of one taken away. RELATIONS: `to` the key of the issue a relation was made with, `from` of one
   * removed, and `relationType` the relation as seen from this issue.
   */
  relationType: Maybe<IssueRelationKind>;
  removedLabels: Array<Label>;
  to: Maybe<Scalars['String']['output']>;
  toCycle: Maybe<Cycle>;
  toUser: Maybe<User>;
};

/** Which issues a connection holds: every given condition must match (within one, any of its values). */
export type IssueFilter = {
  assignee?: InputMaybe<AssigneeFilter>;
  /** true: only blocked issues (blocked by one neither DONE nor CANCELED); false: only those not blocked. */
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Created by the viewer. */
  createdByMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** Created within the last this many days (1 to 3650). */
  createdWithinDays?: InputMaybe<Scalars['Int']['input']>;
  /** In this cycle (its id), or in none (the word none). */
  cycle?: InputMaybe<Scalars['ID']['input']>;
  /** Due on or after this date. */
  dueAfter?: InputMaybe<Scalars['Date']['input']>;
  /** Due on or before this date. */
  dueBefore?: InputMaybe<Scalars['Date']['input']>;
  /** An estimate of at most this many points. */
  estimateMax?: InputMaybe<Scalars['Int']['input']>;
  /** An estimate of at least this many points. */
  estimateMin?: InputMaybe<Scalars['Int']['input']>;
  /** true: with an estimate; false: without one. */
  estimated?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: only parents (those with sub-issues); false: only those without any. */
  hasChildren?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: only sub-issues (those with a parent); false: only those without one. */
  hasParent?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carrying any of these labels. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Due before today and neither DONE nor CANCELED. */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  priorities?: InputMaybe<Array<IssuePriority>>;
  /** Issues of these projects (a project of another workspace matches nothing). */
  projectIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  statuses?: InputMaybe<Array<IssueStatus>>;
  /** Words that the title or description contain. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Updated within the last this many days (1 to 3650). */
  updatedWithinDays?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Watched by the viewer: Lanes has no subscription to an issue, so an issue is watched by those who commented on it
   * or were mentioned in it (its description or a comment).
   */
  watchedByMe?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * One group of a project's issues (Project.issueGroups): those of one assignee, priority or label, or of none; with
 * `status`, only those of that status too (a board row's column).
 */
export type IssueGroup = Node & {
  __typename?: 'IssueGroup';
  /** The assignee of an ASSIGNEE group; null for the group of unassigned issues (and in other groupings). */
  assignee: Maybe<User>;
  by: IssueGrouping;
  id: Scalars['ID']['output'];
  /**
   * The group's issues that pass the filter, in the order asked (the board's by default). Keyset cursors, as
   * Project.issues; `first`/`last` are limited to 100.
   */
  issues: IssueConnection;
  /** The label of a LABEL group; null for the group of issues without labels (and in other groupings). */
  label: Maybe<Label>;
  /** The priority of a PRIORITY group; null in other groupings. */
  priority: Maybe<IssuePriority>;
  /** The status the group is narrowed to (a board row's column); null for every status. */
  status: Maybe<IssueStatus>;
  /** The same group narrowed to one status (a board row's column). */
  withStatus: IssueGroup;
};


/**
 * One group of a project's issues (Project.issueGroups): those of one assignee, priority or label, or of none; with
 * `status`, only those of that status too (a board row's column).
 */
export type IssueGroupIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<IssueFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<IssueOrder>;
};


/**
 * One group of a project's issues (Project.issueGroups): those of one assignee, priority or label, or of none; with
 * `status`, only those of that status too (a board row's column).
 */
export type IssueGroupWithStatusArgs = {
  status: IssueStatus;
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

/**
 * A relation between two issues, seen from one of them. The relation is one record however it is viewed: `relationId`
 * names it (removeIssueRelation), the same from either issue.
 */
export type IssueRelation = {
  __typename?: 'IssueRelation';
  createdAt: Scalars['DateTime']['output'];
  /** The other issue. */
  issue: Issue;
  /** The relation's opaque id. */
  relationId: Scalars['ID']['output'];
  /** The relation as seen from the issue whose relations these are. */
  type: IssueRelationKind;
};

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

/** A tag on issues, such as Bug, unique in its workspace by name (case-insensitively). */
export type Label = Node & {
  __typename?: 'Label';
  /** A colour such as #e5484d (lower-case #rrggbb). */
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** One to 40 characters. */
  name: Scalars['String']['output'];
};

export type LabelConnection = {
  __typename?: 'LabelConnection';
  edges: Array<LabelEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type LabelEdge = {
  __typename?: 'LabelEdge';
  cursor: Scalars['String']['output'];
  node: Label;
};

/** A change to a label of the workspace. */
export type LabelEvent = {
  __typename?: 'LabelEvent';
  /** The deleted label's id (DELETED; it is gone from every issue too); null otherwise. */
  deletedLabelId: Maybe<Scalars['ID']['output']>;
  kind: LabelEventKind;
  /** The label as it is after the change; null for DELETED. */
  label: Maybe<Label>;
};

/** What happened to a label. */
export type LabelEventKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  /** The notifications that were unread and now are read. */
  notifications: Array<Notification>;
  viewer: Viewer;
};

export type MarkNotificationReadInput = {
  id: Scalars['ID']['input'];
};

export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  notification: Notification;
  /** The viewer, for the unread count. */
  viewer: Viewer;
};

/** A person's membership of a workspace. */
export type Member = Node & {
  __typename?: 'Member';
  /** When the person joined the workspace. */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The organization role: org:admin, org:member or org:viewer (or a custom Clerk role). */
  role: Scalars['String']['output'];
  user: User;
};

export type MemberConnection = {
  __typename?: 'MemberConnection';
  edges: Array<MemberEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MemberEdge = {
  __typename?: 'MemberEdge';
  cursor: Scalars['String']['output'];
  node: Member;
};

export type MoveIssueInput = {
  /** Labels the issue gains (it carries at most 20). */
  addLabelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The issue it lands right after in that column; absent at the top. */
  afterId?: InputMaybe<Scalars['ID']['input']>;
  /** Unchanged when absent; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** The issue it lands right before in that column; absent at the bottom. */
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  /**
   * The fields that change with the move, in the same change (a card dropped in another row of a board grouped by
   * priority, assignee or label). Unchanged when absent.
   */
  priority?: InputMaybe<IssuePriority>;
  /** Labels the issue loses. */
  removeLabelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The column it moves to (its own to reorder). */
  status: IssueStatus;
};

export type MoveIssuePayload = {
  __typename?: 'MoveIssuePayload';
  issue: Issue;
};

export type MoveViewInput = {
  /** The view it goes after; absent: the start. */
  afterId?: InputMaybe<Scalars['ID']['input']>;
  /** The view it goes before; absent: the end. */
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

export type MoveViewPayload = {
  __typename?: 'MoveViewPayload';
  view: SavedView;
  workspace: Workspace;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Reacts to a comment with an emoji (members and admins; a second time changes nothing). A comment of another
   * workspace is NOT_FOUND.
   */
  addCommentReaction: AddCommentReactionPayload;
  /**
   * Relates two issues of the workspace. Two issues have at most one relation: another (either way round) and an issue
   * related to itself are BAD_USER_INPUT on relatedIssueId; NOT_FOUND for another workspace's.
   */
  addIssueRelation: AddIssueRelationPayload;
  /** Archives one of the viewer's notifications: it leaves the inbox (and the unread count) and is kept among the archived. */
  archiveNotification: ArchiveNotificationPayload;
  /** Archives a project: it leaves the default project list but keeps its data. */
  archiveProject: ArchiveProjectPayload;
  /**
   * Changes the same fields of up to 100 issues of the workspace at once, all or nothing: when one id names no issue
   * of the workspace (NOT_FOUND naming ids) or the viewer may not edit one of them (FORBIDDEN), none changes.
   */
  bulkUpdateIssues: BulkUpdateIssuesPayload;
  /** Stops an import: rows not yet worked through are not imported (those imported stay). */
  cancelImport: CancelImportPayload;
  /** Creates an API key for the viewer in the active workspace. Refused to requests made with an API key. */
  createApiKey: CreateApiKeyPayload;
  /**
   * Comments on an issue (members and admins, or whoever the session's `org:comments:create` permission names;
   * viewers read only). Mentions in the body notify the mentioned members.
   */
  createComment: CreateCommentPayload;
  /** Creates a cycle (admins). Dates that overlap another cycle's are refused with BAD_USER_INPUT. */
  createCycle: CreateCyclePayload;
  /** Creates `count` cycles of `weeks` weeks back to back from `startsOn` (admins); none when one would overlap. */
  createCycleCadence: CreateCycleCadencePayload;
  /**
   * Creates an issue at the top of its status column. An archived project takes no new issues (CONFLICT on
   * `projectId`, naming the project as archived); its existing issues can still be edited, moved and deleted, so
   * that a team can tidy a project it has put away.
   */
  createIssue: CreateIssuePayload;
  /** Creates a label. CONFLICT when the name is taken in the workspace. */
  createLabel: CreateLabelPayload;
  /** Creates a project in the viewer's workspace. CONFLICT when the key is taken there. */
  createProject: CreateProjectPayload;
  createWebhookEndpoint: CreateWebhookEndpointPayload;
  /** Removes a file from its issue (who attached it, or an admin); its addresses stop working at once. */
  deleteAttachment: DeleteAttachmentPayload;
  /** Deletes a comment (its author, or an admin). */
  deleteComment: DeleteCommentPayload;
  /** Deletes a cycle (admins); its issues leave it. */
  deleteCycle: DeleteCyclePayload;
  /** Deletes an issue: admins any, members those they created. */
  deleteIssue: DeleteIssuePayload;
  /** Deletes a label and removes it from every issue. */
  deleteLabel: DeleteLabelPayload;
  /** Deletes a view: its creator, or an admin for a shared one. */
  deleteView: DeleteViewPayload;
  deleteWebhookEndpoint: DeleteWebhookEndpointPayload;
  /**
   * Invites a person by email to the viewer's workspace (admins; built-in sign-in only: with Clerk, the organization's
   * settings do it). CONFLICT when the person is a member or invited already.
   */
  inviteMember: InviteMemberPayload;
  /** Marks every notification of the viewer in the active workspace's inbox read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Marks one of the viewer's notifications read. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Moves an issue to a status column, between two of its issues (changing its priority, assignee or labels with it when asked). */
  moveIssue: MoveIssuePayload;
  /** Moves a view between two others of the list (either may be absent: the start or the end). */
  moveView: MoveViewPayload;
  /** Takes back the viewer's reaction to a comment (none to take back changes nothing). */
  removeCommentReaction: RemoveCommentReactionPayload;
  /** Removes a relation (seen from either of its issues). */
  removeIssueRelation: RemoveIssueRelationPayload;
  /**
   * Removes a member at once: their requests are refused and their live connections to the workspace close (admins;
   * built-in sign-in only). CONFLICT when it would leave the workspace without an admin.
   */
  removeMember: RemoveMemberPayload;
  resendWebhookDelivery: ResendWebhookDeliveryPayload;
  /**
   * Restores a deleted issue (the undo of deleteIssue), whoever may delete it: it comes back with its key, number,
   * fields, comments and labels, at its place in its column, and everyone watching its project sees it again (RESTORED).
   * An issue deleted more than 30 days ago (the change log's default retention) is no longer restored; it and an issue
   * that is not deleted are CONFLICT on `id`; an issue of another workspace is NOT_FOUND.
   */
  restoreIssue: RestoreIssuePayload;
  /** Revokes one of the viewer's API keys: requests and open WebSockets made with it are refused from now on. */
  revokeApiKey: RevokeApiKeyPayload;
  /** Withdraws a pending invitation (admins; built-in sign-in only). */
  revokeInvitation: RevokeInvitationPayload;
  /** A new signing secret; the old one keeps signing deliveries beside it for 24 hours. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /**
   * Saves a view: personal, or shared with the workspace (admins and members; a viewer sharing one is FORBIDDEN). It
   * comes last in the viewer's list.
   */
  saveView: SaveViewPayload;
  /**
   * Makes an issue a sub-issue of another of the workspace, or detaches it (parentId null). BAD_USER_INPUT on parentId
   * for a cycle (the issue itself or one of its sub-issues) or more than 5 levels; NOT_FOUND for another workspace's.
   */
  setIssueParent: SetIssueParentPayload;
  /**
   * Snoozes one of the viewer's notifications until a time (in the future, at most a year ahead: else BAD_USER_INPUT,
   * field until): it leaves the inbox and comes back unread then.
   */
  snoozeNotification: SnoozeNotificationPayload;
  /**
   * Starts importing the file's issues into the project (admins and members): the server works through it in the
   * background; read its progress with importJob. BAD_USER_INPUT when the file cannot be read.
   */
  startImport: StartImportPayload;
  /** Puts an archived notification back in the inbox. */
  unarchiveNotification: UnarchiveNotificationPayload;
  /** Restores an archived project to the project list. */
  unarchiveProject: UnarchiveProjectPayload;
  /** Ends the snooze of one of the viewer's notifications now: it is back in the inbox, unread (as when its time comes). */
  unsnoozeNotification: UnsnoozeNotificationPayload;
  /** Changes a comment's body (its author only). Newly mentioned members are notified. */
  updateComment: UpdateCommentPayload;
  /** Renames a cycle or moves its dates (admins), under the same rules. */
  updateCycle: UpdateCyclePayload;
  /** Turns the rollover of unfinished issues at a cycle's end on or off (admins). */
  updateCycleSettings: UpdateCycleSettingsPayload;
  /** Chooses the workspace's estimate scale (admins); estimates already set are kept as they are. */
  updateEstimateSettings: UpdateEstimateSettingsPayload;
  /** Changes any of an issue's fields; absent fields are left unchanged. */
  updateIssue: UpdateIssuePayload;
  /** Renames or recolours a label. CONFLICT when the new name is taken. */
  updateLabel: UpdateLabelPayload;
  /**
   * Changes a member's role (admins; built-in sign-in only). CONFLICT when it would leave the workspace without an
   * admin.
   */
  updateMemberRole: UpdateMemberRolePayload;
  /** Turns one reason of notification on or off for the viewer in the active workspace. */
  updateNotificationPreference: UpdateNotificationPreferencePayload;
  /** Renames a project or changes its description. */
  updateProject: UpdateProjectPayload;
  /** Renames a view, changes what it shows, or shares or unshares it: the creator of a view, or an admin for a shared one. */
  updateView: UpdateViewPayload;
  updateWebhookEndpoint: UpdateWebhookEndpointPayload;
};


export type MutationAddCommentReactionArgs = {
  input: AddCommentReactionInput;
};


export type MutationAddIssueRelationArgs = {
  input: AddIssueRelationInput;
};


export type MutationArchiveNotificationArgs = {
  input: ArchiveNotificationInput;
};


export type MutationArchiveProjectArgs = {
  input: ArchiveProjectInput;
};


export type MutationBulkUpdateIssuesArgs = {
  input: BulkUpdateIssuesInput;
};


export type MutationCancelImportArgs = {
  input: CancelImportInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCommentArgs = {
  input: CreateCommentInput;
};


export type MutationCreateCycleArgs = {
  input: CreateCycleInput;
};


export type MutationCreateCycleCadenceArgs = {
  input: CreateCycleCadenceInput;
};


export type MutationCreateIssueArgs = {
  input: CreateIssueInput;
};


export type MutationCreateLabelArgs = {
  input: CreateLabelInput;
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteAttachmentArgs = {
  input: DeleteAttachmentInput;
};


export type MutationDeleteCommentArgs = {
  input: DeleteCommentInput;
};


export type MutationDeleteCycleArgs = {
  input: DeleteCycleInput;
};


export type MutationDeleteIssueArgs = {
  input: DeleteIssueInput;
};


export type MutationDeleteLabelArgs = {
  input: DeleteLabelInput;
};


export type MutationDeleteViewArgs = {
  input: DeleteViewInput;
};


export type MutationDeleteWebhookEndpointArgs = {
  input: DeleteWebhookEndpointInput;
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationMoveIssueArgs = {
  input: MoveIssueInput;
};


export type MutationMoveViewArgs = {
  input: MoveViewInput;
};


export type MutationRemoveCommentReactionArgs = {
  input: RemoveCommentReactionInput;
};


export type MutationRemoveIssueRelationArgs = {
  input: RemoveIssueRelationInput;
};


export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


export type MutationResendWebhookDeliveryArgs = {
  input: ResendWebhookDeliveryInput;
};


export type MutationRestoreIssueArgs = {
  input: RestoreIssueInput;
};


export type MutationRevokeApiKeyArgs = {
  input: RevokeApiKeyInput;
};


export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


export type MutationRotateWebhookSecretArgs = {
  input: RotateWebhookSecretInput;
};


export type MutationSaveViewArgs = {
  input: SaveViewInput;
};


export type MutationSetIssueParentArgs = {
  input: SetIssueParentInput;
};


export type MutationSnoozeNotificationArgs = {
  input: SnoozeNotificationInput;
};


export type MutationStartImportArgs = {
  input: StartImportInput;
};


export type MutationUnarchiveNotificationArgs = {
  input: UnarchiveNotificationInput;
};


export type MutationUnarchiveProjectArgs = {
  input: UnarchiveProjectInput;
};


export type MutationUnsnoozeNotificationArgs = {
  input: UnsnoozeNotificationInput;
};


export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
};


export type MutationUpdateCycleArgs = {
  input: UpdateCycleInput;
};


export type MutationUpdateCycleSettingsArgs = {
  input: UpdateCycleSettingsInput;
};


export type MutationUpdateEstimateSettingsArgs = {
  input: UpdateEstimateSettingsInput;
};


export type MutationUpdateIssueArgs = {
  input: UpdateIssueInput;
};


export type MutationUpdateLabelArgs = {
  input: UpdateLabelInput;
};


export type MutationUpdateMemberRoleArgs = {
  input: UpdateMemberRoleInput;
};


export type MutationUpdateNotificationPreferenceArgs = {
  input: UpdateNotificationPreferenceInput;
};


export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


export type MutationUpdateViewArgs = {
  input: UpdateViewInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookEndpointInput;
};

/** Which of My issues: assigned to the viewer, created by them, or watched (commented on or mentioned in). */
export type MyIssuesSet =
  | 'ASSIGNED'
  | 'CREATED'
  | 'WATCHING';

/** An object with a globally unique, opaque id (the Relay server specification). */
export type Node = {
  /** The object's opaque global id. */
  id: Scalars['ID']['output'];
};

/** Something that happened to an issue (or, for WEBHOOK_DISABLED, to the workspace's webhooks), told to one member. */
export type Notification = Node & {
  __typename?: 'Notification';
  /** Who did it; null when Lanes itself did (WEBHOOK_DISABLED). */
  actor: Maybe<User>;
  /** When the viewer archived it; null while it is in the inbox. */
  archivedAt: Maybe<Scalars['DateTime']['output']>;
  /** MENTIONED in a comment and COMMENTED: the comment; null otherwise or once it is deleted. */
  comment: Maybe<Comment>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The issue; null once it is deleted, and for a notification about no issue (WEBHOOK_DISABLED). */
  issue: Maybe<Issue>;
  /**
   * The issue's key and title when the notification was made (they remain when the issue is deleted); null for a
   * notification about no issue (WEBHOOK_DISABLED).
   */
  issueKey: Maybe<Scalars['String']['output']>;
  issueTitle: Maybe<Scalars['String']['output']>;
  /** When the viewer read it; null while unread. */
  readAt: Maybe<Scalars['DateTime']['output']>;
  reason: NotificationReason;
  /**
   * Until when it is snoozed: out of the inbox (and the unread count) until then, back unread after. Null when it was
   * never snoozed; a past time once it is back.
   */
  snoozedUntil: Maybe<Scalars['DateTime']['output']>;
  /** STATUS_CHANGED: the new status; null otherwise. */
  status: Maybe<IssueStatus>;
  /** WEBHOOK_DISABLED: the endpoint (admins only); null otherwise, once it is deleted, or for a viewer no longer admin. */
  webhookEndpoint: Maybe<WebhookEndpoint>;
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

/** A change to the viewer's notifications. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  kind: NotificationEventKind;
  /** The new notification (CREATED); null for READ. */
  notification: Maybe<Notification>;
  /** The new notification's edge (CREATED), for the inbox's connection to prepend; null for READ. */
  notificationEdge: Maybe<NotificationEdge>;
  /**
   * The notifications the event is about, as they are now (READ, ARCHIVED, UNARCHIVED, SNOOZED, UNSNOOZED; as they
   * were for WITHDRAWN); empty for CREATED.
   */
  notifications: Array<Notification>;
  /** The notifications that were marked read (READ), newest first; empty for CREATED. */
  readNotifications: Array<Notification>;
  /** The viewer's unread count after it. */
  unreadNotificationCount: Scalars['Int']['output'];
};

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

/** Whether one reason notifies the viewer in the active workspace. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  enabled: Scalars['Boolean']['output'];
  reason: NotificationReason;
};

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

/** Where a page of a connection starts and ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** Who is looking at a project or an issue, besides the viewer. */
export type PresenceEvent = {
  __typename?: 'PresenceEvent';
  /** The people looking at it now, in the order they came, without the viewer (whose other tabs are the viewer too). */
  people: Array<User>;
  /** The project or issue looked at. */
  subject: Scalars['ID']['output'];
};

/** A body of work inside a workspace, identified by a short key such as WEB. */
export type Project = Node & {
  __typename?: 'Project';
  /** When the project was archived; null while it is active. */
  archivedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Up to 2,000 characters; empty when there is none. */
  description: Scalars['String']['output'];
  /**
   * The project's issues as a file: JSON (labels, assignee, comments with their authors and dates; re-imports
   * losslessly into another project) or CSV. Whoever may read the project may export it.
   */
  exportIssues: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The project's imports, newest first (at most 20). */
  imports: Array<ImportJob>;
  /**
   * The project's issues in groups of one assignee, priority or label (a list's sections, a board's rows): the groups
   * that hold at least one issue passing the filter, in the order their words sort (priorities by urgency), the group of
   * none ("No assignee", "No priority", "No label") last. An issue carrying several labels is in the group of each.
   */
  issueGroups: Array<IssueGroup>;
  /**
   * The project's issues. The default order is the board's: by status (BACKLOG first), then by position in the
   * status column. Keyset cursors: paging stays free of duplicates and gaps while others insert and move issues.
   * `first`/`last` are limited to 100.
   */
  issues: IssueConnection;
  /**
   * The moment this read was taken, for the deprecated `issueEvents(since:)`.
   * @deprecated Use issuesSnapshotSeq with issueEvents(afterSeq:): exact, where a moment is not.
   */
  issuesSnapshotAt: Scalars['DateTime']['output'];
  /**
   * The workspace's change-log position read just before this project's `issues` (select it in the same query): pass
   * it to `issueEvents(afterSeq:)` and the stream starts with every change committed after the read, none missed.
   */
  issuesSnapshotSeq: Scalars['Int']['output'];
  /** Two to five capital letters, unique in the workspace; issue numbers are prefixed with it. */
  key: Scalars['String']['output'];
  /** One to 80 characters. */
  name: Scalars['String']['output'];
  /** How many of the project's issues are not DONE or CANCELED. */
  openIssueCount: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may archive (or restore) the project. */
  viewerCanArchive: Scalars['Boolean']['output'];
  /** Whether the viewer may create issues in the project (never in an archived one). */
  viewerCanCreateIssue: Scalars['Boolean']['output'];
  /** Whether the viewer may import issues into the project. */
  viewerCanImport: Scalars['Boolean']['output'];
  /** Whether the viewer may rename the project and change its description. */
  viewerCanUpdate: Scalars['Boolean']['output'];
  /** Whether the viewer may change the project's issues (their fields, their place, bulk edits). */
  viewerCanUpdateIssues: Scalars['Boolean']['output'];
};


/** A body of work inside a workspace, identified by a short key such as WEB. */
export type ProjectExportIssuesArgs = {
  format: ExportFormat;
};


/** A body of work inside a workspace, identified by a short key such as WEB. */
export type ProjectIssueGroupsArgs = {
  by: IssueGrouping;
  filter?: InputMaybe<IssueFilter>;
};


/** A body of work inside a workspace, identified by a short key such as WEB. */
export type ProjectIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<IssueFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<IssueOrder>;
};

export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  edges: Array<ProjectEdge>;
  pageInfo: PageInfo;
  /** How many projects the connection holds in all (with its filters, regardless of paging). */
  totalCount: Scalars['Int']['output'];
};

export type ProjectEdge = {
  __typename?: 'ProjectEdge';
  cursor: Scalars['String']['output'];
  node: Project;
};

/** A change to one project of the viewer's workspace, as it happened. */
export type ProjectEvent = {
  __typename?: 'ProjectEvent';
  /** The project's edge when it joined the active list (CREATED, UNARCHIVED); null otherwise. */
  addedEdge: Maybe<ProjectEdge>;
  kind: ProjectEventKind;
  /** The project as it is after the change. */
  project: Project;
  /** The project's id when it left the active list (ARCHIVED); null otherwise. */
  removedProjectId: Maybe<Scalars['ID']['output']>;
};

/** What happened to a project. */
export type ProjectEventKind =
  | 'ARCHIVED'
  | 'CREATED'
  | 'UNARCHIVED'
  | 'UPDATED';

export type Query = {
  __typename?: 'Query';
  /** An import of the viewer's workspace; null when it does not exist there. */
  importJob: Maybe<ImportJob>;
  /** Fetches any object of the viewer's workspace by its global id; null when it does not exist there. */
  node: Maybe<Node>;
  /**
   * Fetches several objects by id, in the order asked; null for each that does not exist there. At most 100 ids:
   * more fail with BAD_USER_INPUT (field ids).
   */
  nodes: Array<Maybe<Node>>;
  /** The signed-in person and their active workspace. Fails with UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryImportJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

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

/** Everyone who reacted to a comment with one emoji. */
export type ReactionGroup = {
  __typename?: 'ReactionGroup';
  content: ReactionContent;
  /** How many people reacted with it (at least one). */
  count: Scalars['Int']['output'];
  /** Who reacted, first reaction first. */
  users: Array<User>;
  /** Whether the viewer is one of them. */
  viewerHasReacted: Scalars['Boolean']['output'];
};

export type RemoveCommentReactionInput = {
  commentId: Scalars['ID']['input'];
  content: ReactionContent;
};

export type RemoveCommentReactionPayload = {
  __typename?: 'RemoveCommentReactionPayload';
  comment: Comment;
};

export type RemoveIssueRelationInput = {
  /** The relation's id (IssueRelation.relationId). */
  id: Scalars['ID']['input'];
};

export type RemoveIssueRelationPayload = {
  __typename?: 'RemoveIssueRelationPayload';
  /** The relation's two issues, as they are now. */
  issues: Array<Issue>;
  removedRelationId: Scalars['ID']['output'];
};

export type RemoveMemberInput = {
  memberId: Scalars['ID']['input'];
};

export type RemoveMemberPayload = {
  __typename?: 'RemoveMemberPayload';
  /** The removed member's id, for connections to drop. */
  removedMemberId: Scalars['ID']['output'];
};

export type ResendWebhookDeliveryInput = {
  id: Scalars['ID']['input'];
};

export type ResendWebhookDeliveryPayload = {
  __typename?: 'ResendWebhookDeliveryPayload';
  /** The new delivery (the same payload, sent after the endpoint's others). */
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
};

export type RestoreIssueInput = {
  id: Scalars['ID']['input'];
};

export type RestoreIssuePayload = {
  __typename?: 'RestoreIssuePayload';
  issue: Issue;
  /** The issue's edge, for connections to insert at its place. */
  issueEdge: IssueEdge;
};

export type RevokeApiKeyInput = {
  apiKeyId: Scalars['ID']['input'];
};

export type RevokeApiKeyPayload = {
  __typename?: 'RevokeApiKeyPayload';
  /** The revoked key's id: it stops working at once. */
  revokedApiKeyId: Scalars['ID']['output'];
};

export type RevokeInvitationInput = {
  id: Scalars['ID']['input'];
};

export type RevokeInvitationPayload = {
  __typename?: 'RevokeInvitationPayload';
  /** The revoked invitation's id, for connections to drop. */
  revokedInvitationId: Scalars['ID']['output'];
};

export type RotateWebhookSecretInput = {
  id: Scalars['ID']['input'];
};

export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  endpoint: WebhookEndpoint;
};

export type SaveViewInput = {
  filter?: InputMaybe<IssueFilter>;
  grouping?: InputMaybe<IssueGrouping>;
  layout?: InputMaybe<ViewLayout>;
  myIssues?: InputMaybe<MyIssuesSet>;
  name: Scalars['String']['input'];
  orderBy?: InputMaybe<IssueOrder>;
  /** A PROJECT view's project. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  scope: SavedViewScope;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SaveViewPayload = {
  __typename?: 'SaveViewPayload';
  view: SavedView;
  /** The workspace, for its refreshed list of views. */
  workspace: Workspace;
};

/** A named filter, grouping, order and layout of a list, personal or shared with the workspace. */
export type SavedView = Node & {
  __typename?: 'SavedView';
  creator: User;
  /**
   * The issues the view shows (a MY_ISSUES view: the viewer's), as a file of the format Project.exportIssues gives, the
   * view's name in place of the project's; its keys are of their own projects. Whoever sees the view may export it.
   */
  exportIssues: Scalars['String']['output'];
  /** The view's IssueFilter, as JSON text of the input's shape (global ids). */
  filter: Scalars['String']['output'];
  grouping: Maybe<IssueGrouping>;
  id: Scalars['ID']['output'];
  layout: ViewLayout;
  /** Which of My issues a MY_ISSUES view shows; null otherwise. */
  myIssues: Maybe<MyIssuesSet>;
  /** One to 80 characters. */
  name: Scalars['String']['output'];
  orderBy: IssueOrder;
  /** Its place in the list (a fractional index). */
  position: Scalars['String']['output'];
  /** The project of a PROJECT view; null otherwise. */
  project: Maybe<Project>;
  scope: SavedViewScope;
  /** Shared with the workspace; else only its creator sees it. */
  shared: Scalars['Boolean']['output'];
  /** Whether the viewer may rename, change, move or delete it. */
  viewerCanUpdate: Scalars['Boolean']['output'];
};


/** A named filter, grouping, order and layout of a list, personal or shared with the workspace. */
export type SavedViewExportIssuesArgs = {
  format: ExportFormat;
};

/** A change to a view the subscriber can see (an unshared view reaches others as DELETED). */
export type SavedViewEvent = {
  __typename?: 'SavedViewEvent';
  /** The view's id, for DELETED. */
  deletedViewId: Maybe<Scalars['ID']['output']>;
  kind: SavedViewEventKind;
  /** The view after the change; null for DELETED. */
  view: Maybe<SavedView>;
  /** The workspace, for its refreshed list of views. */
  workspace: Workspace;
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
  id: Scalars['ID']['input'];
  /**
   * The new parent, an issue of the workspace in any project; null to detach. BAD_USER_INPUT on parentId when it would
   * make a cycle or a tree deeper than 5 levels.
   */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type SetIssueParentPayload = {
  __typename?: 'SetIssueParentPayload';
  issue: Issue;
  /** The new parent (its progress changed); null when detached. */
  parent: Maybe<Issue>;
  /** The parent before (its progress changed); null when there was none. */
  previousParent: Maybe<Issue>;
};

export type SnoozeNotificationInput = {
  id: Scalars['ID']['input'];
  until: Scalars['DateTime']['input'];
};

export type SnoozeNotificationPayload = {
  __typename?: 'SnoozeNotificationPayload';
  notification: Notification;
  /** The viewer, for the unread count. */
  viewer: Viewer;
};

export type StartImportInput = {
  /** The file's text (CSV or JSON). */
  content: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<ImportFormat>;
  /** For CSV files: which column gives which field; the recognised headers when absent. */
  mapping?: InputMaybe<Array<ImportColumnInput>>;
  projectId: Scalars['ID']['input'];
};

export type StartImportPayload = {
  __typename?: 'StartImportPayload';
  importJob: ImportJob;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every change to the workspace's cycles and to the issues in them, made by anyone (the rollover too). */
  cycleEvents: CycleEvent;
  /**
   * Every change to the issues of a project of the viewer's workspace, made by anyone, including the viewer, in the
   * order of the workspace's change log. With `afterSeq` (a project's `issuesSnapshotSeq`, or the `seq` of the last
   * event seen) the project's changes after it are sent first, exactly once and in order, each as it happened
   * (CREATED, UPDATED, MOVED, DELETED, RESTORED), then the stream goes on live with no gap and no repeat. At most 1,000 changes
   * are replayed: a client further behind, or behind changes the log no longer keeps (LANES_LOG_RETENTION_DAYS, 30
   * days by default), gets the error RELOAD_REQUIRED and the stream ends: read the project again and subscribe from its
   * new `issuesSnapshotSeq`. A project of another workspace is NOT_FOUND.
   */
  issueEvents: IssueEvent;
  /**
   * Every new, changed or removed entry of an issue's timeline (comments and activity), made by anyone, including the
   * viewer. An issue of another workspace is NOT_FOUND.
   */
  issueTimelineEvents: TimelineEvent;
  /** Every change to the labels of the viewer's workspace (create, rename or recolour, delete), made by anyone. */
  labelEvents: LabelEvent;
  /**
   * The viewer's notifications in the active workspace as they change, no one else's: each new one as it is made, and
   * the ones the viewer marks read, archives, unarchives, snoozes or unsnoozes (in any tab or device), so every open tab keeps the
   * same inbox and unread count.
   */
  notificationEvents: NotificationEvent;
  /**
   * Who else is looking at a project (its board or list) or an issue (`subject`, its id) right now: the people known
   * at once (those on other server instances answer in a moment), then the people after each change (changes close
   * together may come as one: the more tabs look at the subject, the longer, a second for 500). Subscribing is
   * being present: others see the viewer until the subscription ends (a closed tab leaves at once; the viewers of a
   * server instance that stopped, within 20 seconds). A project or issue of another workspace is NOT_FOUND. Bounded:
   * RATE_LIMITED beyond 30 at once per person or 200 tabs looking at one subject (the server's settings).
   */
  presence: PresenceEvent;
  /** Every change to the projects of the viewer's workspace, made by anyone, including the viewer. */
  projectEvents: ProjectEvent;
  /** Every change to the views the viewer can see: shared views (anyone's) and the viewer's personal ones. */
  viewEvents: SavedViewEvent;
  /** Every change to the issues of every project of the viewer's workspace, live (no catch-up): My issues and the issues page. */
  workspaceIssueEvents: IssueEvent;
};


export type SubscriptionIssueEventsArgs = {
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
  projectId: Scalars['ID']['input'];
  since?: InputMaybe<Scalars['DateTime']['input']>;
};


export type SubscriptionIssueTimelineEventsArgs = {
  issueId: Scalars['ID']['input'];
};


export type SubscriptionPresenceArgs = {
  subject: Scalars['ID']['input'];
};

export type TimelineConnection = {
  __typename?: 'TimelineConnection';
  edges: Array<TimelineEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TimelineEdge = {
  __typename?: 'TimelineEdge';
  cursor: Scalars['String']['output'];
  node: TimelineItem;
};

/** A change to one issue's timeline, as it happened. */
export type TimelineEvent = {
  __typename?: 'TimelineEvent';
  /** The entry as it is now (ADDED, UPDATED); null for REMOVED. */
  item: Maybe<TimelineItem>;
  kind: TimelineEventKind;
  /** The removed entry's id (REMOVED). */
  removedId: Maybe<Scalars['ID']['output']>;
  /** The entry's edge (ADDED), for timeline connections to append. */
  timelineEdge: Maybe<TimelineEdge>;
};

/** What happened to an entry of an issue's timeline. */
export type TimelineEventKind =
  | 'ADDED'
  | 'REMOVED'
  | 'UPDATED';

/** A comment or an activity entry in an issue's timeline. */
export type TimelineItem = Comment | IssueActivity;

export type UnarchiveNotificationInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveNotificationPayload = {
  __typename?: 'UnarchiveNotificationPayload';
  notification: Notification;
  /** The viewer, for the unread count. */
  viewer: Viewer;
};

export type UnarchiveProjectInput = {
  id: Scalars['ID']['input'];
};

export type UnarchiveProjectPayload = {
  __typename?: 'UnarchiveProjectPayload';
  project: Project;
  /** The restored project's edge, for connections to insert. */
  projectEdge: ProjectEdge;
};

export type UnsnoozeNotificationInput = {
  id: Scalars['ID']['input'];
};

export type UnsnoozeNotificationPayload = {
  __typename?: 'UnsnoozeNotificationPayload';
  notification: Notification;
  /** The viewer, for the unread count. */
  viewer: Viewer;
};

export type UpdateCommentInput = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type UpdateCommentPayload = {
  __typename?: 'UpdateCommentPayload';
  comment: Comment;
};

export type UpdateCycleInput = {
  /** Unchanged when absent. */
  endsOn?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  /** Unchanged when absent; blank clears it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Unchanged when absent. */
  startsOn?: InputMaybe<Scalars['Date']['input']>;
};

export type UpdateCyclePayload = {
  __typename?: 'UpdateCyclePayload';
  cycle: Cycle;
};

export type UpdateCycleSettingsInput = {
  rollover: Scalars['Boolean']['input'];
};

export type UpdateCycleSettingsPayload = {
  __typename?: 'UpdateCycleSettingsPayload';
  workspace: Workspace;
};

export type UpdateEstimateSettingsInput = {
  scale: EstimateScale;
};

export type UpdateEstimateSettingsPayload = {
  __typename?: 'UpdateEstimateSettingsPayload';
  workspace: Workspace;
};

export type UpdateIssueInput = {
  /** Unchanged when absent; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** A cycle of the workspace; unchanged when absent; null takes the issue out of its cycle. */
  cycleId?: InputMaybe<Scalars['ID']['input']>;
  /** Unchanged when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unchanged when absent; null clears it. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** On the workspace's estimate scale (see EstimateScale); unchanged when absent; null clears it. */
  estimate?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** The issue's whole set of labels; unchanged when absent. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Unchanged when absent. */
  priority?: InputMaybe<IssuePriority>;
  /** Unchanged when absent. A status change puts the issue at the top of its new column. */
  status?: InputMaybe<IssueStatus>;
  /** One to 200 characters after trimming; unchanged when absent. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateIssuePayload = {
  __typename?: 'UpdateIssuePayload';
  issue: Issue;
};

export type UpdateLabelInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateLabelPayload = {
  __typename?: 'UpdateLabelPayload';
  label: Label;
};

export type UpdateMemberRoleInput = {
  memberId: Scalars['ID']['input'];
  /** org:admin, org:member or org:viewer. */
  role: Scalars['String']['input'];
};

export type UpdateMemberRolePayload = {
  __typename?: 'UpdateMemberRolePayload';
  member: Member;
};

export type UpdateNotificationPreferenceInput = {
  enabled: Scalars['Boolean']['input'];
  reason: NotificationReason;
};

export type UpdateNotificationPreferencePayload = {
  __typename?: 'UpdateNotificationPreferencePayload';
  preference: NotificationPreference;
};

export type UpdateProjectInput = {
  /** Up to 2,000 characters; left unchanged when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** One to 80 characters after trimming; left unchanged when absent. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProjectPayload = {
  __typename?: 'UpdateProjectPayload';
  project: Project;
};

export type UpdateViewInput = {
  /** Groups by status alone (grouping: null). */
  clearGrouping?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<IssueFilter>;
  grouping?: InputMaybe<IssueGrouping>;
  id: Scalars['ID']['input'];
  layout?: InputMaybe<ViewLayout>;
  myIssues?: InputMaybe<MyIssuesSet>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderBy?: InputMaybe<IssueOrder>;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateViewPayload = {
  __typename?: 'UpdateViewPayload';
  view: SavedView;
  workspace: Workspace;
};

/** Changes what is given; enabled: true enables a disabled endpoint again (its waiting deliveries go out). */
export type UpdateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes?: InputMaybe<Array<WebhookEventType>>;
  id: Scalars['ID']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWebhookEndpointPayload = {
  __typename?: 'UpdateWebhookEndpointPayload';
  endpoint: WebhookEndpoint;
};

/** A person who can sign in. */
export type User = Node & {
  __typename?: 'User';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** How a view shows its issues. */
export type ViewLayout =
  | 'BOARD'
  | 'LIST';

/** The signed-in person, seen from their active workspace. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The roles the viewer may give a new key (their own and those below it), most powerful first. */
  apiKeyRoles: Array<ApiKeyRole>;
  /** The viewer's API keys for the active workspace that are not revoked (expired ones too), newest first. */
  apiKeys: Array<ApiKey>;
  /**
   * When the first of the viewer's snoozed notifications in the active workspace comes back (null when none is snoozed):
   * a client asks again for the count and the inbox then, since nothing is pushed when a snooze ends.
   */
  nextSnoozeEndsAt: Maybe<Scalars['DateTime']['output']>;
  /** Which reasons notify the viewer in the active workspace: every reason, in the enum's order (each on by default). */
  notificationPreferences: Array<NotificationPreference>;
  /**
   * What happened in the active workspace that concerns the viewer, newest first: issues assigned to them, mentions,
   * and the status changes, comments and deletions of issues they created or are assigned to (never their own
   * actions), unless the viewer turned that reason off (`notificationPreferences`). The inbox holds neither archived
   * notifications nor snoozed ones until their time comes (then they are back, unread). With `unreadOnly`, only those
   * not read yet; with `archived`, the archived ones instead; with `snoozed`, those snoozed whose time has not come yet
   * (newest first).
   */
  notifications: NotificationConnection;
  /** The organization permissions the session carries, such as org:projects:manage. */
  permissions: Array<Scalars['String']['output']>;
  /** The organization role of the session, such as org:admin; null in a personal workspace. */
  role: Maybe<Scalars['String']['output']>;
  /** How many of the viewer's notifications in the active workspace's inbox are unread (not archived, nor snoozed). */
  unreadNotificationCount: Scalars['Int']['output'];
  user: User;
  /** Whether the viewer may create and revoke API keys here: false when the request itself uses an API key. */
  viewerCanManageApiKeys: Scalars['Boolean']['output'];
  /** The active workspace: the session's organization, else the person's personal workspace. */
  workspace: Workspace;
};


/** The signed-in person, seen from their active workspace. */
export type ViewerNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  snoozed?: InputMaybe<Scalars['Boolean']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One change sent (or to be sent) to one endpoint. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The event's type, such as issue.updated. */
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt failed. */
  lastError: Maybe<Scalars['String']['output']>;
  /** How long the last attempt took, in milliseconds. */
  lastResponseMs: Maybe<Scalars['Int']['output']>;
  /** The receiver's status code at the last attempt; null when it gave none (unreachable, timed out, refused). */
  lastStatusCode: Maybe<Scalars['Int']['output']>;
  /** When it is tried next (pending ones). */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** The JSON body sent. */
  payload: Scalars['String']['output'];
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryStatus =
  /** Given up after every retry failed. */
  | 'FAILED'
  /** Not delivered yet: waiting for its turn or for its next attempt. */
  | 'PENDING'
  | 'SUCCEEDED';

/** An address the workspace's changes are sent to, as signed JSON POSTs (Standard Webhooks). Admins only. */
export type WebhookEndpoint = Node & {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  /** Its latest deliveries, newest first. */
  deliveries: Array<WebhookDelivery>;
  description: Scalars['String']['output'];
  /** Why Lanes disabled it (its deliveries kept failing); null when an admin did, or when it is enabled. */
  disabledReason: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  eventTypes: Array<WebhookEventType>;
  /** Failed attempts in a row (0 after a success). */
  failureCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Until when the secret it replaced still signs deliveries too (after a rotation); null when none does. */
  previousSecretExpiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The signing secret (whsec_…) receivers verify deliveries with. */
  secret: Scalars['String']['output'];
  url: Scalars['String']['output'];
};


/** An address the workspace's changes are sent to, as signed JSON POSTs (Standard Webhooks). Admins only. */
export type WebhookEndpointDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What a webhook endpoint is sent: the changes of one kind of thing, or ALL (every kind, including those added later). */
export type WebhookEventType =
  | 'ALL'
  | 'COMMENT'
  | 'ISSUE'
  | 'LABEL'
  | 'MEMBER'
  | 'PROJECT';

/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type Workspace = Node & {
  __typename?: 'Workspace';
  /** The cycle today falls in; null when none does. */
  currentCycle: Maybe<Cycle>;
  /** A cycle of the workspace by its number; null when there is none. */
  cycle: Maybe<Cycle>;
  /** Whether a cycle's unfinished issues (neither DONE nor CANCELED) move to the next cycle when it ends (on by default). */
  cycleRollover: Scalars['Boolean']['output'];
  /** The workspace's cycles, by start date. */
  cycles: Array<Cycle>;
  /** How the workspace's issues are estimated: not at all, in points, or in T-shirt sizes (stored as points). */
  estimateScale: EstimateScale;
  id: Scalars['ID']['output'];
  /**
   * The pending invitations to the workspace, newest first; null for those who may not manage members. `first` is
   * limited to 100.
   */
  invitations: Maybe<InvitationConnection>;
  /** An issue of the workspace by its key, such as WEB-42; null when there is none. */
  issue: Maybe<Issue>;
  /**
   * The issues of every project of the workspace that pass the filter (`filter.projectIds` narrows to some projects:
   * one of another workspace matches nothing), in the order asked, most recently updated first by default. My issues
   * is this list with `filter.assignee.me`, `filter.createdByMe` or `filter.watchedByMe`. Keyset cursors, as
   * Project.issues; `first` is limited to 100.
   */
  issues: IssueConnection;
  /** The workspace's labels, by name (case-insensitively). `first` is limited to 100. */
  labels: LabelConnection;
  /** The people of the workspace (those an issue can be assigned to), by name. `first` is limited to 100. */
  members: MemberConnection;
  name: Scalars['String']['output'];
  /** True for a person's own workspace outside any organization. */
  personal: Scalars['Boolean']['output'];
  /** A project of the workspace by its key, such as WEB (archived ones too); null when there is none. */
  project: Maybe<Project>;
  /**
   * The workspace's projects, newest first. Archived projects are left out unless `includeArchived` is true;
   * `archived: true` lists only the archived ones. `search` keeps the projects whose name or key contains it
   * (case-insensitively). `first`/`last` are limited to 100.
   */
  projects: ProjectConnection;
  /**
   * Issues whose title or description match the words of `query` (full-text search), best match first. `first` is
   * limited to 100; an empty query finds nothing.
   */
  searchIssues: IssueConnection;
  /** The organization slug; null for a personal workspace. */
  slug: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may create projects here. */
  viewerCanCreateProject: Scalars['Boolean']['output'];
  /** Whether the viewer may create, change and delete cycles and change the rollover setting. */
  viewerCanManageCycles: Scalars['Boolean']['output'];
  /** Whether the viewer may change the estimate scale. */
  viewerCanManageEstimates: Scalars['Boolean']['output'];
  /** Whether the viewer may create, rename and delete labels here. */
  viewerCanManageLabels: Scalars['Boolean']['output'];
  /** Whether the viewer may invite people, change roles and remove members here. */
  viewerCanManageMembers: Scalars['Boolean']['output'];
  /** Whether the viewer may see and manage the workspace's webhooks. */
  viewerCanManageWebhooks: Scalars['Boolean']['output'];
  /** Whether the viewer may share views with the workspace (admins and members; viewers save personal ones only). */
  viewerCanShareViews: Scalars['Boolean']['output'];
  /** The saved views the viewer can open here: those shared with the workspace and the viewer's own, in their order. */
  views: Array<SavedView>;
  /** The workspace's webhook endpoints, oldest first; null for those who may not manage webhooks. */
  webhookEndpoints: Maybe<Array<WebhookEndpoint>>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceCycleArgs = {
  number: Scalars['Int']['input'];
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceInvitationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceIssueArgs = {
  key: Scalars['String']['input'];
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<IssueFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<IssueOrder>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceLabelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceProjectArgs = {
  key: Scalars['String']['input'];
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type WorkspaceSearchIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( ApiKeyRow )
    | ( AttachmentRow )
    | ( CommentRow )
    | ( CycleRow )
    | ( ImportJobRow )
    | ( InvitationRow )
    | ( IssueRow )
    | ( ActivityRow )
    | ( IssueGroupRow )
    | ( LabelRow )
    | ( MemberRow )
    | ( NotificationRow )
    | ( ProjectRow )
    | ( SavedViewRow )
    | ( UserRow )
    | ( DeliveryRow )
    | ( EndpointRow )
    | ( WorkspaceRow )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCommentReactionInput: AddCommentReactionInput;
  AddCommentReactionPayload: ResolverTypeWrapper<Omit<AddCommentReactionPayload, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  AddIssueRelationInput: AddIssueRelationInput;
  AddIssueRelationPayload: ResolverTypeWrapper<Omit<AddIssueRelationPayload, 'issue' | 'relatedIssue'> & { issue: ResolversTypes['Issue'], relatedIssue: ResolversTypes['Issue'] }>;
  ApiKey: ResolverTypeWrapper<ApiKeyRow>;
  ApiKeyRole: ApiKeyRole;
  ArchiveNotificationInput: ArchiveNotificationInput;
  ArchiveNotificationPayload: ResolverTypeWrapper<Omit<ArchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: ResolverTypeWrapper<Omit<ArchiveProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  AssigneeFilter: AssigneeFilter;
  Attachment: ResolverTypeWrapper<AttachmentRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkUpdateIssuesInput: BulkUpdateIssuesInput;
  BulkUpdateIssuesPayload: ResolverTypeWrapper<Omit<BulkUpdateIssuesPayload, 'issues'> & { issues: Array<ResolversTypes['Issue']> }>;
  CancelImportInput: CancelImportInput;
  CancelImportPayload: ResolverTypeWrapper<Omit<CancelImportPayload, 'importJob'> & { importJob: ResolversTypes['ImportJob'] }>;
  Comment: ResolverTypeWrapper<CommentRow>;
  CommentConnection: ResolverTypeWrapper<ConnectionSource<CommentRow>>;
  CommentEdge: ResolverTypeWrapper<Omit<CommentEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  CreateCommentInput: CreateCommentInput;
  CreateCommentPayload: ResolverTypeWrapper<Omit<CreateCommentPayload, 'comment' | 'commentEdge' | 'timelineEdge'> & { comment: ResolversTypes['Comment'], commentEdge: ResolversTypes['CommentEdge'], timelineEdge: ResolversTypes['TimelineEdge'] }>;
  CreateCycleCadenceInput: CreateCycleCadenceInput;
  CreateCycleCadencePayload: ResolverTypeWrapper<Omit<CreateCycleCadencePayload, 'cycles'> & { cycles: Array<ResolversTypes['Cycle']> }>;
  CreateCycleInput: CreateCycleInput;
  CreateCyclePayload: ResolverTypeWrapper<Omit<CreateCyclePayload, 'cycle'> & { cycle: ResolversTypes['Cycle'] }>;
  CreateIssueInput: CreateIssueInput;
  CreateIssuePayload: ResolverTypeWrapper<Omit<CreateIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversTypes['Issue'], issueEdge: ResolversTypes['IssueEdge'] }>;
  CreateLabelInput: CreateLabelInput;
  CreateLabelPayload: ResolverTypeWrapper<Omit<CreateLabelPayload, 'label' | 'labelEdge'> & { label: ResolversTypes['Label'], labelEdge: ResolversTypes['LabelEdge'] }>;
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: ResolverTypeWrapper<Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversTypes['Project'], projectEdge: ResolversTypes['ProjectEdge'] }>;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: ResolverTypeWrapper<Omit<CreateWebhookEndpointPayload, 'endpoint' | 'workspace'> & { endpoint: ResolversTypes['WebhookEndpoint'], workspace: ResolversTypes['Workspace'] }>;
  Cycle: ResolverTypeWrapper<CycleRow>;
  CycleBurnUp: ResolverTypeWrapper<CycleBurnUp>;
  CycleBurnUpDay: ResolverTypeWrapper<CycleBurnUpDay>;
  CycleBurnUpUnit: CycleBurnUpUnit;
  CycleEvent: ResolverTypeWrapper<CycleEventSource>;
  CycleEventKind: CycleEventKind;
  CycleFigures: ResolverTypeWrapper<CycleFigures>;
  CycleStatus: CycleStatus;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAttachmentInput: DeleteAttachmentInput;
  DeleteAttachmentPayload: ResolverTypeWrapper<Omit<DeleteAttachmentPayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: ResolverTypeWrapper<Omit<DeleteCommentPayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  DeleteCycleInput: DeleteCycleInput;
  DeleteCyclePayload: ResolverTypeWrapper<DeleteCyclePayload>;
  DeleteIssueInput: DeleteIssueInput;
  DeleteIssuePayload: ResolverTypeWrapper<DeleteIssuePayload>;
  DeleteLabelInput: DeleteLabelInput;
  DeleteLabelPayload: ResolverTypeWrapper<DeleteLabelPayload>;
  DeleteViewInput: DeleteViewInput;
  DeleteViewPayload: ResolverTypeWrapper<Omit<DeleteViewPayload, 'workspace'> & { workspace: ResolversTypes['Workspace'] }>;
  DeleteWebhookEndpointInput: DeleteWebhookEndpointInput;
  DeleteWebhookEndpointPayload: ResolverTypeWrapper<Omit<DeleteWebhookEndpointPayload, 'workspace'> & { workspace: ResolversTypes['Workspace'] }>;
  EstimateScale: EstimateScale;
  ExportFormat: ExportFormat;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportColumnInput: ImportColumnInput;
  ImportFormat: ImportFormat;
  ImportJob: ResolverTypeWrapper<ImportJobRow>;
  ImportRowNote: ResolverTypeWrapper<ImportRowNote>;
  ImportStatus: ImportStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationRow>;
  InvitationConnection: ResolverTypeWrapper<ConnectionSource<InvitationRow>>;
  InvitationEdge: ResolverTypeWrapper<Omit<InvitationEdge, 'node'> & { node: ResolversTypes['Invitation'] }>;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: ResolverTypeWrapper<Omit<InviteMemberPayload, 'invitation' | 'invitationEdge'> & { invitation: ResolversTypes['Invitation'], invitationEdge: ResolversTypes['InvitationEdge'] }>;
  Issue: ResolverTypeWrapper<IssueRow>;
  IssueActivity: ResolverTypeWrapper<ActivityRow>;
  IssueChildProgress: ResolverTypeWrapper<IssueChildProgress>;
  IssueConnection: ResolverTypeWrapper<ConnectionSource<IssueRow>>;
  IssueEdge: ResolverTypeWrapper<Omit<IssueEdge, 'node'> & { node: ResolversTypes['Issue'] }>;
  IssueEvent: ResolverTypeWrapper<IssueEventSource>;
  IssueEventKind: IssueEventKind;
  IssueField: IssueField;
  IssueFieldChange: ResolverTypeWrapper<FieldChange>;
  IssueFilter: IssueFilter;
  IssueGroup: ResolverTypeWrapper<IssueGroupRow>;
  IssueGrouping: IssueGrouping;
  IssueOrder: IssueOrder;
  IssuePriority: IssuePriority;
  IssueRelation: ResolverTypeWrapper<RelationView>;
  IssueRelationKind: IssueRelationKind;
  IssueRelationType: IssueRelationType;
  IssueStatus: IssueStatus;
  Label: ResolverTypeWrapper<LabelRow>;
  LabelConnection: ResolverTypeWrapper<ConnectionSource<LabelRow>>;
  LabelEdge: ResolverTypeWrapper<Omit<LabelEdge, 'node'> & { node: ResolversTypes['Label'] }>;
  LabelEvent: ResolverTypeWrapper<LabelEventSource>;
  LabelEventKind: LabelEventKind;
  MarkAllNotificationsReadPayload: ResolverTypeWrapper<Omit<MarkAllNotificationsReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversTypes['Notification']>, viewer: ResolversTypes['Viewer'] }>;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  Member: ResolverTypeWrapper<MemberRow>;
  MemberConnection: ResolverTypeWrapper<ConnectionSource<MemberRow>>;
  MemberEdge: ResolverTypeWrapper<Omit<MemberEdge, 'node'> & { node: ResolversTypes['Member'] }>;
  MoveIssueInput: MoveIssueInput;
  MoveIssuePayload: ResolverTypeWrapper<Omit<MoveIssuePayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  MoveViewInput: MoveViewInput;
  MoveViewPayload: ResolverTypeWrapper<Omit<MoveViewPayload, 'view' | 'workspace'> & { view: ResolversTypes['SavedView'], workspace: ResolversTypes['Workspace'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyIssuesSet: MyIssuesSet;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationConnection: ResolverTypeWrapper<ConnectionSource<NotificationRow>>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationEvent: ResolverTypeWrapper<NotificationEventSource>;
  NotificationEventKind: NotificationEventKind;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationReason: NotificationReason;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PresenceEvent: ResolverTypeWrapper<PresenceEventSource>;
  Project: ResolverTypeWrapper<ProjectRow>;
  ProjectConnection: ResolverTypeWrapper<ConnectionSource<ProjectRow>>;
  ProjectEdge: ResolverTypeWrapper<Omit<ProjectEdge, 'node'> & { node: ResolversTypes['Project'] }>;
  ProjectEvent: ResolverTypeWrapper<ProjectEventSource>;
  ProjectEventKind: ProjectEventKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReactionContent: ReactionContent;
  ReactionGroup: ResolverTypeWrapper<ReactionGroupRow>;
  RemoveCommentReactionInput: RemoveCommentReactionInput;
  RemoveCommentReactionPayload: ResolverTypeWrapper<Omit<RemoveCommentReactionPayload, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  RemoveIssueRelationInput: RemoveIssueRelationInput;
  RemoveIssueRelationPayload: ResolverTypeWrapper<Omit<RemoveIssueRelationPayload, 'issues'> & { issues: Array<ResolversTypes['Issue']> }>;
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: ResolverTypeWrapper<RemoveMemberPayload>;
  ResendWebhookDeliveryInput: ResendWebhookDeliveryInput;
  ResendWebhookDeliveryPayload: ResolverTypeWrapper<Omit<ResendWebhookDeliveryPayload, 'delivery' | 'endpoint'> & { delivery: ResolversTypes['WebhookDelivery'], endpoint: ResolversTypes['WebhookEndpoint'] }>;
  RestoreIssueInput: RestoreIssueInput;
  RestoreIssuePayload: ResolverTypeWrapper<Omit<RestoreIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversTypes['Issue'], issueEdge: ResolversTypes['IssueEdge'] }>;
  RevokeApiKeyInput: RevokeApiKeyInput;
  RevokeApiKeyPayload: ResolverTypeWrapper<RevokeApiKeyPayload>;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: ResolverTypeWrapper<RevokeInvitationPayload>;
  RotateWebhookSecretInput: RotateWebhookSecretInput;
  RotateWebhookSecretPayload: ResolverTypeWrapper<Omit<RotateWebhookSecretPayload, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  SaveViewInput: SaveViewInput;
  SaveViewPayload: ResolverTypeWrapper<Omit<SaveViewPayload, 'view' | 'workspace'> & { view: ResolversTypes['SavedView'], workspace: ResolversTypes['Workspace'] }>;
  SavedView: ResolverTypeWrapper<SavedViewRow>;
  SavedViewEvent: ResolverTypeWrapper<SavedViewEventSource>;
  SavedViewEventKind: SavedViewEventKind;
  SavedViewScope: SavedViewScope;
  SetIssueParentInput: SetIssueParentInput;
  SetIssueParentPayload: ResolverTypeWrapper<Omit<SetIssueParentPayload, 'issue' | 'parent' | 'previousParent'> & { issue: ResolversTypes['Issue'], parent?: Maybe<ResolversTypes['Issue']>, previousParent?: Maybe<ResolversTypes['Issue']> }>;
  SnoozeNotificationInput: SnoozeNotificationInput;
  SnoozeNotificationPayload: ResolverTypeWrapper<Omit<SnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  StartImportInput: StartImportInput;
  StartImportPayload: ResolverTypeWrapper<Omit<StartImportPayload, 'importJob'> & { importJob: ResolversTypes['ImportJob'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TimelineConnection: ResolverTypeWrapper<ConnectionSource<TimelineRow>>;
  TimelineEdge: ResolverTypeWrapper<Omit<TimelineEdge, 'node'> & { node: ResolversTypes['TimelineItem'] }>;
  TimelineEvent: ResolverTypeWrapper<TimelineEventSource>;
  TimelineEventKind: TimelineEventKind;
  TimelineItem: ResolverTypeWrapper<TimelineRow>;
  UnarchiveNotificationInput: UnarchiveNotificationInput;
  UnarchiveNotificationPayload: ResolverTypeWrapper<Omit<UnarchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  UnarchiveProjectInput: UnarchiveProjectInput;
  UnarchiveProjectPayload: ResolverTypeWrapper<Omit<UnarchiveProjectPayload, 'project' | 'projectEdge'> & { project: ResolversTypes['Project'], projectEdge: ResolversTypes['ProjectEdge'] }>;
  UnsnoozeNotificationInput: UnsnoozeNotificationInput;
  UnsnoozeNotificationPayload: ResolverTypeWrapper<Omit<UnsnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  UpdateCommentInput: UpdateCommentInput;
  UpdateCommentPayload: ResolverTypeWrapper<Omit<UpdateCommentPayload, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  UpdateCycleInput: UpdateCycleInput;
  UpdateCyclePayload: ResolverTypeWrapper<Omit<UpdateCyclePayload, 'cycle'> & { cycle: ResolversTypes['Cycle'] }>;
  UpdateCycleSettingsInput: UpdateCycleSettingsInput;
  UpdateCycleSettingsPayload: ResolverTypeWrapper<Omit<UpdateCycleSettingsPayload, 'workspace'> & { workspace: ResolversTypes['Workspace'] }>;
  UpdateEstimateSettingsInput: UpdateEstimateSettingsInput;
  UpdateEstimateSettingsPayload: ResolverTypeWrapper<Omit<UpdateEstimateSettingsPayload, 'workspace'> & { workspace: ResolversTypes['Workspace'] }>;
  UpdateIssueInput: UpdateIssueInput;
  UpdateIssuePayload: ResolverTypeWrapper<Omit<UpdateIssuePayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  UpdateLabelInput: UpdateLabelInput;
  UpdateLabelPayload: ResolverTypeWrapper<Omit<UpdateLabelPayload, 'label'> & { label: ResolversTypes['Label'] }>;
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: ResolverTypeWrapper<Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversTypes['Member'] }>;
  UpdateNotificationPreferenceInput: UpdateNotificationPreferenceInput;
  UpdateNotificationPreferencePayload: ResolverTypeWrapper<UpdateNotificationPreferencePayload>;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: ResolverTypeWrapper<Omit<UpdateProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  UpdateViewInput: UpdateViewInput;
  UpdateViewPayload: ResolverTypeWrapper<Omit<UpdateViewPayload, 'view' | 'workspace'> & { view: ResolversTypes['SavedView'], workspace: ResolversTypes['Workspace'] }>;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWebhookEndpointPayload: ResolverTypeWrapper<Omit<UpdateWebhookEndpointPayload, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  User: ResolverTypeWrapper<UserRow>;
  ViewLayout: ViewLayout;
  Viewer: ResolverTypeWrapper<ViewerSource>;
  WebhookDelivery: ResolverTypeWrapper<DeliveryRow>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<EndpointRow>;
  WebhookEventType: WebhookEventType;
  Workspace: ResolverTypeWrapper<WorkspaceRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCommentReactionInput: AddCommentReactionInput;
  AddCommentReactionPayload: Omit<AddCommentReactionPayload, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  AddIssueRelationInput: AddIssueRelationInput;
  AddIssueRelationPayload: Omit<AddIssueRelationPayload, 'issue' | 'relatedIssue'> & { issue: ResolversParentTypes['Issue'], relatedIssue: ResolversParentTypes['Issue'] };
  ApiKey: ApiKeyRow;
  ArchiveNotificationInput: ArchiveNotificationInput;
  ArchiveNotificationPayload: Omit<ArchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: Omit<ArchiveProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  AssigneeFilter: AssigneeFilter;
  Attachment: AttachmentRow;
  Boolean: Scalars['Boolean']['output'];
  BulkUpdateIssuesInput: BulkUpdateIssuesInput;
  BulkUpdateIssuesPayload: Omit<BulkUpdateIssuesPayload, 'issues'> & { issues: Array<ResolversParentTypes['Issue']> };
  CancelImportInput: CancelImportInput;
  CancelImportPayload: Omit<CancelImportPayload, 'importJob'> & { importJob: ResolversParentTypes['ImportJob'] };
  Comment: CommentRow;
  CommentConnection: ConnectionSource<CommentRow>;
  CommentEdge: Omit<CommentEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: Omit<CreateApiKeyPayload, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  CreateCommentInput: CreateCommentInput;
  CreateCommentPayload: Omit<CreateCommentPayload, 'comment' | 'commentEdge' | 'timelineEdge'> & { comment: ResolversParentTypes['Comment'], commentEdge: ResolversParentTypes['CommentEdge'], timelineEdge: ResolversParentTypes['TimelineEdge'] };
  CreateCycleCadenceInput: CreateCycleCadenceInput;
  CreateCycleCadencePayload: Omit<CreateCycleCadencePayload, 'cycles'> & { cycles: Array<ResolversParentTypes['Cycle']> };
  CreateCycleInput: CreateCycleInput;
  CreateCyclePayload: Omit<CreateCyclePayload, 'cycle'> & { cycle: ResolversParentTypes['Cycle'] };
  CreateIssueInput: CreateIssueInput;
  CreateIssuePayload: Omit<CreateIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversParentTypes['Issue'], issueEdge: ResolversParentTypes['IssueEdge'] };
  CreateLabelInput: CreateLabelInput;
  CreateLabelPayload: Omit<CreateLabelPayload, 'label' | 'labelEdge'> & { label: ResolversParentTypes['Label'], labelEdge: ResolversParentTypes['LabelEdge'] };
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversParentTypes['Project'], projectEdge: ResolversParentTypes['ProjectEdge'] };
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: Omit<CreateWebhookEndpointPayload, 'endpoint' | 'workspace'> & { endpoint: ResolversParentTypes['WebhookEndpoint'], workspace: ResolversParentTypes['Workspace'] };
  Cycle: CycleRow;
  CycleBurnUp: CycleBurnUp;
  CycleBurnUpDay: CycleBurnUpDay;
  CycleEvent: CycleEventSource;
  CycleFigures: CycleFigures;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAttachmentInput: DeleteAttachmentInput;
  DeleteAttachmentPayload: Omit<DeleteAttachmentPayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: Omit<DeleteCommentPayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  DeleteCycleInput: DeleteCycleInput;
  DeleteCyclePayload: DeleteCyclePayload;
  DeleteIssueInput: DeleteIssueInput;
  DeleteIssuePayload: DeleteIssuePayload;
  DeleteLabelInput: DeleteLabelInput;
  DeleteLabelPayload: DeleteLabelPayload;
  DeleteViewInput: DeleteViewInput;
  DeleteViewPayload: Omit<DeleteViewPayload, 'workspace'> & { workspace: ResolversParentTypes['Workspace'] };
  DeleteWebhookEndpointInput: DeleteWebhookEndpointInput;
  DeleteWebhookEndpointPayload: Omit<DeleteWebhookEndpointPayload, 'workspace'> & { workspace: ResolversParentTypes['Workspace'] };
  ID: Scalars['ID']['output'];
  ImportColumnInput: ImportColumnInput;
  ImportJob: ImportJobRow;
  ImportRowNote: ImportRowNote;
  Int: Scalars['Int']['output'];
  Invitation: InvitationRow;
  InvitationConnection: ConnectionSource<InvitationRow>;
  InvitationEdge: Omit<InvitationEdge, 'node'> & { node: ResolversParentTypes['Invitation'] };
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: Omit<InviteMemberPayload, 'invitation' | 'invitationEdge'> & { invitation: ResolversParentTypes['Invitation'], invitationEdge: ResolversParentTypes['InvitationEdge'] };
  Issue: IssueRow;
  IssueActivity: ActivityRow;
  IssueChildProgress: IssueChildProgress;
  IssueConnection: ConnectionSource<IssueRow>;
  IssueEdge: Omit<IssueEdge, 'node'> & { node: ResolversParentTypes['Issue'] };
  IssueEvent: IssueEventSource;
  IssueFieldChange: FieldChange;
  IssueFilter: IssueFilter;
  IssueGroup: IssueGroupRow;
  IssueRelation: RelationView;
  Label: LabelRow;
  LabelConnection: ConnectionSource<LabelRow>;
  LabelEdge: Omit<LabelEdge, 'node'> & { node: ResolversParentTypes['Label'] };
  LabelEvent: LabelEventSource;
  MarkAllNotificationsReadPayload: Omit<MarkAllNotificationsReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversParentTypes['Notification']>, viewer: ResolversParentTypes['Viewer'] };
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  Member: MemberRow;
  MemberConnection: ConnectionSource<MemberRow>;
  MemberEdge: Omit<MemberEdge, 'node'> & { node: ResolversParentTypes['Member'] };
  MoveIssueInput: MoveIssueInput;
  MoveIssuePayload: Omit<MoveIssuePayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  MoveViewInput: MoveViewInput;
  MoveViewPayload: Omit<MoveViewPayload, 'view' | 'workspace'> & { view: ResolversParentTypes['SavedView'], workspace: ResolversParentTypes['Workspace'] };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Notification: NotificationRow;
  NotificationConnection: ConnectionSource<NotificationRow>;
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  NotificationEvent: NotificationEventSource;
  NotificationPreference: NotificationPreference;
  PageInfo: PageInfo;
  PresenceEvent: PresenceEventSource;
  Project: ProjectRow;
  ProjectConnection: ConnectionSource<ProjectRow>;
  ProjectEdge: Omit<ProjectEdge, 'node'> & { node: ResolversParentTypes['Project'] };
  ProjectEvent: ProjectEventSource;
  Query: Record<PropertyKey, never>;
  ReactionGroup: ReactionGroupRow;
  RemoveCommentReactionInput: RemoveCommentReactionInput;
  RemoveCommentReactionPayload: Omit<RemoveCommentReactionPayload, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  RemoveIssueRelationInput: RemoveIssueRelationInput;
  RemoveIssueRelationPayload: Omit<RemoveIssueRelationPayload, 'issues'> & { issues: Array<ResolversParentTypes['Issue']> };
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: RemoveMemberPayload;
  ResendWebhookDeliveryInput: ResendWebhookDeliveryInput;
  ResendWebhookDeliveryPayload: Omit<ResendWebhookDeliveryPayload, 'delivery' | 'endpoint'> & { delivery: ResolversParentTypes['WebhookDelivery'], endpoint: ResolversParentTypes['WebhookEndpoint'] };
  RestoreIssueInput: RestoreIssueInput;
  RestoreIssuePayload: Omit<RestoreIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversParentTypes['Issue'], issueEdge: ResolversParentTypes['IssueEdge'] };
  RevokeApiKeyInput: RevokeApiKeyInput;
  RevokeApiKeyPayload: RevokeApiKeyPayload;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: RevokeInvitationPayload;
  RotateWebhookSecretInput: RotateWebhookSecretInput;
  RotateWebhookSecretPayload: Omit<RotateWebhookSecretPayload, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  SaveViewInput: SaveViewInput;
  SaveViewPayload: Omit<SaveViewPayload, 'view' | 'workspace'> & { view: ResolversParentTypes['SavedView'], workspace: ResolversParentTypes['Workspace'] };
  SavedView: SavedViewRow;
  SavedViewEvent: SavedViewEventSource;
  SetIssueParentInput: SetIssueParentInput;
  SetIssueParentPayload: Omit<SetIssueParentPayload, 'issue' | 'parent' | 'previousParent'> & { issue: ResolversParentTypes['Issue'], parent?: Maybe<ResolversParentTypes['Issue']>, previousParent?: Maybe<ResolversParentTypes['Issue']> };
  SnoozeNotificationInput: SnoozeNotificationInput;
  SnoozeNotificationPayload: Omit<SnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  StartImportInput: StartImportInput;
  StartImportPayload: Omit<StartImportPayload, 'importJob'> & { importJob: ResolversParentTypes['ImportJob'] };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TimelineConnection: ConnectionSource<TimelineRow>;
  TimelineEdge: Omit<TimelineEdge, 'node'> & { node: ResolversParentTypes['TimelineItem'] };
  TimelineEvent: TimelineEventSource;
  TimelineItem: TimelineRow;
  UnarchiveNotificationInput: UnarchiveNotificationInput;
  UnarchiveNotificationPayload: Omit<UnarchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  UnarchiveProjectInput: UnarchiveProjectInput;
  UnarchiveProjectPayload: Omit<UnarchiveProjectPayload, 'project' | 'projectEdge'> & { project: ResolversParentTypes['Project'], projectEdge: ResolversParentTypes['ProjectEdge'] };
  UnsnoozeNotificationInput: UnsnoozeNotificationInput;
  UnsnoozeNotificationPayload: Omit<UnsnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  UpdateCommentInput: UpdateCommentInput;
  UpdateCommentPayload: Omit<UpdateCommentPayload, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  UpdateCycleInput: UpdateCycleInput;
  UpdateCyclePayload: Omit<UpdateCyclePayload, 'cycle'> & { cycle: ResolversParentTypes['Cycle'] };
  UpdateCycleSettingsInput: UpdateCycleSettingsInput;
  UpdateCycleSettingsPayload: Omit<UpdateCycleSettingsPayload, 'workspace'> & { workspace: ResolversParentTypes['Workspace'] };
  UpdateEstimateSettingsInput: UpdateEstimateSettingsInput;
  UpdateEstimateSettingsPayload: Omit<UpdateEstimateSettingsPayload, 'workspace'> & { workspace: ResolversParentTypes['Workspace'] };
  UpdateIssueInput: UpdateIssueInput;
  UpdateIssuePayload: Omit<UpdateIssuePayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  UpdateLabelInput: UpdateLabelInput;
  UpdateLabelPayload: Omit<UpdateLabelPayload, 'label'> & { label: ResolversParentTypes['Label'] };
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversParentTypes['Member'] };
  UpdateNotificationPreferenceInput: UpdateNotificationPreferenceInput;
  UpdateNotificationPreferencePayload: UpdateNotificationPreferencePayload;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: Omit<UpdateProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  UpdateViewInput: UpdateViewInput;
  UpdateViewPayload: Omit<UpdateViewPayload, 'view' | 'workspace'> & { view: ResolversParentTypes['SavedView'], workspace: ResolversParentTypes['Workspace'] };
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWebhookEndpointPayload: Omit<UpdateWebhookEndpointPayload, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  User: UserRow;
  Viewer: ViewerSource;
  WebhookDelivery: DeliveryRow;
  WebhookEndpoint: EndpointRow;
  Workspace: WorkspaceRow;
};

export type AddCommentReactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCommentReactionPayload'] = ResolversParentTypes['AddCommentReactionPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type AddIssueRelationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddIssueRelationPayload'] = ResolversParentTypes['AddIssueRelationPayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  relatedIssue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ApiKeyRole'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ArchiveNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveNotificationPayload'] = ResolversParentTypes['ArchiveNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ArchiveProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveProjectPayload'] = ResolversParentTypes['ArchiveProjectPayload']> = {
  archivedProjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploader?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BulkUpdateIssuesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkUpdateIssuesPayload'] = ResolversParentTypes['BulkUpdateIssuesPayload']> = {
  issues?: Resolver<Array<ResolversTypes['Issue']>, ParentType, ContextType>;
};

export type CancelImportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelImportPayload'] = ResolversParentTypes['CancelImportPayload']> = {
  importJob?: Resolver<ResolversTypes['ImportJob'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  edited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  reactions?: Resolver<Array<ResolversTypes['ReactionGroup']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanReact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CommentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentEdge'] = ResolversParentTypes['CommentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type CreateApiKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCommentPayload'] = ResolversParentTypes['CreateCommentPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  commentEdge?: Resolver<ResolversTypes['CommentEdge'], ParentType, ContextType>;
  timelineEdge?: Resolver<ResolversTypes['TimelineEdge'], ParentType, ContextType>;
};

export type CreateCycleCadencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCycleCadencePayload'] = ResolversParentTypes['CreateCycleCadencePayload']> = {
  cycles?: Resolver<Array<ResolversTypes['Cycle']>, ParentType, ContextType>;
};

export type CreateCyclePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCyclePayload'] = ResolversParentTypes['CreateCyclePayload']> = {
  cycle?: Resolver<ResolversTypes['Cycle'], ParentType, ContextType>;
};

export type CreateIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateIssuePayload'] = ResolversParentTypes['CreateIssuePayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  issueEdge?: Resolver<ResolversTypes['IssueEdge'], ParentType, ContextType>;
};

export type CreateLabelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateLabelPayload'] = ResolversParentTypes['CreateLabelPayload']> = {
  label?: Resolver<ResolversTypes['Label'], ParentType, ContextType>;
  labelEdge?: Resolver<ResolversTypes['LabelEdge'], ParentType, ContextType>;
};

export type CreateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProjectPayload'] = ResolversParentTypes['CreateProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectEdge?: Resolver<ResolversTypes['ProjectEdge'], ParentType, ContextType>;
};

export type CreateWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWebhookEndpointPayload'] = ResolversParentTypes['CreateWebhookEndpointPayload']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type CycleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cycle'] = ResolversParentTypes['Cycle']> = {
  burnUp?: Resolver<ResolversTypes['CycleBurnUp'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['CycleFigures'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, Partial<CycleIssuesArgs>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rolledOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['CycleFigures'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CycleStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CycleBurnUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CycleBurnUp'] = ResolversParentTypes['CycleBurnUp']> = {
  days?: Resolver<Array<ResolversTypes['CycleBurnUpDay']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['CycleBurnUpUnit'], ParentType, ContextType>;
};

export type CycleBurnUpDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CycleBurnUpDay'] = ResolversParentTypes['CycleBurnUpDay']> = {
  completed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CycleEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CycleEvent'] = ResolversParentTypes['CycleEvent']> = {
  cycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  deletedCycleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CycleEventKind'], ParentType, ContextType>;
};

export type CycleFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CycleFigures'] = ResolversParentTypes['CycleFigures']> = {
  estimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAttachmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAttachmentPayload'] = ResolversParentTypes['DeleteAttachmentPayload']> = {
  deletedAttachmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type DeleteCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCommentPayload'] = ResolversParentTypes['DeleteCommentPayload']> = {
  deletedCommentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type DeleteCyclePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCyclePayload'] = ResolversParentTypes['DeleteCyclePayload']> = {
  deletedCycleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteIssuePayload'] = ResolversParentTypes['DeleteIssuePayload']> = {
  deletedIssueId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteLabelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteLabelPayload'] = ResolversParentTypes['DeleteLabelPayload']> = {
  deletedLabelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteViewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteViewPayload'] = ResolversParentTypes['DeleteViewPayload']> = {
  deletedViewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type DeleteWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteWebhookEndpointPayload'] = ResolversParentTypes['DeleteWebhookEndpointPayload']> = {
  deletedEndpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type ImportJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportJob'] = ResolversParentTypes['ImportJob']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ImportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ImportRowNote']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['ImportRowNote']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImportRowNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRowNote'] = ResolversParentTypes['ImportRowNote']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvitationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationConnection'] = ResolversParentTypes['InvitationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InvitationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationEdge'] = ResolversParentTypes['InvitationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
};

export type InviteMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteMemberPayload'] = ResolversParentTypes['InviteMemberPayload']> = {
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
  invitationEdge?: Resolver<ResolversTypes['InvitationEdge'], ParentType, ContextType>;
};

export type IssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Issue'] = ResolversParentTypes['Issue']> = {
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  childProgress?: Resolver<Maybe<ResolversTypes['IssueChildProgress']>, ParentType, ContextType>;
  children?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, Partial<IssueChildrenArgs>>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, Partial<IssueCommentsArgs>>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  cycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['IssuePriority'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  relations?: Resolver<Array<ResolversTypes['IssueRelation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IssueStatus'], ParentType, ContextType>;
  timeline?: Resolver<ResolversTypes['TimelineConnection'], ParentType, ContextType, Partial<IssueTimelineArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanAttach?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IssueActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueActivity'] = ResolversParentTypes['IssueActivity']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['IssueFieldChange']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IssueChildProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueChildProgress'] = ResolversParentTypes['IssueChildProgress']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IssueConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueConnection'] = ResolversParentTypes['IssueConnection']> = {
  edges?: Resolver<Array<ResolversTypes['IssueEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalEstimate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IssueEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueEdge'] = ResolversParentTypes['IssueEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type IssueEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueEvent'] = ResolversParentTypes['IssueEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedIssueId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  issueEdge?: Resolver<Maybe<ResolversTypes['IssueEdge']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IssueEventKind'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IssueFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueFieldChange'] = ResolversParentTypes['IssueFieldChange']> = {
  addedLabels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['IssueField'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  fromUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  relationType?: Resolver<Maybe<ResolversTypes['IssueRelationKind']>, ParentType, ContextType>;
  removedLabels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  toUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type IssueGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueGroup'] = ResolversParentTypes['IssueGroup']> = {
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  by?: Resolver<ResolversTypes['IssueGrouping'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, RequireFields<IssueGroupIssuesArgs, 'orderBy'>>;
  label?: Resolver<Maybe<ResolversTypes['Label']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['IssuePriority']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['IssueStatus']>, ParentType, ContextType>;
  withStatus?: Resolver<ResolversTypes['IssueGroup'], ParentType, ContextType, RequireFields<IssueGroupWithStatusArgs, 'status'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IssueRelationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueRelation'] = ResolversParentTypes['IssueRelation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  relationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['IssueRelationKind'], ParentType, ContextType>;
};

export type LabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Label'] = ResolversParentTypes['Label']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LabelConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabelConnection'] = ResolversParentTypes['LabelConnection']> = {
  edges?: Resolver<Array<ResolversTypes['LabelEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LabelEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabelEdge'] = ResolversParentTypes['LabelEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Label'], ParentType, ContextType>;
};

export type LabelEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabelEvent'] = ResolversParentTypes['LabelEvent']> = {
  deletedLabelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LabelEventKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['Label']>, ParentType, ContextType>;
};

export type MarkAllNotificationsReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkAllNotificationsReadPayload'] = ResolversParentTypes['MarkAllNotificationsReadPayload']> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MarkNotificationReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MemberConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberConnection'] = ResolversParentTypes['MemberConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberEdge'] = ResolversParentTypes['MemberEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type MoveIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveIssuePayload'] = ResolversParentTypes['MoveIssuePayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type MoveViewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveViewPayload'] = ResolversParentTypes['MoveViewPayload']> = {
  view?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCommentReaction?: Resolver<ResolversTypes['AddCommentReactionPayload'], ParentType, ContextType, RequireFields<MutationAddCommentReactionArgs, 'input'>>;
  addIssueRelation?: Resolver<ResolversTypes['AddIssueRelationPayload'], ParentType, ContextType, RequireFields<MutationAddIssueRelationArgs, 'input'>>;
  archiveNotification?: Resolver<ResolversTypes['ArchiveNotificationPayload'], ParentType, ContextType, RequireFields<MutationArchiveNotificationArgs, 'input'>>;
  archiveProject?: Resolver<ResolversTypes['ArchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationArchiveProjectArgs, 'input'>>;
  bulkUpdateIssues?: Resolver<ResolversTypes['BulkUpdateIssuesPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateIssuesArgs, 'input'>>;
  cancelImport?: Resolver<ResolversTypes['CancelImportPayload'], ParentType, ContextType, RequireFields<MutationCancelImportArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createComment?: Resolver<ResolversTypes['CreateCommentPayload'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'input'>>;
  createCycle?: Resolver<ResolversTypes['CreateCyclePayload'], ParentType, ContextType, RequireFields<MutationCreateCycleArgs, 'input'>>;
  createCycleCadence?: Resolver<ResolversTypes['CreateCycleCadencePayload'], ParentType, ContextType, RequireFields<MutationCreateCycleCadenceArgs, 'input'>>;
  createIssue?: Resolver<ResolversTypes['CreateIssuePayload'], ParentType, ContextType, RequireFields<MutationCreateIssueArgs, 'input'>>;
  createLabel?: Resolver<ResolversTypes['CreateLabelPayload'], ParentType, ContextType, RequireFields<MutationCreateLabelArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['CreateProjectPayload'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteAttachment?: Resolver<ResolversTypes['DeleteAttachmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'input'>>;
  deleteComment?: Resolver<ResolversTypes['DeleteCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'input'>>;
  deleteCycle?: Resolver<ResolversTypes['DeleteCyclePayload'], ParentType, ContextType, RequireFields<MutationDeleteCycleArgs, 'input'>>;
  deleteIssue?: Resolver<ResolversTypes['DeleteIssuePayload'], ParentType, ContextType, RequireFields<MutationDeleteIssueArgs, 'input'>>;
  deleteLabel?: Resolver<ResolversTypes['DeleteLabelPayload'], ParentType, ContextType, RequireFields<MutationDeleteLabelArgs, 'input'>>;
  deleteView?: Resolver<ResolversTypes['DeleteViewPayload'], ParentType, ContextType, RequireFields<MutationDeleteViewArgs, 'input'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['DeleteWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'input'>>;
  inviteMember?: Resolver<ResolversTypes['InviteMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  moveIssue?: Resolver<ResolversTypes['MoveIssuePayload'], ParentType, ContextType, RequireFields<MutationMoveIssueArgs, 'input'>>;
  moveView?: Resolver<ResolversTypes['MoveViewPayload'], ParentType, ContextType, RequireFields<MutationMoveViewArgs, 'input'>>;
  removeCommentReaction?: Resolver<ResolversTypes['RemoveCommentReactionPayload'], ParentType, ContextType, RequireFields<MutationRemoveCommentReactionArgs, 'input'>>;
  removeIssueRelation?: Resolver<ResolversTypes['RemoveIssueRelationPayload'], ParentType, ContextType, RequireFields<MutationRemoveIssueRelationArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['RemoveMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  resendWebhookDelivery?: Resolver<ResolversTypes['ResendWebhookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationResendWebhookDeliveryArgs, 'input'>>;
  restoreIssue?: Resolver<ResolversTypes['RestoreIssuePayload'], ParentType, ContextType, RequireFields<MutationRestoreIssueArgs, 'input'>>;
  revokeApiKey?: Resolver<ResolversTypes['RevokeApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'input'>>;
  revokeInvitation?: Resolver<ResolversTypes['RevokeInvitationPayload'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'input'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['RotateWebhookSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'input'>>;
  saveView?: Resolver<ResolversTypes['SaveViewPayload'], ParentType, ContextType, RequireFields<MutationSaveViewArgs, 'input'>>;
  setIssueParent?: Resolver<ResolversTypes['SetIssueParentPayload'], ParentType, ContextType, RequireFields<MutationSetIssueParentArgs, 'input'>>;
  snoozeNotification?: Resolver<ResolversTypes['SnoozeNotificationPayload'], ParentType, ContextType, RequireFields<MutationSnoozeNotificationArgs, 'input'>>;
  startImport?: Resolver<ResolversTypes['StartImportPayload'], ParentType, ContextType, RequireFields<MutationStartImportArgs, 'input'>>;
  unarchiveNotification?: Resolver<ResolversTypes['UnarchiveNotificationPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveNotificationArgs, 'input'>>;
  unarchiveProject?: Resolver<ResolversTypes['UnarchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveProjectArgs, 'input'>>;
  unsnoozeNotification?: Resolver<ResolversTypes['UnsnoozeNotificationPayload'], ParentType, ContextType, RequireFields<MutationUnsnoozeNotificationArgs, 'input'>>;
  updateComment?: Resolver<ResolversTypes['UpdateCommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateCommentArgs, 'input'>>;
  updateCycle?: Resolver<ResolversTypes['UpdateCyclePayload'], ParentType, ContextType, RequireFields<MutationUpdateCycleArgs, 'input'>>;
  updateCycleSettings?: Resolver<ResolversTypes['UpdateCycleSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCycleSettingsArgs, 'input'>>;
  updateEstimateSettings?: Resolver<ResolversTypes['UpdateEstimateSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateEstimateSettingsArgs, 'input'>>;
  updateIssue?: Resolver<ResolversTypes['UpdateIssuePayload'], ParentType, ContextType, RequireFields<MutationUpdateIssueArgs, 'input'>>;
  updateLabel?: Resolver<ResolversTypes['UpdateLabelPayload'], ParentType, ContextType, RequireFields<MutationUpdateLabelArgs, 'input'>>;
  updateMemberRole?: Resolver<ResolversTypes['UpdateMemberRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateMemberRoleArgs, 'input'>>;
  updateNotificationPreference?: Resolver<ResolversTypes['UpdateNotificationPreferencePayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferenceArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['UpdateProjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
  updateView?: Resolver<ResolversTypes['UpdateViewPayload'], ParentType, ContextType, RequireFields<MutationUpdateViewArgs, 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['UpdateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'ApiKey' | 'Attachment' | 'Comment' | 'Cycle' | 'ImportJob' | 'Invitation' | 'Issue' | 'IssueActivity' | 'IssueGroup' | 'Label' | 'Member' | 'Notification' | 'Project' | 'SavedView' | 'User' | 'WebhookDelivery' | 'WebhookEndpoint' | 'Workspace', ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  issueKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['NotificationReason'], ParentType, ContextType>;
  snoozedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['IssueStatus']>, ParentType, ContextType>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  kind?: Resolver<ResolversTypes['NotificationEventKind'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  notificationEdge?: Resolver<Maybe<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  readNotifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['NotificationReason'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PresenceEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PresenceEvent'] = ResolversParentTypes['PresenceEvent']> = {
  people?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportIssues?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ProjectExportIssuesArgs, 'format'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imports?: Resolver<Array<ResolversTypes['ImportJob']>, ParentType, ContextType>;
  issueGroups?: Resolver<Array<ResolversTypes['IssueGroup']>, ParentType, ContextType, RequireFields<ProjectIssueGroupsArgs, 'by'>>;
  issues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, RequireFields<ProjectIssuesArgs, 'orderBy'>>;
  issuesSnapshotAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuesSnapshotSeq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openIssueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanCreateIssue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdateIssues?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProjectConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectConnection'] = ResolversParentTypes['ProjectConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEdge'] = ResolversParentTypes['ProjectEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type ProjectEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectEvent'] = ResolversParentTypes['ProjectEvent']> = {
  addedEdge?: Resolver<Maybe<ResolversTypes['ProjectEdge']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProjectEventKind'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  removedProjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  importJob?: Resolver<Maybe<ResolversTypes['ImportJob']>, ParentType, ContextType, RequireFields<QueryImportJobArgs, 'id'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ReactionGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReactionGroup'] = ResolversParentTypes['ReactionGroup']> = {
  content?: Resolver<ResolversTypes['ReactionContent'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  viewerHasReacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemoveCommentReactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCommentReactionPayload'] = ResolversParentTypes['RemoveCommentReactionPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type RemoveIssueRelationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveIssueRelationPayload'] = ResolversParentTypes['RemoveIssueRelationPayload']> = {
  issues?: Resolver<Array<ResolversTypes['Issue']>, ParentType, ContextType>;
  removedRelationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RemoveMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveMemberPayload'] = ResolversParentTypes['RemoveMemberPayload']> = {
  removedMemberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ResendWebhookDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResendWebhookDeliveryPayload'] = ResolversParentTypes['ResendWebhookDeliveryPayload']> = {
  delivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
};

export type RestoreIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestoreIssuePayload'] = ResolversParentTypes['RestoreIssuePayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  issueEdge?: Resolver<ResolversTypes['IssueEdge'], ParentType, ContextType>;
};

export type RevokeApiKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeApiKeyPayload'] = ResolversParentTypes['RevokeApiKeyPayload']> = {
  revokedApiKeyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RevokeInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeInvitationPayload'] = ResolversParentTypes['RevokeInvitationPayload']> = {
  revokedInvitationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RotateWebhookSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateWebhookSecretPayload'] = ResolversParentTypes['RotateWebhookSecretPayload']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
};

export type SaveViewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveViewPayload'] = ResolversParentTypes['SaveViewPayload']> = {
  view?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type SavedViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  exportIssues?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<SavedViewExportIssuesArgs, 'format'>>;
  filter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grouping?: Resolver<Maybe<ResolversTypes['IssueGrouping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['ViewLayout'], ParentType, ContextType>;
  myIssues?: Resolver<Maybe<ResolversTypes['MyIssuesSet']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderBy?: Resolver<ResolversTypes['IssueOrder'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['SavedViewScope'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavedViewEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedViewEvent'] = ResolversParentTypes['SavedViewEvent']> = {
  deletedViewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SavedViewEventKind'], ParentType, ContextType>;
  view?: Resolver<Maybe<ResolversTypes['SavedView']>, ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type SetIssueParentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetIssueParentPayload'] = ResolversParentTypes['SetIssueParentPayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  previousParent?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
};

export type SnoozeNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnoozeNotificationPayload'] = ResolversParentTypes['SnoozeNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type StartImportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartImportPayload'] = ResolversParentTypes['StartImportPayload']> = {
  importJob?: Resolver<ResolversTypes['ImportJob'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  cycleEvents?: SubscriptionResolver<ResolversTypes['CycleEvent'], "cycleEvents", ParentType, ContextType>;
  issueEvents?: SubscriptionResolver<ResolversTypes['IssueEvent'], "issueEvents", ParentType, ContextType, RequireFields<SubscriptionIssueEventsArgs, 'projectId'>>;
  issueTimelineEvents?: SubscriptionResolver<ResolversTypes['TimelineEvent'], "issueTimelineEvents", ParentType, ContextType, RequireFields<SubscriptionIssueTimelineEventsArgs, 'issueId'>>;
  labelEvents?: SubscriptionResolver<ResolversTypes['LabelEvent'], "labelEvents", ParentType, ContextType>;
  notificationEvents?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationEvents", ParentType, ContextType>;
  presence?: SubscriptionResolver<ResolversTypes['PresenceEvent'], "presence", ParentType, ContextType, RequireFields<SubscriptionPresenceArgs, 'subject'>>;
  projectEvents?: SubscriptionResolver<ResolversTypes['ProjectEvent'], "projectEvents", ParentType, ContextType>;
  viewEvents?: SubscriptionResolver<ResolversTypes['SavedViewEvent'], "viewEvents", ParentType, ContextType>;
  workspaceIssueEvents?: SubscriptionResolver<ResolversTypes['IssueEvent'], "workspaceIssueEvents", ParentType, ContextType>;
};

export type TimelineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineConnection'] = ResolversParentTypes['TimelineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TimelineEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimelineEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineEdge'] = ResolversParentTypes['TimelineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TimelineItem'], ParentType, ContextType>;
};

export type TimelineEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineEvent'] = ResolversParentTypes['TimelineEvent']> = {
  item?: Resolver<Maybe<ResolversTypes['TimelineItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TimelineEventKind'], ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  timelineEdge?: Resolver<Maybe<ResolversTypes['TimelineEdge']>, ParentType, ContextType>;
};

export type TimelineItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineItem'] = ResolversParentTypes['TimelineItem']> = {
  __resolveType: TypeResolveFn<'Comment' | 'IssueActivity', ParentType, ContextType>;
};

export type UnarchiveNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnarchiveNotificationPayload'] = ResolversParentTypes['UnarchiveNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type UnarchiveProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnarchiveProjectPayload'] = ResolversParentTypes['UnarchiveProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectEdge?: Resolver<ResolversTypes['ProjectEdge'], ParentType, ContextType>;
};

export type UnsnoozeNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsnoozeNotificationPayload'] = ResolversParentTypes['UnsnoozeNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type UpdateCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCommentPayload'] = ResolversParentTypes['UpdateCommentPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type UpdateCyclePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCyclePayload'] = ResolversParentTypes['UpdateCyclePayload']> = {
  cycle?: Resolver<ResolversTypes['Cycle'], ParentType, ContextType>;
};

export type UpdateCycleSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCycleSettingsPayload'] = ResolversParentTypes['UpdateCycleSettingsPayload']> = {
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type UpdateEstimateSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateEstimateSettingsPayload'] = ResolversParentTypes['UpdateEstimateSettingsPayload']> = {
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type UpdateIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateIssuePayload'] = ResolversParentTypes['UpdateIssuePayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type UpdateLabelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateLabelPayload'] = ResolversParentTypes['UpdateLabelPayload']> = {
  label?: Resolver<ResolversTypes['Label'], ParentType, ContextType>;
};

export type UpdateMemberRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMemberRolePayload'] = ResolversParentTypes['UpdateMemberRolePayload']> = {
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type UpdateNotificationPreferencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateNotificationPreferencePayload'] = ResolversParentTypes['UpdateNotificationPreferencePayload']> = {
  preference?: Resolver<ResolversTypes['NotificationPreference'], ParentType, ContextType>;
};

export type UpdateProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProjectPayload'] = ResolversParentTypes['UpdateProjectPayload']> = {
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type UpdateViewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateViewPayload'] = ResolversParentTypes['UpdateViewPayload']> = {
  view?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type UpdateWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWebhookEndpointPayload'] = ResolversParentTypes['UpdateWebhookEndpointPayload']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  apiKeyRoles?: Resolver<Array<ResolversTypes['ApiKeyRole']>, ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  nextSnoozeEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<ViewerNotificationsArgs, 'archived' | 'snoozed' | 'unreadOnly'>>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewerCanManageApiKeys?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastResponseMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<WebhookEndpointDeliveriesArgs, 'first'>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['WebhookEventType']>, ParentType, ContextType>;
  failureCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousSecretExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  currentCycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType>;
  cycle?: Resolver<Maybe<ResolversTypes['Cycle']>, ParentType, ContextType, RequireFields<WorkspaceCycleArgs, 'number'>>;
  cycleRollover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cycles?: Resolver<Array<ResolversTypes['Cycle']>, ParentType, ContextType>;
  estimateScale?: Resolver<ResolversTypes['EstimateScale'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Maybe<ResolversTypes['InvitationConnection']>, ParentType, ContextType, Partial<WorkspaceInvitationsArgs>>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType, RequireFields<WorkspaceIssueArgs, 'key'>>;
  issues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, RequireFields<WorkspaceIssuesArgs, 'orderBy'>>;
  labels?: Resolver<ResolversTypes['LabelConnection'], ParentType, ContextType, Partial<WorkspaceLabelsArgs>>;
  members?: Resolver<ResolversTypes['MemberConnection'], ParentType, ContextType, Partial<WorkspaceMembersArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<WorkspaceProjectArgs, 'key'>>;
  projects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, RequireFields<WorkspaceProjectsArgs, 'archived' | 'includeArchived'>>;
  searchIssues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, RequireFields<WorkspaceSearchIssuesArgs, 'query'>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanCreateProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageCycles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageEstimates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageLabels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageWebhooks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanShareViews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  views?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType>;
  webhookEndpoints?: Resolver<Maybe<Array<ResolversTypes['WebhookEndpoint']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddCommentReactionPayload?: AddCommentReactionPayloadResolvers<ContextType>;
  AddIssueRelationPayload?: AddIssueRelationPayloadResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ArchiveNotificationPayload?: ArchiveNotificationPayloadResolvers<ContextType>;
  ArchiveProjectPayload?: ArchiveProjectPayloadResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  BulkUpdateIssuesPayload?: BulkUpdateIssuesPayloadResolvers<ContextType>;
  CancelImportPayload?: CancelImportPayloadResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentEdge?: CommentEdgeResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  CreateCommentPayload?: CreateCommentPayloadResolvers<ContextType>;
  CreateCycleCadencePayload?: CreateCycleCadencePayloadResolvers<ContextType>;
  CreateCyclePayload?: CreateCyclePayloadResolvers<ContextType>;
  CreateIssuePayload?: CreateIssuePayloadResolvers<ContextType>;
  CreateLabelPayload?: CreateLabelPayloadResolvers<ContextType>;
  CreateProjectPayload?: CreateProjectPayloadResolvers<ContextType>;
  CreateWebhookEndpointPayload?: CreateWebhookEndpointPayloadResolvers<ContextType>;
  Cycle?: CycleResolvers<ContextType>;
  CycleBurnUp?: CycleBurnUpResolvers<ContextType>;
  CycleBurnUpDay?: CycleBurnUpDayResolvers<ContextType>;
  CycleEvent?: CycleEventResolvers<ContextType>;
  CycleFigures?: CycleFiguresResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAttachmentPayload?: DeleteAttachmentPayloadResolvers<ContextType>;
  DeleteCommentPayload?: DeleteCommentPayloadResolvers<ContextType>;
  DeleteCyclePayload?: DeleteCyclePayloadResolvers<ContextType>;
  DeleteIssuePayload?: DeleteIssuePayloadResolvers<ContextType>;
  DeleteLabelPayload?: DeleteLabelPayloadResolvers<ContextType>;
  DeleteViewPayload?: DeleteViewPayloadResolvers<ContextType>;
  DeleteWebhookEndpointPayload?: DeleteWebhookEndpointPayloadResolvers<ContextType>;
  ImportJob?: ImportJobResolvers<ContextType>;
  ImportRowNote?: ImportRowNoteResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationConnection?: InvitationConnectionResolvers<ContextType>;
  InvitationEdge?: InvitationEdgeResolvers<ContextType>;
  InviteMemberPayload?: InviteMemberPayloadResolvers<ContextType>;
  Issue?: IssueResolvers<ContextType>;
  IssueActivity?: IssueActivityResolvers<ContextType>;
  IssueChildProgress?: IssueChildProgressResolvers<ContextType>;
  IssueConnection?: IssueConnectionResolvers<ContextType>;
  IssueEdge?: IssueEdgeResolvers<ContextType>;
  IssueEvent?: IssueEventResolvers<ContextType>;
  IssueFieldChange?: IssueFieldChangeResolvers<ContextType>;
  IssueGroup?: IssueGroupResolvers<ContextType>;
  IssueRelation?: IssueRelationResolvers<ContextType>;
  Label?: LabelResolvers<ContextType>;
  LabelConnection?: LabelConnectionResolvers<ContextType>;
  LabelEdge?: LabelEdgeResolvers<ContextType>;
  LabelEvent?: LabelEventResolvers<ContextType>;
  MarkAllNotificationsReadPayload?: MarkAllNotificationsReadPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberConnection?: MemberConnectionResolvers<ContextType>;
  MemberEdge?: MemberEdgeResolvers<ContextType>;
  MoveIssuePayload?: MoveIssuePayloadResolvers<ContextType>;
  MoveViewPayload?: MoveViewPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PresenceEvent?: PresenceEventResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectConnection?: ProjectConnectionResolvers<ContextType>;
  ProjectEdge?: ProjectEdgeResolvers<ContextType>;
  ProjectEvent?: ProjectEventResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReactionGroup?: ReactionGroupResolvers<ContextType>;
  RemoveCommentReactionPayload?: RemoveCommentReactionPayloadResolvers<ContextType>;
  RemoveIssueRelationPayload?: RemoveIssueRelationPayloadResolvers<ContextType>;
  RemoveMemberPayload?: RemoveMemberPayloadResolvers<ContextType>;
  ResendWebhookDeliveryPayload?: ResendWebhookDeliveryPayloadResolvers<ContextType>;
  RestoreIssuePayload?: RestoreIssuePayloadResolvers<ContextType>;
  RevokeApiKeyPayload?: RevokeApiKeyPayloadResolvers<ContextType>;
  RevokeInvitationPayload?: RevokeInvitationPayloadResolvers<ContextType>;
  RotateWebhookSecretPayload?: RotateWebhookSecretPayloadResolvers<ContextType>;
  SaveViewPayload?: SaveViewPayloadResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SavedViewEvent?: SavedViewEventResolvers<ContextType>;
  SetIssueParentPayload?: SetIssueParentPayloadResolvers<ContextType>;
  SnoozeNotificationPayload?: SnoozeNotificationPayloadResolvers<ContextType>;
  StartImportPayload?: StartImportPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TimelineConnection?: TimelineConnectionResolvers<ContextType>;
  TimelineEdge?: TimelineEdgeResolvers<ContextType>;
  TimelineEvent?: TimelineEventResolvers<ContextType>;
  TimelineItem?: TimelineItemResolvers<ContextType>;
  UnarchiveNotificationPayload?: UnarchiveNotificationPayloadResolvers<ContextType>;
  UnarchiveProjectPayload?: UnarchiveProjectPayloadResolvers<ContextType>;
  UnsnoozeNotificationPayload?: UnsnoozeNotificationPayloadResolvers<ContextType>;
  UpdateCommentPayload?: UpdateCommentPayloadResolvers<ContextType>;
  UpdateCyclePayload?: UpdateCyclePayloadResolvers<ContextType>;
  UpdateCycleSettingsPayload?: UpdateCycleSettingsPayloadResolvers<ContextType>;
  UpdateEstimateSettingsPayload?: UpdateEstimateSettingsPayloadResolvers<ContextType>;
  UpdateIssuePayload?: UpdateIssuePayloadResolvers<ContextType>;
  UpdateLabelPayload?: UpdateLabelPayloadResolvers<ContextType>;
  UpdateMemberRolePayload?: UpdateMemberRolePayloadResolvers<ContextType>;
  UpdateNotificationPreferencePayload?: UpdateNotificationPreferencePayloadResolvers<ContextType>;
  UpdateProjectPayload?: UpdateProjectPayloadResolvers<ContextType>;
  UpdateViewPayload?: UpdateViewPayloadResolvers<ContextType>;
  UpdateWebhookEndpointPayload?: UpdateWebhookEndpointPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
};


import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../../features/users/domain';
import type { WorkspaceRow } from '../../features/workspaces/domain';
import type { ProjectRow } from '../../features/projects/domain';
import type { ConnectionSource } from '../connections';
import type { LabelRow } from '../../features/labels/domain';
import type { ProjectEvent as ProjectEventSource } from '../../features/projects/events';
import type { IssueRow, IssueGroupRow } from '../../features/issues/domain';
import type { IssueEvent as IssueEventSource } from '../../features/issues/events';
import type { PresenceEventSource } from '../../features/presence/resolvers';
import type { LabelEvent as LabelEventSource } from '../../features/labels/events';
import type { MemberRow, InvitationRow } from '../../features/members/domain';
import type { CommentRow, ActivityRow, FieldChange, TimelineRow } from '../../features/comments/domain';
import type { TimelineEvent as TimelineEventSource } from '../../features/comments/events';
import type { ReactionGroupRow } from '../../features/comments/reactions';
import type { NotificationRow } from '../../features/notifications/domain';
import type { NotificationEventSource } from '../../features/notifications/events';
import type { Viewer as ViewerSource } from '../../auth/viewer';
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

export type BulkUpdateIssuesInput = {
  /** Labels each issue gains (each issue carries at most 20). */
  addLabelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Unchanged when absent; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
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

export type CreateIssueInput = {
  /** A member of the workspace. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Markdown, up to 50,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** 0 to 100; absent or null: not estimated. */
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

export type DeleteCommentInput = {
  id: Scalars['ID']['input'];
};

export type DeleteCommentPayload = {
  __typename?: 'DeleteCommentPayload';
  deletedCommentId: Scalars['ID']['output'];
  /** The issue the comment was on, as it is now. */
  issue: Issue;
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
  /** The issue's comments, oldest first. */
  comments: CommentConnection;
  /** When the issue reached DONE; null while it is not DONE. */
  completedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Who created the issue. */
  creator: User;
  /** Markdown, up to 50,000 characters; empty when there is none. */
  description: Scalars['String']['output'];
  dueDate: Maybe<Scalars['Date']['output']>;
  /** Points of effort, 0 to 100; null when not estimated. */
  estimate: Maybe<Scalars['Int']['output']>;
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
  /** A fractional index: the issue's place in its status column (ordered by plain string comparison). */
  position: Scalars['String']['output'];
  priority: IssuePriority;
  project: Project;
  status: IssueStatus;
  /**
   * The issue's comments and activity entries (every change: who, when, which field, from and to), interleaved in
   * time order, oldest first.
   */
  timeline: TimelineConnection;
  /** One to 200 characters after trimming. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may comment on the issue. */
  viewerCanComment: Scalars['Boolean']['output'];
  /** Whether the viewer may delete the issue. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may edit and move the issue. */
  viewerCanUpdate: Scalars['Boolean']['output'];
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
  | 'DESCRIPTION'
  | 'DUE_DATE'
  | 'ESTIMATE'
  | 'LABELS'
  | 'PRIORITY'
  | 'STATUS'
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
  /** ASSIGNEE: who it was assigned to before and after (null: nobody). */
  fromUser: Maybe<User>;
  removedLabels: Array<Label>;
  to: Maybe<Scalars['String']['output']>;
  toUser: Maybe<User>;
};

/** Which issues a connection holds: every given condition must match (within one, any of its values). */
export type IssueFilter = {
  assignee?: InputMaybe<AssigneeFilter>;
  /** Carrying any of these labels. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  priorities?: InputMaybe<Array<IssuePriority>>;
  statuses?: InputMaybe<Array<IssueStatus>>;
  /** Words that the title or description contain. */
  text?: InputMaybe<Scalars['String']['input']>;
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
  /** The issue it lands right after in that column; absent at the top. */
  afterId?: InputMaybe<Scalars['ID']['input']>;
  /** The issue it lands right before in that column; absent at the bottom. */
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  /** The column it moves to (its own to reorder). */
  status: IssueStatus;
};

export type MoveIssuePayload = {
  __typename?: 'MoveIssuePayload';
  issue: Issue;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Reacts to a comment with an emoji (members and admins; a second time changes nothing). A comment of another
   * workspace is NOT_FOUND.
   */
  addCommentReaction: AddCommentReactionPayload;
  /** Archives one of the viewer's notifications: it leaves the inbox (and the unread count) and is kept among the archived. */
  archiveNotification: ArchiveNotificationPayload;
  /** Archives a project: it leaves the default project list but keeps its data. */
  archiveProject: ArchiveProjectPayload;
  /**
   * Changes the same fields of up to 100 issues of the workspace at once, all or nothing: when one id names no issue
   * of the workspace (NOT_FOUND naming ids) or the viewer may not edit one of them (FORBIDDEN), none changes.
   */
  bulkUpdateIssues: BulkUpdateIssuesPayload;
  /**
   * Comments on an issue (members and admins, or whoever the session's `org:comments:create` permission names;
   * viewers read only). Mentions in the body notify the mentioned members.
   */
  createComment: CreateCommentPayload;
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
  /** Deletes a comment (its author, or an admin). */
  deleteComment: DeleteCommentPayload;
  /** Deletes an issue: admins any, members those they created. */
  deleteIssue: DeleteIssuePayload;
  /** Deletes a label and removes it from every issue. */
  deleteLabel: DeleteLabelPayload;
  /**
   * Invites a person by email to the viewer's workspace (admins; built-in sign-in only: with Clerk, the organization's
   * settings do it). CONFLICT when the person is a member or invited already.
   */
  inviteMember: InviteMemberPayload;
  /** Marks every notification of the viewer in the active workspace's inbox read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Marks one of the viewer's notifications read. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Moves an issue to a status column, between two of its issues. */
  moveIssue: MoveIssuePayload;
  /** Takes back the viewer's reaction to a comment (none to take back changes nothing). */
  removeCommentReaction: RemoveCommentReactionPayload;
  /**
   * Removes a member at once: their requests are refused and their live connections to the workspace close (admins;
   * built-in sign-in only). CONFLICT when it would leave the workspace without an admin.
   */
  removeMember: RemoveMemberPayload;
  /**
   * Restores a deleted issue (the undo of deleteIssue), whoever may delete it: it comes back with its key, number,
   * fields, comments and labels, at its place in its column, and everyone watching its project sees it again (RESTORED).
   * An issue deleted more than 30 days ago (the change log's default retention) is no longer restored; it and an issue
   * that is not deleted are CONFLICT on `id`; an issue of another workspace is NOT_FOUND.
   */
  restoreIssue: RestoreIssuePayload;
  /** Withdraws a pending invitation (admins; built-in sign-in only). */
  revokeInvitation: RevokeInvitationPayload;
  /**
   * Snoozes one of the viewer's notifications until a time (in the future, at most a year ahead: else BAD_USER_INPUT,
   * field until): it leaves the inbox and comes back unread then.
   */
  snoozeNotification: SnoozeNotificationPayload;
  /** Puts an archived notification back in the inbox. */
  unarchiveNotification: UnarchiveNotificationPayload;
  /** Restores an archived project to the project list. */
  unarchiveProject: UnarchiveProjectPayload;
  /** Changes a comment's body (its author only). Newly mentioned members are notified. */
  updateComment: UpdateCommentPayload;
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
};


export type MutationAddCommentReactionArgs = {
  input: AddCommentReactionInput;
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


export type MutationCreateCommentArgs = {
  input: CreateCommentInput;
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


export type MutationDeleteCommentArgs = {
  input: DeleteCommentInput;
};


export type MutationDeleteIssueArgs = {
  input: DeleteIssueInput;
};


export type MutationDeleteLabelArgs = {
  input: DeleteLabelInput;
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


export type MutationRemoveCommentReactionArgs = {
  input: RemoveCommentReactionInput;
};


export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


export type MutationRestoreIssueArgs = {
  input: RestoreIssueInput;
};


export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


export type MutationSnoozeNotificationArgs = {
  input: SnoozeNotificationInput;
};


export type MutationUnarchiveNotificationArgs = {
  input: UnarchiveNotificationInput;
};


export type MutationUnarchiveProjectArgs = {
  input: UnarchiveProjectInput;
};


export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
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

/** An object with a globally unique, opaque id (the Relay server specification). */
export type Node = {
  /** The object's opaque global id. */
  id: Scalars['ID']['output'];
};

/** Something that happened to an issue, told to one member. */
export type Notification = Node & {
  __typename?: 'Notification';
  /** Who did it. */
  actor: User;
  /** When the viewer archived it; null while it is in the inbox. */
  archivedAt: Maybe<Scalars['DateTime']['output']>;
  /** MENTIONED in a comment and COMMENTED: the comment; null otherwise or once it is deleted. */
  comment: Maybe<Comment>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The issue; null once it is deleted. */
  issue: Maybe<Issue>;
  /** The issue's key and title when the notification was made (they remain when the issue is deleted). */
  issueKey: Scalars['String']['output'];
  issueTitle: Scalars['String']['output'];
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
  /** The notifications the event is about, as they are now (READ, ARCHIVED, UNARCHIVED, SNOOZED); empty for CREATED. */
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
  | 'UNARCHIVED';

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
  | 'STATUS_CHANGED';

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
  id: Scalars['ID']['output'];
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
  /** Whether the viewer may rename the project and change its description. */
  viewerCanUpdate: Scalars['Boolean']['output'];
  /** Whether the viewer may change the project's issues (their fields, their place, bulk edits). */
  viewerCanUpdateIssues: Scalars['Boolean']['output'];
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

export type RemoveMemberInput = {
  memberId: Scalars['ID']['input'];
};

export type RemoveMemberPayload = {
  __typename?: 'RemoveMemberPayload';
  /** The removed member's id, for connections to drop. */
  removedMemberId: Scalars['ID']['output'];
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

export type RevokeInvitationInput = {
  id: Scalars['ID']['input'];
};

export type RevokeInvitationPayload = {
  __typename?: 'RevokeInvitationPayload';
  /** The revoked invitation's id, for connections to drop. */
  revokedInvitationId: Scalars['ID']['output'];
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

export type Subscription = {
  __typename?: 'Subscription';
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
   * the ones the viewer marks read, archives, unarchives or snoozes (in any tab or device), so every open tab keeps the
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

export type UpdateCommentInput = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type UpdateCommentPayload = {
  __typename?: 'UpdateCommentPayload';
  comment: Comment;
};

export type UpdateIssueInput = {
  /** Unchanged when absent; null unassigns. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Unchanged when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unchanged when absent; null clears it. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** 0 to 100; unchanged when absent; null clears it. */
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

/** A person who can sign in. */
export type User = Node & {
  __typename?: 'User';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** The signed-in person, seen from their active workspace. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Which reasons notify the viewer in the active workspace: every reason, in the enum's order (each on by default). */
  notificationPreferences: Array<NotificationPreference>;
  /**
   * What happened in the active workspace that concerns the viewer, newest first: issues assigned to them, mentions,
   * and the status changes, comments and deletions of issues they created or are assigned to (never their own
   * actions), unless the viewer turned that reason off (`notificationPreferences`). The inbox holds neither archived
   * notifications nor snoozed ones until their time comes (then they are back, unread). With `unreadOnly`, only those
   * not read yet; with `archived`, the archived ones instead (newest first).
   */
  notifications: NotificationConnection;
  /** The organization permissions the session carries, such as org:projects:manage. */
  permissions: Array<Scalars['String']['output']>;
  /** The organization role of the session, such as org:admin; null in a personal workspace. */
  role: Maybe<Scalars['String']['output']>;
  /** How many of the viewer's notifications in the active workspace's inbox are unread (not archived, nor snoozed). */
  unreadNotificationCount: Scalars['Int']['output'];
  user: User;
  /** The active workspace: the session's organization, else the person's personal workspace. */
  workspace: Workspace;
};


/** The signed-in person, seen from their active workspace. */
export type ViewerNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A team's space: a Clerk organization, or a person's personal workspace. Everything else belongs to one. */
export type Workspace = Node & {
  __typename?: 'Workspace';
  id: Scalars['ID']['output'];
  /**
   * The pending invitations to the workspace, newest first; null for those who may not manage members. `first` is
   * limited to 100.
   */
  invitations: Maybe<InvitationConnection>;
  /** An issue of the workspace by its key, such as WEB-42; null when there is none. */
  issue: Maybe<Issue>;
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
  /** Whether the viewer may create, rename and delete labels here. */
  viewerCanManageLabels: Scalars['Boolean']['output'];
  /** Whether the viewer may invite people, change roles and remove members here. */
  viewerCanManageMembers: Scalars['Boolean']['output'];
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
    | ( CommentRow )
    | ( InvitationRow )
    | ( IssueRow )
    | ( ActivityRow )
    | ( IssueGroupRow )
    | ( LabelRow )
    | ( MemberRow )
    | ( NotificationRow )
    | ( ProjectRow )
    | ( UserRow )
    | ( WorkspaceRow )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCommentReactionInput: AddCommentReactionInput;
  AddCommentReactionPayload: ResolverTypeWrapper<Omit<AddCommentReactionPayload, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  ArchiveNotificationInput: ArchiveNotificationInput;
  ArchiveNotificationPayload: ResolverTypeWrapper<Omit<ArchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: ResolverTypeWrapper<Omit<ArchiveProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  AssigneeFilter: AssigneeFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkUpdateIssuesInput: BulkUpdateIssuesInput;
  BulkUpdateIssuesPayload: ResolverTypeWrapper<Omit<BulkUpdateIssuesPayload, 'issues'> & { issues: Array<ResolversTypes['Issue']> }>;
  Comment: ResolverTypeWrapper<CommentRow>;
  CommentConnection: ResolverTypeWrapper<ConnectionSource<CommentRow>>;
  CommentEdge: ResolverTypeWrapper<Omit<CommentEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CreateCommentInput: CreateCommentInput;
  CreateCommentPayload: ResolverTypeWrapper<Omit<CreateCommentPayload, 'comment' | 'commentEdge' | 'timelineEdge'> & { comment: ResolversTypes['Comment'], commentEdge: ResolversTypes['CommentEdge'], timelineEdge: ResolversTypes['TimelineEdge'] }>;
  CreateIssueInput: CreateIssueInput;
  CreateIssuePayload: ResolverTypeWrapper<Omit<CreateIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversTypes['Issue'], issueEdge: ResolversTypes['IssueEdge'] }>;
  CreateLabelInput: CreateLabelInput;
  CreateLabelPayload: ResolverTypeWrapper<Omit<CreateLabelPayload, 'label' | 'labelEdge'> & { label: ResolversTypes['Label'], labelEdge: ResolversTypes['LabelEdge'] }>;
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: ResolverTypeWrapper<Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversTypes['Project'], projectEdge: ResolversTypes['ProjectEdge'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: ResolverTypeWrapper<Omit<DeleteCommentPayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  DeleteIssueInput: DeleteIssueInput;
  DeleteIssuePayload: ResolverTypeWrapper<DeleteIssuePayload>;
  DeleteLabelInput: DeleteLabelInput;
  DeleteLabelPayload: ResolverTypeWrapper<DeleteLabelPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationRow>;
  InvitationConnection: ResolverTypeWrapper<ConnectionSource<InvitationRow>>;
  InvitationEdge: ResolverTypeWrapper<Omit<InvitationEdge, 'node'> & { node: ResolversTypes['Invitation'] }>;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: ResolverTypeWrapper<Omit<InviteMemberPayload, 'invitation' | 'invitationEdge'> & { invitation: ResolversTypes['Invitation'], invitationEdge: ResolversTypes['InvitationEdge'] }>;
  Issue: ResolverTypeWrapper<IssueRow>;
  IssueActivity: ResolverTypeWrapper<ActivityRow>;
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: ResolverTypeWrapper<RemoveMemberPayload>;
  RestoreIssueInput: RestoreIssueInput;
  RestoreIssuePayload: ResolverTypeWrapper<Omit<RestoreIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversTypes['Issue'], issueEdge: ResolversTypes['IssueEdge'] }>;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: ResolverTypeWrapper<RevokeInvitationPayload>;
  SnoozeNotificationInput: SnoozeNotificationInput;
  SnoozeNotificationPayload: ResolverTypeWrapper<Omit<SnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversTypes['Notification'], viewer: ResolversTypes['Viewer'] }>;
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
  UpdateCommentInput: UpdateCommentInput;
  UpdateCommentPayload: ResolverTypeWrapper<Omit<UpdateCommentPayload, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  UpdateIssueInput: UpdateIssueInput;
  UpdateIssuePayload: ResolverTypeWrapper<Omit<UpdateIssuePayload, 'issue'> & { issue: ResolversTypes['Issue'] }>;
  UpdateLabelInput: UpdateLabelInput;
  UpdateLabelPayload: ResolverTypeWrapper<Omit<UpdateLabelPayload, 'label'> & { label: ResolversTypes['Label'] }>;
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: ResolverTypeWrapper<Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversTypes['Member'] }>;
  UpdateNotificationPreferenceInput: UpdateNotificationPreferenceInput;
  UpdateNotificationPreferencePayload: ResolverTypeWrapper<Omit<UpdateNotificationPreferencePayload, 'preference'> & { preference: ResolversTypes['NotificationPreference'] }>;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: ResolverTypeWrapper<Omit<UpdateProjectPayload, 'project'> & { project: ResolversTypes['Project'] }>;
  User: ResolverTypeWrapper<UserRow>;
  Viewer: ResolverTypeWrapper<ViewerSource>;
  Workspace: ResolverTypeWrapper<WorkspaceRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCommentReactionInput: AddCommentReactionInput;
  AddCommentReactionPayload: Omit<AddCommentReactionPayload, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  ArchiveNotificationInput: ArchiveNotificationInput;
  ArchiveNotificationPayload: Omit<ArchiveNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
  ArchiveProjectInput: ArchiveProjectInput;
  ArchiveProjectPayload: Omit<ArchiveProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  AssigneeFilter: AssigneeFilter;
  Boolean: Scalars['Boolean']['output'];
  BulkUpdateIssuesInput: BulkUpdateIssuesInput;
  BulkUpdateIssuesPayload: Omit<BulkUpdateIssuesPayload, 'issues'> & { issues: Array<ResolversParentTypes['Issue']> };
  Comment: CommentRow;
  CommentConnection: ConnectionSource<CommentRow>;
  CommentEdge: Omit<CommentEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  CreateCommentInput: CreateCommentInput;
  CreateCommentPayload: Omit<CreateCommentPayload, 'comment' | 'commentEdge' | 'timelineEdge'> & { comment: ResolversParentTypes['Comment'], commentEdge: ResolversParentTypes['CommentEdge'], timelineEdge: ResolversParentTypes['TimelineEdge'] };
  CreateIssueInput: CreateIssueInput;
  CreateIssuePayload: Omit<CreateIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversParentTypes['Issue'], issueEdge: ResolversParentTypes['IssueEdge'] };
  CreateLabelInput: CreateLabelInput;
  CreateLabelPayload: Omit<CreateLabelPayload, 'label' | 'labelEdge'> & { label: ResolversParentTypes['Label'], labelEdge: ResolversParentTypes['LabelEdge'] };
  CreateProjectInput: CreateProjectInput;
  CreateProjectPayload: Omit<CreateProjectPayload, 'project' | 'projectEdge'> & { project: ResolversParentTypes['Project'], projectEdge: ResolversParentTypes['ProjectEdge'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: Omit<DeleteCommentPayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  DeleteIssueInput: DeleteIssueInput;
  DeleteIssuePayload: DeleteIssuePayload;
  DeleteLabelInput: DeleteLabelInput;
  DeleteLabelPayload: DeleteLabelPayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: InvitationRow;
  InvitationConnection: ConnectionSource<InvitationRow>;
  InvitationEdge: Omit<InvitationEdge, 'node'> & { node: ResolversParentTypes['Invitation'] };
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: Omit<InviteMemberPayload, 'invitation' | 'invitationEdge'> & { invitation: ResolversParentTypes['Invitation'], invitationEdge: ResolversParentTypes['InvitationEdge'] };
  Issue: IssueRow;
  IssueActivity: ActivityRow;
  IssueConnection: ConnectionSource<IssueRow>;
  IssueEdge: Omit<IssueEdge, 'node'> & { node: ResolversParentTypes['Issue'] };
  IssueEvent: IssueEventSource;
  IssueFieldChange: FieldChange;
  IssueFilter: IssueFilter;
  IssueGroup: IssueGroupRow;
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
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: RemoveMemberPayload;
  RestoreIssueInput: RestoreIssueInput;
  RestoreIssuePayload: Omit<RestoreIssuePayload, 'issue' | 'issueEdge'> & { issue: ResolversParentTypes['Issue'], issueEdge: ResolversParentTypes['IssueEdge'] };
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: RevokeInvitationPayload;
  SnoozeNotificationInput: SnoozeNotificationInput;
  SnoozeNotificationPayload: Omit<SnoozeNotificationPayload, 'notification' | 'viewer'> & { notification: ResolversParentTypes['Notification'], viewer: ResolversParentTypes['Viewer'] };
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
  UpdateCommentInput: UpdateCommentInput;
  UpdateCommentPayload: Omit<UpdateCommentPayload, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  UpdateIssueInput: UpdateIssueInput;
  UpdateIssuePayload: Omit<UpdateIssuePayload, 'issue'> & { issue: ResolversParentTypes['Issue'] };
  UpdateLabelInput: UpdateLabelInput;
  UpdateLabelPayload: Omit<UpdateLabelPayload, 'label'> & { label: ResolversParentTypes['Label'] };
  UpdateMemberRoleInput: UpdateMemberRoleInput;
  UpdateMemberRolePayload: Omit<UpdateMemberRolePayload, 'member'> & { member: ResolversParentTypes['Member'] };
  UpdateNotificationPreferenceInput: UpdateNotificationPreferenceInput;
  UpdateNotificationPreferencePayload: Omit<UpdateNotificationPreferencePayload, 'preference'> & { preference: ResolversParentTypes['NotificationPreference'] };
  UpdateProjectInput: UpdateProjectInput;
  UpdateProjectPayload: Omit<UpdateProjectPayload, 'project'> & { project: ResolversParentTypes['Project'] };
  User: UserRow;
  Viewer: ViewerSource;
  Workspace: WorkspaceRow;
};

export type AddCommentReactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCommentReactionPayload'] = ResolversParentTypes['AddCommentReactionPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type ArchiveNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveNotificationPayload'] = ResolversParentTypes['ArchiveNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ArchiveProjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveProjectPayload'] = ResolversParentTypes['ArchiveProjectPayload']> = {
  archivedProjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
};

export type BulkUpdateIssuesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkUpdateIssuesPayload'] = ResolversParentTypes['BulkUpdateIssuesPayload']> = {
  issues?: Resolver<Array<ResolversTypes['Issue']>, ParentType, ContextType>;
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

export type CreateCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCommentPayload'] = ResolversParentTypes['CreateCommentPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  commentEdge?: Resolver<ResolversTypes['CommentEdge'], ParentType, ContextType>;
  timelineEdge?: Resolver<ResolversTypes['TimelineEdge'], ParentType, ContextType>;
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

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCommentPayload'] = ResolversParentTypes['DeleteCommentPayload']> = {
  deletedCommentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
};

export type DeleteIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteIssuePayload'] = ResolversParentTypes['DeleteIssuePayload']> = {
  deletedIssueId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteLabelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteLabelPayload'] = ResolversParentTypes['DeleteLabelPayload']> = {
  deletedLabelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, Partial<IssueCommentsArgs>>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['IssuePriority'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IssueStatus'], ParentType, ContextType>;
  timeline?: Resolver<ResolversTypes['TimelineConnection'], ParentType, ContextType, Partial<IssueTimelineArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type IssueConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssueConnection'] = ResolversParentTypes['IssueConnection']> = {
  edges?: Resolver<Array<ResolversTypes['IssueEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  fromUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  removedLabels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCommentReaction?: Resolver<ResolversTypes['AddCommentReactionPayload'], ParentType, ContextType, RequireFields<MutationAddCommentReactionArgs, 'input'>>;
  archiveNotification?: Resolver<ResolversTypes['ArchiveNotificationPayload'], ParentType, ContextType, RequireFields<MutationArchiveNotificationArgs, 'input'>>;
  archiveProject?: Resolver<ResolversTypes['ArchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationArchiveProjectArgs, 'input'>>;
  bulkUpdateIssues?: Resolver<ResolversTypes['BulkUpdateIssuesPayload'], ParentType, ContextType, RequireFields<MutationBulkUpdateIssuesArgs, 'input'>>;
  createComment?: Resolver<ResolversTypes['CreateCommentPayload'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'input'>>;
  createIssue?: Resolver<ResolversTypes['CreateIssuePayload'], ParentType, ContextType, RequireFields<MutationCreateIssueArgs, 'input'>>;
  createLabel?: Resolver<ResolversTypes['CreateLabelPayload'], ParentType, ContextType, RequireFields<MutationCreateLabelArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['CreateProjectPayload'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  deleteComment?: Resolver<ResolversTypes['DeleteCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'input'>>;
  deleteIssue?: Resolver<ResolversTypes['DeleteIssuePayload'], ParentType, ContextType, RequireFields<MutationDeleteIssueArgs, 'input'>>;
  deleteLabel?: Resolver<ResolversTypes['DeleteLabelPayload'], ParentType, ContextType, RequireFields<MutationDeleteLabelArgs, 'input'>>;
  inviteMember?: Resolver<ResolversTypes['InviteMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  moveIssue?: Resolver<ResolversTypes['MoveIssuePayload'], ParentType, ContextType, RequireFields<MutationMoveIssueArgs, 'input'>>;
  removeCommentReaction?: Resolver<ResolversTypes['RemoveCommentReactionPayload'], ParentType, ContextType, RequireFields<MutationRemoveCommentReactionArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['RemoveMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  restoreIssue?: Resolver<ResolversTypes['RestoreIssuePayload'], ParentType, ContextType, RequireFields<MutationRestoreIssueArgs, 'input'>>;
  revokeInvitation?: Resolver<ResolversTypes['RevokeInvitationPayload'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'input'>>;
  snoozeNotification?: Resolver<ResolversTypes['SnoozeNotificationPayload'], ParentType, ContextType, RequireFields<MutationSnoozeNotificationArgs, 'input'>>;
  unarchiveNotification?: Resolver<ResolversTypes['UnarchiveNotificationPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveNotificationArgs, 'input'>>;
  unarchiveProject?: Resolver<ResolversTypes['UnarchiveProjectPayload'], ParentType, ContextType, RequireFields<MutationUnarchiveProjectArgs, 'input'>>;
  updateComment?: Resolver<ResolversTypes['UpdateCommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateCommentArgs, 'input'>>;
  updateIssue?: Resolver<ResolversTypes['UpdateIssuePayload'], ParentType, ContextType, RequireFields<MutationUpdateIssueArgs, 'input'>>;
  updateLabel?: Resolver<ResolversTypes['UpdateLabelPayload'], ParentType, ContextType, RequireFields<MutationUpdateLabelArgs, 'input'>>;
  updateMemberRole?: Resolver<ResolversTypes['UpdateMemberRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateMemberRoleArgs, 'input'>>;
  updateNotificationPreference?: Resolver<ResolversTypes['UpdateNotificationPreferencePayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferenceArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['UpdateProjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Comment' | 'Invitation' | 'Issue' | 'IssueActivity' | 'IssueGroup' | 'Label' | 'Member' | 'Notification' | 'Project' | 'User' | 'Workspace', ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType>;
  issueKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['NotificationReason'], ParentType, ContextType>;
  snoozedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['IssueStatus']>, ParentType, ContextType>;
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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type RemoveMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveMemberPayload'] = ResolversParentTypes['RemoveMemberPayload']> = {
  removedMemberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RestoreIssuePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestoreIssuePayload'] = ResolversParentTypes['RestoreIssuePayload']> = {
  issue?: Resolver<ResolversTypes['Issue'], ParentType, ContextType>;
  issueEdge?: Resolver<ResolversTypes['IssueEdge'], ParentType, ContextType>;
};

export type RevokeInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeInvitationPayload'] = ResolversParentTypes['RevokeInvitationPayload']> = {
  revokedInvitationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SnoozeNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnoozeNotificationPayload'] = ResolversParentTypes['SnoozeNotificationPayload']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  issueEvents?: SubscriptionResolver<ResolversTypes['IssueEvent'], "issueEvents", ParentType, ContextType, RequireFields<SubscriptionIssueEventsArgs, 'projectId'>>;
  issueTimelineEvents?: SubscriptionResolver<ResolversTypes['TimelineEvent'], "issueTimelineEvents", ParentType, ContextType, RequireFields<SubscriptionIssueTimelineEventsArgs, 'issueId'>>;
  labelEvents?: SubscriptionResolver<ResolversTypes['LabelEvent'], "labelEvents", ParentType, ContextType>;
  notificationEvents?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationEvents", ParentType, ContextType>;
  presence?: SubscriptionResolver<ResolversTypes['PresenceEvent'], "presence", ParentType, ContextType, RequireFields<SubscriptionPresenceArgs, 'subject'>>;
  projectEvents?: SubscriptionResolver<ResolversTypes['ProjectEvent'], "projectEvents", ParentType, ContextType>;
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

export type UpdateCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCommentPayload'] = ResolversParentTypes['UpdateCommentPayload']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
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

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<ViewerNotificationsArgs, 'archived' | 'unreadOnly'>>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Maybe<ResolversTypes['InvitationConnection']>, ParentType, ContextType, Partial<WorkspaceInvitationsArgs>>;
  issue?: Resolver<Maybe<ResolversTypes['Issue']>, ParentType, ContextType, RequireFields<WorkspaceIssueArgs, 'key'>>;
  labels?: Resolver<ResolversTypes['LabelConnection'], ParentType, ContextType, Partial<WorkspaceLabelsArgs>>;
  members?: Resolver<ResolversTypes['MemberConnection'], ParentType, ContextType, Partial<WorkspaceMembersArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<WorkspaceProjectArgs, 'key'>>;
  projects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, RequireFields<WorkspaceProjectsArgs, 'archived' | 'includeArchived'>>;
  searchIssues?: Resolver<ResolversTypes['IssueConnection'], ParentType, ContextType, RequireFields<WorkspaceSearchIssuesArgs, 'query'>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanCreateProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageLabels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddCommentReactionPayload?: AddCommentReactionPayloadResolvers<ContextType>;
  ArchiveNotificationPayload?: ArchiveNotificationPayloadResolvers<ContextType>;
  ArchiveProjectPayload?: ArchiveProjectPayloadResolvers<ContextType>;
  BulkUpdateIssuesPayload?: BulkUpdateIssuesPayloadResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentEdge?: CommentEdgeResolvers<ContextType>;
  CreateCommentPayload?: CreateCommentPayloadResolvers<ContextType>;
  CreateIssuePayload?: CreateIssuePayloadResolvers<ContextType>;
  CreateLabelPayload?: CreateLabelPayloadResolvers<ContextType>;
  CreateProjectPayload?: CreateProjectPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteCommentPayload?: DeleteCommentPayloadResolvers<ContextType>;
  DeleteIssuePayload?: DeleteIssuePayloadResolvers<ContextType>;
  DeleteLabelPayload?: DeleteLabelPayloadResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationConnection?: InvitationConnectionResolvers<ContextType>;
  InvitationEdge?: InvitationEdgeResolvers<ContextType>;
  InviteMemberPayload?: InviteMemberPayloadResolvers<ContextType>;
  Issue?: IssueResolvers<ContextType>;
  IssueActivity?: IssueActivityResolvers<ContextType>;
  IssueConnection?: IssueConnectionResolvers<ContextType>;
  IssueEdge?: IssueEdgeResolvers<ContextType>;
  IssueEvent?: IssueEventResolvers<ContextType>;
  IssueFieldChange?: IssueFieldChangeResolvers<ContextType>;
  IssueGroup?: IssueGroupResolvers<ContextType>;
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
  RemoveMemberPayload?: RemoveMemberPayloadResolvers<ContextType>;
  RestoreIssuePayload?: RestoreIssuePayloadResolvers<ContextType>;
  RevokeInvitationPayload?: RevokeInvitationPayloadResolvers<ContextType>;
  SnoozeNotificationPayload?: SnoozeNotificationPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TimelineConnection?: TimelineConnectionResolvers<ContextType>;
  TimelineEdge?: TimelineEdgeResolvers<ContextType>;
  TimelineEvent?: TimelineEventResolvers<ContextType>;
  TimelineItem?: TimelineItemResolvers<ContextType>;
  UnarchiveNotificationPayload?: UnarchiveNotificationPayloadResolvers<ContextType>;
  UnarchiveProjectPayload?: UnarchiveProjectPayloadResolvers<ContextType>;
  UpdateCommentPayload?: UpdateCommentPayloadResolvers<ContextType>;
  UpdateIssuePayload?: UpdateIssuePayloadResolvers<ContextType>;
  UpdateLabelPayload?: UpdateLabelPayloadResolvers<ContextType>;
  UpdateMemberRolePayload?: UpdateMemberRolePayloadResolvers<ContextType>;
  UpdateNotificationPreferencePayload?: UpdateNotificationPreferencePayloadResolvers<ContextType>;
  UpdateProjectPayload?: UpdateProjectPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
};


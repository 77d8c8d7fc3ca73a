// Issues: their fields, the fields they add to Project and Workspace, mutations and live events. Thin: global ids
// become local ones here, the policy decides, the domain validates and writes (with the change's log entry); the
// dispatcher publishes the events from the log after commit.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { badInput, conflict, notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { CreateIssueInput, IssueFilter as IssueFilterInput, Resolvers, UpdateIssueInput } from '../../graphql/__generated__/resolvers';
import type { KeyValue } from '../../db/paging';
import { defineKeyCursors, type Cursors } from '../../graphql/connections';
import { defineNode, globalIds } from '../../graphql/nodes';
import { operationSelects } from '../../graphql/selection';
import { logHead } from '../../db/changeLog';
import { sequencedWorkspaceSubscription, workspaceSubscription } from '../../live/subscription';
import { mentionedUserIds } from '../comments/mentions';
import type { ProjectRow } from '../projects/domain';
import { projectNode } from '../projects/resolvers';
import { userNode } from '../users/resolvers';
import { isIssuePriority, isIssueStatus, issueKey, PRIORITIES_BY_URGENCY, type IssuePriority, type IssueStatus } from '../../../src/rules/issue';
import { isUuid } from '../../db/ids';
import type { UserRow } from '../users/domain';
import {
  bulkUpdateIssues,
  cellKey,
  countIssues,
  countSearchHits,
  countWorkspaceIssues,
  listWorkspaceIssuesWithRelations,
  WORKSPACE_ISSUE_ORDER_KEYS,
  createIssue,
  deleteIssue,
  findIssueByKey,
  findIssueEvenDeleted,
  ISSUE_ORDER_KEYS,
  listIssuesWithRelations,
  moveIssue,
  restoreIssue,
  searchIssues,
  updateIssue,
  validateBulkIds,
  type IssueFieldColumn,
  type IssueFilter as DomainIssueFilter,
  type IssueGrouping,
  type IssueGroupRow,
  type IssueLabelRow,
  type IssueOrder,
  type IssuePageWithRelations,
  type IssueRow,
  type SearchHit,
} from './domain';
import { setEstimateScale } from './estimateScale';
import { issueEventsAfter, issueEventsSince, issuesTopic, workspaceIssuesTopic, type IssueEvent } from './events';

export const issueNode = defineNode<IssueRow>({
  type: 'Issue',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.issue.load(id),
});

/** Label ids in inputs and filters (the labels feature owns the Label node type). */
const labelIds = globalIds('Label', 'uuid');

/** Cycle ids in inputs and filters (the cycles feature owns the Cycle node type). */
const cycleIds = globalIds('Cycle', 'uuid');

/** An input's cycle id as a local id: undefined when absent, null to clear, false when it names no cycle. */
function cycleOf(globalId: string | null | undefined): string | null | false | undefined {
  if (globalId === undefined || globalId === null) return globalId;
  return cycleIds.localId(globalId) ?? false;
}

/** Cursors of each order of Project.issues: a cursor of one order is refused by another. */
export const issueCursors = {
  POSITION: defineKeyCursors('issue-position', ISSUE_ORDER_KEYS.POSITION, ['int', 'text', 'int']),
  PRIORITY: defineKeyCursors('issue-priority', ISSUE_ORDER_KEYS.PRIORITY, ['int', 'int']),
  UPDATED: defineKeyCursors('issue-updated', ISSUE_ORDER_KEYS.UPDATED, ['timestamp', 'int']),
  CREATED: defineKeyCursors('issue-created', ISSUE_ORDER_KEYS.CREATED, ['int']),
  DUE_DATE: defineKeyCursors('issue-due', ISSUE_ORDER_KEYS.DUE_DATE, ['date', 'int']),
};

const cursorsOf = (order: IssueOrder): Cursors<IssueRow, readonly KeyValue[]> => issueCursors[order];

const searchCursors = defineKeyCursors<SearchHit, readonly [number, string]>(
  'issue-search',
  (hit) => [hit.rank, hit.id],
  ['float', 'uuid'],
);

/** The edge mutations and events give connections to insert: the board's order (the default). */
const boardEdge = (issue: IssueRow) => issueCursors.POSITION.edge(issue);

/**
 * How far before the read `issuesSnapshotAt` lies: a catch-up from it resends the few changes of that moment
 * (harmless: events carry whole issues) rather than miss one committed by a transaction that began just before.
 */
const SNAPSHOT_MARGIN_MS = 2000;

/** The project an input names, in the viewer's workspace; NOT_FOUND naming the field otherwise. */
async function projectOf(context: GraphQLContext, globalId: string, field: string): Promise<ProjectRow> {
  const id = projectNode.localId(globalId);
  const project = id ? await requireViewer(context).loaders.project.load(id) : null;
  if (!project) throw notFound('No project has this id.', field);
  return project;
}

/** The (live) issue an input names, in the viewer's workspace; NOT_FOUND otherwise. */
async function issueOf(context: GraphQLContext, globalId: string): Promise<IssueRow> {
  const id = issueNode.localId(globalId);
  const issue = id ? await requireViewer(context).loaders.issue.load(id) : null;
  if (!issue) throw notFound('No issue has this id.', 'id');
  return issue;
}

function found<T>(result: T | undefined): T {
  if (!result) throw notFound('No issue has this id.', 'id');
  return result;
}

/** An input's user id as a local id: undefined when absent, null to clear, false when it names no user. */
function assigneeOf(globalId: string | null | undefined): string | null | false | undefined {
  if (globalId === undefined || globalId === null) return globalId;
  return userNode.localId(globalId) ?? false;
}

/** Local ids of a list of ids of one node type; BAD_USER_INPUT naming the field when one is of another kind. */
function localIds(ids: readonly string[], decode: (id: string) => string | null, field: string): string[] {
  return ids.map((id) => {
    const local = decode(id);
    if (local === null) throw badInput(field, 'One of the ids is not valid here.');
    return local;
  });
}

/**
 * The workspace's change-log head, read once per request before any of its issues are (Project.issues waits for it):
 * a change committed after the read has a greater number, so a catch-up from it misses nothing the read did not see.
 * A request reads one workspace's projects (the viewer's), so one head per request.
 */
const snapshotHeads = new WeakMap<GraphQLContext, Promise<number>>();
const snapshotHead = (context: GraphQLContext, workspaceId: string) => {
  let head = snapshotHeads.get(context);
  if (!head) snapshotHeads.set(context, (head = logHead(context.db, workspaceId)));
  return head;
};

/** The members a description mentions, when the input gives one. */
const descriptionMentions = (description: string | null | undefined) => (description == null ? undefined : mentionedUserIds(description));

/** An IssueFilter of the schema as the domain's (local ids; "me" as the viewer's user id). */
function domainFilterOf(filter: IssueFilterInput | null | undefined, viewerUserId: string): DomainIssueFilter | null {
  return (
    (filter && {
      statuses: filter.statuses,
      priorities: filter.priorities,
      text: filter.text,
      labelIds: filter.labelIds && localIds(filter.labelIds, labelIds.localId, 'filter.labelIds'),
      assignee: filter.assignee && {
        ids: filter.assignee.ids && localIds(filter.assignee.ids, userNode.localId, 'filter.assignee.ids'),
        unassigned: filter.assignee.unassigned,
        meId: filter.assignee.me ? viewerUserId : null,
      },
      hasParent: filter.hasParent,
      hasChildren: filter.hasChildren,
      blocked: filter.blocked,
      ...involvementFilterOf(filter, viewerUserId),
      cycle: filter.cycle == null ? null : filter.cycle === 'none' ? 'none' : { id: cycleIds.localId(filter.cycle) },
    }) ||
    null
  );
}

/** The filter's dates, estimates, projects and the viewer's involvement (#21), as the domain's. */
function involvementFilterOf(filter: IssueFilterInput, viewerUserId: string): Partial<DomainIssueFilter> {
  return {
    dueBefore: filter.dueBefore,
    dueAfter: filter.dueAfter,
    overdue: filter.overdue,
    createdWithinDays: filter.createdWithinDays,
    updatedWithinDays: filter.updatedWithinDays,
    estimated: filter.estimated,
    estimateMin: filter.estimateMin,
    estimateMax: filter.estimateMax,
    projectIds: filter.projectIds && filter.projectIds.map(projectNode.localId),
    createdById: filter.createdByMe ? viewerUserId : null,
    watcherId: filter.watchedByMe ? viewerUserId : null,
  };
}

/** The schema's filter as the domain takes it, checked: for the saved views feature, which stores it. */
export const issueFilterOf = domainFilterOf;

/** Cursors of each order of Workspace.issues (every project's issues: the id breaks ties). */
const workspaceIssueCursors = {
  POSITION: defineKeyCursors('ws-issue-position', WORKSPACE_ISSUE_ORDER_KEYS.POSITION, ['int', 'text', 'uuid']),
  PRIORITY: defineKeyCursors('ws-issue-priority', WORKSPACE_ISSUE_ORDER_KEYS.PRIORITY, ['int', 'timestamp', 'uuid']),
  UPDATED: defineKeyCursors('ws-issue-updated', WORKSPACE_ISSUE_ORDER_KEYS.UPDATED, ['timestamp', 'uuid']),
  CREATED: defineKeyCursors('ws-issue-created', WORKSPACE_ISSUE_ORDER_KEYS.CREATED, ['timestamp', 'uuid']),
  DUE_DATE: defineKeyCursors('ws-issue-due', WORKSPACE_ISSUE_ORDER_KEYS.DUE_DATE, ['date', 'uuid']),
};

/**
 * The page's labels and assignees came with it: Issue.labels and Issue.assignee answer from them at once (and the
 * people loader knows them, for creators).
 */
function primePageRelations(context: GraphQLContext, page: IssuePageWithRelations) {
  const { loaders } = requireViewer(context);
  for (const [issueId, labels] of page.labels) loaders.pageRelations.labels.set(issueId, labels);
  for (const assignee of page.assignees) {
    loaders.pageRelations.people.set(assignee.id, assignee);
    loaders.issueUser.prime(assignee.id, assignee);
  }
}

const GROUPINGS: readonly IssueGrouping[] = ['ASSIGNEE', 'PRIORITY', 'LABEL'];

function issueGroupRow(projectId: string, by: IssueGrouping, value: string | null, status: IssueStatus | null): IssueGroupRow {
  return { id: [projectId, by, status ?? '', value ?? ''].join('|'), projectId, by, value, status };
}

export const issueGroupNode = defineNode<IssueGroupRow>({
  type: 'IssueGroup',
  idKind: 'text',
  load: async (context, id) => {
    const [projectId = '', by = '', status = '', ...value] = id.split('|');
    if (!isUuid(projectId) || !GROUPINGS.includes(by as IssueGrouping) || (status !== '' && !isIssueStatus(status))) return null;
    const project = await requireViewer(context).loaders.project.load(projectId);
    return project ? issueGroupRow(project.id, by as IssueGrouping, value.join('|') || null, (status || null) as IssueStatus | null) : null;
  },
});

/** The groups' order: priorities by urgency, people and labels by name; the group of none last. */
function groupOrder(by: IssueGrouping, group: IssueGroupRow): [number, string] {
  if (group.value === null) return [1, ''];
  if (by === 'PRIORITY') return [0, String(PRIORITIES_BY_URGENCY.indexOf(group.value as IssuePriority))];
  return [0, (group.assignee?.name ?? group.label?.name ?? '').toLocaleLowerCase()];
}

export const issueResolvers = {
  Issue: {
    key: async (issue, _args, context) => {
      const project = await requireViewer(context).loaders.project.load(issue.projectId);
      if (!project) throw new Error('An issue without its project.');
      return issueKey(project.key, issue.number);
    },
    project: async (issue, _args, context) => {
      const project = await requireViewer(context).loaders.project.load(issue.projectId);
      if (!project) throw new Error('An issue without its project.');
      return project;
    },
    assignee: (issue, _args, context) => {
      if (!issue.assigneeId) return null;
      const { loaders } = requireViewer(context);
      return loaders.pageRelations.people.get(issue.assigneeId) ?? loaders.issueUser.load(issue.assigneeId);
    },
    creator: async (issue, _args, context) => {
      const creator = await requireViewer(context).loaders.issueUser.load(issue.createdBy);
      if (!creator) throw new Error('An issue without its creator.');
      return creator;
    },
    labels: (issue, _args, context) => {
      const { loaders } = requireViewer(context);
      return loaders.pageRelations.labels.get(issue.id) ?? loaders.issueLabels.load(issue.id);
    },
    viewerCanUpdate: (issue, _args, context) => can(requireViewer(context).viewer, 'issue:update', issue),
    viewerCanDelete: (issue, _args, context) => can(requireViewer(context).viewer, 'issue:delete', issue),
  },
  IssueConnection: {
    totalCount: (connection) => connection.totalCount(),
    totalCountCapped: async (connection) => (await connection.totalCountCapped?.()) ?? false,
    totalEstimate: async (connection) => (connection.totalEstimate ? await connection.totalEstimate() : null),
  },
  Project: {
    viewerCanCreateIssue: (project, _args, context) => !project.archivedAt && can(requireViewer(context).viewer, 'issue:create', project),
    viewerCanUpdateIssues: (project, _args, context) => can(requireViewer(context).viewer, 'issue:update', project),
    openIssueCount: (project, _args, context) => requireViewer(context).loaders.openIssueCount.load(project.id),
    issuesSnapshotAt: () => new Date(Date.now() - SNAPSHOT_MARGIN_MS),
    issuesSnapshotSeq: (project, _args, context) => snapshotHead(context, project.workspaceId),
    issueGroups: async (project, { by, filter }, context, info) => {
      const { viewer, loaders } = requireViewer(context);
      if (operationSelects(info, 'issuesSnapshotSeq')) await snapshotHead(context, project.workspaceId);
      const counts = await loaders.issueGroupCellCounts.load({
        projectId: project.id,
        by,
        filter: domainFilterOf(filter, viewer.user.id),
        byStatus: false,
        withEstimate: operationSelects(info, 'totalEstimate'),
      });
      const groups = [...counts.keys()].map((key) => issueGroupRow(project.id, by, key.slice(key.indexOf('|') + 1) || null, null));
      const named = groups.filter((group) => group.value !== null);
      if (by === 'ASSIGNEE') {
        const people = await loaders.issueUser.loadMany(named.map((group) => group.value!));
        named.forEach((group, index) => (group.assignee = people[index] instanceof Error ? null : (people[index] as UserRow | null)));
      } else if (by === 'LABEL') {
        const labels = await loaders.label.loadMany(named.map((group) => group.value!));
        named.forEach((group, index) => (group.label = labels[index] instanceof Error ? null : (labels[index] as IssueLabelRow | null)));
      }
      return groups
        .filter((group) => by !== 'LABEL' || group.value === null || group.label)
        .sort((a, b) => {
          const [left, right] = [groupOrder(by, a), groupOrder(by, b)];
          return left[0] - right[0] || left[1].localeCompare(right[1]);
        });
    },
    issues: async (project, args, context, info) => {
      const { viewer, loaders } = requireViewer(context);
      // A catch-up from the snapshot's number must miss nothing these issues do not show: the number is read first.
      if (operationSelects(info, 'issuesSnapshotSeq')) await snapshotHead(context, project.workspaceId);
      const orderBy = args.orderBy ?? 'POSITION';
      const cursors = cursorsOf(orderBy);
      const { filter } = args;
      const domainFilter = domainFilterOf(filter, viewer.user.id);
      // One status group's first page (a board column, a list group) is read with its sibling groups in one statement.
      const status = filter?.statuses?.length === 1 ? filter.statuses[0] : null;
      const groupFilter = domainFilter ? { ...domainFilter, statuses: undefined } : null;
      const isFirstPage = args.after == null && args.before == null && args.last == null;
      const page =
        status && isFirstPage
          ? await loaders.issueGroup.load({ projectId: project.id, status, filter: groupFilter, orderBy, first: args.first ?? null })
          : await listIssuesWithRelations(context.db, viewer.workspace.id, project.id, {
              first: args.first,
              after: cursors.decode(args.after, 'after'),
              last: args.last,
              before: cursors.decode(args.before, 'before'),
              filter: domainFilter,
              orderBy,
            });
      primePageRelations(context, page);
      // The estimates' sum is counted with the count, in the same statement, when the operation asks for it.
      const withEstimate = operationSelects(info, 'totalEstimate');
      let totals: ReturnType<typeof countIssues> | null = null;
      const total = () =>
        (totals ??= status
          ? loaders.issueGroupCount.load({ projectId: project.id, status, filter: groupFilter, withEstimate })
          : countIssues(context.db, viewer.workspace.id, project.id, domainFilter, withEstimate));
      return {
        ...cursors.connection(page, async () => (await total()).count),
        totalEstimate: async () => (await total()).estimate,
      };
    },
  },
  IssueGroup: {
    assignee: (group, _args, context) => {
      if (group.by !== 'ASSIGNEE' || group.value === null) return null;
      return group.assignee !== undefined ? group.assignee : requireViewer(context).loaders.member.load(group.value);
    },
    priority: (group) => (group.by === 'PRIORITY' && isIssuePriority(group.value) ? group.value : null),
    label: (group, _args, context) => {
      if (group.by !== 'LABEL' || group.value === null) return null;
      return group.label !== undefined ? group.label : requireViewer(context).loaders.label.load(group.value);
    },
    withStatus: (group, { status }) => issueGroupRow(group.projectId, group.by, group.value, status),
    issues: async (group, args, context, info) => {
      const { viewer, loaders } = requireViewer(context);
      if (operationSelects(info, 'issuesSnapshotSeq')) await snapshotHead(context, viewer.workspace.id);
      const orderBy = args.orderBy ?? 'POSITION';
      const cursors = cursorsOf(orderBy);
      const filter = domainFilterOf(args.filter, viewer.user.id);
      const cell = { value: group.value, status: group.status };
      const grouping = { projectId: group.projectId, by: group.by, filter, byStatus: group.status !== null, withEstimate: operationSelects(info, 'totalEstimate') };
      const isFirstPage = args.after == null && args.before == null && args.last == null;
      // Every cell's first page (a list's groups, the columns of a board's rows) is read with its siblings in one statement.
      const page = isFirstPage
        ? ((await loaders.issueGroupCells.load({ ...grouping, orderBy, first: args.first ?? null })).get(cellKey(cell)) ?? {
            rows: [],
            hasNextPage: false,
            hasPreviousPage: false,
            labels: new Map(),
            assignees: [],
          })
        : await listIssuesWithRelations(context.db, viewer.workspace.id, group.projectId, {
            first: args.first,
            after: cursors.decode(args.after, 'after'),
            last: args.last,
            before: cursors.decode(args.before, 'before'),
            filter: {
              ...filter,
              statuses: group.status ? (filter?.statuses && !filter.statuses.includes(group.status) ? [] : [group.status]) : filter?.statuses,
              group: { by: group.by, value: group.value },
            },
            orderBy,
          });
      primePageRelations(context, page);
      const total = async () => (await loaders.issueGroupCellCounts.load(grouping)).get(cellKey(cell)) ?? { count: 0, estimate: 0 };
      return { ...cursors.connection(page, async () => (await total()).count), totalEstimate: async () => (await total()).estimate };
    },
  },
  Workspace: {
    estimateScale: (workspace, _args, context) => requireViewer(context).loaders.estimateScale.load(workspace.id),
    viewerCanManageEstimates: (workspace, _args, context) => can(requireViewer(context).viewer, 'estimate:configure', inWorkspace(workspace)),
    issue: async (workspace, { key }, context, info) => {
      // The page's catch-up starts from its project's issuesSnapshotSeq: read before the issue, it misses nothing.
      if (operationSelects(info, 'issuesSnapshotSeq')) await snapshotHead(context, workspace.id);
      return (await findIssueByKey(context.db, workspace.id, key)) ?? null;
    },
    // Workspace-wide issues (#21)
    issues: async (workspace, args, context) => {
      const { viewer } = requireViewer(context);
      const orderBy = args.orderBy ?? 'UPDATED';
      const cursors: Cursors<IssueRow, readonly KeyValue[]> = workspaceIssueCursors[orderBy];
      const filter = domainFilterOf(args.filter, viewer.user.id);
      const page = await listWorkspaceIssuesWithRelations(context.db, workspace.id, {
        first: args.first,
        after: cursors.decode(args.after, 'after'),
        filter,
        orderBy,
      });
      primePageRelations(context, page);
      return cursors.connection(page, () => countWorkspaceIssues(context.db, workspace.id, filter));
    },
    searchIssues: async (workspace, args, { db }) => {
      const after = searchCursors.decode(args.after, 'after');
      const page = await searchIssues(db, workspace.id, args.query, { first: args.first, after });
      let counted: ReturnType<typeof countSearchHits> | null = null;
      const count = () => (counted ??= countSearchHits(db, workspace.id, args.query));
      return {
        ...searchCursors.connection(page, async () => (await count()).count),
        totalCountCapped: async () => (await count()).capped,
      };
    },
  },
  IssueEvent: {
    issue: (event) => (event.kind === 'DELETED' ? null : event.issue),
    issueEdge: (event) => (event.kind === 'CREATED' || event.kind === 'MOVED' || event.kind === 'RESTORED' ? boardEdge(event.issue) : null),
    deletedIssueId: (event) => (event.kind === 'DELETED' ? issueNode.globalId(event.issue.id) : null),
  },
  Mutation: {
    updateEstimateSettings: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      assertCan(viewer, 'estimate:configure', inWorkspace(viewer.workspace));
      return { workspace: await setEstimateScale(context.db, viewer.workspace.id, viewer.user.id, input.scale) };
    },
    createIssue: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const project = await projectOf(context, input.projectId, 'projectId');
      assertCan(viewer, 'issue:create', project);
      if (project.archivedAt) {
        throw conflict('projectId', `The project ${project.name} (${project.key}) is archived: restore it before adding issues to it.`);
      }
      const { issue } = await createIssue(context.db, viewer.workspace.id, viewer.user.id, project.id, {
        ...input,
        assigneeId: assigneeOf(input.assigneeId),
        labelIds: input.labelIds?.map(labelIds.localId),
        descriptionMentions: descriptionMentions(input.description),
      });
      return { issue, issueEdge: boardEdge(issue) };
    },
    updateIssue: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await issueOf(context, input.id);
      assertCan(viewer, 'issue:update', current);
      const change = found(
        await updateIssue(context.db, viewer.workspace.id, viewer.user.id, current.id, {
          ...input,
          assigneeId: assigneeOf(input.assigneeId),
          cycleId: cycleOf(input.cycleId),
          labelIds: input.labelIds?.map(labelIds.localId),
          descriptionMentions: descriptionMentions(input.description),
        }),
      );
      return { issue: change.issue };
    },
    bulkUpdateIssues: async (_parent, { input }, context) => {
      const { viewer, loaders } = requireViewer(context);
      const ids = localIds(validateBulkIds(input.ids), issueNode.localId, 'ids');
      // Every issue is the viewer's to see and edit before any is written (the domain checks again under lock).
      const issues = await loaders.issue.loadMany(ids);
      if (issues.some((issue) => !issue || issue instanceof Error)) throw notFound('One of the ids names no issue of this workspace.', 'ids');
      for (const issue of issues as IssueRow[]) assertCan(viewer, 'issue:update', issue);
      const changes = await bulkUpdateIssues(context.db, viewer.workspace.id, viewer.user.id, ids, {
        status: input.status,
        priority: input.priority,
        assigneeId: assigneeOf(input.assigneeId),
        cycleId: cycleOf(input.cycleId),
        estimate: input.estimate,
        addLabelIds: input.addLabelIds?.map(labelIds.localId),
        removeLabelIds: input.removeLabelIds?.map(labelIds.localId),
      });
      if (!changes) throw notFound('One of the ids names no issue of this workspace.', 'ids');
      return { issues: changes.map((change) => change.issue) };
    },
    moveIssue: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await issueOf(context, input.id);
      assertCan(viewer, 'issue:update', current);
      const neighbour = (id: string | null | undefined) => (id == null ? undefined : issueNode.localId(id));
      const change = found(
        await moveIssue(context.db, viewer.workspace.id, viewer.user.id, current.id, {
          status: input.status,
          afterId: neighbour(input.afterId),
          beforeId: neighbour(input.beforeId),
          priority: input.priority,
          assigneeId: assigneeOf(input.assigneeId),
          addLabelIds: input.addLabelIds?.map(labelIds.localId),
          removeLabelIds: input.removeLabelIds?.map(labelIds.localId),
        }),
      );
      return { issue: change.issue };
    },
    deleteIssue: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await issueOf(context, input.id);
      assertCan(viewer, 'issue:delete', current);
      const { issue } = found(await deleteIssue(context.db, viewer.workspace.id, viewer.user.id, current.id));
      return { deletedIssueId: issueNode.globalId(issue.id) };
    },
    restoreIssue: async (_parent, { input }, context) => {
      const { viewer, loaders } = requireViewer(context);
      const id = issueNode.localId(input.id);
      // A deleted issue is invisible to the loaders: it is read as it is, deleted or not (another workspace's: none).
      const current = id ? await findIssueEvenDeleted(context.db, viewer.workspace.id, id) : undefined;
      if (!current) throw notFound('No issue has this id.', 'id');
      assertCan(viewer, 'issue:restore', current);
      const project = await loaders.project.load(current.projectId);
      if (!project) throw new Error('An issue without its project.');
      const { issue } = found(await restoreIssue(context.db, viewer.workspace.id, viewer.user.id, current.id, issueKey(project.key, current.number)));
      return { issue, issueEdge: boardEdge(issue) };
    },
  },
  Subscription: {
    issueEvents: {
      subscribe: async (_parent, { projectId, afterSeq, since }, context) => {
        const { viewer } = requireViewer(context);
        const project = await projectOf(context, projectId, 'projectId');
        const workspaceId = viewer.workspace.id;
        if (afterSeq != null && afterSeq < 0) throw badInput('afterSeq', 'afterSeq is a change number: 0 or more.');
        const replay =
          afterSeq != null
            ? () => issueEventsAfter(context.db, workspaceId, project.id, afterSeq)
            : since
              ? () => issueEventsSince(context.db, workspaceId, project.id, new Date(since))
              : undefined;
        return sequencedWorkspaceSubscription<IssueEvent>(context, (workspace) => issuesTopic(workspace, project.id), {
          seqOf: (event) => event.seq,
          afterSeq: afterSeq ?? null,
          replay,
        });
      },
      resolve: (event: IssueEvent) => event,
    },
    workspaceIssueEvents: {
      subscribe: (_parent, _args, context) => workspaceSubscription<IssueEvent>(context, workspaceIssuesTopic),
      resolve: (event: IssueEvent) => event,
    },
  },
} satisfies Resolvers;

// Every field of the issue inputs but ids and labels is a column with its rule in the domain's FIELDS (a field without
// one would be accepted here and dropped unseen): `npm run typecheck` names a field that has none.
type IssueInputField = Exclude<keyof CreateIssueInput | keyof UpdateIssueInput, 'projectId' | 'id' | 'labelIds'>;
export const everyIssueInputFieldHasARule: Record<Exclude<IssueInputField, IssueFieldColumn>, never> = {};

// Saved views: the SavedView node, Workspace.views, the view mutations and their live events. Thin: global ids become
// local ones here, the policy decides, the domain validates and writes (with the change's log entry); the dispatcher
// publishes the events from the log after commit.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { IssueFilter, Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import { workspaceSubscription } from '../../live/subscription';
import type { DB } from '../../db/database';
import { exportIssues, type ExportFormat } from '../imports/export';
import { checkIssueFilter } from '../issues/domain';
import { issueFilterOf } from '../issues/resolvers';
import { projectNode } from '../projects/resolvers';
import {
  deleteView,
  findVisibleView,
  listViews,
  moveView,
  saveView,
  updateView,
  type MyIssuesSet,
  type SavedViewRow,
  type SavedViewScope,
  type ViewLayout,
} from './domain';
import { viewsTopic, visibleTo, type SavedViewEvent } from './events';

export const savedViewNode = defineNode<SavedViewRow>({
  type: 'SavedView',
  idKind: 'uuid',
  load: async (context, id) => {
    const { viewer } = requireViewer(context);
    return (await findVisibleView(context.db, viewer.workspace.id, viewer.user.id, id)) ?? null;
  },
});

const NO_VIEW = 'No view has this id.';

/** The view an input names, if the viewer sees it; NOT_FOUND (naming the field) otherwise. */
async function viewOf(context: GraphQLContext, globalId: string, field = 'id'): Promise<SavedViewRow> {
  const { viewer } = requireViewer(context);
  const id = savedViewNode.localId(globalId);
  const view = id ? await findVisibleView(context.db, viewer.workspace.id, viewer.user.id, id) : undefined;
  if (!view) throw notFound(NO_VIEW, field);
  return view;
}

/** The filter an input gives, checked against the issues' rules, as it is stored (the input's shape, global ids). */
function checkedFilter(context: GraphQLContext, filter: IssueFilter | null | undefined): Record<string, unknown> | null | undefined {
  if (filter == null) return filter;
  const { viewer } = requireViewer(context);
  const domainFilter = issueFilterOf(filter, viewer.user.id);
  if (domainFilter) checkIssueFilter(context.db, viewer.workspace.id, domainFilter);
  return filter as Record<string, unknown>;
}

const asResource = (view: SavedViewRow) => ({ workspaceId: view.workspaceId, createdBy: view.createdBy });

/** What a My issues view's set adds to its filter (as the page does). */
const MY_ISSUES_FILTERS: Record<MyIssuesSet, IssueFilter> = { ASSIGNED: { assignee: { me: true } }, CREATED: { createdByMe: true }, WATCHING: { watchedByMe: true } };

/** The issues a view shows to a person, as a file of the format (the app's export and `npm run export -- --view`). */
export function exportView(db: DB, view: SavedViewRow, viewerUserId: string, format: ExportFormat, publicUrl: string): Promise<string> {
  const stored = (typeof view.filter === 'string' ? JSON.parse(view.filter) : (view.filter ?? {})) as IssueFilter;
  const filter = issueFilterOf({ ...stored, ...(view.myIssues ? MY_ISSUES_FILTERS[view.myIssues as MyIssuesSet] : {}) }, viewerUserId);
  return exportIssues(db, { view: { workspaceId: view.workspaceId, name: view.name, projectId: view.projectId } }, format, { publicUrl, filter });
}

/** Passes on, from a stream of events, what `keep` makes of each (null: skipped). */
function filterMap<T, U>(source: AsyncIterableIterator<T>, keep: (event: T) => U | null): AsyncIterableIterator<U> {
  const iterator: AsyncIterableIterator<U> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done) return { value: undefined, done: true };
        const kept = keep(result.value);
        if (kept !== null) return { value: kept, done: false };
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export const viewResolvers = {
  Workspace: {
    views: (workspace, _args, context) => listViews(context.db, workspace.id, requireViewer(context).viewer.user.id),
    viewerCanShareViews: (workspace, _args, context) => can(requireViewer(context).viewer, 'view:share', inWorkspace(workspace)),
  },
  SavedView: {
    scope: (view) => view.scope as SavedViewScope,
    myIssues: (view) => view.myIssues as MyIssuesSet | null,
    layout: (view) => view.layout as ViewLayout,
    grouping: (view) => view.grouping as 'ASSIGNEE' | 'PRIORITY' | 'LABEL' | null,
    orderBy: (view) => view.orderBy as 'POSITION' | 'PRIORITY' | 'UPDATED' | 'CREATED' | 'DUE_DATE',
    filter: (view) => (typeof view.filter === 'string' ? view.filter : JSON.stringify(view.filter ?? {})),
    project: (view, _args, context) => (view.projectId ? requireViewer(context).loaders.project.load(view.projectId) : null),
    creator: async (view, _args, context) => {
      const creator = await requireViewer(context).loaders.issueUser.load(view.createdBy);
      if (!creator) throw new Error('A view without its creator.');
      return creator;
    },
    viewerCanUpdate: (view, _args, context) => can(requireViewer(context).viewer, 'view:update', asResource(view)),
    exportIssues: (view, { format }, context) => exportView(context.db, view, requireViewer(context).viewer.user.id, format, context.publicUrl),
  },
  SavedViewEvent: {
    view: (event) => (event.kind === 'DELETED' ? null : event.view),
    deletedViewId: (event) => (event.kind === 'DELETED' ? savedViewNode.globalId(event.view.id) : null),
    workspace: (_event, _args, context) => requireViewer(context).viewer.workspace,
  },
  Mutation: {
    saveView: async (_parent, { input }, context) => {
      const { viewer, loaders } = requireViewer(context);
      assertCan(viewer, 'view:save', inWorkspace(viewer.workspace));
      if (input.shared) assertCan(viewer, 'view:share', inWorkspace(viewer.workspace));
      let projectId: string | null = null;
      if (input.projectId != null) {
        const id = projectNode.localId(input.projectId);
        const project = id ? await loaders.project.load(id) : null;
        if (!project) throw notFound('No project has this id.', 'projectId');
        projectId = project.id;
      }
      const view = await saveView(context.db, viewer.workspace.id, viewer.user.id, {
        name: input.name,
        shared: input.shared ?? false,
        scope: input.scope,
        projectId,
        myIssues: input.myIssues,
        filter: checkedFilter(context, input.filter),
        grouping: input.grouping,
        orderBy: input.orderBy,
        layout: input.layout,
      });
      return { view, workspace: viewer.workspace };
    },
    updateView: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await viewOf(context, input.id);
      assertCan(viewer, 'view:update', asResource(current));
      if (input.shared === true && !current.shared) assertCan(viewer, 'view:share', inWorkspace(viewer.workspace));
      const view = await updateView(context.db, viewer.user.id, current, { ...input, filter: checkedFilter(context, input.filter) });
      return { view, workspace: viewer.workspace };
    },
    moveView: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await viewOf(context, input.id);
      assertCan(viewer, 'view:update', asResource(current));
      const after = input.afterId ? await viewOf(context, input.afterId, 'afterId') : null;
      const before = input.beforeId ? await viewOf(context, input.beforeId, 'beforeId') : null;
      const view = await moveView(context.db, viewer.user.id, current, after, before);
      return { view, workspace: viewer.workspace };
    },
    deleteView: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await viewOf(context, input.id);
      assertCan(viewer, 'view:update', asResource(current));
      const view = await deleteView(context.db, viewer.user.id, current);
      return { deletedViewId: savedViewNode.globalId(view.id), workspace: viewer.workspace };
    },
  },
  Subscription: {
    viewEvents: {
      subscribe: (_parent, _args, context) => {
        const userId = requireViewer(context).viewer.user.id;
        return filterMap(workspaceSubscription<SavedViewEvent>(context, viewsTopic), (event) => visibleTo(event, userId));
      },
      resolve: (event: SavedViewEvent) => event,
    },
  },
} satisfies Resolvers;

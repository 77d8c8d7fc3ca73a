// Projects: fields (their own, and Workspace's projects), mutations and live events. Thin: the domain validates and
// writes (recording the change in the workspace's log), the policy decides; the dispatcher publishes the events.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineCursors } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { selectsField } from '../../graphql/selection';
import { workspaceSubscription } from '../../live/subscription';
import { countProjects, createProject, listProjects, setProjectArchived, updateProject, type Change, type ProjectRow } from './domain';
import { projectsTopic, type ProjectEvent } from './events';

export const projectNode = defineNode<ProjectRow>({
  type: 'Project',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.project.load(id),
});

export const projectCursors = defineCursors<ProjectRow>('project', (project) => project.seq);

/** The project a mutation's input names, in the viewer's workspace; NOT_FOUND otherwise. */
async function projectOf(context: GraphQLContext, globalId: string): Promise<ProjectRow> {
  const id = projectNode.localId(globalId);
  const project = id ? await requireViewer(context).loaders.project.load(id) : null;
  if (!project) throw notFound('No project has this id.');
  return project;
}

function found(change: Change | undefined): Change {
  if (!change) throw notFound('No project has this id.');
  return change;
}

export const projectResolvers = {
  Workspace: {
    viewerCanCreateProject: (workspace, _args, context) => can(requireViewer(context).viewer, 'project:create', inWorkspace(workspace)),
    projects: async (workspace, args, { db }, info) => {
      const scope = { includeArchived: args.includeArchived, archived: args.archived, search: args.search };
      const page = await listProjects(
        db,
        workspace.id,
        {
          first: args.first,
          after: projectCursors.decode(args.after, 'after'),
          last: args.last,
          before: projectCursors.decode(args.before, 'before'),
          ...scope,
        },
        // A list that shows its total (the project list page) reads it with its page.
        { count: selectsField(info, ['totalCount']) },
      );
      const { totalCount } = page;
      return projectCursors.connection(page, () => (totalCount === undefined ? countProjects(db, workspace.id, scope) : Promise.resolve(totalCount)));
    },
    project: (workspace, { key }, context) => {
      const { viewer, loaders } = requireViewer(context);
      // The loaders read the viewer's workspace: the only one whose fields anyone is given.
      return workspace.id === viewer.workspace.id ? loaders.projectByKey.load(key) : null;
    },
  },
  Project: {
    viewerCanUpdate: (project, _args, context) => can(requireViewer(context).viewer, 'project:update', project),
    viewerCanArchive: (project, _args, context) => can(requireViewer(context).viewer, 'project:archive', project),
  },
  ProjectConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  ProjectEvent: {
    addedEdge: (event) => (event.kind === 'CREATED' || event.kind === 'UNARCHIVED' ? projectCursors.edge(event.project) : null),
    removedProjectId: (event) => (event.kind === 'ARCHIVED' ? projectNode.globalId(event.project.id) : null),
  },
  Mutation: {
    createProject: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      assertCan(viewer, 'project:create', inWorkspace(viewer.workspace));
      const project = await createProject(context.db, viewer.workspace.id, viewer.user.id, input);
      return { project, projectEdge: projectCursors.edge(project) };
    },
    updateProject: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await projectOf(context, input.id);
      assertCan(viewer, 'project:update', current);
      const { project } = found(await updateProject(context.db, viewer.workspace.id, viewer.user.id, current.id, input));
      return { project };
    },
    archiveProject: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await projectOf(context, input.id);
      assertCan(viewer, 'project:archive', current);
      const { project } = found(await setProjectArchived(context.db, viewer.workspace.id, viewer.user.id, current.id, true));
      return { project, archivedProjectId: projectNode.globalId(project.id) };
    },
    unarchiveProject: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const current = await projectOf(context, input.id);
      assertCan(viewer, 'project:archive', current);
      const { project } = found(await setProjectArchived(context.db, viewer.workspace.id, viewer.user.id, current.id, false));
      return { project, projectEdge: projectCursors.edge(project) };
    },
  },
  Subscription: {
    projectEvents: {
      subscribe: (_parent, _args, context) => workspaceSubscription<ProjectEvent>(context, projectsTopic),
      resolve: (event: ProjectEvent) => event,
    },
  },
} satisfies Resolvers;

// Projects: fields, mutations and live events. Thin: the domain validates and writes, the policy decides.
import { can, type Action } from '../../auth/policy';
import type { Viewer } from '../../auth/viewer';
import { forbidden, notFound } from '../../domain/errors';
import { createProject, setProjectArchived, updateProject, type Change } from '../../domain/projects';
import { workspaceSubscription } from '../../live/subscription';
import { projectsTopic, publishProjectEvent, type ProjectEvent } from '../../live/topics';
import type { Resolvers } from '../__generated__/resolvers';
import { projectEdge } from '../connections';
import { requireViewer, type GraphQLContext } from '../context';
import { localIdOf, toGlobalId } from '../ids';

const REFUSALS: Record<Action, string> = {
  'project:create': 'You may not create projects in this workspace.',
  'project:update': 'You may not edit projects in this workspace.',
  'project:archive': 'You may not archive or restore projects in this workspace.',
};

function authorize(context: GraphQLContext, action: Action): Viewer {
  const { viewer } = requireViewer(context);
  if (!can(viewer, action)) throw forbidden(REFUSALS[action]);
  return viewer;
}

function found(change: Change | undefined): Change {
  if (!change) throw notFound('No project has this id.');
  return change;
}

export const projectResolvers: Resolvers = {
  Project: {
    id: (project) => toGlobalId('Project', project.id),
    viewerCanUpdate: (_project, _args, context) => can(requireViewer(context).viewer, 'project:update'),
    viewerCanArchive: (_project, _args, context) => can(requireViewer(context).viewer, 'project:archive'),
  },
  ProjectConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  ProjectEvent: {
    addedEdge: (event) => (event.kind === 'CREATED' || event.kind === 'UNARCHIVED' ? projectEdge(event.project) : null),
    removedProjectId: (event) => (event.kind === 'ARCHIVED' ? toGlobalId('Project', event.project.id) : null),
  },
  Mutation: {
    createProject: async (_parent, { input }, context) => {
      const viewer = authorize(context, 'project:create');
      const project = await createProject(context.db, viewer.workspace.id, viewer.user.id, input);
      await publishProjectEvent(context.pubsub, 'CREATED', project);
      return { project, projectEdge: projectEdge(project) };
    },
    updateProject: async (_parent, { input }, context) => {
      const viewer = authorize(context, 'project:update');
      const id = localIdOf(input.id, 'Project');
      const { project, changed } = found(id ? await updateProject(context.db, viewer.workspace.id, id, input) : undefined);
      if (changed) await publishProjectEvent(context.pubsub, 'UPDATED', project);
      return { project };
    },
    archiveProject: async (_parent, { input }, context) => {
      const viewer = authorize(context, 'project:archive');
      const id = localIdOf(input.id, 'Project');
      const { project, changed } = found(id ? await setProjectArchived(context.db, viewer.workspace.id, id, true) : undefined);
      if (changed) await publishProjectEvent(context.pubsub, 'ARCHIVED', project);
      return { project, archivedProjectId: toGlobalId('Project', project.id) };
    },
    unarchiveProject: async (_parent, { input }, context) => {
      const viewer = authorize(context, 'project:archive');
      const id = localIdOf(input.id, 'Project');
      const { project, changed } = found(id ? await setProjectArchived(context.db, viewer.workspace.id, id, false) : undefined);
      if (changed) await publishProjectEvent(context.pubsub, 'UNARCHIVED', project);
      return { project, projectEdge: projectEdge(project) };
    },
  },
  Subscription: {
    projectEvents: {
      subscribe: (_parent, _args, context) => workspaceSubscription<ProjectEvent>(context, projectsTopic),
      resolve: (event: ProjectEvent) => event,
    },
  },
};

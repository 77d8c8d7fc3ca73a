// The viewer, people and workspaces.
import { can } from '../../auth/policy';
import { countProjects, listProjects } from '../../domain/projects';
import type { Resolvers } from '../__generated__/resolvers';
import { projectConnection, decodeProjectCursor } from '../connections';
import { requireViewer } from '../context';
import { toGlobalId } from '../ids';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => requireViewer(context).viewer,
  },
  User: {
    id: (user) => toGlobalId('User', user.id),
  },
  Workspace: {
    id: (workspace) => toGlobalId('Workspace', workspace.id),
    personal: (workspace) => workspace.personalUserId !== null,
    viewerCanCreateProject: (_workspace, _args, context) => can(requireViewer(context).viewer, 'project:create'),
    projects: async (workspace, args, { db }) => {
      const page = await listProjects(db, workspace.id, {
        first: args.first,
        after: decodeProjectCursor(args.after, 'after'),
        last: args.last,
        before: decodeProjectCursor(args.before, 'before'),
        includeArchived: args.includeArchived,
      });
      return projectConnection(page, () => countProjects(db, workspace.id, { includeArchived: args.includeArchived }));
    },
  },
};

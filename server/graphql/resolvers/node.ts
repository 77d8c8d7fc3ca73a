// node(id:) and nodes(ids:): any object of the viewer's workspace by global id; null for anything else.
import type { ProjectRow } from '../../domain/projects';
import { badInput } from '../../domain/errors';
import type { UserRow } from '../../domain/users';
import type { WorkspaceRow } from '../../domain/workspaces';
import type { Resolvers } from '../__generated__/resolvers';
import { requireViewer, type GraphQLContext } from '../context';
import { fromGlobalId } from '../ids';

type NodeRow = ProjectRow | UserRow | WorkspaceRow;

/** The most ids one nodes(ids:) fetches (stated in the schema). */
export const MAX_NODE_IDS = 100;

async function loadNode(context: GraphQLContext, globalId: string): Promise<NodeRow | null> {
  const { viewer, loaders } = requireViewer(context);
  const decoded = fromGlobalId(globalId);
  switch (decoded?.type) {
    case 'Project':
      return loaders.project.load(decoded.id);
    case 'User':
      return loaders.member.load(decoded.id);
    case 'Workspace':
      return decoded.id === viewer.workspace.id ? viewer.workspace : null;
    default:
      return null;
  }
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_parent, { id }, context) => loadNode(context, id),
    nodes: (_parent, { ids }, context) => {
      requireViewer(context);
      if (ids.length > MAX_NODE_IDS) throw badInput('ids', `Ask for at most ${MAX_NODE_IDS} ids at a time.`);
      return Promise.all(ids.map((id) => loadNode(context, id)));
    },
  },
  Node: {
    // Rows carry no type name: tell them apart by the columns only each has.
    __resolveType: (row) => ('key' in row ? 'Project' : 'personalUserId' in row ? 'Workspace' : 'User'),
  },
};

// Workspaces: a team's space (other features add their fields, such as Workspace.projects).
import { requireViewer } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import { isPersonal, type WorkspaceRow } from './domain';

/** The only workspace a viewer sees is their active one. */
export const workspaceNode = defineNode<WorkspaceRow>({
  type: 'Workspace',
  idKind: 'uuid',
  load: async (context, id) => {
    const { workspace } = requireViewer(context).viewer;
    return workspace.id === id ? workspace : null;
  },
});

export const workspaceResolvers = {
  Workspace: {
    personal: (workspace) => isPersonal(workspace),
  },
} satisfies Resolvers;

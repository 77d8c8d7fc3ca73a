// The workspaces feature: workspaces and their members (see server/graphql/feature.ts).
import type { Feature } from '../../graphql/feature';
import { workspaceNode, workspaceResolvers } from './resolvers';

export const workspacesFeature = {
  name: 'workspaces',
  resolvers: workspaceResolvers,
  nodes: [workspaceNode],
} satisfies Feature;

// The saved views feature (#21): what it gives the server (see server/graphql/feature.ts).
import type { Feature } from '../../graphql/feature';
import { savedViewNode, viewResolvers } from './resolvers';

export const viewsFeature = {
  name: 'views',
  resolvers: viewResolvers,
  nodes: [savedViewNode],
} satisfies Feature;

// The imports feature (imports and exports of a project's issues): what it gives the server (see server/graphql/feature.ts).
import type { Feature } from '../../graphql/feature';
import { importJobNode, importResolvers } from './resolvers';

export const importsFeature = {
  name: 'imports',
  resolvers: importResolvers,
  nodes: [importJobNode],
} satisfies Feature;

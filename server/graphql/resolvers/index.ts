// All resolvers, assembled.
import type { Resolvers } from '../__generated__/resolvers';
import { nodeResolvers } from './node';
import { projectResolvers } from './projects';
import { DateTime } from './scalars';
import { viewerResolvers } from './viewer';

const parts = [nodeResolvers, viewerResolvers, projectResolvers];

export const resolvers: Resolvers = {
  DateTime,
  ...Object.assign({}, ...parts),
  Query: Object.assign({}, ...parts.map((part) => part.Query)),
  Mutation: Object.assign({}, ...parts.map((part) => part.Mutation)),
  Subscription: Object.assign({}, ...parts.map((part) => part.Subscription)),
};

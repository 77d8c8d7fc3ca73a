// What a feature module (server/features/<feature>/index.ts) gives the server: its resolvers (deep-merged with every
// other feature's, so a feature may add fields to another's types), its node types, and its per-request loaders.
import type { Resolvers } from './__generated__/resolvers';
import type { NodeType } from './nodes';

export interface Feature {
  name: string;
  resolvers: Resolvers;
  /** Types of this feature that implement Node. */
  nodes?: readonly NodeType[];
  /**
   * SDL this feature adds to the root schema.graphql: only for test features. Lanes' own features keep their types in
   * the one contract, schema.graphql, which the Relay compiler and codegen read.
   */
  typeDefs?: string;
}

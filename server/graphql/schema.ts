// The executable schema: schema.graphql (the contract shared with the browser app) and the features' resolvers,
// deep-merged (a feature may add fields to another feature's types), plus the node registry's resolvers.
import { mergeResolvers } from '@graphql-tools/merge';
import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { schemaFile } from '../paths';
import type { GraphQLContext } from './context';
import type { Feature } from './feature';
import { createNodeRegistry } from './nodes';
import { DateTime } from './scalars';

export interface SchemaOptions {
  file?: string;
  /** The features to serve: server/features' list (the composition root), and in tests their own. */
  features: readonly Feature[];
}

export function createLanesSchema({ file = schemaFile, features }: SchemaOptions) {
  assertNoFieldTwice(features);
  const registry = createNodeRegistry(features.flatMap((feature) => feature.nodes ?? []));
  const typeDefs = [readFileSync(file, 'utf8'), ...features.flatMap((feature) => feature.typeDefs ?? [])];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the features' resolvers are typed where written
  const resolvers = mergeResolvers([{ DateTime }, registry.resolvers, ...features.map((feature) => feature.resolvers as any)]);
  return createSchema<GraphQLContext>({ typeDefs, resolvers });
}

/** Two features resolving the same field would silently replace one another: refuse it. */
function assertNoFieldTwice(features: readonly Feature[]) {
  const owners = new Map<string, string>();
  for (const feature of features) {
    for (const [type, fields] of Object.entries(feature.resolvers)) {
      if (typeof fields !== 'object' || fields === null || fields.constructor !== Object) continue;
      for (const field of Object.keys(fields)) {
        const key = `${type}.${field}`;
        const owner = owners.get(key);
        if (owner) throw new Error(`${key} is resolved by both the ${owner} and the ${feature.name} features.`);
        owners.set(key, feature.name);
      }
    }
  }
}

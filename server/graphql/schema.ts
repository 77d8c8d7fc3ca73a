// The executable schema: schema.graphql (the contract shared with the browser app) and the resolvers.
import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { schemaFile } from '../paths';
import type { GraphQLContext } from './context';
import { resolvers } from './resolvers';

export function createLanesSchema(file = schemaFile) {
  return createSchema<GraphQLContext>({ typeDefs: readFileSync(file, 'utf8'), resolvers });
}

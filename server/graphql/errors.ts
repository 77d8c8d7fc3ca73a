// Error masking: expected failures keep their message and code (and field); anything else reaches the client as
// "Unexpected error." and is logged.
import { GraphQLError } from 'graphql';
import { isLanesError } from '../errors';

export type ErrorLogger = (message: string, error: unknown) => void;

export function createErrorMasker(log: ErrorLogger) {
  return (error: unknown): Error => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const located = error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {};
    if (isLanesError(original)) {
      return new GraphQLError(original.message, {
        ...located,
        extensions: { code: original.code, ...(original.field && { field: original.field }) },
      });
    }
    // Errors of the request itself (syntax, validation, variables, limits) are the client's to see.
    if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
    log('Unexpected error in a GraphQL operation:', original ?? error);
    return new GraphQLError('Unexpected error.', { ...located, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

// Error masking: expected failures keep their message and code (and field); anything else reaches the client as
// "Unexpected error." and is logged.
import { GraphQLError } from 'graphql';
import { isLanesError } from '../errors';
import { requestFieldsOf, type RequestLogFields } from '../observability/logger';

export type ErrorLogger = (message: string, error: unknown, fields?: RequestLogFields) => void;

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
    // The operation observability plugin tagged the error with its request's log fields.
    log('Unexpected error in a GraphQL operation:', original ?? error, requestFieldsOf(original) ?? requestFieldsOf(error));
    if (isDatabaseUnavailable(original)) {
      // Said plainly (and fast: the pool gives up on connecting within seconds), never a hanging request.
      return new GraphQLError('The database is not answering: try again in a moment.', {
        ...located,
        extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': '5' } } },
      });
    }
    return new GraphQLError('Unexpected error.', { ...located, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

// node-postgres' ways of saying PostgreSQL cannot be reached: socket errors, the pool's connect timeout, a dropped
// connection, and PostgreSQL's own "shutting down" / "connection failure" SQLSTATEs (57P0x, 08xxx).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^57P0[1-3]$/.test(code) || /^08\d{3}$/.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}

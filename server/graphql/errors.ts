// Error masking: expected failures keep their message and code (and field); anything else reaches the client as
// "Unexpected error." and is logged.
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import { DatabaseBusyError } from '../db/fairShare';
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
    // Load, not a fault: no log line per request turned away (a flood would write thousands).
    if (original instanceof DatabaseBusyError) return serverBusyError(located);
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

/** "Busy, retry" (503, SERVICE_UNAVAILABLE, Retry-After: 1): every connection or every turn of the workspace taken. */
export const SERVER_BUSY_MESSAGE = 'The server is busy: try again in a moment.';

export function serverBusyError(located: Pick<GraphQLErrorOptions, 'nodes' | 'path'> = {}): GraphQLError {
  return new GraphQLError(SERVER_BUSY_MESSAGE, {
    ...located,
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': '1' } } },
  });
}

// node-postgres' ways of saying PostgreSQL cannot be reached or dropped the connection: socket errors, the pool's
// connect timeout, a connection ended under a statement ("Connection terminated unexpectedly") and the statements sent
// on it afterwards (a transaction's rollback: "Client has encountered a connection error and is not queryable"), and
// PostgreSQL's own SQLSTATEs for a session it ends or cannot take: operator intervention (57P01 terminated by an
// administrator, 57P02/57P03 shutting down or starting, 57P05 idle session timeout), connection exceptions (08xxx)
// and insufficient resources (53xxx: too many connections, out of memory or disk).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'ECONNABORTED']);
const UNAVAILABLE_SQLSTATE = /^(57P0[1-5]|08...|53...)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return /timeout exceeded when trying to connect|Connection terminated|is not queryable/i.test(error.message);
}

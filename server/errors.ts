// Expected failures of the domain, each with the code clients see in `extensions.code` (and the HTTP routes in `error.code`).

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'RATE_LIMITED' | 'RELOAD_REQUIRED';

export class LanesError extends Error {
  readonly code: ErrorCode;
  /** The input field at fault, for BAD_USER_INPUT and CONFLICT on a field. */
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'LanesError';
    this.code = code;
    this.field = field;
  }
}

export const unauthenticated = (message: string) => new LanesError('UNAUTHENTICATED', message);
export const forbidden = (message: string, field?: string) => new LanesError('FORBIDDEN', message, field);
export const notFound = (message: string, field?: string) => new LanesError('NOT_FOUND', message, field);
export const badInput = (field: string, message: string) => new LanesError('BAD_USER_INPUT', message, field);
export const conflict = (field: string, message: string) => new LanesError('CONFLICT', message, field);
export const rateLimited = (message: string) => new LanesError('RATE_LIMITED', message);
/** A subscription cannot resume where the client asks (too far behind, or behind what the log keeps): read again. */
export const reloadRequired = (message: string) => new LanesError('RELOAD_REQUIRED', message);

export function isLanesError(error: unknown): error is LanesError {
  return error instanceof LanesError;
}

/** True when a PostgreSQL error is a unique violation (of the named constraint, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

// Failures of GraphQL requests as one typed error the UI can show (the server's `extensions.code`,
// `extensions.field` and message), the words people read about them, and the one way a failed mutation is told.
import { toasts } from '@/ui/toasts';

export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** A subscription cannot resume where the page left off (too far behind): read the page again. */
  | 'RELOAD_REQUIRED'
  /** The request never got an answer (offline, server down). */
  | 'NETWORK'
  /** The session's active workspace is no longer the one this page belongs to (switched in another tab). */
  | 'WORKSPACE_CHANGED'
  | 'INTERNAL';

const KNOWN_CODES = new Set<string>(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'RATE_LIMITED', 'RELOAD_REQUIRED']);

export interface GraphQLErrorPayload {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** The input field a BAD_USER_INPUT or CONFLICT error is about, such as `key`. */
  readonly field: string | null;
  readonly errors: readonly GraphQLErrorPayload[];

  constructor(code: ApiErrorCode, message: string, options: { field?: string | null; errors?: readonly GraphQLErrorPayload[] } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = options.field ?? null;
    this.errors = options.errors ?? [];
  }

  /** The first GraphQL error of a response decides the code, the field and the message. */
  static fromGraphQLErrors(errors: readonly GraphQLErrorPayload[]): ApiError {
    const [first] = errors;
    const code = first?.extensions?.code;
    return new ApiError(code && KNOWN_CODES.has(code) ? (code as ApiErrorCode) : 'INTERNAL', first?.message || 'Unexpected error.', {
      field: typeof first?.extensions?.field === 'string' ? first.extensions.field : null,
      errors,
    });
  }
}

function isGraphQLErrorList(value: unknown): value is GraphQLErrorPayload[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item?.message === 'string');
}

/**
 * Browsers reject fetch with a TypeError when a request gets no answer: "Failed to fetch" (Chromium),
 * "NetworkError when attempting to fetch resource." (Firefox), "Load failed" (Safari).
 */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Whatever a request failed with (our ApiError, Relay's wrapped response errors, anything), as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isGraphQLErrorList(error)) return ApiError.fromGraphQLErrors(error);
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  if (isGraphQLErrorList(source?.errors)) return ApiError.fromGraphQLErrors(source.errors);
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof ApiError) return cause;
  if (isFetchFailure(error)) return new ApiError('NETWORK', (error as Error).message);
  return new ApiError('INTERNAL', error instanceof Error && error.message ? error.message : 'Unexpected error.');
}

function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A sentence for people about any failure: the server's own message for the refusals it words for them
 * (forbidden, not found, invalid input, conflict, rate limit), plain words for everything else, never a
 * browser's or a program's message ("Failed to fetch", "Cannot read properties of undefined").
 */
export function describeError(error: unknown): string {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case 'NETWORK':
      return browserIsOffline()
        ? 'You are offline. Check your connection and try again.'
        : 'Lanes could not reach the server. Check your connection and try again.';
    case 'UNAUTHENTICATED':
      return 'Your session has ended. Sign in again to continue.';
    case 'WORKSPACE_CHANGED':
      return 'Your active workspace changed in another tab.';
    case 'INTERNAL':
      return browserIsOffline()
        ? 'You are offline. Check your connection and try again.'
        : 'Something went wrong on our side. Try again in a moment.';
    case 'RATE_LIMITED':
      return apiError.message || 'Too many requests. Wait a moment and try again.';
    default:
      return apiError.message || 'Something went wrong on our side. Try again in a moment.';
  }
}

/**
 * How every mutation hook tells a failure: a persistent error toast saying what did not happen and why, as in
 * "Website was not renamed: You are offline. Check your connection and try again." Returns the error, typed.
 */
export function toastMutationError(whatFailed: string, error: unknown): ApiError {
  const apiError = toApiError(error);
  toasts.error(`${whatFailed}: ${describeError(apiError)}`, { whileOffline: browserIsOffline() });
  return apiError;
}

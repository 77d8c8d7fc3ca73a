// Small helpers for the JSON routes: reading a JSON body safely and answering JSON or an error.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '../errors';

/** An HTTP failure with the JSON error body of the server's routes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  // Only subscriptions fail so; an HTTP route never does.
  RELOAD_REQUIRED: 409,
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  error: { code: ErrorCode; message: string; field?: string },
  headers: Record<string, string | string[]> = {},
) {
  sendJson(res, status, { error: { code: error.code, message: error.message, ...(error.field && { field: error.field }) } }, headers);
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

/**
 * Reads a JSON object body. A body must be sent as application/json (415 otherwise, which also keeps cross-site
 * HTML forms out); an empty body without a Content-Type reads as {}.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes = 16 * 1024): Promise<Record<string, unknown>> {
  const contentType = req.headers['content-type'];
  const declaredLength = Number(req.headers['content-length'] ?? NaN);
  if (declaredLength > maxBytes) throw new HttpError(413, 'BAD_USER_INPUT', 'The request body is too large.');
  if (contentType !== undefined && !isJson(contentType)) {
    throw new HttpError(415, 'BAD_USER_INPUT', 'Send the body as JSON (Content-Type: application/json).');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new HttpError(413, 'BAD_USER_INPUT', 'The request body is too large.');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // A client that hung up or took too long to send (the request timeout) is no failure of the server's.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'BAD_USER_INPUT', 'The request body did not arrive in full.');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  if (contentType === undefined) {
    throw new HttpError(415, 'BAD_USER_INPUT', 'Send the body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'BAD_USER_INPUT', 'The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'BAD_USER_INPUT', 'The body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

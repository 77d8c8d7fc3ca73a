// Structured JSON logs (pino). Every line written while a request is handled carries that request's id and, once
// known, the user and workspace ids: no tokens, no emails. The fields travel with the request explicitly (the HTTP
// request, the GraphQL context, the errors of an operation), not in an AsyncLocalStorage, whose promise hooks slowed
// every promise of the process (the live event path included). `Logger` is the small interface the server logs through.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { LogLevel } from '../config';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  /** `fields`: the request's, when the error happened while handling one. */
  error(message: string, error?: unknown, fields?: RequestLogFields): void;
}

/** What is known about the request being handled; filled in as it is learned. */
export interface RequestLogFields {
  requestId: string;
  userId?: string;
  workspaceId?: string;
  /** Set when the request authenticated with an API key: the key's id (never its secret). */
  apiKeyId?: string;
  operationName?: string;
}

/** A request's fields: a fresh request id, or the load balancer's X-Request-Id when it looks like one. */
export function newRequestFields(incomingId?: string | string[]): RequestLogFields {
  const requestId = typeof incomingId === 'string' && /^[\w.:-]{1,128}$/.test(incomingId) ? incomingId : randomUUID();
  return { requestId };
}

// The fields of the request an object belongs to: the HTTP request (for the GraphQL context made from it), and an
// operation's unexpected errors (for the error masker, which logs them and is given nothing else).
const fieldsOf = new WeakMap<object, RequestLogFields>();

export function tagWithRequest(object: object, fields: RequestLogFields): void {
  fieldsOf.set(object, fields);
}

export function requestFieldsOf(object: unknown): RequestLogFields | undefined {
  return typeof object === 'object' && object !== null ? fieldsOf.get(object) : undefined;
}

export interface PinoLogger extends Logger {
  pino: pino.Logger;
}

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): PinoLogger {
  const logger = pino(
    {
      level,
      base: { service: 'lanes' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A second line of defence: these never reach the log even if passed by mistake.
      redact: { paths: ['authorization', 'token', 'email', '*.authorization', '*.token', '*.email', 'headers.cookie'], censor: '[redacted]' },
    },
    destination,
  );
  return {
    pino: logger,
    info: (message, fields) => logger.info(fields ?? {}, message),
    error: (message, error, fields) => {
      if (error === undefined) logger.error({ ...fields }, message);
      else logger.error({ ...fields, err: error instanceof Error ? error : new Error(String(error)) }, message);
    },
  };
}

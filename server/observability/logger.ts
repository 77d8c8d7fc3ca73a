// Structured JSON logs (pino). Every line written while a request is handled carries that request's id and, once
// known, the user and workspace ids (AsyncLocalStorage): no tokens, no emails. `Logger` is the small interface the
// rest of the server logs through.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { LogLevel } from '../config';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

/** What is known about the request being handled; filled in as it is learned. */
export interface RequestLogFields {
  requestId: string;
  userId?: string;
  workspaceId?: string;
  operationName?: string;
}

const requestFields = new AsyncLocalStorage<RequestLogFields>();

/** Runs `handle` with a fresh request id (or the load balancer's X-Request-Id, when it looks like one). */
export function withRequestContext<T>(incomingId: string | string[] | undefined, handle: (fields: RequestLogFields) => T): T {
  const requestId = typeof incomingId === 'string' && /^[\w.:-]{1,128}$/.test(incomingId) ? incomingId : randomUUID();
  const fields: RequestLogFields = { requestId };
  return requestFields.run(fields, () => handle(fields));
}

/** The current request's fields (to add the user and workspace once the token is verified). */
export const currentRequest = (): RequestLogFields | undefined => requestFields.getStore();

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
      mixin: () => ({ ...requestFields.getStore() }),
      // A second line of defence: these never reach the log even if passed by mistake.
      redact: { paths: ['authorization', 'token', 'email', '*.authorization', '*.token', '*.email', 'headers.cookie'], censor: '[redacted]' },
    },
    destination,
  );
  return {
    pino: logger,
    info: (message, fields) => logger.info(fields ?? {}, message),
    error: (message, error) => {
      if (error === undefined) logger.error(message);
      else logger.error({ err: error instanceof Error ? error : new Error(String(error)) }, message);
    },
  };
}

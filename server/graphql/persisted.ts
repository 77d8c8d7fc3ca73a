// Persisted operations: the Relay compiler writes every operation the app uses to `persisted-operations.json`
// (document id → text). Clients send `documentId` (over HTTP in the body, over the WebSocket in
// `extensions.documentId` with an empty query); the server runs the stored text. In production only those
// operations run; outside production arbitrary query text still works, and an unknown id re-reads the file so that
// `npm run dev` picks up operations the compiler has just added.
import { readFileSync } from 'node:fs';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface PersistedOperations {
  /** The text of the operation with this document id, if the app was built with it. */
  find(documentId: string): string | undefined;
  /** Whether this text is one of the app's operations (the limits meant for arbitrary documents spare those). */
  includes(text: string): boolean;
}

/** A fixed set of operations (tests). */
export function persistedOperationsFrom(map: Record<string, string>): PersistedOperations {
  const texts = new Set(Object.values(map));
  return { find: (documentId) => (Object.hasOwn(map, documentId) ? map[documentId] : undefined), includes: (text) => texts.has(text) };
}

function readMap(file: string): Record<string, string> {
  const map = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error(`${file} is not a JSON object of document ids.`);
  return map as Record<string, string>;
}

/**
 * The compiler's map. In production it is read once and must exist (the server refuses to start without it); outside
 * production a missing file is an empty map and an unknown id re-reads the file.
 */
export function loadPersistedOperations({ file, production }: { file: string; production: boolean }): PersistedOperations {
  if (production) {
    try {
      return persistedOperationsFrom(readMap(file));
    } catch (error) {
      throw new Error(
        `Production runs persisted operations only, but ${file} could not be read (run relay-compiler): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  let map: Record<string, string> = {};
  let texts = new Set<string>();
  const reload = () => {
    try {
      map = readMap(file);
      texts = new Set(Object.values(map));
    } catch {
      // The compiler may be rewriting it: keep the operations known so far.
    }
  };
  reload();
  return {
    find(documentId) {
      if (!Object.hasOwn(map, documentId)) reload();
      return Object.hasOwn(map, documentId) ? map[documentId] : undefined;
    },
    includes: (text) => texts.has(text),
  };
}

export interface OperationRequest {
  query?: unknown;
  documentId?: unknown;
}

/**
 * The text to run for a request: the stored text of its document id, or (outside production) its own query text.
 * Throws a GraphQLError with `extensions.code` PERSISTED_QUERY_NOT_FOUND or PERSISTED_QUERY_ONLY (and an HTTP status).
 */
export function operationText(
  operations: PersistedOperations,
  { query, documentId }: OperationRequest,
  { persistedOnly }: { persistedOnly: boolean },
): unknown {
  if (documentId != null && documentId !== '') {
    const text = typeof documentId === 'string' ? operations.find(documentId) : undefined;
    if (text === undefined) {
      throw new GraphQLError('Unknown document id: this server does not know the operation (PersistedQueryNotFound).', {
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } },
      });
    }
    return text;
  }
  if (persistedOnly) {
    throw new GraphQLError('Only persisted operations run here: send the documentId of an operation the app was built with.', {
      extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
    });
  }
  return query;
}

/** Yoga plugin for GraphQL over HTTP: turns `documentId` in the body (or URL) into the operation's text. */
export function usePersistedOperations(operations: PersistedOperations, { persistedOnly }: { persistedOnly: boolean }): Plugin {
  return {
    onParams({ params, setParams }) {
      const { documentId, ...rest } = params as typeof params & { documentId?: unknown };
      const query = operationText(operations, { query: rest.query, documentId }, { persistedOnly });
      setParams({ ...rest, query: query as string | undefined });
    },
  };
}

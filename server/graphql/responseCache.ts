// Answers of HTTP queries, kept until the database changes. A board, a list or an issue read again (a reload, a
// second tab, a refetch when the window regains focus) is answered without running its resolvers or its SQL.
//
// An answer is kept for one viewer (person, workspace, role, permissions and API key: everything a resolver may decide
// on), for one document and its variables, and only while its workspace's data stands still: an answer is read from the
// workspace's version (ChangeClock, fed by the database driver itself from the change log, and by the other instances
// through Redis), and is not answered once the version has moved, nor kept when its reading overlapped a change. A
// write in another workspace leaves it be; a change that may touch every workspace (a person's name, a statement that
// logged nothing: see changeClock.ts) moves every workspace's version and empties the cache. Membership and role
// changes are logged in their workspace, so its answers are computed afresh at once (and the viewer's role is part of
// the key besides). What changes outside the servers (a seed run against a shared PostgreSQL, a hand-written UPDATE)
// shows once the answer's lifetime ends: `ttlMs`, LANES_RESPONSE_CACHE_MS.
//
// An answer is kept with its JSON as bytes, which a hit writes as they are: serializing a 100 KB page (and encoding
// it for the socket) for every hit cost more than everything else the request did, and more per request the more
// connections were open. A large one is also kept gzipped, for the clients that accept it (every browser).
import { gzipSync } from 'node:zlib';
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ChangeClock } from '../db/changeClock';
import type { GraphQLContext } from './context';

export interface ResponseCacheOptions {
  clock: ChangeClock;
  /** How long an answer is kept at most; 0 keeps none. */
  ttlMs: number;
  /** The most answers kept, and their most bytes (as JSON) in all: past either, the least recently used go first. */
  maxEntries?: number;
  maxBytes?: number;
}

/** Queries whose variables make a longer key are not kept (no page of the app comes near). */
const MAX_KEY_CHARS = 16_384;

/** How long a query waits for the same query's answer being computed before computing its own. */
const SHARED_ANSWER_WAIT_MS = 2_000;

interface Entry {
  /** The workspace whose data it was read from, and that data's version (ChangeClock.versionOf) when reading began. */
  workspaceId: string;
  version: number;
  answer: ExecutionResult;
  bytes: number;
  expires: number;
}

/** Answers from this size on are sent gzipped to the clients that accept it (smaller ones gain little). */
const GZIP_FROM_BYTES = 1024;

/** A kept answer's JSON, and its gzip once a client that accepts gzip has asked for it. */
class KeptBody {
  #gzipped: Buffer | null = null;

  constructor(readonly json: Buffer) {}

  get gzipped(): Buffer {
    return (this.#gzipped ??= gzipSync(this.json));
  }
}

const keptBodies = new WeakMap<ExecutionResult, KeptBody>();

/**
 * `result` carrying its JSON as bytes: yoga serializes a result with the result's own `stringify` when it has one, and
 * the response writes a body of bytes as it is. Not enumerable, so that the answer reads (and compares) as the result.
 */
function withBody(result: ExecutionResult, json: Buffer): ExecutionResult {
  const answer = Object.defineProperty({ ...result }, 'stringify', { value: () => json });
  keptBodies.set(answer, new KeptBody(json));
  return answer;
}

export class ResponseCache {
  readonly #clock: ChangeClock;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  /** In order of last use, least recent first (a Map keeps insertion order). */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #enabled: boolean;
  /** Answers being computed, by key, each for the version it started at: the same query asked meanwhile waits for it. */
  readonly #computing = new Map<string, { workspaceId: string; version: number; answer: Promise<ExecutionResult | null> }>();

  constructor({ clock, ttlMs, maxEntries = 5_000, maxBytes = 64 * 1024 * 1024 }: ResponseCacheOptions) {
    this.#clock = clock;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#enabled = ttlMs > 0;
    // A workspace's change makes its answers stale where they are (found so when next asked for, or let go of as the
    // least recently used); a global one makes every answer stale, so they are let go of at once.
    clock.onTick((scope) => {
      if (scope === 'global') this.clear();
    });
  }

  /**
   * Whether answers are kept: never with a lifetime of 0. Turned off (the app does while Redis is away, the bench to
   * measure computed answers), it forgets what it kept and answers every query afresh.
   */
  get enabled(): boolean {
    return this.#enabled;
  }

  set enabled(enabled: boolean) {
    this.#enabled = enabled && this.#ttlMs > 0;
    if (!this.#enabled) this.clear();
  }

  /** The workspace's data's version now: what an answer about it read from here on is stored against. */
  versionOf(workspaceId: string): number {
    return this.#clock.versionOf(workspaceId);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): ExecutionResult | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.expires <= Date.now() || entry.version !== this.#clock.versionOf(entry.workspaceId)) {
      this.#bytes -= entry.bytes;
      return null;
    }
    this.#entries.set(key, entry);
    return entry.answer;
  }

  /**
   * Keeps `result`, read from the workspace's data as it was at `version`, unless that data has changed since; returns
   * the answer as kept (with its bytes, for the response), or null when it was not kept.
   */
  set(key: string, workspaceId: string, version: number, result: ExecutionResult): ExecutionResult | null {
    if (!this.#enabled || version !== this.#clock.versionOf(workspaceId)) return null;
    const body = Buffer.from(JSON.stringify(result));
    // The key counts too: its variables are the asker's to choose.
    const bytes = key.length + body.length;
    if (bytes > this.#maxBytes / 4) return null;
    const answer = withBody(result, body);
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { workspaceId, version, answer, bytes, expires: Date.now() + this.#ttlMs });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    return answer;
  }

  /**
   * The answer being computed for `key` since no change of its workspace: after a change, a query waits for none begun
   * before it (it would read what the change replaced). Null when there is none (or it ended with errors: each asker
   * computes its own then).
   */
  async computing(key: string): Promise<ExecutionResult | null> {
    const current = this.#computing.get(key);
    if (!current || current.version !== this.#clock.versionOf(current.workspaceId)) return null;
    // An answer that never comes (an execution that threw) holds no one for long: each computes its own then.
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHARED_ANSWER_WAIT_MS)));
    try {
      return await Promise.race([current.answer, giveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Says `key` is being computed from the workspace's data at `version`; the returned function hands its answer (null:
   * none to share) to those waiting.
   */
  compute(key: string, workspaceId: string, version: number): (answer: ExecutionResult | null) => void {
    let settle!: (answer: ExecutionResult | null) => void;
    const entry = { workspaceId, version, answer: new Promise<ExecutionResult | null>((resolve) => (settle = resolve)) };
    this.#computing.set(key, entry);
    return (answer) => {
      if (this.#computing.get(key) === entry) this.#computing.delete(key);
      settle(answer);
    };
  }

  clear(): void {
    this.#entries.clear();
    this.#computing.clear();
    this.#bytes = 0;
  }
}

/** How a query that could be answered from the cache was answered: kept, shared with the same query being computed, or computed. */
export type CacheLookup = 'hit' | 'shared' | 'miss';

/**
 * An envelop plugin, placed after the rate limits and observability (a cached answer still counts as an operation)
 * and before execution. Only queries over HTTP with a viewer are kept; mutations, subscriptions, WebSocket operations
 * and answers with errors never are.
 */
export function useResponseCache(cache: ResponseCache, onLookup?: (lookup: CacheLookup) => void): Plugin<GraphQLContext> {
  // Yoga's parser cache hands out the same document for the same text (see compiled.ts): its number names it.
  const documentNumbers = new WeakMap<DocumentNode, number>();
  let nextNumber = 0;
  const numberOf = (document: DocumentNode) => {
    let number = documentNumbers.get(document);
    if (number === undefined) documentNumbers.set(document, (number = nextNumber++));
    return number;
  };

  /** Requests answered from the cache whose answer goes out gzipped, with the gzip. */
  const gzippedAnswers = new WeakMap<Request, Buffer>();

  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!cache.enabled) return;
      const { viewer, liveSocket } = args.contextValue;
      if (!viewer || liveSocket) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const key = JSON.stringify([
        numberOf(args.document),
        args.operationName ?? null,
        args.variableValues ?? null,
        viewer.user.id,
        viewer.workspace.id,
        viewer.role,
        viewer.permissions,
        // A key's answers are its own (what it may do differs from its person's session: viewerCanManageApiKeys).
        viewer.apiKey?.id ?? null,
      ]);
      if (key.length > MAX_KEY_CHARS) return;
      const cached = cache.get(key);
      if (cached) {
        onLookup?.('hit');
        const body = keptBodies.get(cached);
        const { request } = args.contextValue;
        if (body && body.json.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
          gzippedAnswers.set(request, body.gzipped);
        }
        return setResultAndStopExecution(cached);
      }
      return (async () => {
        // After a change, the many asking the same page at once wait for the first one's answer, not one answer each.
        const shared = await cache.computing(key);
        onLookup?.(shared ? 'shared' : 'miss');
        if (shared) return setResultAndStopExecution(shared);
        const workspaceId = viewer.workspace.id;
        const version = cache.versionOf(workspaceId);
        const share = cache.compute(key, workspaceId, version);
        return {
          onExecuteDone({ result, setResult }) {
            const answer = isAsyncIterable(result) || result.errors?.length ? null : result;
            share(answer);
            // Serialized once, for the cache and this response alike.
            const kept = answer && cache.set(key, workspaceId, version, answer);
            if (kept) setResult(kept);
          },
        };
      })();
    },
    onResponse({ request, response, setResponse, fetchAPI }) {
      const gzipped = gzippedAnswers.get(request);
      if (!gzipped || response.status !== 200) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('Content-Encoding', 'gzip');
      headers.set('Content-Length', String(gzipped.length));
      headers.append('Vary', 'Accept-Encoding');
      setResponse(new fetchAPI.Response(gzipped as Uint8Array<ArrayBuffer>, { status: 200, headers }));
    },
  };
}

// The Relay network of one workspace: queries and mutations are POSTed as JSON with the session token,
// subscriptions travel over one graphql-ws WebSocket that re-reads the token whenever it (re)connects and hands the
// open socket a fresh token (in a ping's payload) before the current one expires: the server closes a socket whose
// token expired (4419), and the client then reconnects with a new token and catches up as after any reconnect.
import type { Client, createClient } from 'graphql-ws';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { tokenExpiresAt, tokenOrganizationId } from '@/lib/jwt';
import { announceConnection } from './connectionStatus';
import { ApiError, toApiError, type GraphQLErrorPayload } from './errors';

/** The part of `fetch`'s response the network reads (tests answer with plain objects: jsdom has no Response). */
export interface HttpResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
export type HttpFetch = (url: string, init: RequestInit) => Promise<HttpResponse>;

export interface WorkspaceNetworkOptions {
  graphqlUrl: string;
  graphqlWsUrl: string;
  /** The organization this network speaks for; null for the personal workspace. */
  orgId: string | null;
  getToken: () => Promise<string | null>;
  fetch?: HttpFetch;
  /** Makes the graphql-ws client (tests pass a fake); by default graphql-ws loads with the first subscription. */
  createWsClient?: typeof createClient;
}

const MAX_RETRY_WAIT_MS = 30_000;
/** The server's close code for a socket whose token expired without a fresh one: reconnect with a new token. */
export const TOKEN_EXPIRED_CLOSE_CODE = 4419;
/** A socket's token is replaced this long before it expires. */
export const TOKEN_RENEWAL_LEAD_MS = 15_000;
/** While the token source still answers the current token, it is asked again this often. */
export const TOKEN_RENEWAL_RETRY_MS = 2_000;

/** The part of graphql-ws's socket that a renewal uses. */
interface OpenSocket {
  readyState: number;
  send(data: string): void;
}

/** Exponential backoff with jitter, capped at 30 seconds: 1 s, 2 s, 4 s, … */
export async function retryWait(retries: number): Promise<void> {
  const base = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS);
  await new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
}

function isErrorList(value: unknown): value is GraphQLErrorPayload[] {
  return Array.isArray(value) && value.length > 0;
}

/** Close codes that end subscriptions for good: the token was refused (4401) or the access ended (4403). */
const REFUSED_CLOSE_CODES = new Set([4401, 4403]);
/** Failures that asking again may not repeat: the server's own errors, no answer, a rate limit. */
const PASSING_ERROR_CODES = new Set(['INTERNAL', 'NETWORK', 'RATE_LIMITED']);

/** True when a subscription that failed with this may work when started again (not a refusal). */
function endsForNow(error: unknown): boolean {
  const closeCode = (error as { code?: unknown } | null)?.code;
  if (typeof closeCode === 'number') return !REFUSED_CLOSE_CODES.has(closeCode);
  return PASSING_ERROR_CODES.has(toApiError(error).code);
}

/** The part of graphql-ws's client the network uses. */
export type WsClient = Pick<Client, 'subscribe' | 'dispose'>;

/**
 * A graphql-ws client made once `load` has brought graphql-ws: a page's subscriptions start after its first paint,
 * so its code need not come with the app's frame. A subscription ended before it arrived never starts; one that
 * cannot load (offline, a new deployment) fails as a network error does, and the next attempt loads again.
 */
export function lazyWsClient(load: () => Promise<WsClient>): WsClient {
  let client: Promise<WsClient> | null = null;
  let disposed = false;
  return {
    subscribe(payload, sink) {
      let stopped = false;
      let unsubscribe = () => {
        stopped = true;
      };
      client ??= load();
      client.then(
        (loaded) => {
          if (!stopped && !disposed) unsubscribe = loaded.subscribe(payload, sink);
        },
        () => {
          client = null;
          if (!stopped && !disposed) sink.error(new ApiError('NETWORK', 'The live connection could not be started.'));
        },
      );
      return () => unsubscribe();
    },
    dispose() {
      disposed = true;
      return client?.then((loaded) => loaded.dispose(), () => {});
    },
  };
}

export function createWorkspaceNetwork(options: WorkspaceNetworkOptions) {
  const fetchImpl: HttpFetch = options.fetch ?? ((url, init) => fetch(url, init));

  /** The session token, refused when it speaks for another workspace than this network's. */
  async function workspaceToken(): Promise<string | null> {
    const token = await options.getToken();
    if (token && tokenOrganizationId(token) !== undefined && tokenOrganizationId(token) !== options.orgId) {
      throw new ApiError('WORKSPACE_CHANGED', 'Your active workspace changed in another tab or window.');
    }
    return token;
  }

  const fetchFunction: FetchFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      (async () => {
        const token = await workspaceToken();
        const body = params.id
          ? { operationName: params.name, variables, documentId: params.id }
          : { operationName: params.name, variables, query: params.text };
        let response: HttpResponse;
        try {
          response = await fetchImpl(options.graphqlUrl, {
            method: 'POST',
            credentials: 'same-origin',
            headers: {
              Accept: 'application/graphql-response+json, application/json',
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
            signal: controller.signal,
          });
        } catch (cause) {
          if (controller.signal.aborted) return;
          throw new ApiError('NETWORK', cause instanceof Error ? cause.message : 'The request failed.');
        }
        const payload = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown } | null;
        if (!payload || typeof payload !== 'object' || (!('data' in payload) && !('errors' in payload))) {
          if (response.status === 429) throw new ApiError('RATE_LIMITED', 'Too many requests. Wait a moment and try again.');
          throw new ApiError('NETWORK', `The server answered with status ${response.status}.`);
        }
        // Without data there is nothing to show; a refused mutation must roll back its optimistic change.
        if (isErrorList(payload.errors) && (payload.data == null || params.operationKind === 'mutation')) {
          throw ApiError.fromGraphQLErrors(payload.errors);
        }
        sink.next(payload as GraphQLResponse);
        sink.complete();
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(toApiError(error));
      });
      return () => controller.abort();
    });

  let disposed = false;
  let wasConnected = false;
  let lost = false;

  // The open socket and the token it holds, renewed over a ping before it expires.
  let socket: OpenSocket | null = null;
  let socketToken: string | null = null;
  let renewal: ReturnType<typeof setTimeout> | null = null;
  const stopRenewal = () => {
    if (renewal !== null) clearTimeout(renewal);
    renewal = null;
  };
  const scheduleRenewal = (delayMs: number) => {
    stopRenewal();
    renewal = setTimeout(() => void renewSocketToken(), Math.max(delayMs, 0));
  };
  const renewSocketToken = async () => {
    renewal = null;
    const current = socketToken;
    if (!socket || !current) return;
    // Another workspace's token (or none) cannot renew this socket: the server closes it at expiry, and the
    // reconnection says why.
    const fresh = await workspaceToken().catch(() => null);
    if (socket?.readyState !== 1 || socketToken !== current) return;
    if (fresh && tokenExpiresAt(fresh) > tokenExpiresAt(current)) {
      socketToken = fresh;
      socket.send(JSON.stringify({ type: 'ping', payload: { authorization: `Bearer ${fresh}` } }));
      scheduleRenewal(tokenExpiresAt(fresh) - TOKEN_RENEWAL_LEAD_MS - Date.now());
    } else if (tokenExpiresAt(current) > Date.now()) {
      scheduleRenewal(TOKEN_RENEWAL_RETRY_MS);
    }
  };
  const wsOptions: Parameters<typeof createClient>[0] = {
    url: options.graphqlWsUrl,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait,
    // graphql-ws retries only after a close by default; a server that is down or restarting refuses the
    // connection with an error event first, which would end every subscription for good. (Fatal close codes
    // are still not retried: graphql-ws checks them before asking.)
    shouldRetry: () => true,
    connectionParams: async () => {
      const token = await workspaceToken();
      socketToken = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: (openSocket) => {
        socket = openSocket as OpenSocket;
        if (socketToken) scheduleRenewal(tokenExpiresAt(socketToken) - TOKEN_RENEWAL_LEAD_MS - Date.now());
        if (lost) announceConnection('restored');
        wasConnected = true;
        lost = false;
      },
      closed: (event) => {
        socket = null;
        stopRenewal();
        // A close for an expired token (4419) is a loss like any other: graphql-ws reconnects with a new token from
        // connectionParams, and the page catches up on 'restored'.
        const code = (event as { code?: number } | null)?.code;
        if (disposed || !wasConnected || lost || code === 1000) return;
        lost = true;
        announceConnection('lost');
      },
    },
  };
  const wsClient: WsClient = options.createWsClient
    ? options.createWsClient(wsOptions)
    : lazyWsClient(() => import('graphql-ws').then(({ createClient: create }) => create(wsOptions)));

  // A subscription that a passing failure ended (an error of the server's, a close that graphql-ws gives up after,
  // such as 4500 or 1011) starts again after a backoff, so live updates come back without a reload; only a refusal
  // (authentication, access, a bad request) ends it.
  const subscribeFunction: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const payload = params.id
        ? { operationName: params.name, query: '', variables, extensions: { documentId: params.id } }
        : { operationName: params.name, query: params.text ?? '', variables };
      let stopped = false;
      let attempt = 0;
      let failures = 0;
      let unsubscribe = () => {};
      const fail = (error: unknown) => {
        if (!endsForNow(error)) return sink.error(toApiError(error));
        // What the ended attempt still reports (graphql-ws completes it on unsubscribe) is no longer this subscription's.
        attempt++;
        unsubscribe();
        void retryWait(failures++).then(() => {
          if (!stopped) start();
        });
      };
      const start = () => {
        const current = ++attempt;
        const isCurrent = () => !stopped && current === attempt;
        unsubscribe = wsClient.subscribe(payload, {
          next: (result) => {
            if (!isCurrent()) return;
            if (isErrorList(result.errors) && result.data == null) return fail(ApiError.fromGraphQLErrors(result.errors));
            failures = 0;
            sink.next(result as GraphQLResponse);
          },
          error: (error) => {
            if (isCurrent()) fail(error);
          },
          complete: () => {
            if (isCurrent()) sink.complete();
          },
        });
      };
      start();
      return () => {
        stopped = true;
        unsubscribe();
      };
    });

  return {
    network: Network.create(fetchFunction, subscribeFunction),
    dispose() {
      disposed = true;
      stopRenewal();
      void wsClient.dispose();
    },
  };
}

// The Relay network of one workspace: queries and mutations are POSTed as JSON with the session token,
// subscriptions travel over one graphql-ws WebSocket that re-reads the token whenever it (re)connects.
import { createClient, type Client } from 'graphql-ws';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { tokenOrganizationId } from '@/lib/jwt';
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
  /** Makes the graphql-ws client (tests pass a fake). */
  createWsClient?: typeof createClient;
}

const MAX_RETRY_WAIT_MS = 30_000;

/** Exponential backoff with jitter, capped at 30 seconds: 1 s, 2 s, 4 s, … */
export async function retryWait(retries: number): Promise<void> {
  const base = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS);
  await new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
}

function isErrorList(value: unknown): value is GraphQLErrorPayload[] {
  return Array.isArray(value) && value.length > 0;
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
  const wsClient: Client = (options.createWsClient ?? createClient)({
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
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => {
        if (lost) announceConnection('restored');
        wasConnected = true;
        lost = false;
      },
      closed: (event) => {
        const code = (event as { code?: number } | null)?.code;
        if (disposed || !wasConnected || lost || code === 1000) return;
        lost = true;
        announceConnection('lost');
      },
    },
  });

  const subscribeFunction: SubscribeFunction = (params, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      wsClient.subscribe(
        params.id
          ? { operationName: params.name, query: '', variables, extensions: { documentId: params.id } }
          : { operationName: params.name, query: params.text ?? '', variables },
        {
          next: (result) => {
            if (isErrorList(result.errors) && result.data == null) sink.error(ApiError.fromGraphQLErrors(result.errors));
            else sink.next(result as GraphQLResponse);
          },
          error: (error) => sink.error(toApiError(error)),
          complete: () => sink.complete(),
        },
      ),
    );

  return {
    network: Network.create(fetchFunction, subscribeFunction),
    dispose() {
      disposed = true;
      void wsClient.dispose();
    },
  };
}

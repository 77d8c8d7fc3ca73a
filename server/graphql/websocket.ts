// GraphQL subscriptions over WebSocket (graphql-ws, subprotocol graphql-transport-ws) on /graphql. The token in
// connectionParams ({"authorization": "Bearer <token>"}) is verified and the viewer provisioned on connect (refused:
// close 4403; too many sockets for the person: 4429). The socket lives as long as its session: the client hands it a
// fresh token in a ping's payload ({"authorization": "Bearer <token>"}, same person, session and organization) before
// the current one expires, else the socket closes with 4419 ("reconnect with a fresh token"); sign-out and removal
// from the workspace close it at once (server/live/access.ts). A subscribe reads the viewer the socket holds (no
// database round trip) and is capped per socket (RATE_LIMITED; a client that keeps going past the cap is closed with
// 4429). A failure of ours while connecting or subscribing (database or pool busy, Redis away) closes with 1013, which
// clients retry, and a fixed reason: never graphql-ws's 4500 (clients give up) nor the error's text. Queries and
// mutations go over HTTP.
// Persisted operations: `extensions.documentId` (with an empty query) names the text to run; in production nothing
// else runs (graphql-ws skips yoga's HTTP plugins, so this is checked here). Every operation runs through yoga's
// envelope, so limits, masking and context are the same as over HTTP.
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { bearerToken, type TokenVerifier } from '../auth/verify';
import type { Viewer, ViewerResolver } from '../auth/viewer';
import { isLanesError } from '../errors';
import {
  CLOSE_ACCESS_ENDED,
  CLOSE_TOKEN_EXPIRED,
  CLOSE_TOO_MANY_SOCKETS,
  CLOSE_TRY_AGAIN_LATER,
  type LiveAccess,
  type LiveSocket,
} from '../live/access';
import type { Logger } from '../observability/logger';
import { rateLimitedError } from '../http/rateLimit';
import type { GraphQLContext } from './context';
import type { GraphQLServer } from './http';
import { operationText, type PersistedOperations } from './persisted';

type Extra = { live?: LiveSocket; refusedSubscriptions?: number };

interface EnvelopedRoot {
  execute(args: ExecutionArgs): unknown;
  subscribe(args: ExecutionArgs): unknown;
}

export interface WebSocketOptions {
  log: Logger['error'];
  verify: TokenVerifier;
  viewers: ViewerResolver;
  access: LiveAccess;
  maxSubscriptionsPerSocket: number;
  production: boolean;
  /** The app's operations by document id (`extensions.documentId`); in production the only ones that run. */
  persisted: PersistedOperations;
  /** Counts a subscription start against the person's rate limit: null when allowed, else seconds to wait. */
  limitSubscription?: (live: LiveSocket) => Promise<number | null>;
}

const closeReason = (text: string) => text.slice(0, 120);

export const TRY_AGAIN_LATER_REASON = 'Try again later.';

export function useGraphQLWebSocket(
  wss: WebSocketServer,
  yoga: GraphQLServer,
  { log, verify, viewers, access, maxSubscriptionsPerSocket, production, persisted, limitSubscription }: WebSocketOptions,
) {
  const authorize = async (authorization: unknown): Promise<Viewer> =>
    viewers.resolve(await verify(bearerToken(typeof authorization === 'string' ? authorization : undefined)));

  /** Closes the socket after a failure of ours that passes: the client reconnects, and learns nothing of the error. */
  const closeToRetry = (socket: WebSocket, stage: 'connecting' | 'subscribing', error: unknown) => {
    log(`A WebSocket failed while ${stage} (closed with ${CLOSE_TRY_AGAIN_LATER}: the client reconnects):`, error);
    socket.close(CLOSE_TRY_AGAIN_LATER, TRY_AGAIN_LATER_REASON);
  };

  return useServer<Record<string, unknown> | undefined, Extra>(
    {
      isProd: production,
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        try {
          const viewer = await authorize(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
          if (socket.readyState !== socket.OPEN) return false;
          ctx.extra.live = access.open(viewer, (code, reason) => socket.close(code, closeReason(reason)));
          return true;
        } catch (error) {
          if (!isLanesError(error)) {
            closeToRetry(socket, 'connecting', error);
            return false;
          }
          socket.close(error.code === 'RATE_LIMITED' ? CLOSE_TOO_MANY_SOCKETS : CLOSE_ACCESS_ENDED, closeReason(`Forbidden: ${error.message}`));
          return false;
        }
      },
      onPing: async (ctx, payload) => {
        const live = ctx.extra.live;
        const authorization = payload?.authorization;
        if (!live || authorization === undefined) return;
        let viewer: Viewer;
        try {
          viewer = await authorize(authorization);
        } catch (error) {
          // A failure of ours (the database busy): the socket keeps its token, and reconnects with a fresh one at expiry.
          if (!isLanesError(error)) return log('Renewing a WebSocket token failed (the socket keeps its current one):', error);
          const expired = error.code === 'UNAUTHENTICATED';
          access.end(live, expired ? CLOSE_TOKEN_EXPIRED : CLOSE_ACCESS_ENDED, `${expired ? 'Token refused' : 'Forbidden'}: ${error.message}`);
          return;
        }
        const { session } = live;
        if (viewer.session.userId !== session.userId || viewer.session.sessionId !== session.sessionId || viewer.session.orgId !== session.orgId) {
          // Another person, session or workspace: that is a new connection, not a renewal.
          access.end(live, CLOSE_TOKEN_EXPIRED, 'The fresh token is for another session or workspace: reconnect with it.');
          return;
        }
        access.renew(live, viewer);
      },
      onClose: (ctx) => {
        if (ctx.extra.live) access.release(ctx.extra.live);
      },
      onSubscribe: async (ctx, _id, payload) => {
        try {
          const live = ctx.extra.live;
          if (!live?.isLive()) {
            return [new GraphQLError('This connection has no live session: reconnect.', { extensions: { code: 'UNAUTHENTICATED' } })];
          }
          // The subscribe being started is already counted.
          if (Object.keys(ctx.subscriptions).length > maxSubscriptionsPerSocket) {
            // A client that keeps subscribing past the cap is flooding: close it rather than answer every refusal.
            const refused = (ctx.extra.refusedSubscriptions = (ctx.extra.refusedSubscriptions ?? 0) + 1);
            if (refused > maxSubscriptionsPerSocket) {
              access.end(live, CLOSE_TOO_MANY_SOCKETS, `Too many subscriptions on this connection (at most ${maxSubscriptionsPerSocket}).`);
            }
            return [
              new GraphQLError(`Too many subscriptions on this connection (at most ${maxSubscriptionsPerSocket}).`, {
                extensions: { code: 'RATE_LIMITED' },
              }),
            ];
          }
          const retryAfterSeconds = (await limitSubscription?.(live)) ?? null;
          if (retryAfterSeconds !== null) {
            return [rateLimitedError(retryAfterSeconds, false)];
          }
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
            liveSocket: live,
          });
          let document;
          try {
            const text = operationText(persisted, { query: payload.query, documentId: payload.extensions?.documentId }, { persistedOnly: production });
            if (typeof text !== 'string') throw new GraphQLError('Must provide query string.', { extensions: { code: 'BAD_REQUEST' } });
            document = parse(text);
          } catch (error) {
            // Without the HTTP status that the same refusal carries over HTTP.
            const { http: _http, ...extensions } = (error as GraphQLError).extensions ?? {};
            return [new GraphQLError((error as GraphQLError).message, { extensions })];
          }
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
            return [
              new GraphQLError('Only subscriptions run over the WebSocket: send queries and mutations over HTTP.', {
                extensions: { code: 'BAD_REQUEST' },
              }),
            ];
          }
          const contextValue = (await contextFactory()) as GraphQLContext;
          if (contextValue.authError) {
            return [new GraphQLError(contextValue.authError.message, { extensions: { code: contextValue.authError.code } })];
          }
          const args: ExecutionArgs = {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
            rootValue: { execute, subscribe } satisfies EnvelopedRoot,
          };
          return args;
        } catch (error) {
          closeToRetry(ctx.extra.socket, 'subscribing', error);
          return [new GraphQLError(TRY_AGAIN_LATER_REASON)];
        }
      },
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
    },
    wss,
  );
}

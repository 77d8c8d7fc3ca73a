// GraphQL subscriptions over WebSocket (graphql-ws, subprotocol graphql-transport-ws) on /graphql. The token in
// connectionParams ({"authorization": "Bearer <token>"}) is verified and the viewer provisioned on connect (refused:
// close 4403). Later subscriptions outlive the token, so they provision nothing: each one reads the viewer from the
// database and is refused (FORBIDDEN) once the person is no longer a member. Queries and mutations go over HTTP.
// Persisted operations: `extensions.documentId` (with an empty query) names the text to run; in production nothing
// else runs (graphql-ws skips yoga's HTTP plugins, so this is checked here). Every operation runs through yoga's
// envelope, so limits, masking and context are the same as over HTTP.
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { bearerToken, type Session, type TokenVerifier } from '../auth/verify';
import type { ViewerResolver } from '../auth/viewer';
import { isLanesError } from '../errors';
import type { GraphQLContext } from './context';
import type { GraphQLServer } from './http';
import { operationText, type PersistedOperations } from './persisted';

type Extra = { session?: Session };

interface EnvelopedRoot {
  execute(args: ExecutionArgs): unknown;
  subscribe(args: ExecutionArgs): unknown;
}

export interface WebSocketOptions {
  verify: TokenVerifier;
  viewers: ViewerResolver;
  production: boolean;
  /** The app's operations by document id (`extensions.documentId`); in production the only ones that run. */
  persisted: PersistedOperations;
}

export function useGraphQLWebSocket(wss: WebSocketServer, yoga: GraphQLServer, { verify, viewers, production, persisted }: WebSocketOptions) {
  return useServer<Record<string, unknown> | undefined, Extra>(
    {
      isProd: production,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        try {
          const session = await verify(bearerToken(typeof authorization === 'string' ? authorization : undefined));
          await viewers.resolve(session);
          ctx.extra.session = session;
          return true;
        } catch (error) {
          if (!isLanesError(error)) throw error;
          ctx.extra.socket.close(4403, `Forbidden: ${error.message}`.slice(0, 120));
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          webSocketSession: ctx.extra.session,
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
      },
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
    },
    wss,
  );
}

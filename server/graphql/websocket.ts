// GraphQL over WebSocket (graphql-ws, subprotocol graphql-transport-ws) on /graphql. The token in connectionParams
// ({"authorization": "Bearer <token>"}) is verified on connect (refused: close 4403); every operation then runs
// through yoga's envelope, so limits, masking and context are the same as over HTTP.
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { bearerToken, type Session, type TokenVerifier } from '../auth/verify';
import { isLanesError } from '../domain/errors';
import type { GraphQLServer } from './http';

type Extra = { session?: Session };

interface EnvelopedRoot {
  execute(args: ExecutionArgs): unknown;
  subscribe(args: ExecutionArgs): unknown;
}

export function useGraphQLWebSocket(wss: WebSocketServer, yoga: GraphQLServer, verify: TokenVerifier, production: boolean) {
  return useServer<Record<string, unknown> | undefined, Extra>(
    {
      isProd: production,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        try {
          ctx.extra.session = await verify(bearerToken(typeof authorization === 'string' ? authorization : undefined));
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
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
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

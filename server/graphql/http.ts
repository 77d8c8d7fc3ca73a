// GraphQL over HTTP on /graphql (graphql-yoga): context per request, error masking, query limits, persisted operations
// (only those in production), GraphiQL outside production. The WebSocket transport (websocket.ts) runs its operations through the same envelope.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, type TokenVerifier } from '../auth/verify';
import type { ViewerResolver } from '../auth/viewer';
import type { DB } from '../db/database';
import { isLanesError, type LanesError } from '../errors';
import type { LiveSocket } from '../live/access';
import type { MembershipCheck } from '../live/membershipCheck';
import type { PubSub } from '../live/pubsub';
import type { GraphQLContext } from './context';
import { createErrorMasker, type ErrorLogger } from './errors';
import { refuseControlCharacters } from './inputText';
import { createLoaders } from './loaders';
import { usePersistedOperations, type PersistedOperations } from './persisted';

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  db: DB;
  pubsub: PubSub;
  memberships: MembershipCheck;
  verify: TokenVerifier;
  viewers: ViewerResolver;
  authorizedParties: string[];
  production: boolean;
  /** The app's operations by document id; in production the only ones that run. */
  persisted: PersistedOperations;
  log: ErrorLogger;
  /** More envelop plugins (rate limits, observability), after the limits and checks. */
  plugins?: Plugin<GraphQLContext>[];
}

export interface ServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

/** Set by the WebSocket transport: the socket, holding the viewer its latest token resolved to. */
export interface WebSocketInitialContext {
  liveSocket?: LiveSocket;
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

/** Limits sized so that ordinary Relay queries (fragments, two or three nested connections) pass. */
const armor = EnvelopArmorPlugin({
  maxDepth: { n: 15, flattenFragments: true, ignoreIntrospection: true },
  maxAliases: { n: 30 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 10000, ignoreIntrospection: true },
});

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { db, pubsub, memberships, verify, viewers } = options;

  /**
   * HTTP verifies and provisions per request (cached per token's claims); a WebSocket's operations read the viewer its
   * socket holds, with no database round trip (the socket's access ends when the session or membership does).
   */
  const authenticate = async (liveSocket: LiveSocket | undefined, authorization: string | null) => {
    try {
      const viewer = liveSocket ? liveSocket.viewer : await viewers.resolve(await verify(bearerToken(authorization)));
      return { viewer, authError: null, loaders: createLoaders(db, viewer.workspace.id) };
    } catch (error) {
      if (!isLanesError(error)) throw error;
      return { viewer: null, authError: error as LanesError, loaders: null };
    }
  };

  return createYoga<ServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL is served by graphiql.ts (compressed, signed in by itself) before requests reach yoga.
    graphiql: false,
    landingPage: false,
    batching: false,
    cors: { origin: options.authorizedParties, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization'] },
    maskedErrors: { maskError: createErrorMasker(options.log) },
    logging: {
      debug() {},
      info() {},
      warn: (...args) => console.warn(...args),
      // Operation errors are the error masker's to log (the unexpected ones only).
      error: (...args) => {
        if (args[0] instanceof GraphQLError) return;
        options.log('GraphQL server error:', args[0]);
      },
    },
    plugins: [
      usePersistedOperations(options.persisted, { persistedOnly: options.production }),
      armor,
      refuseControlCharacters,
      ...(options.production ? [noIntrospection] : []),
      ...((options.plugins ?? []) as Plugin[]),
    ],
    context: async (initial: YogaInitialContext & ServerContext & WebSocketInitialContext) => ({
      db,
      pubsub,
      memberships,
      liveSocket: initial.liveSocket ?? null,
      ...(await authenticate(initial.liveSocket, initial.request?.headers.get('authorization') ?? null)),
    }),
  });
}

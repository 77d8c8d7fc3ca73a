// GraphQL over HTTP on /graphql (graphql-yoga): context per request, error masking, query limits, persisted operations
// (only those in production), GraphiQL outside production. The WebSocket transport (websocket.ts) runs its operations through the same envelope.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, type TokenVerifier } from '../auth/verify';
import type { ViewerResolver } from '../auth/viewer';
import type { DB } from '../db/database';
import { isLanesError, type LanesError } from '../errors';
import type { LiveAccess, LiveSocket } from '../live/access';
import type { MembershipCheck } from '../live/membershipCheck';
import type { Presence } from '../live/presence';
import type { PubSub } from '../live/pubsub';
import { newRequestFields, requestFieldsOf } from '../observability/logger';
import type { GraphQLContext } from './context';
import { useCompiledOperations } from './compiled';
import { createErrorMasker, type ErrorLogger } from './errors';
import { useReadPriceLimit } from './expensiveReads';
import { checkInputText } from './inputText';
import { refuseUnreadableParams } from './requestParams';
import type { WebhookRuntime } from '../features/webhooks/worker';
import type { LoaderFactory } from './loaders';
import { usePersistedOperations, type PersistedOperations } from './persisted';
import { useResponseCache, type CacheLookup, type ResponseCache } from './responseCache';

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  /** The features' loaders, made per request (server/graphql/loaders.ts). */
  createLoaders: LoaderFactory;
  db: DB;
  /** The database as a workspace's operations use it (its connections shared fairly with other workspaces'). */
  forWorkspace: (workspaceId: string) => DB;
  pubsub: PubSub;
  presence: Presence;
  memberships: MembershipCheck;
  access: LiveAccess;
  signInMode: 'clerk' | 'builtin';
  /** Outgoing webhooks' settings and worker (server/features/webhooks/worker.ts). */
  webhooks: WebhookRuntime;
  /** The origin this server is reached at (the base of the file addresses exports carry). */
  publicUrl: string;
  verify: TokenVerifier;
  viewers: ViewerResolver;
  authorizedParties: string[];
  production: boolean;
  /** The app's operations by document id; in production the only ones that run. */
  persisted: PersistedOperations;
  log: ErrorLogger;
  /** More envelop plugins (rate limits, observability), after the limits and checks. */
  plugins?: Plugin<GraphQLContext>[];
  /** Answers of queries kept until the database changes (responseCache.ts), and who hears how each query was answered. */
  responseCache?: { cache: ResponseCache; onLookup?: (lookup: CacheLookup) => void };
  /** Told the workspace of each HTTP request's Authorization header once its token is verified (workspaceAdmission.ts). */
  onAuthenticated?: (authorization: string, workspaceId: string) => void;
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
  // The cost limit is added per document below (useCostLimit), so that the app's own operations are spared.
  costLimit: { enabled: false },
  maxDepth: { n: 15, flattenFragments: true, ignoreIntrospection: true },
  maxAliases: { n: 30 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 5000 },
});

/**
 * The query cost limit, for documents that are not among the app's persisted operations. Those are known and
 * bounded (every connection caps `first`), and the cost model multiplies nested literal page sizes: the board's six
 * columns of 50 cards, each with its labels and assignee, cost some 150,000 (fifteen times the limit) while being one
 * SQL query per column. Arbitrary documents (allowed outside production) still pay.
 */
function useCostLimit(persisted: PersistedOperations): Plugin {
  // Fragments cost what their fields cost where they are spread (as maxDepth counts them): a Relay page is made of
  // fragments, and counting each spread as one more level of nesting priced the project list over the limit.
  const rule = costLimitRule({ maxCost: 10000, flattenFragments: true, ignoreIntrospection: true });
  return {
    onValidate({ params, addValidationRule }) {
      const text = params.documentAST.loc?.source.body;
      if (text === undefined || !persisted.includes(text)) addValidationRule(rule);
    },
  };
}

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { db, forWorkspace, createLoaders, pubsub, presence, memberships, access, signInMode, webhooks, publicUrl, verify, viewers } = options;

  /**
   * HTTP verifies and provisions per request (cached per token's claims); a WebSocket's operations read the viewer its
   * socket holds, with no database round trip (the socket's access ends when the session or membership does).
   */
  const authenticate = async (liveSocket: LiveSocket | undefined, authorization: string | null) => {
    try {
      const viewer = liveSocket ? liveSocket.viewer : await viewers.resolve(await verify(bearerToken(authorization)));
      if (!liveSocket && authorization !== null) options.onAuthenticated?.(authorization, viewer.workspace.id);
      const workspaceDb = forWorkspace(viewer.workspace.id);
      return { viewer, authError: null, db: workspaceDb, loaders: createLoaders(workspaceDb, viewer.workspace.id) };
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
      useCostLimit(options.persisted),
      useReadPriceLimit,
      checkInputText,
      refuseUnreadableParams,
      ...(options.production ? [noIntrospection] : []),
      ...((options.plugins ?? []) as Plugin[]),
      ...(options.responseCache ? [useResponseCache(options.responseCache.cache, options.responseCache.onLookup) as Plugin] : []),
      useCompiledOperations(),
    ],
    context: async (initial: YogaInitialContext & ServerContext & WebSocketInitialContext) => ({
      db,
      createLoaders,
      pubsub,
      presence,
      memberships,
      access,
      signInMode,
      webhooks,
      publicUrl,
      liveSocket: initial.liveSocket ?? null,
      // An HTTP request's own fields; a WebSocket operation gets its own request id.
      logFields: requestFieldsOf(initial.req) ?? newRequestFields(),
      ...(await authenticate(initial.liveSocket, initial.request?.headers.get('authorization') ?? null)),
    }),
  });
}

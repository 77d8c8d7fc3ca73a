// The Lanes server: one Node HTTP server with GraphQL over HTTP and WebSocket on /graphql, the built-in sign-in on
// /auth/local, /healthz (liveness), /readyz (database and Redis answer), /metrics (Prometheus), and the built browser
// app. Rate limits per client address and per person; JSON logs with a request id. Also the graceful shutdown that
// loses no committed write.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { BUILTIN_PREFIX, createBuiltinSignIn } from './auth/builtin';
import { CLERK_WEBHOOK_PATH, createClerkWebhooks } from './auth/clerkWebhooks';
import { generateSigningKeys, loadOrCreateDatabaseSigningKeys, loadOrCreateSigningKeys, type SigningKeys } from './auth/keys';
import { bearerToken, createTokenVerifier } from './auth/verify';
import { createViewerResolver, rateLimitKey, type ViewerResolver } from './auth/viewer';
import type { Config } from './config';
import { openDatabase, type DatabaseTarget, type LanesDatabase } from './db/database';
import { createWebhookWorker, directory, featureChangeEvents, featureLoaders, features as lanesFeatures, startCycleRollover, type WebhookWorker } from './features';
import { ATTACHMENTS_PATH, createAttachmentRoutes, type AttachmentRoutes } from './features/attachments/http';
import { createStore } from './features/attachments/store';
import type { Feature } from './graphql/feature';
import { SERVER_BUSY_MESSAGE } from './graphql/errors';
import { createGraphiQLPage } from './graphql/graphiql';
import { createGraphQLServer } from './graphql/http';
import { loadersOf } from './graphql/loaders';
import { ResponseCache } from './graphql/responseCache';
import { shareDatabaseChanges } from './live/databaseChanges';
import { createLanesSchema } from './graphql/schema';
import { loadPersistedOperations, type PersistedOperations } from './graphql/persisted';
import { useGraphQLWebSocket } from './graphql/websocket';
import { keepSocketsAlive } from './live/heartbeat';
import { sendJson } from './http/json';
import { closeIdleConnectionsAfterReading } from './http/keepAlive';
import { createOpenBodies } from './http/openBodies';
import { clientAddress, createMemoryRateLimiter, createRedisRateLimiter, sendRateLimited, type RateLimiter } from './http/rateLimit';
import { useRefusedTokenRateLimit, useUserRateLimit } from './graphql/rateLimit';
import { usePublishedBeforeAnswer } from './graphql/dispatched';
import { useExpensiveReadLimit } from './graphql/expensiveReads';
import { TokenWorkspaces, useWorkspaceAdmission, WorkspaceAdmission, WorkspaceBusyError } from './graphql/workspaceAdmission';
import { runtimeConfigElement } from './http/runtimeConfig';
import { createPagePolicy, STRICT_TRANSPORT_SECURITY } from './http/securityHeaders';
import { createStaticHandler } from './http/static';
import { isValidHost, requestPath, requestTarget } from './http/target';
import { CLOSE_TRY_AGAIN_LATER, createLiveAccess, type LiveAccess } from './live/access';
import { createDispatcher, type ChangeEventBuilder, type Dispatcher } from './live/dispatcher';
import { createMembershipCheck } from './live/membershipCheck';
import { createPresence } from './live/presence';
import { createMemoryPubSub, type PubSub } from './live/pubsub';
import { createRedisPubSub, type RedisPubSub } from './live/redisPubSub';
import { createLogger, newRequestFields, tagWithRequest, type Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { useOperationObservability } from './observability/operations';
import { persistedOperationsFile } from './paths';

export type { Logger } from './observability/logger';

export { CLOSE_TRY_AGAIN_LATER } from './live/access';

export interface LanesServerOptions {
  /** Where the data lives; defaults to the configuration (DATABASE_URL, else PGlite in the data folder). */
  database?: DatabaseTarget;
  /** The built-in sign-in's signing key; defaults to the data folder's (in memory for a memory database). */
  keys?: SigningKeys;
  pubsub?: PubSub;
  logger?: Logger;
  /** The operations by document id; defaults to the Relay compiler's `persisted-operations.json`. */
  persistedOperations?: PersistedOperations;
  /** Defaults to in memory, or Redis when the configuration names one. */
  rateLimiter?: RateLimiter;
  /** The features served (default: every feature of server/features; tests add their own). */
  features?: readonly Feature[];
  /** What the dispatcher publishes for each change-log entry (default: the features' event builders). */
  changeEvents?: readonly ChangeEventBuilder[];
}

export interface LanesServer {
  config: Config;
  database: LanesDatabase;
  keys: SigningKeys;
  pubsub: PubSub;
  viewers: ViewerResolver;
  /** Open sockets, and the ends of access (sign-out, removal from a workspace) that take effect at once. */
  access: LiveAccess;
  /** Publishes the change log's entries as live events, after commit and in order. */
  dispatcher: Dispatcher;
  /** Attachments' upload and download routes, and the sweep of files whose attachment is gone. */
  attachments: AttachmentRoutes;
  /** Outgoing webhooks: turns the change log's entries into deliveries and sends them. */
  webhooks: WebhookWorker;
  metrics: Metrics;
  /** Answers of HTTP queries kept until the database changes. */
  responseCache: ResponseCache;
  /** Each workspace's GraphQL operations over HTTP in progress and waiting for their turn. */
  workspaceAdmission: WorkspaceAdmission;
  /** The Redis pub/sub when REDIS_URL is configured. */
  redis: RedisPubSub | null;
  httpServer: Server;
  /** http://host:port once listening. */
  url: string;
  /** Requests being handled right now. */
  readonly activeRequests: number;
  listen(): Promise<string>;
  /**
   * Stops accepting (a request on a kept-alive connection is refused with 503, Retry-After and Connection: close), finishes
   * the requests in flight, closes WebSockets (1001: clients reconnect elsewhere) and then the database.
   */
  close(): Promise<void>;
}

const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;
/** Headers come in one small burst: a client still sending them after this long is holding a socket, not asking. */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node checks the request and headers timeouts (its default, 30 s, let a timeout run 30 s late). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
const SHUTDOWN_GRACE_MS = 10_000;

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export async function createLanesServer(config: Config, options: LanesServerOptions = {}): Promise<LanesServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const target: DatabaseTarget =
    options.database ??
    (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  const database = await openDatabase(target, { log: logger.error, pool: config.databasePool });
  const { db } = database;
  let redis: RedisPubSub | null = null;

  try {
    // Clerk mode mints nothing: its key stays in memory and the data folder untouched (it may be read-only).
    // On PostgreSQL the key lives in the database, so every instance signs and verifies with the same one.
    const keys =
      options.keys ??
      (target.kind === 'memory' || config.authMode === 'clerk'
        ? generateSigningKeys()
        : target.kind === 'postgres'
          ? await loadOrCreateDatabaseSigningKeys(db)
          : await loadOrCreateSigningKeys(config.dataDir));
    let closeLiveSockets: (() => void) | null = null;
    let metricsRef: Metrics | null = null;
    const responseCache = new ResponseCache({ clock: database.changes, ttlMs: config.responseCacheMs });
    redis =
      !options.pubsub && config.redisUrl
        ? createRedisPubSub({
            url: config.redisUrl,
            keyPrefix: config.redisKeyPrefix,
            log: logger.error,
            onDeliveryLag: (milliseconds) => metricsRef?.deliveryLag(milliseconds),
            onAvailability: (available) => {
              // Without Redis, the other instances' changes go unheard: no answer is kept until it answers again.
              responseCache.enabled = available;
              if (available) return logger.info('Redis answers again: live updates resume.');
              logger.error('Redis is unavailable: live updates stop and WebSockets are told to reconnect.');
              closeLiveSockets?.();
            },
          })
        : null;
    const redisPubSub = redis;
    if (redis) {
      await redis.ready(5_000).catch((error) => logger.error('Starting without Redis (live updates wait for it):', error));
    }
    const pubsub = options.pubsub ?? redisPubSub ?? createMemoryPubSub({ onDeliveryLag: (milliseconds) => metricsRef?.deliveryLag(milliseconds) });
    if (pubsub === redisPubSub) {
      shareDatabaseChanges(database.changes, pubsub, logger.error);
      if (!redisPubSub.isAvailable()) responseCache.enabled = false;
    }
    const rateLimiter =
      options.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(config.redisUrl, config.redisKeyPrefix) : createMemoryRateLimiter());
    const verify = createTokenVerifier({
      jwtKey: config.clerkJwtKey ?? keys.publicKeyPem,
      authorizedParties: config.authorizedParties,
    });
    const viewers = createViewerResolver(db, directory, { sessionsInDatabase: config.authMode === 'builtin' });
    const memberships = createMembershipCheck(db, directory);
    const access = createLiveAccess({ db, directory, pubsub, viewers, memberships, maxSocketsPerUser: config.maxSocketsPerUser, log: logger.error });
    const dispatcher = createDispatcher({
      db,
      clock: database.changes,
      pubsub,
      builders: options.changeEvents ?? featureChangeEvents,
      retentionDays: config.logRetentionDays,
      hold: config.holdDispatch,
      log: logger.error,
    });
    const webhooks = createWebhookWorker({ db, clock: database.changes, settings: config.webhooks, publicUrl: config.publicUrl, log: logger.error });
    const stopCycleRollover = startCycleRollover(db, logger.error);
    // Removals and sign-outs published by any instance are heard from the first request on.
    if (pubsub === redisPubSub && redis?.isAvailable()) {
      await redis.settled(5_000).catch((error) => logger.error('Live access events are not confirmed by Redis yet:', error));
    }
    const metrics = createMetrics({
      openSockets: () => access.socketCount(),
      openSubscriptions: () => pubsub.subscriberCount(),
      poolStats: database.poolStats,
      redisAvailable: redisPubSub ? () => redisPubSub.isAvailable() : undefined,
    });
    metricsRef = metrics;
    /** The rate limit window of the request's client address (its peer, or per LANES_TRUST_PROXY the proxy's word). */
    const addressKey = (req: IncomingMessage, kind: 'graphql' | 'signin') => `${kind}:address:${clientAddress(req, config.trustProxy)}`;
    const workspaceAdmission = new WorkspaceAdmission(config.workspaceAdmission);
    const tokenWorkspaces = new TokenWorkspaces();
    const persisted =
      options.persistedOperations ?? loadPersistedOperations({ file: persistedOperationsFile, production: config.production });
    // The composition root: the kernels are handed the features and what they need of them (server/features).
    const features = options.features ?? lanesFeatures;
    const yoga = createGraphQLServer({
      schema: createLanesSchema({ features }),
      createLoaders: loadersOf(featureLoaders),
      db,
      forWorkspace: database.forWorkspace,
      pubsub,
      presence: createPresence({ pubsub, limits: { perPerson: config.maxPresencePerUser, perSubject: config.maxPresencePerSubject } }),
      memberships,
      access,
      signInMode: config.authMode,
      webhooks,
      publicUrl: config.publicUrl,
      verify,
      viewers,
      authorizedParties: config.authorizedParties,
      production: config.production,
      persisted,
      log: logger.error,
      plugins: [
        useUserRateLimit(rateLimiter, config.rateLimits.perUser, () => metrics.rateLimited('user')),
        useRefusedTokenRateLimit(rateLimiter, config.rateLimits.perAddress, (req) => addressKey(req, 'graphql'), () => metrics.rateLimited('graphql-address')),
        useExpensiveReadLimit(undefined, () => metrics.rateLimited('expensive-reads')),
        useWorkspaceAdmission(workspaceAdmission, () => metrics.rateLimited('workspace-turns')),
        useOperationObservability(logger, metrics),
        // A mutation's events are published before it answers (they come from the change log, after its commit).
        usePublishedBeforeAnswer(dispatcher),
      ],
      responseCache: { cache: responseCache, onLookup: (lookup) => metrics.responseCacheLookup(lookup) },
      onAuthenticated: (authorization, workspaceId) => tokenWorkspaces.remember(authorization, workspaceId),
    });
    const signIn = createBuiltinSignIn({
      db,
      directory,
      keys,
      authorizedParties: config.authorizedParties,
      enabled: config.authMode === 'builtin',
      production: config.production,
      onSessionEnded: (sessionId) => access.endSession(sessionId),
      log: logger.error,
    });
    // On whenever its secret is set, in either sign-in mode (tests drive it with the built-in sign-in's Clerk-shaped ids).
    const clerkWebhooks = config.clerkWebhookSigningSecret
      ? createClerkWebhooks({ db, directory, access, signingSecret: config.clerkWebhookSigningSecret, log: logger.error })
      : null;
    // Files: uploaded beside /graphql with its token and rate limit, downloaded by signed address (features/attachments).
    const attachments = createAttachmentRoutes({
      db,
      store: createStore(config.attachments),
      limits: config.attachments,
      viewerOf: async (authorization) => viewers.resolve(await verify(bearerToken(authorization))),
      limitPerson: async (viewer) => {
        const result = await rateLimiter.consume(rateLimitKey(viewer), config.rateLimits.perUser);
        if (result.allowed) return null;
        metrics.rateLimited('user');
        return result.retryAfterSeconds;
      },
      log: logger.error,
    });
    // Files whose attachment is gone leave the store within the hour (the sweep keeps to files older than that).
    const sweepFiles = () => void attachments.sweepOrphans().catch((error) => logger.error('Sweeping attachment files failed:', error));
    const fileSweep = setInterval(sweepFiles, ATTACHMENT_SWEEP_MS);
    fileSweep.unref();
    const pagePolicy = createPagePolicy({ settings: config.runtimeSettings, webSocketOrigins: config.authorizedParties });
    const serveStatic = createStaticHandler(config.staticDir, {
      serveSourceMaps: !config.production,
      htmlHead: runtimeConfigElement(config.runtimeSettings),
      pagePolicy,
    });
    const graphiql = config.production ? null : createGraphiQLPage(pagePolicy);
    let shuttingDown = false;

    // Liveness: the process answers. Whether it can serve is /readyz's question.
    const health = (res: ServerResponse) => sendJson(res, shuttingDown ? 503 : 200, { status: shuttingDown ? 'shutting-down' : 'ok' });

    const ready = async (res: ServerResponse) => {
      const databaseState = await withTimeout(database.check(), READY_CHECK_TIMEOUT_MS).then(
        () => 'ok',
        (error) => {
          logger.error('Readiness: the database does not answer.', error);
          return 'unavailable';
        },
      );
      const redisState = !redis ? 'not-configured' : redis.isAvailable() ? await withTimeout(redis.check(), READY_CHECK_TIMEOUT_MS).then(() => 'ok', () => 'unavailable') : 'unavailable';
      const isReady = !shuttingDown && databaseState === 'ok' && redisState !== 'unavailable';
      const status = shuttingDown ? 'shutting-down' : isReady ? 'ready' : 'not-ready';
      sendJson(res, isReady ? 200 : 503, { status, database: databaseState, redis: redisState });
    };

    const serveMetrics = async (req: IncomingMessage, res: ServerResponse) => {
      if (config.metricsToken !== null && req.headers.authorization !== `Bearer ${config.metricsToken}`) {
        return sendJson(res, 401, { error: { code: 'UNAUTHENTICATED', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.' } }, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      const text = await metrics.registry.metrics();
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    };

    /** Counts the request against the address's budget; answers 429 and returns false when it is spent. */
    const withinAddressLimit = async (req: IncomingMessage, res: ServerResponse, kind: 'graphql' | 'signin') => {
      const limit = kind === 'graphql' ? config.rateLimits.perAddress : config.rateLimits.signInPerAddress;
      const result = await rateLimiter.consume(addressKey(req, kind), limit);
      if (result.allowed) return true;
      metrics.rateLimited(`${kind}-address`);
      sendRateLimited(res, result.retryAfterSeconds, kind === 'graphql' ? 'graphql' : 'json');
      return false;
    };

    const openBodies = createOpenBodies(config.maxOpenBodiesPerAddress);

    /** Waits for the workspace's turn; answers "busy, retry" and returns false when the workspace's queue says so. */
    const admitAtDoor = async (workspace: string, req: IncomingMessage, res: ServerResponse) => {
      try {
        await workspaceAdmission.admitRequest(workspace, req, res);
        return true;
      } catch (error) {
        if (!(error instanceof WorkspaceBusyError)) throw error;
        metrics.rateLimited('workspace-turns');
        if (!res.closed) sendJson(res, 503, { errors: [{ message: SERVER_BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, { 'Retry-After': '1' });
        return false;
      }
    };

    const route = async (req: IncomingMessage, res: ServerResponse) => {
      // A request on a kept-alive connection after shutdown began: nothing of it is done, and the connection closes,
      // so that the requests in flight drain and the client retries on another instance.
      if (shuttingDown) {
        return sendJson(res, 503, { errors: [{ message: 'The server is restarting: try again.' }] }, { 'Retry-After': '1', Connection: 'close' });
      }
      if (!openBodies.admit(req, clientAddress(req, config.trustProxy))) {
        metrics.rateLimited('open-bodies-address');
        // The body is left unread: the connection cannot carry another request.
        res.setHeader('Connection', 'close');
        return sendRateLimited(res, 1, requestPath(req.url) === '/graphql' ? 'graphql' : 'json');
      }
      const target = requestTarget(req.url);
      if (target === null) {
        return sendJson(res, 400, { error: { code: 'BAD_REQUEST', message: 'The request target is not a valid URL path.' } }, { Connection: 'close' });
      }
      if (!isValidHost(req.headers.host)) {
        return sendJson(res, 400, { error: { code: 'BAD_REQUEST', message: 'The Host header is not a valid host.' } }, { Connection: 'close' });
      }
      // A target in absolute form (`GET http://other.example/graphql`) is served by its path: yoga joins req.url to the
      // Host, which made a URL that does not parse (a 500 with a stack trace).
      req.url = target.originForm;
      const { pathname } = target;
      if (pathname === '/graphql') {
        // Node delivers exactly Content-Length bytes, so the declared length bounds the body yoga buffers. A chunked
        // body declares none; browsers always send a length for fetch's string bodies, so one is required.
        if (req.headers['transfer-encoding'] !== undefined) {
          return sendJson(res, 411, { errors: [{ message: 'Send the request body with a Content-Length.' }] }, { Connection: 'close' });
        }
        if (Number(req.headers['content-length'] ?? 0) > MAX_GRAPHQL_BODY_BYTES) {
          return sendJson(res, 413, { errors: [{ message: 'The request body is too large.' }] }, { Connection: 'close' });
        }
        if (graphiql?.wants(req)) return graphiql.serve(req, res);
        // A request with a token is limited per person (or per address once its token is refused): everyone behind
        // one address (an office's NAT) is not locked out by one person's flood.
        if (req.headers.authorization === undefined && !(await withinAddressLimit(req, res, 'graphql'))) return;
        // A token seen before takes its workspace's turn here, before yoga reads anything of the request.
        const workspace = tokenWorkspaces.workspaceOf(req.headers.authorization);
        if (workspace !== undefined && !(await admitAtDoor(workspace, req, res))) return;
        return yoga(req, res);
      }
      if (pathname === '/healthz') return health(res);
      if (pathname === '/readyz') return ready(res);
      if (pathname === '/metrics') return serveMetrics(req, res);
      if (pathname === CLERK_WEBHOOK_PATH && clerkWebhooks) return clerkWebhooks(req, res);
      if (pathname === ATTACHMENTS_PATH || pathname.startsWith(`${ATTACHMENTS_PATH}/`)) {
        return attachments.serve(req, res, pathname, target.originForm.slice(pathname.length));
      }
      if (pathname === BUILTIN_PREFIX || pathname.startsWith(`${BUILTIN_PREFIX}/`)) {
        if (config.authMode === 'builtin' && !(await withinAddressLimit(req, res, 'signin'))) return;
        return signIn(req, res);
      }
      return serveStatic(req, res, pathname);
    };

    let activeRequests = 0;
    let drained: (() => void) | null = null;
    const unanswered = new Set<ServerResponse>();
    const httpServer = createServer(requestTimeouts(config.requestTimeoutMs), (req, res) => {
      const fields = newRequestFields(req.headers['x-request-id']);
      // The GraphQL context, the built-in sign-in and the webhooks find the request's log fields by its request.
      tagWithRequest(req, fields);
      activeRequests++;
      // A request is over once its response has closed and its handler has settled: a client that hangs up does not
      // stop the work under way, and shutting down waits for that work before it closes the database.
      let ends = 2;
      const ended = () => {
        if (--ends > 0) return;
        activeRequests--;
        if (activeRequests === 0) drained?.();
      };
      const started = performance.now();
      res.setHeader('X-Request-Id', fields.requestId);
      // Production runs behind TLS termination (README, Production): browsers keep to https from the first answer on.
      if (config.production) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      unanswered.add(res);
      res.once('close', () => {
        unanswered.delete(res);
        ended();
        const routeLabel = metricsRoute(req.url);
        const seconds = (performance.now() - started) / 1000;
        metrics.httpRequest(routeLabel, res.statusCode, seconds);
        if (routeLabel !== 'other' && routeLabel !== '/metrics' && routeLabel !== '/healthz') {
          logger.info('HTTP request', { ...fields, method: req.method, route: routeLabel, status: res.statusCode, durationMs: Math.round(seconds * 10_000) / 10 });
        }
      });
      route(req, res).catch((error) => {
        logger.error(`Request ${req.method} ${JSON.stringify(req.url)} failed:`, error, fields);
        if (!res.headersSent) sendJson(res, 500, { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' } });
        else res.destroy();
      }).finally(ended);
    });
    closeIdleConnectionsAfterReading(httpServer);

    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_GRAPHQL_BODY_BYTES });
    const webSockets = useGraphQLWebSocket(wss, yoga, {
      log: logger.error,
      verify,
      viewers,
      access,
      maxSubscriptionsPerSocket: config.maxSubscriptionsPerSocket,
      production: config.production,
      persisted,
      limitSubscription: async (live) => {
        const result = await rateLimiter.consume(rateLimitKey(live.viewer), config.rateLimits.perUser);
        if (result.allowed) return null;
        metrics.rateLimited('user');
        return result.retryAfterSeconds;
      },
    });
    const heartbeat = keepSocketsAlive(wss, config.webSocketHeartbeatMs);
    closeLiveSockets = () => {
      for (const client of wss.clients) client.close(CLOSE_TRY_AGAIN_LATER, 'Live updates are unavailable: reconnecting.');
    };
    httpServer.on('upgrade', (req, socket, head) => {
      // A socket error (a client resetting mid-upgrade) must not become an uncaught 'error' event.
      socket.on('error', () => socket.destroy());
      const target = requestTarget(req.url);
      const origin = req.headers.origin;
      const refuse = (status: string) => {
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      };
      if (shuttingDown) return refuse('503 Service Unavailable');
      if (target === null) return refuse('400 Bad Request');
      if (target.pathname !== '/graphql') return refuse('404 Not Found');
      req.url = target.originForm;
      if (origin !== undefined && !config.authorizedParties.includes(origin)) return refuse('403 Forbidden');
      // Without Redis this instance would miss other instances' events: the client retries until it is back.
      if (redis && !redis.isAvailable()) return refuse('503 Service Unavailable');
      void rateLimiter.consume(addressKey(req, 'graphql'), config.rateLimits.perAddress).then((limit) => {
        if (!limit.allowed) {
          metrics.rateLimited('websocket-address');
          socket.end(`HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${limit.retryAfterSeconds}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
          return;
        }
        if (socket.destroyed) return;
        try {
          wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
        } catch (error) {
          logger.error(`Upgrade of ${JSON.stringify(req.url)} failed:`, error);
          refuse('400 Bad Request');
        }
      });
    });

    let closing: Promise<void> | null = null;
    const server: LanesServer = {
      config,
      database,
      keys,
      pubsub,
      viewers,
      access,
      dispatcher,
      attachments,
      webhooks,
      metrics,
      responseCache,
      workspaceAdmission,
      redis,
      httpServer,
      url: '',
      get activeRequests() {
        return activeRequests;
      },
      listen: () =>
        new Promise((resolve, reject) => {
          httpServer.once('error', reject);
          httpServer.listen(config.port, config.host, () => {
            httpServer.off('error', reject);
            const { port } = httpServer.address() as AddressInfo;
            const host = config.host.includes(':') ? `[${config.host}]` : config.host;
            server.url = `http://${host}:${port}`;
            resolve(server.url);
          });
        }),
      close: () =>
        (closing ??= (async () => {
          shuttingDown = true;
          const stopped = new Promise<void>((resolve) => {
            if (!httpServer.listening) return resolve();
            httpServer.close(() => resolve());
          });
          // The requests in flight answer, then their connections close: no client sends another on them.
          for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
          httpServer.closeIdleConnections();
          heartbeat.stop();
          clearInterval(fileSweep);
          await webSockets.dispose();
          await access.close();
          // The requests in flight finish first: they still count against rate limits and publish their changes
          // (closing Redis under them left their commands unanswered for good). The grace period holds the process
          // open meanwhile, so shutting down always reaches the database's close.
          if (activeRequests > 0) {
            await new Promise<void>((resolve) => {
              const grace = setTimeout(resolve, SHUTDOWN_GRACE_MS);
              drained = () => {
                clearTimeout(grace);
                resolve();
              };
            });
          }
          await stopCycleRollover();
          // What the last requests committed is published before the pub/sub closes.
          await dispatcher.close();
          await webhooks.close();
          await pubsub.close();
          await rateLimiter.close();
          httpServer.closeAllConnections();
          await stopped;
          await yoga.dispose();
          await database.close();
        })()),
    };
    return server;
  } catch (error) {
    await redis?.close();
    await database.close();
    throw error;
  }
}

const READY_CHECK_TIMEOUT_MS = 2_000;
/** How often stored files whose attachment is gone are looked for. */
const ATTACHMENT_SWEEP_MS = 60 * 60 * 1000;

/** A request (a body trickled byte by byte, say) still arriving after `requestTimeout` ms is answered 408 and closed. */
function requestTimeouts(requestTimeout: number): ServerOptions {
  return {
    requestTimeout,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${milliseconds} ms.`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const METRICS_ROUTES = new Set(['/graphql', '/healthz', '/readyz', '/metrics', CLERK_WEBHOOK_PATH]);

/** A bounded label for the request's route (never the raw path: that would grow the metrics without end). */
function metricsRoute(url: string | undefined): string {
  const pathname = requestPath(url);
  if (pathname === null) return 'other';
  if (METRICS_ROUTES.has(pathname)) return pathname;
  if (pathname === BUILTIN_PREFIX || pathname.startsWith(`${BUILTIN_PREFIX}/`)) return BUILTIN_PREFIX;
  if (pathname === ATTACHMENTS_PATH || pathname.startsWith(`${ATTACHMENTS_PATH}/`)) return ATTACHMENTS_PATH;
  return 'static';
}

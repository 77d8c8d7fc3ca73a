// The Lanes server: one Node HTTP server with GraphQL over HTTP and WebSocket on /graphql, the built-in sign-in on
// /auth/local, /healthz, and the built browser app. Also the graceful shutdown that loses no committed write.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { BUILTIN_PREFIX, createBuiltinSignIn } from './auth/builtin';
import { generateSigningKeys, loadOrCreateSigningKeys, type SigningKeys } from './auth/keys';
import { createTokenVerifier } from './auth/verify';
import { createViewerResolver, type ViewerResolver } from './auth/viewer';
import type { Config } from './config';
import { openDatabase, type DatabaseTarget, type LanesDatabase } from './db/database';
import type { Feature } from './graphql/feature';
import { createGraphiQLPage } from './graphql/graphiql';
import { createGraphQLServer } from './graphql/http';
import { createLanesSchema } from './graphql/schema';
import { loadPersistedOperations, type PersistedOperations } from './graphql/persisted';
import { useGraphQLWebSocket } from './graphql/websocket';
import { sendJson } from './http/json';
import { createStaticHandler } from './http/static';
import { requestPath } from './http/target';
import { createLiveAccess, type LiveAccess } from './live/access';
import { createMembershipCheck } from './live/membershipCheck';
import { createMemoryPubSub, type PubSub } from './live/pubsub';
import { persistedOperationsFile } from './paths';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface LanesServerOptions {
  /** Where the data lives; defaults to the configuration (DATABASE_URL, else PGlite in the data folder). */
  database?: DatabaseTarget;
  /** The built-in sign-in's signing key; defaults to the data folder's (in memory for a memory database). */
  keys?: SigningKeys;
  pubsub?: PubSub;
  logger?: Logger;
  /** The operations by document id; defaults to the Relay compiler's `persisted-operations.json`. */
  persistedOperations?: PersistedOperations;
  /** The features served (default: every feature of server/features; tests add their own). */
  features?: readonly Feature[];
}

export interface LanesServer {
  config: Config;
  database: LanesDatabase;
  keys: SigningKeys;
  pubsub: PubSub;
  viewers: ViewerResolver;
  /** Open sockets, and the ends of access (sign-out, removal from a workspace) that take effect at once. */
  access: LiveAccess;
  httpServer: Server;
  /** http://host:port once listening. */
  url: string;
  /** Requests being handled right now. */
  readonly activeRequests: number;
  listen(): Promise<string>;
  /** Stops accepting, finishes the requests in flight, closes WebSockets and then the database. */
  close(): Promise<void>;
}

const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export async function createLanesServer(config: Config, options: LanesServerOptions = {}): Promise<LanesServer> {
  const logger = options.logger ?? consoleLogger;
  const target: DatabaseTarget =
    options.database ??
    (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  const database = await openDatabase(target, { log: logger.error });
  const { db } = database;

  try {
    // Clerk mode mints nothing: its key stays in memory and the data folder untouched (it may be read-only).
    const keys =
      options.keys ??
      (target.kind === 'memory' || config.authMode === 'clerk'
        ? generateSigningKeys()
        : await loadOrCreateSigningKeys(config.dataDir));
    const pubsub = options.pubsub ?? createMemoryPubSub();
    const verify = createTokenVerifier({
      jwtKey: config.clerkJwtKey ?? keys.publicKeyPem,
      authorizedParties: config.authorizedParties,
    });
    const viewers = createViewerResolver(db);
    const access = createLiveAccess({ db, pubsub, viewers, maxSocketsPerUser: config.maxSocketsPerUser, log: logger.error });
    const persisted =
      options.persistedOperations ?? loadPersistedOperations({ file: persistedOperationsFile, production: config.production });
    const yoga = createGraphQLServer({
      schema: createLanesSchema({ features: options.features }),
      db,
      pubsub,
      memberships: createMembershipCheck(db),
      verify,
      viewers,
      authorizedParties: config.authorizedParties,
      production: config.production,
      persisted,
      log: logger.error,
    });
    const signIn = createBuiltinSignIn({
      db,
      keys,
      authorizedParties: config.authorizedParties,
      enabled: config.authMode === 'builtin',
      production: config.production,
      onSessionEnded: (sessionId) => access.endSession(sessionId),
      log: logger.error,
    });
    const serveStatic = createStaticHandler(config.staticDir, { serveSourceMaps: !config.production });
    const graphiql = config.production ? null : createGraphiQLPage();
    let shuttingDown = false;

    const health = async (res: ServerResponse) => {
      if (shuttingDown) return sendJson(res, 503, { status: 'shutting-down', database: 'ok' });
      try {
        await database.check();
        sendJson(res, 200, { status: 'ok', database: 'ok' });
      } catch (error) {
        logger.error('Health check: the database does not answer.', error);
        sendJson(res, 503, { status: 'error', database: 'unavailable' });
      }
    };

    const route = async (req: IncomingMessage, res: ServerResponse) => {
      const pathname = requestPath(req.url);
      if (pathname === null) {
        return sendJson(res, 400, { error: { code: 'BAD_REQUEST', message: 'The request target is not a valid URL path.' } }, { Connection: 'close' });
      }
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
        return yoga(req, res);
      }
      if (pathname === '/healthz') return health(res);
      if (pathname === BUILTIN_PREFIX || pathname.startsWith(`${BUILTIN_PREFIX}/`)) return signIn(req, res);
      return serveStatic(req, res, pathname);
    };

    let activeRequests = 0;
    let drained: (() => void) | null = null;
    const httpServer = createServer((req, res) => {
      activeRequests++;
      res.once('close', () => {
        activeRequests--;
        if (activeRequests === 0) drained?.();
      });
      route(req, res).catch((error) => {
        logger.error(`Request ${req.method} ${JSON.stringify(req.url)} failed:`, error);
        if (!res.headersSent) sendJson(res, 500, { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' } });
        else res.destroy();
      });
    });

    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_GRAPHQL_BODY_BYTES });
    const webSockets = useGraphQLWebSocket(wss, yoga, {
      verify,
      viewers,
      access,
      maxSubscriptionsPerSocket: config.maxSubscriptionsPerSocket,
      production: config.production,
      persisted,
    });
    httpServer.on('upgrade', (req, socket, head) => {
      // A socket error (a client resetting mid-upgrade) must not become an uncaught 'error' event.
      socket.on('error', () => socket.destroy());
      const pathname = requestPath(req.url);
      const origin = req.headers.origin;
      const refuse = (status: string) => {
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      };
      if (shuttingDown) return refuse('503 Service Unavailable');
      if (pathname === null) return refuse('400 Bad Request');
      if (pathname !== '/graphql') return refuse('404 Not Found');
      if (origin !== undefined && !config.authorizedParties.includes(origin)) return refuse('403 Forbidden');
      try {
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      } catch (error) {
        logger.error(`Upgrade of ${JSON.stringify(req.url)} failed:`, error);
        refuse('400 Bad Request');
      }
    });

    let closing: Promise<void> | null = null;
    const server: LanesServer = {
      config,
      database,
      keys,
      pubsub,
      viewers,
      access,
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
          httpServer.closeIdleConnections();
          await webSockets.dispose();
          await access.close();
          await pubsub.close();
          if (activeRequests > 0) {
            await new Promise<void>((resolve) => {
              drained = resolve;
              setTimeout(resolve, SHUTDOWN_GRACE_MS).unref();
            });
          }
          httpServer.closeAllConnections();
          await stopped;
          await yoga.dispose();
          await database.close();
        })()),
    };
    return server;
  } catch (error) {
    await database.close();
    throw error;
  }
}

// startTestServer(): the real Lanes server on 127.0.0.1 and a free port, on a fresh database (PGlite in memory, or
// PostgreSQL when DATABASE_URL is set), signing with the test key. In a test file, `const server = useTestServer()`
// starts one before the file's tests and stops it after them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLanesServer, type LanesServer, type Logger } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseTarget } from '../db/database';
import type { Feature } from '../graphql/feature';
import type { PersistedOperations } from '../graphql/persisted';
import type { RateLimiter } from '../http/rateLimit';
import type { PubSub } from '../live/pubsub';
import { createTestDatabase } from './database';
import { TEST_ORIGIN, testKeys } from './tokens';

import { STARTUP_TIMEOUT_MS } from './timeouts';

export { STARTUP_TIMEOUT_MS };

export interface TestServer extends LanesServer {
  /** Closes the server and drops its database. */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Configuration overrides; environment variables are ignored. */
  config?: Partial<Config>;
  /** The operations by document id, instead of the app's `persisted-operations.json`. */
  persistedOperations?: PersistedOperations;
  /** A database to use instead of a fresh one (e.g. a PGlite data folder); it is not dropped. */
  database?: DatabaseTarget;
  /** Live events (default: the in-memory pub/sub). */
  pubsub?: PubSub;
  /** Rate limits (default: in memory, or Redis with REDIS_URL). */
  rateLimiter?: RateLimiter;
  /** The features served (default: every feature of server/features). */
  features?: readonly Feature[];
  /** Where the server logs; defaults to the console. */
  logger?: Logger;
}

/** Each test run's Redis channels and keys stay its own (several runs may share one Redis). */
export const TEST_REDIS_KEY_PREFIX = `lanes-test-${process.pid}-${Date.now().toString(36)}:`;

/** The test configuration: REDIS_URL from the environment (live events and rate limits through Redis), else none. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    redisUrl: process.env.REDIS_URL || null,
    redisKeyPrefix: TEST_REDIS_KEY_PREFIX,
    port: 0,
    host: '127.0.0.1',
    authorizedParties: [TEST_ORIGIN],
    publicUrl: TEST_ORIGIN,
    staticDir: '/nonexistent-lanes-static-dir',
    ...overrides,
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fresh = options.database ? null : await createTestDatabase();
  // Attachments' files go to a folder of the server's own, removed when it stops (never the working copy's data folder).
  const uploads = options.config?.attachments ? null : await mkdtemp(path.join(tmpdir(), 'lanes-test-uploads-'));
  const config = testConfig(options.config);
  if (uploads) config.attachments = { ...config.attachments, uploadsDir: uploads };
  const server = await createLanesServer(config, {
    database: options.database ?? fresh!.target,
    persistedOperations: options.persistedOperations,
    pubsub: options.pubsub,
    rateLimiter: options.rateLimiter,
    features: options.features,
    keys: testKeys,
    logger: options.logger ?? { info() {}, error: (message, error) => console.error(message, error) },
  });
  await server.listen();
  return Object.assign(server, {
    stop: async () => {
      await server.close();
      await fresh?.drop();
      if (uploads) await rm(uploads, { recursive: true, force: true });
    },
  });
}

/**
 * The test file's server: started in beforeAll, stopped in afterAll. Use the returned object in tests (not at the top
 * level of the file: the server starts only when the tests do).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());
  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (!server) throw new Error('The test server starts in beforeAll: use it inside a test or a hook.');
      const value = Reflect.get(server, property, server);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}

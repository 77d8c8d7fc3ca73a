// startTestServer(): the real Lanes server on 127.0.0.1 and a free port, on a fresh database (PGlite in memory, or
// PostgreSQL when DATABASE_URL is set), signing with the test key. Start one per test file and stop it afterwards.
import { createLanesServer, type LanesServer, type Logger } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseTarget } from '../db/database';
import type { PersistedOperations } from '../graphql/persisted';
import { createTestDatabase } from './database';
import { TEST_ORIGIN, testKeys } from './tokens';

/** For the beforeAll that starts a server: the first start of a run also builds the cached database dump. */
export const STARTUP_TIMEOUT_MS = 60_000;

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
    staticDir: '/nonexistent-lanes-static-dir',
    ...overrides,
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fresh = options.database ? null : await createTestDatabase();
  const server = await createLanesServer(testConfig(options.config), {
    database: options.database ?? fresh!.target,
    persistedOperations: options.persistedOperations,
    keys: testKeys,
    logger: options.logger ?? { info() {}, error: (message, error) => console.error(message, error) },
  });
  await server.listen();
  return Object.assign(server, {
    stop: async () => {
      await server.close();
      await fresh?.drop();
    },
  });
}

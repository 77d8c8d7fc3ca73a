// Two server instances on one fresh database and one private redis-server (see redis.ts), as several instances of a
// deployment share them: started before a file's tests and stopped after, with Redis the test may take away.
import type { Config } from '../config';
import { createTestDatabase, type TestDatabase } from './database';
import { privateRedis, type PrivateRedis } from './redis';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer, type TestServerOptions } from './server';

export interface TwoInstances {
  readonly redis: PrivateRedis;
  readonly one: TestServer;
  readonly two: TestServer;
}

/**
 * Starts them in `beforeAll` and stops them in `afterAll`. Both get `config`, the private Redis's address and a key
 * prefix of their own (`name`), so files running at once never share Redis keys.
 */
export function useTwoInstances(name: string, options: { config?: Partial<Config>; logger?: TestServerOptions['logger'] } = {}): TwoInstances {
  let started: { redis: PrivateRedis; database: TestDatabase; one: TestServer; two: TestServer } | null = null;
  let redis: PrivateRedis | null = null;
  let database: TestDatabase | null = null;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    database = await createTestDatabase();
    const config = { ...options.config, redisUrl: redis.url, redisKeyPrefix: `${name}-${process.pid}:` };
    for (let i = 0; i < 2; i++) servers.push(await startTestServer({ database: database.target, config, logger: options.logger }));
    started = { redis, database, one: servers[0], two: servers[1] };
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    await redis?.stop();
  });
  const get = () => {
    if (!started) throw new Error('The instances start in beforeAll: use them inside a test or a hook.');
    return started;
  };
  return {
    get redis() {
      return get().redis;
    },
    get one() {
      return get().one;
    },
    get two() {
      return get().two;
    },
  };
}

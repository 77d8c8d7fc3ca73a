// One Lanes server instance as its own process, for the tests of several instances on one PostgreSQL database and one
// Redis: `node --import tsx server/test/instance.ts` with DATABASE_URL and REDIS_URL (and REDIS_KEY_PREFIX) set.
// Built-in sign-in, signing key from the database (as in a deployment); prints {"url": …} once listening and stops on SIGTERM.
// Without REDIS_URL it runs alone (in-process pub/sub); LANES_TEST_HOLD_DISPATCH=1 holds its dispatcher (the kill test).
import { createLanesServer } from '../app';
import { testConfig } from './server';

const databaseUrl = process.env.DATABASE_URL!;
const server = await createLanesServer(
  testConfig({
    databaseUrl,
    redisUrl: process.env.REDIS_URL || null,
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX ?? 'lanes-test:',
    holdDispatch: process.env.LANES_TEST_HOLD_DISPATCH === '1',
  }),
  {
    database: { kind: 'postgres', url: databaseUrl },
    logger: { info() {}, error: (message, error) => console.error(message, error ?? '') },
  },
);
const url = await server.listen();
console.log(JSON.stringify({ url }));
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

// The bench's second server instance, as its own process: `node --import tsx bench/instance.ts` with DATABASE_URL (the
// bench's database), REDIS_URL and REDIS_KEY_PREFIX set, and BENCH_SIGNING_KEY (the first instance's private key, PKCS#8
// PEM: the bench's tokens work on both instances) and BENCH_RATE_LIMITS. Prints {"url": …} once listening and stops on
// SIGTERM.
import { createPrivateKey } from 'node:crypto';
import { signingKeysFromPrivateKey } from '../server/auth/keys';
import { createLanesServer } from '../server/app';
import { testConfig } from '../server/test/server';
import { TEST_ORIGIN } from '../server/test/tokens';

const databaseUrl = process.env.DATABASE_URL!;
const server = await createLanesServer(
  testConfig({
    databaseUrl,
    redisUrl: process.env.REDIS_URL!,
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX!,
    authorizedParties: [TEST_ORIGIN],
    rateLimits: JSON.parse(process.env.BENCH_RATE_LIMITS!),
  }),
  {
    database: { kind: 'postgres', url: databaseUrl },
    keys: signingKeysFromPrivateKey(createPrivateKey(process.env.BENCH_SIGNING_KEY!)),
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

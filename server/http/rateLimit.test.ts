// Who the rate limits count: people behind one address are each limited as themselves (the address's budget is for
// requests without a valid token), and while Redis is away each instance counts in its own memory (a person gets the
// limit on every instance: the documented choice).
import { gql } from '../test/client';
import { useTwoInstances } from '../test/instances';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { testOrg, testUser, tokenFor } from '../test/tokens';

const VIEWER = '{ viewer { user { name } } }';

/** The statuses of `count` viewer requests in turn. */
async function statuses(server: TestServer, count: number, token?: string) {
  const answered: number[] = [];
  for (let index = 0; index < count; index++) answered.push((await gql(server, VIEWER, {}, token)).status);
  return answered;
}

describe('behind one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { rateLimits: { perUser: 3, perAddress: 5, signInPerAddress: 5 } } });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('limits each signed-in person as themselves: one person’s flood never locks out a colleague on the same address', async () => {
    const acme = testOrg('Acme');
    const flooder = tokenFor(testUser('Flo'), acme, 'member');
    const colleague = tokenFor(testUser('Col'), testOrg('Globex'), 'member');
    expect(await statuses(server, 6, flooder)).toEqual([200, 200, 200, 429, 429, 429]);
    // Nine requests from 127.0.0.1 by now, past its five: the colleague is held only to their own three.
    expect(await statuses(server, 4, colleague)).toEqual([200, 200, 200, 429]);
  });

  it('holds requests without a token, or with one it refuses, to the address’s budget', async () => {
    const refused = tokenFor(testUser('Eve'), testOrg('Acme'), 'member', { expiresIn: -120 });
    const answered = [...(await statuses(server, 3)), ...(await statuses(server, 3, refused))];
    expect(answered.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(answered[5]).toBe(429);
    // Signed-in people on the same address go on.
    expect(await statuses(server, 1, tokenFor(testUser('Sam'), testOrg('Acme'), 'member'))).toEqual([200]);
  });
});

describe('while Redis is away', () => {
  // Quiet: losing Redis is logged, as it should be, and is the point here.
  const instances = useTwoInstances('rate', {
    config: { rateLimits: { perUser: 3, perAddress: 1000, signInPerAddress: 1000 } },
    logger: { info() {}, error() {} },
  });

  it('shares a person’s budget between instances through Redis, and without it each instance allows the limit (fails open)', async () => {
    const { one, two, redis } = instances;
    const acme = testOrg('Acme');
    const shared = tokenFor(testUser('Ivy'), acme, 'member');
    expect([...(await statuses(one, 2, shared)), ...(await statuses(two, 2, shared))]).toEqual([200, 200, 200, 429]);

    await redis.stop();
    for (const server of [one, two]) {
      while (server.redis!.isAvailable()) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // A fresh person: three on each instance, six in all, and no request fails because the limiter's store is gone.
    const away = tokenFor(testUser('Ray'), acme, 'member');
    expect(await statuses(one, 4, away)).toEqual([200, 200, 200, 429]);
    expect(await statuses(two, 4, away)).toEqual([200, 200, 200, 429]);
  }, 30_000);
});

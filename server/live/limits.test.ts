import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { testOrg, testUser, tokenFor } from '../test/tokens';

const PROJECT_EVENTS = `subscription { projectEvents { kind } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { maxSocketsPerUser: 2, maxSubscriptionsPerSocket: 3 } });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

async function waitForSubscriptions(count: number) {
  for (let waited = 0; server.pubsub.subscriberCount() !== count; waited += 10) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${count} subscriptions.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('limits on live updates', () => {
  it('refuses a subscription beyond the per-socket cap with RATE_LIMITED, and takes one again once another ends', async () => {
    const socket = await openLiveSocket(server, tokenFor(testUser('Vera'), testOrg('Acme'), 'viewer'));
    const before = server.pubsub.subscriberCount();
    try {
      for (const id of ['1', '2', '3']) socket.subscribe(id, PROJECT_EVENTS);
      await waitForSubscriptions(before + 3);
      socket.subscribe('4', PROJECT_EVENTS);
      expect(await socket.message('4')).toMatchObject({
        type: 'error',
        payload: [{ message: expect.stringMatching(/Too many subscriptions on this connection \(at most 3\)/), extensions: { code: 'RATE_LIMITED' } }],
      });

      socket.complete('1');
      await waitForSubscriptions(before + 2);
      socket.subscribe('5', PROJECT_EVENTS);
      await waitForSubscriptions(before + 3);
      await expect(socket.message('5', 300)).rejects.toThrow(/Timed out/);
    } finally {
      await socket.close();
    }
  });

  it('closes a socket that keeps subscribing past the cap (a flood) with 4429', async () => {
    const socket = await openLiveSocket(server, tokenFor(testUser('Vera'), testOrg('Acme'), 'viewer'));
    for (let id = 0; id < 100; id++) socket.subscribe(String(id), PROJECT_EVENTS);
    await expect(socket.closed).resolves.toMatchObject({ code: 4429, reason: expect.stringMatching(/Too many subscriptions/) });
  });

  it('closes a socket beyond the per-person cap with 4429, and leaves other people alone', async () => {
    const vera = testUser('Vera');
    const acme = testOrg('Acme');
    const first = await openLiveSocket(server, tokenFor(vera, acme, 'viewer'));
    const second = await openLiveSocket(server, tokenFor(vera, acme, 'viewer'));
    try {
      await expect(openLiveSocket(server, tokenFor(vera, acme, 'viewer'))).rejects.toMatchObject({
        code: 4429,
        reason: expect.stringMatching(/Too many live connections/),
      });
      const other = await openLiveSocket(server, tokenFor(testUser('Max'), acme, 'member'));
      await other.close();
      await first.close();
      const again = await openLiveSocket(server, tokenFor(vera, acme, 'viewer'));
      await again.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

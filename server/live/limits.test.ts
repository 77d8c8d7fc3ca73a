import { createIssue, issueTeam } from '../test/issues';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { openLiveSocket } from '../test/subscriptions';
import { testOrg, testUser, tokenFor } from '../test/tokens';

const PROJECT_EVENTS = `subscription { projectEvents { kind } }`;
const presence = (subject: string) => `subscription { presence(subject: "${subject}") { people { id } } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { maxSocketsPerUser: 2, maxSubscriptionsPerSocket: 3, maxPresencePerUser: 2, maxPresencePerSubject: 3 } });
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

  it('refuses presence beyond 2 open per person with RATE_LIMITED, and takes one again once another ends', async () => {
    const acme = await issueTeam(server);
    const [first, second] = await Promise.all([createIssue(server, acme.admin, acme.projectId), createIssue(server, acme.admin, acme.projectId)]);
    const socket = await openLiveSocket(server, acme.admin);
    try {
      socket.subscribe('board', presence(acme.projectId));
      socket.subscribe('issue', presence(first.id));
      expect(await socket.message('board')).toMatchObject({ type: 'next', payload: { data: { presence: { people: [] } } } });
      expect(await socket.message('issue')).toMatchObject({ type: 'next' });
      socket.subscribe('another issue', presence(second.id));
      expect(await socket.message('another issue')).toMatchObject({
        type: 'next',
        payload: { errors: [{ message: expect.stringMatching(/at most 2 per person/), extensions: { code: 'RATE_LIMITED' } }] },
      });

      socket.complete('issue');
      socket.subscribe('another issue, again', presence(second.id));
      expect(await socket.message('another issue, again')).toMatchObject({ type: 'next', payload: { data: { presence: { people: [] } } } });
    } finally {
      await socket.close();
    }
  });

  it('refuses a tab beyond 3 looking at one board with RATE_LIMITED, and the others go on seeing each other', async () => {
    const acme = await issueTeam(server);
    const sockets = await Promise.all([acme.admin, acme.member, acme.viewer].map((token) => openLiveSocket(server, token)));
    const [admin, member, viewer] = sockets;
    try {
      admin.subscribe('1', presence(acme.projectId));
      expect(await admin.message('1')).toMatchObject({ type: 'next' });
      member.subscribe('1', presence(acme.projectId));
      expect(await member.message('1')).toMatchObject({ type: 'next' });
      viewer.subscribe('1', presence(acme.projectId));
      expect(await viewer.message('1')).toMatchObject({ type: 'next' });
      member.subscribe('2', presence(acme.projectId));
      expect(await member.message('2')).toMatchObject({
        type: 'next',
        payload: { errors: [{ message: expect.stringMatching(/Too many people are looking at this right now \(at most 3\)/), extensions: { code: 'RATE_LIMITED' } }] },
      });
      const people = async (message: Promise<{ payload?: unknown }>) =>
        ((await message).payload as { data: { presence: { people: Array<{ id: string }> } } }).data.presence.people.map((person) => person.id);
      while ((await people(admin.message('1'))).length < 2);
      viewer.complete('1');
      expect(await people(admin.message('1'))).toEqual([acme.userIds.member]);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});

import { CLOSE_TRY_AGAIN_LATER } from '../live/access';
import { createMemoryRateLimiter, type RateLimiter } from '../http/rateLimit';
import { useTestServer } from '../test/server';
import { openLiveSocket, openSocket } from '../test/subscriptions';
import { testOrg, testUser, tokenFor } from '../test/tokens';
import { TRY_AGAIN_LATER_REASON } from './websocket';

const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
const PROJECT_EVENTS = `subscription { projectEvents { kind project { key } } }`;

// The database pool or Redis failing for a moment, as in a connection storm: toggled by the tests.
let failing = false;
const memory = createMemoryRateLimiter();
const rateLimiter: RateLimiter = {
  consume: async (key, limit) => {
    if (failing && key.startsWith('user:')) throw new Error(POOL_TIMEOUT);
    return memory.consume(key, limit);
  },
  close: () => memory.close(),
};
const logged: unknown[] = [];
const server = useTestServer({ rateLimiter, logger: { info() {}, error: (_message, error) => logged.push(error) } });
afterEach(() => {
  failing = false;
  logged.length = 0;
});

/** Runs `during` while loading a viewer fails as the database pool does when it is busy. */
async function whileViewersFail<T>(during: () => Promise<T>): Promise<T> {
  const viewers = server.viewers;
  const resolve = viewers.resolve;
  viewers.resolve = async () => {
    throw new Error(POOL_TIMEOUT);
  };
  try {
    return await during();
  } finally {
    viewers.resolve = resolve;
  }
}

describe('a WebSocket meeting a failure of ours', () => {
  it('while connecting (the viewer cannot be loaded) closes with 1013 and a fixed reason, and the next connection is served', async () => {
    const token = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const refused = await whileViewersFail(() => openSocket(server, { connectionParams: { authorization: `Bearer ${token}` } }));
    // graphql-ws clients reconnect after 1013; 4500 (with the pool's message) made them give up.
    expect(refused).toEqual({ acknowledged: false, closeCode: CLOSE_TRY_AGAIN_LATER, closeReason: TRY_AGAIN_LATER_REASON });
    expect(logged).toEqual([expect.objectContaining({ message: POOL_TIMEOUT })]);
    expect(await openSocket(server, { connectionParams: { authorization: `Bearer ${token}` } })).toMatchObject({ acknowledged: true });
  });

  it('while checking a fresh token handed over in a ping keeps the socket and its token, and answers the ping', async () => {
    const socket = await openLiveSocket(server, tokenFor(testUser('Cy'), testOrg('Acme'), 'member'));
    try {
      const fresh = tokenFor(testUser('Cy'), testOrg('Acme'), 'member');
      await whileViewersFail(() => socket.ping({ authorization: `Bearer ${fresh}` }));
      expect(socket.isOpen).toBe(true);
      expect(logged).toEqual([expect.objectContaining({ message: POOL_TIMEOUT })]);
    } finally {
      await socket.close();
    }
  });

  it('while subscribing (the rate limit cannot be checked) closes with 1013 and a fixed reason', async () => {
    const socket = await openLiveSocket(server, tokenFor(testUser('Bo'), testOrg('Acme'), 'member'));
    failing = true;
    socket.subscribe('events', PROJECT_EVENTS);
    expect(await socket.closed).toEqual({ code: CLOSE_TRY_AGAIN_LATER, reason: TRY_AGAIN_LATER_REASON });
    expect(logged).toEqual([expect.objectContaining({ message: POOL_TIMEOUT })]);
  });
});

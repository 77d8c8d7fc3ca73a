import WebSocket from 'ws';
import { graphql } from '../test/__generated__';
import type { HeartbeatTestPresenceSubscription } from '../test/__generated__/graphql';
import { issueTeam } from '../test/issues';
import { useTestServer } from '../test/server';
import { subscribe } from '../test/subscriptions';
import { TEST_ORIGIN } from '../test/tokens';

const PRESENCE = graphql(`subscription HeartbeatTestPresence($subject: ID!) {
  presence(subject: $subject) { people { id } }
}`);

const HEARTBEAT_MS = 200;
const server = useTestServer({ config: { webSocketHeartbeatMs: HEARTBEAT_MS } });
jest.setTimeout(30_000);

/**
 * A graphql-transport-ws socket acknowledged with the token that counts the server's pings: one that never answers them
 * (as a vanished tab's) looking at a subject, or one that answers them and looks at nothing (a witness of the rounds).
 */
async function rawSocket(token: string, { answersPings, subject }: { answersPings: boolean; subject?: string }) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { Origin: TEST_ORIGIN },
    autoPong: answersPings,
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  let pings = 0;
  const waiters: Array<() => void> = [];
  socket.on('ping', () => {
    pings++;
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'connection_ack') {
        if (subject) socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: PRESENCE.toString(), variables: { subject } } }));
        resolve();
      }
    });
    socket.once('close', () => reject(new Error('The server refused the connection.')));
  });
  return {
    closed,
    socket,
    get pings() {
      return pings;
    },
    /** Resolves once the server has pinged this socket `count` more times; fails if the server closes it first. */
    async morePings(count: number) {
      const target = pings + count;
      while (pings < target) {
        const closedFirst = await Promise.race([new Promise<boolean>((resolve) => waiters.push(() => resolve(false))), closed.then(() => true)]);
        if (closedFirst) throw new Error(`The server closed the socket after ${pings} pings.`);
      }
    },
  };
}

describe('WebSocket heartbeats', () => {
  it('drop a socket at the heartbeat after the ping it left unanswered, so its person leaves presence; live sockets stay', async () => {
    const acme = await issueTeam(server);
    const admin = await subscribe<HeartbeatTestPresenceSubscription>(server, PRESENCE.toString(), {
      token: acme.admin,
      variables: { subject: acme.projectId },
    });
    const witness = await rawSocket(acme.viewer, { answersPings: true });
    const people = async () => {
      const result = await admin.next();
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.presence.people.map((person) => person.id);
    };
    try {
      expect(await people()).toEqual([]);
      const silent = await rawSocket(acme.member, { answersPings: false, subject: acme.projectId });
      expect(await people()).toEqual([acme.userIds.member]);
      // The silent socket sent no close: the server notices the missed pong and drops it.
      expect(await people()).toEqual([]);
      await silent.closed;
      expect(silent.pings).toBe(1);
      // The sockets that answer every ping stay through several rounds, and the admin's hears of the member coming back.
      await witness.morePings(4);
      const back = await subscribe<HeartbeatTestPresenceSubscription>(server, PRESENCE.toString(), {
        token: acme.member,
        variables: { subject: acme.projectId },
      });
      try {
        expect(await people()).toEqual([acme.userIds.member]);
      } finally {
        await back.close();
      }
    } finally {
      witness.socket.close();
      await Promise.all([admin.close(), witness.closed]);
    }
  });

  it('keep a socket whose pong arrived in time while the event loop stalled past the next heartbeat', async () => {
    const acme = await issueTeam(server);
    const live = await rawSocket(acme.admin, { answersPings: true });
    try {
      // The pong to this ping is on its way as the loop stalls; when it resumes, the next heartbeat is due before the
      // loop has read it.
      await live.morePings(1);
      stallFor(HEARTBEAT_MS * 2);
      await live.morePings(2);
    } finally {
      live.socket.close();
      await live.closed;
    }
  });
});

/** Blocks the event loop, as a starved process or a long pause does. */
function stallFor(milliseconds: number) {
  const until = performance.now() + milliseconds;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (performance.now() < until) Atomics.wait(cell, 0, 0, until - performance.now());
}

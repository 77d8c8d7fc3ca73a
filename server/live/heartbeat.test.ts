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

/** A graphql-transport-ws socket that never answers the server's pings (as a vanished tab's), looking at a subject. */
async function silentLook(token: string, subject: string): Promise<{ closed: Promise<void>; socket: WebSocket }> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { Origin: TEST_ORIGIN },
    autoPong: false,
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: PRESENCE.toString(), variables: { subject } } }));
        resolve();
      }
    });
    socket.once('close', () => reject(new Error('The server refused the connection.')));
  });
  return { closed, socket };
}

describe('WebSocket heartbeats', () => {
  it('drop a socket that stops answering pings, so its person leaves presence within seconds; live sockets stay', async () => {
    const acme = await issueTeam(server);
    const admin = await subscribe<HeartbeatTestPresenceSubscription>(server, PRESENCE.toString(), {
      token: acme.admin,
      variables: { subject: acme.projectId },
    });
    const people = async () => {
      const result = await admin.next(5000);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.presence.people.map((person) => person.id);
    };
    try {
      expect(await people()).toEqual([]);
      const silent = await silentLook(acme.member, acme.projectId);
      expect(await people()).toEqual([acme.userIds.member]);
      const started = Date.now();
      // The silent socket sent no close: the server notices the missed pongs and drops it.
      expect(await people()).toEqual([]);
      expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 10);
      await silent.closed;
      // The admin's socket answers every ping: it stays, and hears of the member coming back.
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 4));
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
      await admin.close();
    }
  });
});

// WebSocket heartbeats: a connection that vanished without closing (a laptop lid shut, a network dropped, no FIN)
// leaves its socket open on the server, and with it the person's presence and subscriptions. Every interval the
// server pings each socket (a protocol ping frame: browsers answer it themselves) and drops the sockets that did not
// answer the previous ping, so such a socket ends within two intervals (its close ends presence and subscriptions as
// any close does).
import type { WebSocket, WebSocketServer } from 'ws';

export interface Heartbeat {
  stop(): void;
}

export function keepSocketsAlive(wss: WebSocketServer, intervalMs: number): Heartbeat {
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (socket: WebSocket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

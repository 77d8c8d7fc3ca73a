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
    const unanswered: WebSocket[] = [];
    for (const socket of wss.clients) {
      if (!answered.has(socket)) {
        unanswered.push(socket);
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
    // Timers run before the loop reads its sockets: after a stall (a busy machine) the pongs that arrived in time are
    // still unread here. Only those still missing once they are read end their socket.
    setImmediate(() => {
      for (const socket of unanswered) if (!answered.has(socket)) socket.terminate();
    });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

// Idle keep-alive connections close one event-loop turn after their deadline, once what clients sent meanwhile is read.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node destroys an idle keep-alive socket from its timer, and timers run before the loop reads sockets: when the loop
 * stalls (a busy machine, a long pause) past the deadline, a request that a client sent well within the advertised
 * `Keep-Alive: timeout` is cut unread ("other side closed", ECONNRESET), and no client retries a POST. Checking again
 * after the next read closes only the connections that stayed silent.
 */
export function closeIdleConnectionsAfterReading(server: Server): void {
  // With a 'timeout' listener Node leaves the socket to it. The server sets no other socket timeout (server.timeout is
  // 0), so this is the keep-alive deadline; a request that has begun turns it off.
  server.on('timeout', (socket: Socket) => {
    const bytesRead = socket.bytesRead;
    setImmediate(() => {
      if (socket.bytesRead === bytesRead) socket.destroy();
    });
  });
}

// Raw HTTP/1.1 over a socket, for what fetch cannot send: targets in absolute form, malformed Host headers, bodies
// trickled byte by byte. The answer is read until the server closes the connection (send `Connection: close`), or
// until the headers of a 101 Switching Protocols.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** null when the server closed without answering. */
  status: number | null;
  head: string;
  body: string;
}

/** Opens a socket to the server (127.0.0.1) that never throws on a reset. */
export function openRawSocket(server: { url: string }): Socket {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => {});
  return socket;
}

/** The server's answer on `socket`, once it closes the connection or switches protocols. */
export function rawAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let received = '';
    const answer = (): RawAnswer => {
      const split = received.indexOf('\r\n\r\n');
      const head = split === -1 ? received : received.slice(0, split);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      return { status: status ? Number(status[1]) : null, head, body: split === -1 ? '' : received.slice(split + 4) };
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.startsWith('HTTP/1.1 101 ') && received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer());
      }
    });
    socket.on('close', () => resolve(answer()));
  });
}

/** Sends `bytes` on a new connection and reads the answer. */
export function sendRaw(server: { url: string }, bytes: string): Promise<RawAnswer> {
  const socket = openRawSocket(server);
  const answered = rawAnswer(socket);
  socket.write(bytes, 'latin1');
  return answered;
}

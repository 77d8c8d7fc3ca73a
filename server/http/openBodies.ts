// Bounds the request bodies one client address may be sending at once: a body still arriving holds a socket and its
// buffers, and 300 trickled 1 MB bodies from one address were held open for minutes. A body that has fully arrived
// (`req.complete`) no longer counts, so ordinary requests, whose small bodies come with their headers, never meet it.
import type { IncomingMessage } from 'node:http';

export interface OpenBodies {
  /** Counts the request's body against its address; false when the address has `maxPerAddress` bodies arriving. */
  admit(req: IncomingMessage, address: string): boolean;
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export function createOpenBodies(maxPerAddress: number): OpenBodies {
  const arriving = new Map<string, Set<IncomingMessage>>();
  return {
    admit(req, address) {
      if (!hasBody(req) || req.complete) return true;
      const open = arriving.get(address) ?? new Set<IncomingMessage>();
      for (const other of open) if (other.complete || other.destroyed) open.delete(other);
      if (open.size >= maxPerAddress) return false;
      open.add(req);
      arriving.set(address, open);
      req.once('close', () => {
        open.delete(req);
        if (open.size === 0 && arriving.get(address) === open) arriving.delete(address);
      });
      return true;
    },
  };
}

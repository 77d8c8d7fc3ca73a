// The live connection's ups and downs, announced to whoever shows them (toasts) and whoever must catch up
// after a gap (the active route refetches).

export type ConnectionEvent = 'lost' | 'restored';
type Listener = (event: ConnectionEvent) => void;

const listeners = new Set<Listener>();

export function onConnectionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceConnection(event: ConnectionEvent): void {
  for (const listener of [...listeners]) listener(event);
}

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

const reloadListeners = new Set<() => void>();

/** Listens for pages asking for their data to be read again (a live stream too far behind to catch up). */
export function onReloadRequest(listener: () => void): () => void {
  reloadListeners.add(listener);
  return () => reloadListeners.delete(listener);
}

/** Asks for the active route's data to be read again (the workspace layout refetches it, as after a gap). */
export function requestReload(): void {
  for (const listener of [...reloadListeners]) listener();
}

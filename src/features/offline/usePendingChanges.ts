// The workspace layout opens the outbox and sends what waits whenever the connection may be back (on opening, the
// browser's 'online', the live connection restored).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useAuth } from '@/auth';
import { onConnectionChange } from '@/relay';
import { openOutbox } from './outbox';
import { pendingStorageKey, type PendingChange } from './pendingChanges';

const NONE: readonly PendingChange[] = [];
const ignore = () => () => {};


/** Opens this workspace's outbox for the signed-in person and sends what waits when it can; the waiting changes. */
export function useOutbox(workspaceSlug: string): readonly PendingChange[] {
  const environment = useRelayEnvironment();
  const { userId } = useAuth();
  const outbox = useMemo(() => (userId ? openOutbox(environment, pendingStorageKey(userId, workspaceSlug)) : null), [environment, userId, workspaceSlug]);
  useEffect(() => {
    if (!outbox) return;
    outbox.resume();
    outbox.showAll();
    void outbox.send();
    const sendNow = () => void outbox.send();
    window.addEventListener('online', sendNow);
    const stopListening = onConnectionChange((event) => {
      if (event === 'restored') sendNow();
    });
    return () => {
      window.removeEventListener('online', sendNow);
      stopListening();
      outbox.stop();
    };
  }, [outbox]);
  return useSyncExternalStore(
    outbox ? (onChange) => outbox.subscribe(onChange) : ignore,
    () => outbox?.list() ?? NONE,
    () => NONE,
  );
}

// The waiting changes as React sees them: the workspace layout opens the outbox and sends what waits whenever the
// connection may be back (on opening, the browser's 'online', the live connection restored); pages ask whether an
// issue has changes waiting.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useAuth } from '@/auth';
import { onConnectionChange } from '@/relay';
import { openOutbox, outboxOf, type Outbox } from './outbox';
import { pendingStorageKey, type PendingChange } from './pendingChanges';

const NONE: readonly PendingChange[] = [];
const ignore = () => () => {};

function usePendingList(outbox: Outbox | undefined | null): readonly PendingChange[] {
  return useSyncExternalStore(
    outbox ? (onChange) => outbox.pending.subscribe(onChange) : ignore,
    () => outbox?.pending.list() ?? NONE,
    () => NONE,
  );
}

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
  return usePendingList(outbox);
}

/** How many changes of this issue wait to be sent (its edits and new comments). */
export function usePendingIssueChanges(issueId: string): number {
  const outbox = outboxOf(useRelayEnvironment());
  const changes = usePendingList(outbox);
  return changes.filter((change) => change.issue.id === issueId).length;
}

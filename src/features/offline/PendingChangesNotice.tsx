// The workspace's waiting changes in one line above the page: how many wait while the connection is out, and that
// they are being sent once it is back. Nothing shows when none wait.
import { useSyncExternalStore } from 'react';
import { useOutbox } from './usePendingChanges';
import styles from './PendingChangesNotice.module.css';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const changesInWords = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

export function PendingChangesNotice({ workspaceSlug }: { workspaceSlug: string }) {
  const changes = useOutbox(workspaceSlug);
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
  const count = changes.length;
  return (
    <div role="status" className={count ? styles.notice : undefined}>
      {count === 0 ? null : (
        <>
          <span className={online ? styles.sending : styles.waiting} aria-hidden="true" />
          {online
            ? `Sending ${changesInWords(count)} made while offline…`
            : `${changesInWords(count)} waiting to be sent: ${count === 1 ? 'it goes' : 'they go'} out, in order, when the connection is back.`}
        </>
      )}
    </div>
  );
}

// While the browser is offline, a notice under the header says so before any edit fails; once it is back online the
// notice goes, and so do the toasts of what failed meanwhile, with one toast saying those changes were not saved.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import styles from './OfflineNotice.module.css';
import { dismissOfflineToasts, toasts } from './toasts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && dismissOfflineToasts() > 0) {
      toasts.info('You are back online. The changes that failed while you were offline were not saved: make them again.');
    }
    wasOnline.current = online;
  }, [online]);
  return (
    <div role="status" className={online ? undefined : styles.notice}>
      {online ? null : 'You are offline: edits to issues and comments wait to be sent; other changes need the connection.'}
    </div>
  );
}

// What the app shows when it starts with no connection (a reload offline, served the cached shell by the service
// worker, src/serviceWorker/sw.js): not the sign-in's "unavailable", nor an error, but that the person is offline,
// how many changes made here wait to be sent, and that Lanes carries on by itself. It cannot show the page's data
// (only the shell is cached): when the browser is back online, or a retry reaches the server, the app starts as
// usual, and the workspace's outbox sends the waiting changes (src/features/offline).
import { useEffect, useId, useState } from 'react';
import { PendingChanges, pendingStorageKey } from '@/features/offline/pendingChanges';
import { buttonClass, ButtonRow } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import styles from './OfflineStart.module.css';

/** What the keys of waiting changes start with (pendingStorageKey's, before the person and the workspace). */
const PENDING_PREFIX = pendingStorageKey('\n', '\n').split('\n')[0];

/** The changes waiting to be sent in this browser, whoever made them and in whichever workspace (offline, the session is unknown). */
export function waitingChangesCount(storage: Storage | null): number {
  if (!storage) return 0;
  let count = 0;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PENDING_PREFIX)) count += new PendingChanges(storage, key).size;
  }
  return count;
}

function waitingSentence(count: number): string {
  if (count === 0) return 'Nothing made in this browser waits to be sent.';
  return count === 1 ? '1 change made in this browser waits to be sent.' : `${count} changes made in this browser wait to be sent.`;
}

function carryOnSentence(count: number): string {
  const sends = count === 0 ? '' : count === 1 ? ' and sends it' : ' and sends them, in order';
  return `Lanes carries on by itself when the connection is back: it opens this page${sends}.`;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the server answers (its liveness check, which the service worker never answers from its cache). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** How often it asks whether the server answers, while the browser says it is online (no `online` event will come). */
export const PROBE_INTERVAL_MS = 5_000;

export interface OfflineStartProps {
  /** Starts the app: called once the browser is back online, or a retry reached the server. */
  onOnline: () => void;
  /** Asks whether the server can be reached (a test's stand-in). */
  probe?: () => Promise<boolean>;
}

export default function OfflineStart({ onOnline, probe = serverAnswers }: OfflineStartProps) {
  const headingId = useId();
  const [count] = useState(() => waitingChangesCount(browserStorage()));
  const [retry, setRetry] = useState<'idle' | 'checking' | 'failed'>('idle');

  // Whether the browser knows it has no connection; when it says it is online, the server is what cannot be reached.
  const [browserOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    window.addEventListener('online', onOnline, { once: true });
    let stopped = false;
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return;
      void probe().then((answers) => {
        if (answers && !stopped) onOnline();
      });
    }, PROBE_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [onOnline, probe]);

  const tryAgain = async () => {
    setRetry('checking');
    if (await probe()) onOnline();
    else setRetry('failed');
  };

  return (
    <div className={styles.page}>
      <Panel as="main" aria-labelledby={headingId}>
        <title>{browserOffline ? 'Offline · Lanes' : 'Lanes cannot be reached · Lanes'}</title>
        <h1 id={headingId}>{browserOffline ? 'You are offline' : 'Lanes cannot be reached'}</h1>
        <p>{waitingSentence(count)}</p>
        <p>{carryOnSentence(count)}</p>
        <ButtonRow>
          <button type="button" className={buttonClass('primary')} onClick={() => void tryAgain()} disabled={retry === 'checking'}>
            Try again
          </button>
        </ButtonRow>
        <p role="status" className={styles.retry}>
          {retry === 'checking' ? 'Trying to reach Lanes…' : retry === 'failed' ? (browserOffline ? 'Still offline. Lanes keeps waiting for the connection.' : 'Still out of reach. Lanes keeps trying.') : null}
        </p>
      </Panel>
    </div>
  );
}

// Says plainly that the session changed in another tab (signed out, or now someone else) and offers to
// follow it, instead of leaving the page to fail its next write.
import { useId } from 'react';
import { Button, ButtonRow } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import styles from './SessionChangedNotice.module.css';

export type SessionChangeNotice = { kind: 'signed-out' } | { kind: 'user-changed'; name: string };

export function SessionChangedNotice({ change, onFollow }: { change: SessionChangeNotice; onFollow: () => void }) {
  const headingId = useId();
  const signedOut = change.kind === 'signed-out';
  return (
    <Panel className={styles.notice} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{signedOut ? 'You signed out in another tab' : `You're now signed in as ${change.name}`}</h2>
      <p>
        {signedOut
          ? 'This page can no longer save anything. Sign in again to carry on.'
          : 'Another tab signed in to a different account. This page belonged to the previous one.'}
      </p>
      <ButtonRow>
        <Button variant="primary" onClick={onFollow}>
          {signedOut ? 'Sign in again' : `Continue as ${change.name}`}
        </Button>
      </ButtonRow>
    </Panel>
  );
}

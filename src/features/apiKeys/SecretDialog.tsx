// Shows a new API key's secret, this once: with a button that copies it, and a plain warning that it will not be shown
// again (only its hash is kept).
import { useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import styles from './ApiKeys.module.css';

export function SecretDialog({ created, onClose }: { created: { name: string; secret: string } | null; onClose: () => void }) {
  const titleId = useId();
  const secretId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  function close() {
    setCopied(null);
    onClose();
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog open={created !== null} labelledBy={titleId} onClose={close}>
      <div className="stack">
        <h2 id={titleId}>Your new API key</h2>
        <p className={styles.warning}>Copy it now: you will not see it again. Lanes keeps only a fingerprint of it.</p>
        <label htmlFor={secretId}>Key {created ? `“${created.name}”` : ''}</label>
        <div className={styles.secret}>
          <input id={secretId} className={styles.secretValue} readOnly value={created?.secret ?? ''} onFocus={(event) => event.target.select()} />
          <Button onClick={() => void copy()}>Copy</Button>
        </div>
        <p role="status">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Copying failed: select the key and copy it yourself.' : ''}
        </p>
        <DialogActions>
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

// Asks before revoking an API key: revocation is immediate and cannot be undone (scripts using it are refused).
import { useId } from 'react';
import { maskInRecordings } from '@/analytics';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation';

export function RevokeApiKeyDialog({ open, onClose, apiKey }: { open: boolean; onClose: () => void; apiKey: { id: string; name: string } }) {
  const titleId = useId();
  const [revokeApiKey] = useRevokeApiKeyMutation();

  function revoke() {
    onClose();
    revokeApiKey(apiKey);
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={onClose}>
      <div className="stack">
        <h2 id={titleId} {...maskInRecordings}>
          Revoke {apiKey.name}?
        </h2>
        <p>It stops working at once: requests and live connections made with it are refused. This cannot be undone.</p>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="danger" onClick={revoke}>
            Revoke key
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

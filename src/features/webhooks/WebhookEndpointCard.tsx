// One endpoint: its address and what it is sent, whether it is on (and why Lanes turned it off, with "Enable again"),
// its signing secret (hidden until asked for) and its rotation, editing and deleting, and its delivery log.
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointCard_endpoint$key } from '@/__generated__/WebhookEndpointCard_endpoint.graphql';
import { Badge } from '@/ui/Badge';
import { Button, ButtonRow } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { EndpointForm } from './EndpointForm';
import { eventTypesLabel, type EventType } from './eventTypes';
import { useDeleteWebhookEndpointMutation } from './useDeleteWebhookEndpointMutation';
import { useRotateWebhookSecretMutation } from './useRotateWebhookSecretMutation';
import { useUpdateWebhookEndpointMutation } from './useUpdateWebhookEndpointMutation';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import styles from './Webhooks.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function WebhookEndpointCard({ endpoint: endpointKey }: { endpoint: WebhookEndpointCard_endpoint$key }) {
  const endpoint = useFragment(
    graphql`
      fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
        id
        url
        description
        eventTypes
        enabled
        disabledReason
        failureCount
        secret
        previousSecretExpiresAt
        ...WebhookDeliveryLog_endpoint
      }
    `,
    endpointKey,
  );
  const [editing, setEditing] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const dialogTitleId = useId();
  const secretId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [updateEndpoint, updating] = useUpdateWebhookEndpointMutation();
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation();
  const [rotateSecret, rotating] = useRotateWebhookSecretMutation();
  const eventTypes = endpoint.eventTypes.filter((type): type is EventType => type !== '%future added value');

  function finishEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (editing) {
    return (
      <li className={styles.endpoint}>
        <EndpointForm
          title={`Edit ${endpoint.url}`}
          submitLabel="Save"
          busy={updating}
          initial={{ url: endpoint.url, description: endpoint.description, eventTypes, enabled: endpoint.enabled }}
          onCancel={finishEditing}
          onSubmit={(values, onFieldError) => updateEndpoint({ input: { id: endpoint.id, ...values }, onFieldError, onUpdated: finishEditing })}
        />
      </li>
    );
  }

  return (
    <li className={styles.endpoint} aria-label={endpoint.url}>
      <div className={styles.endpointHeader}>
        <code className={styles.url}>{endpoint.url}</code>
        {endpoint.enabled ? <Badge tone="accent">Enabled</Badge> : <Badge tone={endpoint.disabledReason ? 'danger' : 'neutral'}>Disabled</Badge>}
      </div>
      {endpoint.description ? <p className={styles.description}>{endpoint.description}</p> : null}
      <p className={styles.muted}>Sends: {eventTypesLabel(eventTypes)}</p>
      {endpoint.disabledReason ? (
        <div className={styles.disabled} role="status">
          <p>Lanes turned this endpoint off because its deliveries kept failing. {endpoint.disabledReason}</p>
          <p>Deliveries made since wait, and are sent in order once it is enabled again.</p>
          <Button variant="primary" size="sm" disabled={updating} onClick={() => updateEndpoint({ input: { id: endpoint.id, enabled: true } })}>
            Enable again
          </Button>
        </div>
      ) : endpoint.failureCount > 0 && endpoint.enabled ? (
        <p className={styles.warning}>The last {endpoint.failureCount === 1 ? 'attempt' : `${endpoint.failureCount} attempts`} failed; Lanes keeps retrying.</p>
      ) : null}
      <div className={styles.secret}>
        <span id={secretId} className={styles.secretLabel}>
          Signing secret
        </span>
        <code aria-labelledby={secretId} className={styles.secretValue}>
          {showSecret ? endpoint.secret : 'whsec_' + '•'.repeat(24)}
        </code>
        <Button size="sm" variant="quiet" onClick={() => setShowSecret((shown) => !shown)} aria-pressed={showSecret}>
          {showSecret ? 'Hide secret' : 'Show secret'}
        </Button>
        <Button size="sm" variant="quiet" disabled={rotating} onClick={() => setConfirming('rotate')}>
          Rotate secret
        </Button>
      </div>
      {endpoint.previousSecretExpiresAt ? (
        <p className={styles.muted}>The previous secret also signs deliveries until {timeFormat.format(new Date(endpoint.previousSecretExpiresAt))}.</p>
      ) : null}
      <ButtonRow>
        <Button ref={editButton} size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {endpoint.enabled ? (
          <Button size="sm" disabled={updating} onClick={() => updateEndpoint({ input: { id: endpoint.id, enabled: false } })}>
            Disable
          </Button>
        ) : endpoint.disabledReason ? null : (
          <Button size="sm" disabled={updating} onClick={() => updateEndpoint({ input: { id: endpoint.id, enabled: true } })}>
            Enable
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
          Delete
        </Button>
      </ButtonRow>
      <WebhookDeliveryLog endpoint={endpoint} />
      {confirming ? (
        <Dialog open labelledBy={dialogTitleId} onClose={() => setConfirming(null)}>
          <div className="stack">
            <h2 id={dialogTitleId}>{confirming === 'delete' ? 'Delete this endpoint?' : 'Rotate the signing secret?'}</h2>
            <p>
              {confirming === 'delete'
                ? `Nothing more is sent to ${endpoint.url}, and its delivery log is deleted. This cannot be undone.`
                : 'Deliveries are signed with a new secret. For the next 24 hours they carry a signature with the old secret too, so your receiver can switch over.'}
            </p>
            <DialogActions>
              <Button onClick={() => setConfirming(null)}>Cancel</Button>
              <Button
                variant={confirming === 'delete' ? 'danger' : 'primary'}
                onClick={() => {
                  setConfirming(null);
                  if (confirming === 'delete') deleteEndpoint(endpoint.id);
                  else rotateSecret(endpoint.id);
                }}
              >
                {confirming === 'delete' ? 'Delete endpoint' : 'Rotate secret'}
              </Button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}

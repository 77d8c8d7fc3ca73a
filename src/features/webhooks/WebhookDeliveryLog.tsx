// An endpoint's latest deliveries: what was sent, whether it arrived, after how many attempts, what the receiver
// answered and how fast, the payload on demand, and "Resend". It reads itself again every few seconds while shown
// (deliveries go out in the background).
import { useEffect, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { WebhookDeliveryLog_endpoint$key } from '@/__generated__/WebhookDeliveryLog_endpoint.graphql';
import { Badge, type BadgeTone } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { useResendWebhookDeliveryMutation } from './useResendWebhookDeliveryMutation';
import styles from './Webhooks.module.css';

const REFRESH_MS = 3_000;

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'neutral' },
  SUCCEEDED: { label: 'Delivered', tone: 'accent' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const when = (iso: string | null | undefined) => (iso ? timeFormat.format(new Date(iso)) : null);

export function WebhookDeliveryLog({ endpoint: endpointKey }: { endpoint: WebhookDeliveryLog_endpoint$key }) {
  const [endpoint, refetch] = useRefetchableFragment(
    graphql`
      fragment WebhookDeliveryLog_endpoint on WebhookEndpoint @refetchable(queryName: "WebhookDeliveryLogRefetchQuery") {
        id
        deliveries(first: 50) {
          id
          eventType
          status
          attempts
          lastStatusCode
          lastResponseMs
          lastError
          lastAttemptAt
          nextAttemptAt
          createdAt
          payload
        }
      }
    `,
    endpointKey,
  );
  const [refreshing, startRefresh] = useTransition();
  const [resend, resending] = useResendWebhookDeliveryMutation();

  const refresh = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  });

  return (
    <section className={styles.log} aria-label="Deliveries">
      <div className={styles.logHeader}>
        <h3 className={styles.logTitle}>Deliveries</h3>
        <Button size="sm" variant="quiet" onClick={refresh} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {endpoint.deliveries.length === 0 ? (
        <p className={styles.muted}>Nothing sent yet: changes made from now on show here.</p>
      ) : (
        <ul className={styles.deliveries}>
          {endpoint.deliveries.map((delivery) => {
            const status = STATUS[delivery.status] ?? STATUS.PENDING;
            const response =
              delivery.lastStatusCode !== null
                ? `answered ${delivery.lastStatusCode}${delivery.lastResponseMs !== null ? ` in ${delivery.lastResponseMs} ms` : ''}`
                : delivery.attempts > 0
                  ? 'no answer'
                  : null;
            return (
              <li key={delivery.id} className={styles.delivery} aria-label={`${delivery.eventType}, ${status.label}`}>
                <div className={styles.deliveryLine}>
                  <code className={styles.eventType}>{delivery.eventType}</code>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <Button size="sm" variant="quiet" className={styles.resend} disabled={resending} onClick={() => resend(delivery.id)} aria-label={`Resend ${delivery.eventType}`}>
                    Resend
                  </Button>
                </div>
                <p className={styles.deliveryMeta}>
                  {[
                    when(delivery.createdAt),
                    `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`,
                    response,
                    delivery.nextAttemptAt && delivery.attempts > 0 ? `next try ${when(delivery.nextAttemptAt)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {delivery.lastError ? <p className={styles.deliveryError}>{delivery.lastError}</p> : null}
                <details className={styles.payload}>
                  <summary>Payload</summary>
                  {/* Read-only text: focusable, so the keyboard scrolls it, and easy to copy from. */}
                  <textarea className={styles.payloadText} readOnly rows={12} aria-label={`Payload of ${delivery.eventType}`} value={delivery.payload} />
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

// The workspace's outgoing webhooks (/w/:workspaceSlug/settings/webhooks): the route root, whose query the route loader
// starts. Admins add endpoints (an address and the changes it is sent), see and rotate their signing secrets, follow
// each one's deliveries and send one again; everyone else is told that admins manage them.
import { useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WebhooksPageQuery } from '@/__generated__/WebhooksPageQuery.graphql';
import { Button } from '@/ui/Button';
import { EmptyState, PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { EndpointForm } from './EndpointForm';
import { useCreateWebhookEndpointMutation } from './useCreateWebhookEndpointMutation';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import styles from './Webhooks.module.css';

export const webhooksPageQuery = graphql`
  query WebhooksPageQuery {
    viewer {
      workspace {
        id
        name
        viewerCanManageWebhooks
        webhookEndpoints {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    }
  }
`;

export function WebhooksPage({ queryRef }: { queryRef: PreloadedQuery<WebhooksPageQuery> }) {
  const { viewer } = usePreloadedQuery<WebhooksPageQuery>(webhooksPageQuery, queryRef);
  const { workspace } = viewer;
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [createEndpoint, creating] = useCreateWebhookEndpointMutation();
  const endpoints = workspace.webhookEndpoints ?? [];

  function closeForm() {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <div className={styles.page}>
      <title>{`Webhooks · ${workspace.name} · Lanes`}</title>
      <PageHeader
        eyebrow={workspace.name}
        title="Webhooks"
        actions={
          workspace.viewerCanManageWebhooks && !adding ? (
            <Button ref={addButton} variant="primary" onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          ) : null
        }
      />
      {!workspace.viewerCanManageWebhooks ? (
        <p className={styles.muted}>Only workspace admins see and manage webhooks.</p>
      ) : (
        <>
          <p className={styles.muted}>
            Lanes sends each change to your endpoints as a signed JSON POST (Standard Webhooks), in order, and retries for over a day when
            an endpoint fails.
          </p>
          {adding ? (
            <EndpointForm
              title="New endpoint"
              submitLabel="Add endpoint"
              busy={creating}
              onCancel={closeForm}
              onSubmit={(values, onFieldError) => createEndpoint({ input: values, onFieldError, onCreated: closeForm })}
            />
          ) : null}
          {endpoints.length ? (
            <ul className={styles.endpoints} aria-label="Endpoints">
              {endpoints.map((endpoint) => (
                <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          ) : adding ? null : (
            <EmptyState title="No webhooks yet">
              <p>Add an endpoint to send this workspace’s issues, comments, projects, labels and members to another service as they change.</p>
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}

export function WebhooksPageSkeleton() {
  return (
    <LoadingRegion label="Loading webhooks">
      <div className={styles.page}>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="9rem" />
        </PageHeaderPlaceholder>
        <ul className={styles.endpoints}>
          {[0, 1].map((row) => (
            <li key={row} className={styles.endpoint}>
              <SkeletonLine width="50%" />
              <SkeletonLine width="30%" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}

// API keys (/w/:workspaceSlug/settings/api-keys): the viewer's keys for this workspace, for scripts and integrations
// that call the API as them. A list (name, prefix, role, dates, revoke after a confirmation), a form to create one, and
// the dialog that shows a new key's secret once.
import { useId, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ApiKeysPageQuery } from '@/__generated__/ApiKeysPageQuery.graphql';
import type { ApiKeyRow_apiKey$key } from '@/__generated__/ApiKeyRow_apiKey.graphql';
import { maskInRecordings } from '@/analytics';
import { timeAgo } from '@/lib/relativeTime';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { EmptyState, PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder, Section } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { Table } from '@/ui/Table';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { ROLE_LABELS } from './roleLabels';
import { SecretDialog } from './SecretDialog';
import styles from './ApiKeys.module.css';

export const apiKeysPageQuery = graphql`
  query ApiKeysPageQuery {
    viewer {
      workspace {
        name
      }
      viewerCanManageApiKeys
      apiKeyRoles
      apiKeys {
        id
        ...ApiKeyRow_apiKey
      }
    }
  }
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function ApiKeyRow({ apiKey, canManage }: { apiKey: ApiKeyRow_apiKey$key; canManage: boolean }) {
  const key = useFragment(
    graphql`
      fragment ApiKeyRow_apiKey on ApiKey {
        id
        name
        prefix
        role
        createdAt
        lastUsedAt
        expiresAt
        expired
      }
    `,
    apiKey,
  );
  const [revoking, setRevoking] = useState(false);
  return (
    <tr>
      <td {...maskInRecordings}>{key.name}</td>
      <td>
        <code className={styles.prefix}>{key.prefix}…</code>
      </td>
      <td>
        <span className={styles.cellLabel}>Role </span>
        {ROLE_LABELS[key.role] ?? key.role}
      </td>
      <td>
        <span className={styles.cellLabel}>Created </span>
        <time dateTime={key.createdAt}>{formatDate(key.createdAt)}</time>
      </td>
      <td>
        <span className={styles.cellLabel}>Last used </span>
        {key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{timeAgo(key.lastUsedAt)}</time> : 'Never'}
      </td>
      <td>
        <span className={styles.cellLabel}>Expires </span>
        {key.expired ? (
          <Badge tone="danger">Expired</Badge>
        ) : key.expiresAt ? (
          <time dateTime={key.expiresAt}>{formatDate(key.expiresAt)}</time>
        ) : (
          'Never'
        )}
      </td>
      <td>
        {canManage ? (
          <>
            <Button size="sm" variant="danger" onClick={() => setRevoking(true)} aria-label={`Revoke ${key.name}`}>
              Revoke
            </Button>
            <RevokeApiKeyDialog open={revoking} onClose={() => setRevoking(false)} apiKey={{ id: key.id, name: key.name }} />
          </>
        ) : null}
      </td>
    </tr>
  );
}

export function ApiKeysPage({ queryRef }: { queryRef: PreloadedQuery<ApiKeysPageQuery> }) {
  const { viewer } = usePreloadedQuery<ApiKeysPageQuery>(apiKeysPageQuery, queryRef);
  const listId = useId();
  const createId = useId();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <div>
      <title>{`API keys · ${viewer.workspace.name} · Lanes`}</title>
      <PageHeader eyebrow={viewer.workspace.name} title="API keys" />
      <p className={styles.intro}>
        A key lets a script or an integration use this workspace&apos;s API as you, with the role you give it (never above
        yours). Send it as <code>Authorization: Bearer &lt;key&gt;</code>. It stops working when you revoke it, when it
        expires, or when you leave the workspace or your role drops below the key&apos;s.
      </p>
      <Section id={listId} title="Your keys" description="Only yours, for this workspace.">
        {viewer.apiKeys.length === 0 ? (
          <EmptyState title="No API keys yet">
            <p>Create one below to call the API from a script.</p>
          </EmptyState>
        ) : (
          <Table aria-labelledby={listId}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {viewer.apiKeys.map((key) => (
                <ApiKeyRow key={key.id} apiKey={key} canManage={viewer.viewerCanManageApiKeys} />
              ))}
            </tbody>
          </Table>
        )}
      </Section>
      <Section id={createId} title="Create a key" description="The key is shown once, when it is made: keep it somewhere safe.">
        {viewer.viewerCanManageApiKeys ? (
          <CreateApiKeyForm roles={viewer.apiKeyRoles} onCreated={setCreated} />
        ) : (
          <p>Keys are created and revoked by a signed-in member, never with an API key.</p>
        )}
      </Section>
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}

export function ApiKeysPageSkeleton() {
  return (
    <LoadingRegion label="Loading API keys">
      <PageHeaderPlaceholder>
        <PageTitlePlaceholder width="10rem" />
      </PageHeaderPlaceholder>
      {[0, 1, 2].map((row) => (
        <SkeletonLine key={row} width="70%" height="1.2em" />
      ))}
    </LoadingRegion>
  );
}

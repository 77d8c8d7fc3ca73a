// The workspace's labels (/w/:workspaceSlug/settings/labels): the route root, whose query the route loader
// starts. Those who manage labels create, rename, recolour and delete them here; everyone else sees the list.
import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LabelsPageQuery } from '@/__generated__/LabelsPageQuery.graphql';
import { EmptyState, PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { LabelRow } from './LabelRow';
import { NewLabelForm } from './NewLabelForm';
import styles from './Labels.module.css';

export const labelsPageQuery = graphql`
  query LabelsPageQuery {
    viewer {
      workspace {
        id
        name
        viewerCanManageLabels
        labels(first: 100) @connection(key: "LabelsPage_labels") {
          __id
          edges {
            node {
              id
              ...LabelRow_label
            }
          }
        }
      }
    }
  }
`;

export function LabelsPage({ queryRef }: { queryRef: PreloadedQuery<LabelsPageQuery> }) {
  const { viewer } = usePreloadedQuery<LabelsPageQuery>(labelsPageQuery, queryRef);
  const { workspace } = viewer;
  const connectionId = workspace.labels.__id;
  const listId = useId();
  const canManage = workspace.viewerCanManageLabels;

  return (
    <div className={styles.page}>
      <title>{`Labels · ${workspace.name} · Lanes`}</title>
      <PageHeader eyebrow={workspace.name} title="Labels" />
      {canManage ? <NewLabelForm connectionId={connectionId} /> : <p className={styles.muted}>Only workspace admins change labels.</p>}
      {workspace.labels.edges.length ? (
        <ul className={styles.list} aria-label="Labels" id={listId}>
          {workspace.labels.edges.map((edge) => (
            <LabelRow key={edge.node.id} label={edge.node} connectionId={connectionId} canManage={canManage} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No labels yet">
          <p>{canManage ? 'Create labels such as Bug or Design above; people then add them to issues.' : 'An admin can create labels such as Bug or Design.'}</p>
        </EmptyState>
      )}
    </div>
  );
}

export function LabelsPageSkeleton() {
  return (
    <LoadingRegion label="Loading labels">
      <div className={styles.page}>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="8rem" />
        </PageHeaderPlaceholder>
        <ul className={styles.list}>
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className={styles.row}>
              <SkeletonLine width="0.9rem" height="0.9rem" />
              <SkeletonLine width="30%" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}

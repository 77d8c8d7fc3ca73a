// The inbox (/w/:workspaceSlug/inbox): what happened that concerns the viewer, newest first, unread ones marked;
// "Unread only" narrows the list, "Mark all read" clears the count. New notifications arrive live (the
// workspace's header listens for them, see InboxNavLink).
import { useId } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router-dom';
import type { InboxList_viewer$key } from '@/__generated__/InboxList_viewer.graphql';
import type { InboxListPaginationQuery } from '@/__generated__/InboxListPaginationQuery.graphql';
import type { InboxPageQuery } from '@/__generated__/InboxPageQuery.graphql';
import { Button } from '@/ui/Button';
import { EmptyState, PageHeader, PageHeaderPlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { NotificationRow } from './NotificationRow';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';
import styles from './Inbox.module.css';

export const INBOX_PAGE = 30;
/** The URL's search parameter that shows unread notifications only. */
export const UNREAD_ONLY_PARAM = 'unread';

export const inboxPageQuery = graphql`
  query InboxPageQuery($unreadOnly: Boolean!) {
    viewer {
      unreadNotificationCount
      ...InboxList_viewer @arguments(unreadOnly: $unreadOnly)
    }
  }
`;

function InboxList({ viewer: viewerKey, unreadOnly, unreadCount }: { viewer: InboxList_viewer$key; unreadOnly: boolean; unreadCount: number }) {
  const { workspaceSlug = '' } = useParams();
  const listId = useId();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<InboxListPaginationQuery, InboxList_viewer$key>(
    graphql`
      fragment InboxList_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }, unreadOnly: { type: "Boolean!" })
      @refetchable(queryName: "InboxListPaginationQuery") {
        notifications(first: $count, after: $cursor, unreadOnly: $unreadOnly) @connection(key: "InboxList_notifications", filters: ["unreadOnly"]) {
          __id
          edges {
            node {
              id
              ...NotificationRow_notification
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const markRead = useMarkNotificationReadMutation();
  const [markAll] = useMarkAllNotificationsReadMutation();
  const edges = data.notifications.edges;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {unreadCount === 0 ? 'Nothing unread.' : `${unreadCount} unread`}
        </p>
        <Button size="sm" disabled={unreadCount === 0} onClick={() => markAll(data.notifications.__id)}>
          Mark all read
        </Button>
      </div>
      {edges.length === 0 ? (
        <EmptyState title={unreadOnly ? 'All caught up' : 'No notifications yet'}>
          <p>
            {unreadOnly
              ? 'Everything here has been read.'
              : 'When someone assigns you an issue, mentions you, or changes an issue you follow, it shows here.'}
          </p>
        </EmptyState>
      ) : (
        <ul id={listId} className={styles.list} aria-label="Notifications">
          {edges.map(({ node }) => (
            <NotificationRow key={node.id} notification={node} workspaceSlug={workspaceSlug} onRead={markRead} />
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button size="sm" className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(INBOX_PAGE)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </>
  );
}

export function InboxPage({ queryRef }: { queryRef: PreloadedQuery<InboxPageQuery> }) {
  const { viewer } = usePreloadedQuery<InboxPageQuery>(inboxPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get(UNREAD_ONLY_PARAM) === '1';
  return (
    <div className={styles.page}>
      <title>Inbox · Lanes</title>
      <PageHeader
        title="Inbox"
        actions={
          <label className={styles.filter}>
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.checked) next.set(UNREAD_ONLY_PARAM, '1');
                else next.delete(UNREAD_ONLY_PARAM);
                setParams(next);
              }}
            />
            Unread only
          </label>
        }
      />
      <InboxList viewer={viewer} unreadOnly={unreadOnly} unreadCount={viewer.unreadNotificationCount} />
    </div>
  );
}

export function InboxSkeleton() {
  return (
    <LoadingRegion label="Loading the inbox">
      <PageHeaderPlaceholder>
        <SkeletonLine width="8rem" height="2rem" />
      </PageHeaderPlaceholder>
      <div className={styles.list}>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.row}>
            <SkeletonLine width="1.5rem" height="1.5rem" />
            <div className={styles.body}>
              <SkeletonLine width="60%" />
              <SkeletonLine width="40%" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

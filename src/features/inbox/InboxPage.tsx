// The inbox (/w/:workspaceSlug/inbox): what happened that concerns the viewer, newest first, unread ones marked;
// "Unread only" narrows the list, "Mark all read" clears the count, each notification can be archived or snoozed
// (and "Archived", ?view=archived, lists the archived ones to move back). J and K move between notifications, E
// archives the focused one (moves it back among the archived), H opens its snooze menu. New notifications arrive
// live (the workspace's header listens for them, see InboxNavLink).
import { useCallback, useId, useRef } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { workspacePath } from '@/auth';
import type { InboxList_viewer$key } from '@/__generated__/InboxList_viewer.graphql';
import type { InboxListPaginationQuery } from '@/__generated__/InboxListPaginationQuery.graphql';
import type { InboxPageQuery } from '@/__generated__/InboxPageQuery.graphql';
import { Button } from '@/ui/Button';
import { EmptyState, PageHeader, PageHeaderPlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { useShortcut } from '@/ui/shortcuts';
import { toasts } from '@/ui/toasts';
import type { InboxView } from './inboxConnections';
import { NotificationRow, ROW_ATTRIBUTE, SNOOZE_BUTTON_ATTRIBUTE } from './NotificationRow';
import { useArchiveNotificationMutation } from './useArchiveNotificationMutation';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';
import { useSnoozeNotificationMutation } from './useSnoozeNotificationMutation';
import { useUnarchiveNotificationMutation } from './useUnarchiveNotificationMutation';
import styles from './Inbox.module.css';
import viewStyles from './InboxViews.module.css';

export const INBOX_PAGE = 30;
/** The URL's search parameter that shows unread notifications only. */
export const UNREAD_ONLY_PARAM = 'unread';
/** The URL's search parameter of the view: `archived` lists the archived notifications. */
export const VIEW_PARAM = 'view';

/** The view the address asks for. */
export function inboxViewOf(params: URLSearchParams): InboxView {
  if (params.get(VIEW_PARAM) === 'archived') return 'archived';
  return params.get(UNREAD_ONLY_PARAM) === '1' ? 'unread' : 'all';
}

export const inboxPageQuery = graphql`
  query InboxPageQuery($unreadOnly: Boolean!, $archived: Boolean!) {
    viewer {
      unreadNotificationCount
      ...InboxList_viewer @arguments(unreadOnly: $unreadOnly, archived: $archived)
    }
  }
`;

/** The row holding the focus, if any. */
const focusedRow = () => document.activeElement?.closest<HTMLElement>(`[${ROW_ATTRIBUTE}]`) ?? null;
const rowsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(`[${ROW_ATTRIBUTE}]`) ?? [])];
const focusRow = (row: HTMLElement | undefined) => row?.querySelector<HTMLElement>('[data-row-focus]')?.focus();

function InboxList({ viewer: viewerKey, view, unreadCount }: { viewer: InboxList_viewer$key; view: InboxView; unreadCount: number }) {
  const { workspaceSlug = '' } = useParams();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const archivedView = view === 'archived';
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<InboxListPaginationQuery, InboxList_viewer$key>(
    graphql`
      fragment InboxList_viewer on Viewer
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        unreadOnly: { type: "Boolean!" }
        archived: { type: "Boolean!" }
      )
      @refetchable(queryName: "InboxListPaginationQuery") {
        notifications(first: $count, after: $cursor, unreadOnly: $unreadOnly, archived: $archived)
          @connection(key: "InboxList_notifications", filters: ["unreadOnly", "archived"]) {
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
  const archive = useArchiveNotificationMutation();
  const unarchive = useUnarchiveNotificationMutation();
  const snooze = useSnoozeNotificationMutation();
  const edges = data.notifications.edges;

  /** Before a row leaves the list, the focus it held goes to the next row (or the one before, at the end). */
  const keepFocusAfter = useCallback((id: string) => {
    const rows = rowsOf(listRef.current);
    const index = rows.findIndex((row) => row.getAttribute(ROW_ATTRIBUTE) === id);
    if (index === -1 || !rows[index].contains(document.activeElement)) return;
    const next = rows[index + 1] ?? rows[index - 1];
    if (next) focusRow(next);
    else listRef.current?.closest<HTMLElement>('main, [role="main"]')?.focus();
  }, []);

  const onArchive = useCallback(
    (id: string) => {
      keepFocusAfter(id);
      archive(id, () => toasts.info('Archived.', { action: { label: 'Undo', onClick: () => unarchive(id) } }));
    },
    [archive, unarchive, keepFocusAfter],
  );
  const onUnarchive = useCallback(
    (id: string) => {
      keepFocusAfter(id);
      unarchive(id);
    },
    [unarchive, keepFocusAfter],
  );
  const onSnooze = useCallback(
    (id: string, until: Date, label: string) => {
      keepFocusAfter(id);
      snooze(id, until, () => toasts.info(`Snoozed until ${label}.`));
    },
    [snooze, keepFocusAfter],
  );

  const move = (step: 1 | -1) => {
    const rows = rowsOf(listRef.current);
    const current = focusedRow();
    const index = current ? rows.indexOf(current) : -1;
    focusRow(rows[index === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step))]);
  };
  useShortcut('j', 'Next notification', () => move(1));
  useShortcut('k', 'Previous notification', () => move(-1));
  useShortcut('e', archivedView ? 'Move the focused notification to the inbox' : 'Archive the focused notification', () => {
    const id = focusedRow()?.getAttribute(ROW_ATTRIBUTE);
    if (id) (archivedView ? onUnarchive : onArchive)(id);
  });
  useShortcut(
    'h',
    'Snooze the focused notification',
    () => focusedRow()?.querySelector<HTMLButtonElement>(`[${SNOOZE_BUTTON_ATTRIBUTE}] button`)?.click(),
    { enabled: !archivedView },
  );

  return (
    <>
      {archivedView ? null : (
        <div className={styles.toolbar}>
          <p className={styles.summary} aria-live="polite">
            {unreadCount === 0 ? 'Nothing unread.' : `${unreadCount} unread`}
          </p>
          <Button size="sm" disabled={unreadCount === 0} onClick={() => markAll(data.notifications.__id)}>
            Mark all read
          </Button>
        </div>
      )}
      {edges.length === 0 ? (
        <EmptyState title={archivedView ? 'Nothing archived' : view === 'unread' ? 'All caught up' : 'No notifications yet'}>
          <p>
            {archivedView
              ? 'Notifications you archive are kept here.'
              : view === 'unread'
                ? 'Everything here has been read.'
                : 'When someone assigns you an issue, mentions you, or changes an issue you follow, it shows here.'}
          </p>
        </EmptyState>
      ) : (
        <ul id={listId} ref={listRef} className={styles.list} aria-label={archivedView ? 'Archived notifications' : 'Notifications'}>
          {edges.map(({ node }) => (
            <NotificationRow
              key={node.id}
              notification={node}
              workspaceSlug={workspaceSlug}
              archived={archivedView}
              onRead={markRead}
              onArchive={onArchive}
              onUnarchive={onUnarchive}
              onSnooze={onSnooze}
            />
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
  const { workspaceSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view = inboxViewOf(params);
  const inboxPath = workspacePath(workspaceSlug, 'inbox');
  return (
    <div className={styles.page}>
      <title>{view === 'archived' ? 'Archived · Inbox · Lanes' : 'Inbox · Lanes'}</title>
      <PageHeader
        title="Inbox"
        actions={
          <div className={viewStyles.headerActions}>
            {view === 'archived' ? null : (
              <label className={styles.filter}>
                <input
                  type="checkbox"
                  checked={view === 'unread'}
                  onChange={(event) => {
                    const next = new URLSearchParams(params);
                    if (event.target.checked) next.set(UNREAD_ONLY_PARAM, '1');
                    else next.delete(UNREAD_ONLY_PARAM);
                    setParams(next);
                  }}
                />
                Unread only
              </label>
            )}
            <Link className={viewStyles.settingsLink} to={workspacePath(workspaceSlug, 'settings/notifications')}>
              Notification settings
            </Link>
          </div>
        }
      />
      <nav aria-label="Inbox views" className={viewStyles.views}>
        <Link to={inboxPath} className={viewStyles.view} aria-current={view === 'archived' ? undefined : 'page'}>
          Inbox
        </Link>
        <Link to={`${inboxPath}?${VIEW_PARAM}=archived`} className={viewStyles.view} aria-current={view === 'archived' ? 'page' : undefined}>
          Archived
        </Link>
      </nav>
      <InboxList viewer={viewer} view={view} unreadCount={viewer.unreadNotificationCount} />
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

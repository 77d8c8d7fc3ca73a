// The inbox (/w/:workspaceSlug/inbox): what happened that concerns the viewer, newest first, unread ones marked;
// "Unread only" narrows the list, "Mark all read" clears the count, each notification can be archived or snoozed
// ("Archived", ?view=archived, lists the archived ones to move back; "Snoozed", ?view=snoozed, the snoozed ones not
// back yet, to bring back now or snooze again). J and K move between notifications, E archives the focused one (moves
// it back to the inbox among the archived and the snoozed), H opens its snooze menu. New notifications arrive
// live (the workspace's header listens for them, see InboxNavLink).
import { useCallback, useEffect, useId, useRef } from 'react';
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
import { untilSnoozeEnds } from './snoozeReturn';
import { useArchiveNotificationMutation } from './useArchiveNotificationMutation';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';
import { useSnoozeNotificationMutation } from './useSnoozeNotificationMutation';
import { useUnsnoozeNotificationMutation } from './useUnsnoozeNotificationMutation';
import { useUnarchiveNotificationMutation } from './useUnarchiveNotificationMutation';
import styles from './Inbox.module.css';
import viewStyles from './InboxViews.module.css';

export const INBOX_PAGE = 30;
/** The URL's search parameter that shows unread notifications only. */
export const UNREAD_ONLY_PARAM = 'unread';
/** The URL's search parameter of the view: `archived` lists the archived notifications, `snoozed` the snoozed ones. */
export const VIEW_PARAM = 'view';

/** The view the address asks for. */
export function inboxViewOf(params: URLSearchParams): InboxView {
  const view = params.get(VIEW_PARAM);
  if (view === 'archived' || view === 'snoozed') return view;
  return params.get(UNREAD_ONLY_PARAM) === '1' ? 'unread' : 'all';
}

export const inboxPageQuery = graphql`
  query InboxPageQuery($unreadOnly: Boolean!, $archived: Boolean!, $snoozed: Boolean!) {
    viewer {
      unreadNotificationCount
      ...InboxList_viewer @arguments(unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed)
    }
  }
`;

const EMPTY_TITLE: Record<InboxView, string> = { all: 'No notifications yet', unread: 'All caught up', archived: 'Nothing archived', snoozed: 'Nothing snoozed' };
const LIST_LABEL: Record<InboxView, string> = { all: 'Notifications', unread: 'Notifications', archived: 'Archived notifications', snoozed: 'Snoozed notifications' };

/** The row holding the focus, if any. */
const focusedRow = () => document.activeElement?.closest<HTMLElement>(`[${ROW_ATTRIBUTE}]`) ?? null;
const rowsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(`[${ROW_ATTRIBUTE}]`) ?? [])];
const focusRow = (row: HTMLElement | undefined) => row?.querySelector<HTMLElement>('[data-row-focus]')?.focus();

function InboxList({ viewer: viewerKey, view, unreadCount }: { viewer: InboxList_viewer$key; view: InboxView; unreadCount: number }) {
  const { workspaceSlug = '' } = useParams();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const archivedView = view === 'archived';
  // The archived and the snoozed lists: E moves a notification back to the inbox, and nothing there is counted unread.
  const asideView = archivedView || view === 'snoozed';
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<InboxListPaginationQuery, InboxList_viewer$key>(
    graphql`
      fragment InboxList_viewer on Viewer
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        unreadOnly: { type: "Boolean!" }
        archived: { type: "Boolean!" }
        snoozed: { type: "Boolean!" }
      )
      @refetchable(queryName: "InboxListPaginationQuery") {
        nextSnoozeEndsAt
        notifications(first: $count, after: $cursor, unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed)
          @connection(key: "InboxList_notifications", filters: ["unreadOnly", "archived", "snoozed"]) {
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
  const unsnooze = useUnsnoozeNotificationMutation();
  const edges = data.notifications.edges;
  // A snoozed notification due back joins the inbox (and leaves the snoozed list): the list is read again then.
  useEffect(
    () => (archivedView ? undefined : untilSnoozeEnds(data.nextSnoozeEndsAt, () => refetch({}, { fetchPolicy: 'network-only' }))),
    [archivedView, data.nextSnoozeEndsAt, refetch],
  );

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
  const onUnsnooze = useCallback(
    (id: string) => {
      keepFocusAfter(id);
      unsnooze(id);
    },
    [unsnooze, keepFocusAfter],
  );
  const onSnooze = useCallback(
    (id: string, until: Date, label: string) => {
      // Snoozed again from the snoozed list, it stays there (with its new time).
      if (view !== 'snoozed') keepFocusAfter(id);
      snooze(id, until, () => toasts.info(`Snoozed until ${label}.`));
    },
    [snooze, keepFocusAfter, view],
  );

  const move = (step: 1 | -1) => {
    const rows = rowsOf(listRef.current);
    const current = focusedRow();
    const index = current ? rows.indexOf(current) : -1;
    focusRow(rows[index === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step))]);
  };
  useShortcut('j', 'Next notification', () => move(1));
  useShortcut('k', 'Previous notification', () => move(-1));
  useShortcut('e', asideView ? 'Move the focused notification to the inbox' : 'Archive the focused notification', () => {
    const id = focusedRow()?.getAttribute(ROW_ATTRIBUTE);
    if (id) (archivedView ? onUnarchive : view === 'snoozed' ? onUnsnooze : onArchive)(id);
  });
  useShortcut(
    'h',
    'Snooze the focused notification',
    () => focusedRow()?.querySelector<HTMLButtonElement>(`[${SNOOZE_BUTTON_ATTRIBUTE}] button`)?.click(),
    { enabled: !archivedView },
  );

  return (
    <>
      {asideView ? null : (
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
        <EmptyState title={EMPTY_TITLE[view]}>
          <p>
            {archivedView
              ? 'Notifications you archive are kept here.'
              : view === 'snoozed'
                ? 'Notifications you snooze wait here until their time, then come back to the inbox unread.'
                : view === 'unread'
                ? 'Everything here has been read.'
                : 'When someone assigns you an issue, mentions you, or changes an issue you follow, it shows here.'}
          </p>
        </EmptyState>
      ) : (
        <ul id={listId} ref={listRef} className={styles.list} aria-label={LIST_LABEL[view]}>
          {edges.map(({ node }) => (
            <NotificationRow
              key={node.id}
              notification={node}
              workspaceSlug={workspaceSlug}
              view={view}
              onRead={markRead}
              onArchive={onArchive}
              onUnarchive={onUnarchive}
              onUnsnooze={onUnsnooze}
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
      <title>{view === 'archived' ? 'Archived · Inbox · Lanes' : view === 'snoozed' ? 'Snoozed · Inbox · Lanes' : 'Inbox · Lanes'}</title>
      <PageHeader
        title="Inbox"
        actions={
          <div className={viewStyles.headerActions}>
            {view === 'archived' || view === 'snoozed' ? null : (
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
        <Link to={inboxPath} className={viewStyles.view} aria-current={view === 'all' || view === 'unread' ? 'page' : undefined}>
          Inbox
        </Link>
        <Link to={`${inboxPath}?${VIEW_PARAM}=snoozed`} className={viewStyles.view} aria-current={view === 'snoozed' ? 'page' : undefined}>
          Snoozed
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

// The inbox's lists in the store, one per view (all, unread only, archived, snoozed). The updates that concern them come from
// outside the inbox too (the header's live notifications, the toast that opens an issue, another tab's archiving),
// when the inbox is not on screen to hand over its connection's id: they are found here by key and filters.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The connection key of the inbox's list (InboxList_viewer). */
export const INBOX_CONNECTION = 'InboxList_notifications';

/** Which of the person's notifications a list shows. */
export type InboxView = 'all' | 'unread' | 'archived' | 'snoozed';

/** The list's arguments for a view (as the route's loader passes them). */
export const viewArguments = (view: InboxView) => ({ unreadOnly: view === 'unread', archived: view === 'archived', snoozed: view === 'snoozed' });

/** The inbox's list for this view, if it has been loaded. */
export function inboxConnection(store: RecordSourceSelectorProxy, view: InboxView): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return (viewer && ConnectionHandler.getConnection(viewer, INBOX_CONNECTION, viewArguments(view))) ?? null;
}

/** The notifications leave the lists of these views (every one in a list when `ids` is 'all'). */
export function removeFromLists(store: RecordSourceSelectorProxy, views: readonly InboxView[], ids: readonly string[] | 'all'): void {
  for (const view of views) {
    const connection = inboxConnection(store, view);
    if (!connection) continue;
    const leaving =
      ids === 'all'
        ? (connection.getLinkedRecords('edges') ?? []).flatMap((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? [])
        : ids;
    for (const id of leaving) ConnectionHandler.deleteNode(connection, id);
  }
}

/** Read notifications leave the unread-only list (every one in it when `ids` is 'all'). */
export function removeFromUnreadList(store: RecordSourceSelectorProxy, ids: readonly string[] | 'all'): void {
  removeFromLists(store, ['unread'], ids);
}

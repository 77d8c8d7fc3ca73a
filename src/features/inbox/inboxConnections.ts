// The inbox's lists in the store, one per filter (all, and unread only). The updates that concern them come from
// outside the inbox too (the header's live notifications, the toast that opens an issue), when the inbox is not on
// screen to hand over its connection's id: they are found here by key and filter.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The connection key of the inbox's list (InboxList_viewer). */
export const INBOX_CONNECTION = 'InboxList_notifications';

/** The inbox's list for this filter, if it has been loaded. */
export function inboxConnection(store: RecordSourceSelectorProxy, unreadOnly: boolean): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return (viewer && ConnectionHandler.getConnection(viewer, INBOX_CONNECTION, { unreadOnly })) ?? null;
}

/** Read notifications leave the unread-only list (every one in it when `ids` is 'all'). */
export function removeFromUnreadList(store: RecordSourceSelectorProxy, ids: readonly string[] | 'all'): void {
  const connection = inboxConnection(store, true);
  if (!connection) return;
  const leaving =
    ids === 'all'
      ? (connection.getLinkedRecords('edges') ?? []).flatMap((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? [])
      : ids;
  for (const id of leaving) ConnectionHandler.deleteNode(connection, id);
}

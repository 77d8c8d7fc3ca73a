// Changes to a project list's connection in the store that Relay's directives cannot say: a project put back at its
// place in the order (newest first by creation, as a reload would show it, not at the top), and the list's total
// count kept in step with the rows that join and leave it.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

const createdAtOf = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node')?.getValue('createdAt') as string | undefined;

function isListed(connection: RecordProxy, nodeId: string): boolean {
  return connection.getLinkedRecords('edges')?.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId) ?? false;
}

function changeTotalCount(connection: RecordProxy, delta: number) {
  const count = connection.getValue('totalCount');
  if (typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
}

/**
 * Inserts `serverEdge` (a payload's edge of a project with `createdAt`) where a reload would list it: before the
 * first loaded project created before it. A project older than every loaded one while more pages remain is left
 * for those pages (it will arrive in its place as the list loads on). Counts it, unless already listed.
 */
export function insertProjectEdgeInOrder(store: RecordSourceSelectorProxy, connectionId: string, serverEdge: RecordProxy | null | undefined) {
  const connection = store.get(connectionId);
  const node = serverEdge?.getLinkedRecord('node');
  if (!connection || !serverEdge || !node || isListed(connection, node.getDataID())) return;
  changeTotalCount(connection, 1);
  const createdAt = node.getValue('createdAt') as string;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const index = edges.findIndex((edge) => (createdAtOf(edge) ?? '') < createdAt);
  const hasNextPage = connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
  if (index === -1 && hasNextPage) return;
  const edge = ConnectionHandler.buildConnectionEdge(store, connection, serverEdge);
  if (!edge) return;
  const at = index === -1 ? edges.length : index;
  connection.setLinkedRecords([...edges.slice(0, at), edge, ...edges.slice(at)], 'edges');
}

/** Puts a new project at the top (it is the newest), unless already listed, and counts it. */
export function prependProjectEdge(store: RecordSourceSelectorProxy, connectionId: string, serverEdge: RecordProxy | null | undefined) {
  const connection = store.get(connectionId);
  const node = serverEdge?.getLinkedRecord('node');
  if (!connection || !serverEdge || !node || isListed(connection, node.getDataID())) return;
  const edge = ConnectionHandler.buildConnectionEdge(store, connection, serverEdge);
  if (!edge) return;
  changeTotalCount(connection, 1);
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Takes a project out of the list, if listed, and uncounts it. */
export function removeProjectEdge(store: RecordSourceSelectorProxy, connectionId: string, projectId: string | null | undefined) {
  const connection = store.get(connectionId);
  if (!connection || !projectId || !isListed(connection, projectId)) return;
  changeTotalCount(connection, -1);
  ConnectionHandler.deleteNode(connection, projectId);
}

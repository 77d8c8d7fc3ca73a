// Keeps the project list live: projects others create appear at the top, archived ones leave, renames
// show. The viewer's own changes arrive here too, so a project already in the list is never added twice.
import { useMemo } from 'react';
import { ConnectionHandler, graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useProjectEventsSubscription as ProjectEventsSubscription } from '@/__generated__/useProjectEventsSubscription.graphql';

const subscription = graphql`
  subscription useProjectEventsSubscription($connections: [ID!]!) {
    projectEvents {
      kind
      project {
        id
        archivedAt
        ...ProjectRow_project
      }
      addedEdge {
        cursor
        node {
          id
          ...ProjectRow_project
        }
      }
      removedProjectId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Prepends `addedEdge` unless the project is already listed. (`@prependEdge` would do the same, but it
 * warns on every event whose edge is null, which is most of them: renames and archives.)
 */
function prependAddedEdge(connectionId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const serverEdge = store.getRootField('projectEvents')?.getLinkedRecord('addedEdge');
    const nodeId = serverEdge?.getLinkedRecord('node')?.getDataID();
    const connection = store.get(connectionId);
    if (!serverEdge || !nodeId || !connection) return;
    const listed = connection.getLinkedRecords('edges')?.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
    if (listed) return;
    const edge = ConnectionHandler.buildConnectionEdge(store, connection, serverEdge);
    if (edge) ConnectionHandler.insertEdgeBefore(connection, edge);
  };
}

export function useProjectEventsSubscription(connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<ProjectEventsSubscription>>(
    () => ({ subscription, variables: { connections: [connectionId] }, updater: prependAddedEdge(connectionId) }),
    [connectionId],
  );
  useSubscription<ProjectEventsSubscription>(config);
}

// Keeps the project list live: projects others create appear, archived ones leave, renames show. The
// viewer's own changes arrive here too; Relay adds an edge only once per project, so nothing doubles.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
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
      addedEdge @prependEdge(connections: $connections) {
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

export function useProjectEventsSubscription(connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<ProjectEventsSubscription>>(
    () => ({ subscription, variables: { connections: [connectionId] } }),
    [connectionId],
  );
  useSubscription<ProjectEventsSubscription>(config);
}

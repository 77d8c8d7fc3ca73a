// Keeps the project list live: in the active list, projects others create appear at the top, restored ones come
// back at their place, archived ones leave; in the archived list, archived ones arrive at their place and restored
// ones leave; renames show in both. The viewer's own changes arrive here too, so a project already in the list is
// never added twice.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useProjectEventsSubscription as ProjectEventsSubscription } from '@/__generated__/useProjectEventsSubscription.graphql';
import { insertProjectEdgeInOrder, prependProjectEdge, removeProjectEdge } from './projectConnection';
import type { ProjectView } from './ProjectList';

const subscription = graphql`
  subscription useProjectEventsSubscription {
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
    }
  }
`;

/** Whether the project belongs in a list filtered by `search` (as the server matches: name or key contains it). */
function matches(project: RecordProxy, search: string): boolean {
  const text = search.toLocaleLowerCase();
  return [project.getValue('name'), project.getValue('key')].some((value) => String(value ?? '').toLocaleLowerCase().includes(text));
}

function applyEvent(connectionId: string, { view, search }: ProjectListShown) {
  return (store: RecordSourceSelectorProxy) => {
    const event = store.getRootField('projectEvents');
    const project = event?.getLinkedRecord('project');
    if (!event || !project) return;
    const kind = event.getValue('kind');
    // A project that joins a filtered list must match the filter (one leaving it goes whether it matches or not).
    if ((kind === 'CREATED' || kind === 'UNARCHIVED' || kind === 'ARCHIVED') && search && !matches(project, search)) {
      removeProjectEdge(store, connectionId, project.getDataID());
      return;
    }
    if (view === 'active') {
      if (kind === 'CREATED') prependProjectEdge(store, connectionId, event.getLinkedRecord('addedEdge'));
      else if (kind === 'UNARCHIVED') insertProjectEdgeInOrder(store, connectionId, event.getLinkedRecord('addedEdge'));
      else if (kind === 'ARCHIVED') removeProjectEdge(store, connectionId, project.getDataID());
    } else if (kind === 'ARCHIVED') {
      // The event carries no edge for the archived list: the project itself is the node of a new one.
      const edgeId = `client:archived-edge:${project.getDataID()}`;
      const edge = store.get(edgeId) ?? store.create(edgeId, 'ProjectEdge');
      edge.setLinkedRecord(project, 'node');
      insertProjectEdgeInOrder(store, connectionId, edge);
    } else if (kind === 'UNARCHIVED') {
      removeProjectEdge(store, connectionId, project.getDataID());
    }
  };
}

export interface ProjectListShown {
  view: ProjectView;
  /** The list's filter ('' for none). */
  search: string;
}

export function useProjectEventsSubscription(connectionId: string, { view, search }: ProjectListShown) {
  const config = useMemo<GraphQLSubscriptionConfig<ProjectEventsSubscription>>(
    () => ({ subscription, variables: {}, updater: applyEvent(connectionId, { view, search }) }),
    [connectionId, view, search],
  );
  useSubscription<ProjectEventsSubscription>(config);
}

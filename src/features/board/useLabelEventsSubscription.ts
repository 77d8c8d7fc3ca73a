// Keeps the labels on a project page's issues live: a label renamed or recoloured by anyone changes on every card
// and row at once (the event carries the label, and the store updates it by id); a deleted label leaves every
// issue the page shows. A label made anywhere reaches nothing here until an issue is given it.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLabelEventsSubscription as LabelEventsSubscription } from '@/__generated__/useLabelEventsSubscription.graphql';
import { useIssueGroups } from './IssueGroupsContext';
import type { IssueGroupConnection } from './issuePlacement';

const subscription = graphql`
  subscription useLabelEventsSubscription {
    labelEvents {
      kind
      deletedLabelId
      label {
        id
        name
        color
      }
    }
  }
`;

/** Takes the label off every issue of the groups on screen. */
function removeLabel(store: RecordSourceSelectorProxy, labelId: string, groups: readonly IssueGroupConnection[]) {
  for (const group of groups) {
    const edges = store.get(group.connectionId)?.getLinkedRecords('edges') ?? [];
    for (const edge of edges) {
      const issue = edge?.getLinkedRecord('node');
      const labels = issue?.getLinkedRecords('labels');
      if (!issue || !labels) continue;
      const kept = labels.filter((label) => label?.getDataID() !== labelId);
      if (kept.length !== labels.length) issue.setLinkedRecords(kept, 'labels');
    }
  }
}

export function useLabelEventsSubscription() {
  const registry = useIssueGroups();
  const config = useMemo<GraphQLSubscriptionConfig<LabelEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store: RecordSourceSelectorProxy, data) => {
        const event = data?.labelEvents;
        if (event?.kind === 'DELETED' && event.deletedLabelId) removeLabel(store, event.deletedLabelId, registry.groups());
      },
    }),
    [registry],
  );
  useSubscription<LabelEventsSubscription>(config);
}

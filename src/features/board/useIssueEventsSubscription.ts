// Keeps a project page live: issues created, moved, changed or deleted by anyone (the viewer included) land in
// the right group at their place, or leave it. Starting from the page's snapshot (`issuesSnapshotAt`), nothing
// made between the page's query and the subscription is missed; the latest event's `at` is remembered so a new
// subscription (after the stream failed) starts from there.
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useIssueEventsSubscription as IssueEventsSubscription } from '@/__generated__/useIssueEventsSubscription.graphql';
import { useIssueGroups } from './IssueGroupsContext';
import { placeIssue, removeIssue } from './issuePlacement';

const subscription = graphql`
  subscription useIssueEventsSubscription($projectId: ID!, $since: DateTime) {
    issueEvents(projectId: $projectId, since: $since) {
      kind
      at
      deletedIssueId
      issue {
        id
        position
        completedAt
        ...IssueSummary_issue
      }
    }
  }
`;

/** How long to wait before subscribing again after the stream failed. */
const RESUBSCRIBE_AFTER_MS = 2000;

export function useIssueEventsSubscription(projectId: string, snapshotAt: string) {
  const registry = useIssueGroups();
  // Where the current stream starts; a new page read (a reload of the route) is a new snapshot.
  const [stream, setStream] = useState({ snapshotAt, since: snapshotAt, attempt: 0 });
  if (stream.snapshotAt !== snapshotAt) setStream({ snapshotAt, since: snapshotAt, attempt: 0 });
  const latestAt = useRef(snapshotAt);

  useEffect(() => {
    latestAt.current = snapshotAt;
  }, [snapshotAt]);

  const [failed, setFailed] = useState(0);
  useEffect(() => {
    if (failed === 0) return undefined;
    const timer = window.setTimeout(() => setStream((current) => ({ ...current, since: latestAt.current, attempt: current.attempt + 1 })), RESUBSCRIBE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const { since, attempt } = stream;
  const config = useMemo<GraphQLSubscriptionConfig<IssueEventsSubscription>>(
    () => ({
      subscription,
      variables: { projectId, since },
      updater: (store: RecordSourceSelectorProxy, data) => {
        const event = data?.issueEvents;
        if (!event) return;
        if (event.at > latestAt.current) latestAt.current = event.at;
        if (event.kind === 'DELETED') {
          if (event.deletedIssueId) removeIssue(store, event.deletedIssueId, registry.groups());
          return;
        }
        if (event.issue) placeIssue(store, event.issue.id, registry.groups());
      },
      onError: () => setFailed((count) => count + 1),
    }),
    // A new attempt is a new subscription, even from the same moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [projectId, since, attempt, registry],
  );
  useSubscription<IssueEventsSubscription>(config);
}

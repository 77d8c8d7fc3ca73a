// Keeps a project page live: issues created, moved, changed or deleted by anyone (the viewer included) land in
// the right group at their place, or leave it. The stream starts after the page's snapshot (`issuesSnapshotSeq`, the
// workspace's change-log position read before the issues), so nothing made between the page's query and the
// subscription is missed and nothing is applied twice; the latest event's `seq` is remembered so a new subscription
// (after the stream failed) resumes exactly there. When the server says the page is too far behind to catch up
// (RELOAD_REQUIRED), the page's data is read again, which starts a new snapshot.
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useIssueEventsSubscription as IssueEventsSubscription } from '@/__generated__/useIssueEventsSubscription.graphql';
import { requestReload } from '@/relay/connectionStatus';
import { toApiError } from '@/relay/errors';
import { useIssueGroups } from './IssueGroupsContext';
import { placeIssue, removeIssue } from './issuePlacement';

const subscription = graphql`
  subscription useIssueEventsSubscription($projectId: ID!, $afterSeq: Int) {
    issueEvents(projectId: $projectId, afterSeq: $afterSeq) {
      kind
      seq
      deletedIssueId
      issue {
        id
        position
        completedAt
        ...IssueSummary_issue
        # The issues whose marks this one's change may change: its parent's progress, the blocked ones' marker.
        parent {
          id
          ...IssueStructureMarks_issue
        }
        relations {
          issue {
            id
            ...IssueStructureMarks_issue
          }
        }
      }
    }
  }
`;

/** How long to wait before subscribing again after the stream failed. */
const RESUBSCRIBE_AFTER_MS = 2000;

export function useIssueEventsSubscription(projectId: string, snapshotSeq: number) {
  const registry = useIssueGroups();
  // Where the current stream starts; a new page read (a reload of the route) is a new snapshot.
  const [stream, setStream] = useState({ snapshotSeq, afterSeq: snapshotSeq, attempt: 0 });
  if (stream.snapshotSeq !== snapshotSeq) setStream({ snapshotSeq, afterSeq: snapshotSeq, attempt: 0 });
  const latestSeq = useRef(snapshotSeq);

  useEffect(() => {
    latestSeq.current = snapshotSeq;
  }, [snapshotSeq]);

  const [failed, setFailed] = useState(0);
  useEffect(() => {
    if (failed === 0) return undefined;
    const timer = window.setTimeout(
      () => setStream((current) => ({ ...current, afterSeq: latestSeq.current, attempt: current.attempt + 1 })),
      RESUBSCRIBE_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [failed]);

  const { afterSeq, attempt } = stream;
  const config = useMemo<GraphQLSubscriptionConfig<IssueEventsSubscription>>(
    () => ({
      subscription,
      variables: { projectId, afterSeq },
      updater: (store: RecordSourceSelectorProxy, data) => {
        const event = data?.issueEvents;
        if (!event) return;
        // Events come in order, each once; one at or before the latest applied is not applied again.
        if (event.seq <= latestSeq.current) return;
        latestSeq.current = event.seq;
        if (event.kind === 'DELETED') {
          if (event.deletedIssueId) removeIssue(store, event.deletedIssueId, registry.groups());
          return;
        }
        if (event.issue) placeIssue(store, event.issue.id, registry.groups());
      },
      onError: (error) => {
        // Too far behind to catch up: read the page again (its new snapshot starts a new stream).
        if (toApiError(error).code === 'RELOAD_REQUIRED') requestReload();
        else setFailed((count) => count + 1);
      },
    }),
    // A new attempt is a new subscription, even from the same number.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [projectId, afterSeq, attempt, registry],
  );
  useSubscription<IssueEventsSubscription>(config);
}

// Keeps an open issue live: every change in its project arrives (after `afterSeq`, the change-log position read
// before the page's issue, so nothing made in between is missed) and the store updates the issue by id. A deletion of
// this issue by someone else is reported to the page, which says so, and its restoration too. Too far behind to catch up (RELOAD_REQUIRED),
// the page's data is read again.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useIssueDetailEventsSubscription as IssueDetailEventsSubscription } from '@/__generated__/useIssueDetailEventsSubscription.graphql';
import { requestReload } from '@/relay/connectionStatus';
import { toApiError } from '@/relay/errors';

const subscription = graphql`
  subscription useIssueDetailEventsSubscription($projectId: ID!, $afterSeq: Int) {
    issueEvents(projectId: $projectId, afterSeq: $afterSeq) {
      issue {
        id
        ...IssueDetail_issue
        ...SubIssuesSection_issue
      }
      deletedIssueId
    }
  }
`;

export function useIssueDetailEventsSubscription({
  projectId,
  afterSeq,
  issueId,
  onDeleted,
  onRestored,
}: {
  projectId: string;
  afterSeq: number | null;
  issueId: string;
  onDeleted: () => void;
  /** An event carries the issue: it exists (again, once restored after a deletion: RESTORED). */
  onRestored: () => void;
}) {
  const config = useMemo<GraphQLSubscriptionConfig<IssueDetailEventsSubscription>>(
    () => ({
      subscription,
      variables: { projectId, afterSeq },
      onNext: (response) => {
        const event = response?.issueEvents;
        if (event?.deletedIssueId === issueId) onDeleted();
        if (event?.issue?.id === issueId) onRestored();
      },
      onError: (error) => {
        if (toApiError(error).code === 'RELOAD_REQUIRED') requestReload();
      },
    }),
    [projectId, afterSeq, issueId, onDeleted, onRestored],
  );
  useSubscription<IssueDetailEventsSubscription>(config);
}

// Keeps an open issue live: every change in its project arrives (from `since`, the page's read, so nothing
// made in between is missed) and the store updates the issue by id. A deletion of this issue by someone
// else is reported to the page, which says so.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useIssueDetailEventsSubscription as IssueDetailEventsSubscription } from '@/__generated__/useIssueDetailEventsSubscription.graphql';

const subscription = graphql`
  subscription useIssueDetailEventsSubscription($projectId: ID!, $since: DateTime) {
    issueEvents(projectId: $projectId, since: $since) {
      issue {
        id
        ...IssueDetail_issue
      }
      deletedIssueId
    }
  }
`;

export function useIssueDetailEventsSubscription({
  projectId,
  since,
  issueId,
  onDeleted,
}: {
  projectId: string;
  since: string | null;
  issueId: string;
  onDeleted: () => void;
}) {
  const config = useMemo<GraphQLSubscriptionConfig<IssueDetailEventsSubscription>>(
    () => ({
      subscription,
      variables: { projectId, since },
      onNext: (response) => {
        if (response?.issueEvents.deletedIssueId === issueId) onDeleted();
      },
    }),
    [projectId, since, issueId, onDeleted],
  );
  useSubscription<IssueDetailEventsSubscription>(config);
}

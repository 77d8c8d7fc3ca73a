// Keeps an open issue's timeline live: entries added by anyone (the viewer's own included: an entry already
// listed is not listed twice) are appended, changed ones update by id, removed ones leave.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useIssueTimelineSubscription as IssueTimelineSubscription } from '@/__generated__/useIssueTimelineSubscription.graphql';

const subscription = graphql`
  subscription useIssueTimelineSubscription($issueId: ID!, $connections: [ID!]!) {
    issueTimelineEvents(issueId: $issueId) {
      kind
      item {
        __typename
        ... on Comment {
          id
          ...TimelineComment_comment @alias(as: "comment")
          ...ReactionBar_comment @alias(as: "reactions")
        }
        ... on IssueActivity {
          id
          ...TimelineActivity_activity @alias(as: "activity")
        }
      }
      timelineEdge @appendEdge(connections: $connections) {
        cursor
        node {
          __typename
          ... on Comment {
            id
            ...TimelineComment_comment @alias(as: "comment")
            ...ReactionBar_comment @alias(as: "reactions")
          }
          ... on IssueActivity {
            id
            ...TimelineActivity_activity @alias(as: "activity")
          }
        }
      }
      removedId @deleteEdge(connections: $connections)
    }
  }
`;

export function useIssueTimelineSubscription(issueId: string, connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<IssueTimelineSubscription>>(
    () => ({ subscription, variables: { issueId, connections: [connectionId] } }),
    [issueId, connectionId],
  );
  useSubscription<IssueTimelineSubscription>(config);
}

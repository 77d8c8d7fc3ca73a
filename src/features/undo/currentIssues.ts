// What an undo compares against: the issues as the server has them now (not as this tab last saw them: another
// person's change may not have reached a page that is not showing the issue), one request for all of them. Loaded
// with an undo, not with the pages.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { currentIssuesQuery } from '@/__generated__/currentIssuesQuery.graphql';
import type { IssueValues } from './issueValues';

const query = graphql`
  query currentIssuesQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on Issue {
        id
        title
        status
        priority
        position
        dueDate
        assignee {
          id
        }
        labels {
          id
        }
      }
    }
  }
`;

/** The issues as they are now, by id; a deleted one (or one the viewer may no longer see) is absent. */
export async function currentIssues(environment: IEnvironment, ids: readonly string[]): Promise<Map<string, IssueValues>> {
  const data = await fetchQuery<currentIssuesQuery>(environment, query, { ids: [...ids] }, { fetchPolicy: 'network-only' }).toPromise();
  const found = new Map<string, IssueValues>();
  for (const node of data?.nodes ?? []) {
    if (node?.__typename !== 'Issue') continue;
    found.set(node.id, {
      title: node.title,
      status: node.status,
      priority: node.priority,
      position: node.position,
      dueDate: node.dueDate ?? null,
      assigneeId: node.assignee?.id ?? null,
      labelIds: node.labels.map((label) => label.id),
    });
  }
  return found;
}


// What an undo compares against: the issues as the server has them now (not as this tab last saw them: another
// person's change may not have reached a page that is not showing the issue), one request for all of them.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { currentIssuesQuery } from '@/__generated__/currentIssuesQuery.graphql';

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

/** An issue's fields that can be undone, as plain values. */
export interface IssueValues {
  title: string;
  status: string;
  priority: string;
  position: string;
  dueDate: string | null;
  assigneeId: string | null;
  labelIds: readonly string[];
}

export type IssueField = keyof IssueValues;

/** Whether two values of a field are the same (a set of labels in any order). */
export function sameValue(field: IssueField, left: IssueValues[IssueField] | undefined, right: IssueValues[IssueField] | undefined): boolean {
  if (field === 'labelIds') {
    const [a, b] = [[...((left as readonly string[]) ?? [])].sort(), [...((right as readonly string[]) ?? [])].sort()];
    return a.length === b.length && a.every((id, index) => id === b[index]);
  }
  return (left ?? null) === (right ?? null);
}

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

/** An issue's values as this tab's store holds them (what a change starts from). */
export function storedIssueValues(environment: IEnvironment, id: string): IssueValues | null {
  const source = environment.getStore().getSource();
  const record = source.get(id);
  if (!record) return null;
  const ref = (value: unknown): string | null => (value && typeof value === 'object' && '__ref' in value ? String((value as { __ref: string }).__ref) : null);
  const refs = (value: unknown): string[] =>
    value && typeof value === 'object' && '__refs' in value ? ((value as { __refs: (string | null)[] }).__refs.filter(Boolean) as string[]) : [];
  return {
    title: String(record.title ?? ''),
    status: String(record.status ?? ''),
    priority: String(record.priority ?? ''),
    position: String(record.position ?? ''),
    dueDate: typeof record.dueDate === 'string' ? record.dueDate : null,
    assigneeId: ref(record.assignee),
    labelIds: refs(record.labels),
  };
}

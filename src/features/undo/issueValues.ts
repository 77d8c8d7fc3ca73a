// An issue's fields that a change can be undone for, as plain values: as this tab's store holds them when the change
// is made, and compared with what the server has when it is undone (./currentIssues, loaded with the undo).
import type { IEnvironment } from 'relay-runtime';

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

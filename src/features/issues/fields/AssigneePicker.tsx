// Chooses who an issue is assigned to among the workspace's members (or nobody): a native select over
// `Workspace.members`. Someone no longer a member stays listed while they are the assignee.
import { graphql, useFragment } from 'react-relay';
import type { AssigneePicker_workspace$key } from '@/__generated__/AssigneePicker_workspace.graphql';
import { SelectField } from '@/ui/Field';

export interface IssueAssignee {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string | null | undefined;
}

const UNASSIGNED = '';

export function AssigneePicker({
  workspace,
  value,
  onChange,
  label = 'Assignee',
  disabled,
  error,
}: {
  workspace: AssigneePicker_workspace$key;
  value: IssueAssignee | null | undefined;
  onChange: (assignee: IssueAssignee | null) => void;
  label?: string;
  disabled?: boolean;
  error?: string | null;
}) {
  const { members } = useFragment(
    graphql`
      fragment AssigneePicker_workspace on Workspace {
        members(first: 100) {
          edges {
            node {
              id
              user {
                id
                name
                imageUrl
              }
            }
          }
        }
      }
    `,
    workspace,
  );
  const people: IssueAssignee[] = members.edges.map((edge) => edge.node.user);
  if (value && !people.some((person) => person.id === value.id)) people.push(value);

  return (
    <SelectField
      label={label}
      name="assignee"
      value={value?.id ?? UNASSIGNED}
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(people.find((person) => person.id === event.target.value) ?? null)}
    >
      <option value={UNASSIGNED}>Unassigned</option>
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
        </option>
      ))}
    </SelectField>
  );
}

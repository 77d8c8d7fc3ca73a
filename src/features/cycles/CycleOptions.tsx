// The cycle fields' options: the workspace's cycles that are not over (and the issue's own), read when a field first
// shows; loaded with the field (CyclePicker.tsx), not with the page. The lists' cycle filter reads the same query.
import type { ChangeEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CycleOptionsQuery } from '@/__generated__/CycleOptionsQuery.graphql';
import { cycleTitle } from '@/rules/cycle';
import { SelectField } from '@/ui/Field';
import type { IssueCycle } from './CyclePicker';

/** The workspace's cycles, by start date. */
export const cyclesQuery = graphql`
  query CycleOptionsQuery {
    viewer {
      workspace {
        cycles {
          id
          number
          name
          status
        }
      }
    }
  }
`;

export interface FieldProps {
  label: string;
  /** The option that means "no cycle", and the option shown first when nothing is chosen (the bulk edit's prompt). */
  none: string;
  prompt?: string;
  value: IssueCycle | null | undefined;
  onChange: (cycle: IssueCycle | null, event: ChangeEvent<HTMLSelectElement>) => void;
}

const NO_CYCLE = '\u0000no-cycle';

export default function CycleOptions({ label, none, prompt, value, onChange }: FieldProps) {
  const { cycles } = useLazyLoadQuery<CycleOptionsQuery>(cyclesQuery, {}).viewer.workspace;
  const choices = cycles.filter((cycle) => cycle.status !== 'PAST' || cycle.id === value?.id);
  return (
    <SelectField
      label={label}
      name="cycle"
      short={prompt !== undefined}
      value={prompt !== undefined ? '' : (value?.id ?? NO_CYCLE)}
      onChange={(event) => {
        const id = event.target.value;
        if (id === '') return;
        onChange(id === NO_CYCLE ? null : (cycles.find((cycle) => cycle.id === id) ?? null), event);
      }}
    >
      {prompt !== undefined ? <option value="">{prompt}</option> : null}
      <option value={NO_CYCLE}>{none}</option>
      {choices.map((cycle) => (
        <option key={cycle.id} value={cycle.id}>
          {cycleTitle(cycle)}
          {cycle.status === 'CURRENT' ? ' (current)' : ''}
        </option>
      ))}
    </SelectField>
  );
}

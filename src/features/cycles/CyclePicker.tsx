// An issue's cycle on its page, and the bulk edit's "Move to cycle…": selects of the workspace's cycles that are not
// over. The cycles are read when the field first shows (not with the page: few pages need them), the field disabled
// meanwhile.
import { lazy, Suspense } from 'react';
import { cycleTitle } from '@/rules/cycle';
import { SelectField } from '@/ui/Field';
import type { FieldProps } from './CycleOptions';

const CycleOptions = lazy(() => import('./CycleOptions'));

export interface IssueCycle {
  readonly id: string;
  readonly number: number;
  readonly name: string | null | undefined;
}

/** While the cycles load: the field as it will be, disabled, showing the issue's cycle. */
function LoadingField({ label, none, prompt, value }: FieldProps) {
  return (
    <SelectField label={label} name="cycle" short={prompt !== undefined} value="" disabled onChange={() => undefined}>
      <option value="">{prompt ?? (value ? cycleTitle(value) : none)}</option>
    </SelectField>
  );
}

export function CyclePicker({ value, onChange }: { value: IssueCycle | null | undefined; onChange: (cycle: IssueCycle | null) => void }) {
  const props: FieldProps = { label: 'Cycle', none: 'No cycle', value, onChange: (cycle) => onChange(cycle) };
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <CycleOptions {...props} />
    </Suspense>
  );
}

/** The bulk edit's field: choosing a cycle (or none) moves every picked issue there. */
export function BulkCycleField({ onChoose }: { onChoose: (cycleId: string | null) => void }) {
  const props: FieldProps = {
    label: 'Cycle',
    none: 'No cycle',
    prompt: 'Move to cycle…',
    value: null,
    onChange: (cycle, event) => {
      event.target.value = '';
      onChoose(cycle?.id ?? null);
    },
  };
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <CycleOptions {...props} />
    </Suspense>
  );
}

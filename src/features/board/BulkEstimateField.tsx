// The bulk edit bar's estimate, on the workspace's scale: loaded when the bar first shows (the board's first paint
// carries none of it). Not recorded for undo (the undo of a bulk change knows status, priority, assignee and labels).
import { SelectField } from '@/ui/Field';
import { estimateChoices, type EstimateScale } from '@/rules/estimate';

const CLEAR = 'none';

export function BulkEstimateField({ scale, onChoose }: { scale: EstimateScale; onChoose: (estimate: number | null) => void }) {
  return (
    <SelectField
      label="Estimate"
      short
      defaultValue=""
      onChange={(event) => {
        const value = event.target.value;
        event.target.value = '';
        onChoose(value === CLEAR ? null : Number(value));
      }}
    >
      <option value="">Set estimate…</option>
      <option value={CLEAR}>None</option>
      {estimateChoices(scale, null).map(({ points, label }) => (
        <option key={points} value={points}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

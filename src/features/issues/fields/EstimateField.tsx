// An issue's estimate on the workspace's scale: points, or T-shirt sizes (stored as their points); no field at all where
// the workspace uses no estimates. An estimate the scale does not offer (set before the scale changed) stays shown.
import { SelectField } from '@/ui/Field';
import { estimateChoices, type EstimateScale } from '@/rules/estimate';

export function EstimateField({
  scale,
  value,
  onChange,
  error,
}: {
  scale: EstimateScale;
  value: number | null | undefined;
  onChange: (estimate: number | null) => void;
  error?: string;
}) {
  if (scale === 'NONE') return null;
  return (
    <SelectField
      label="Estimate"
      name="estimate"
      error={error}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">None</option>
      {estimateChoices(scale, value).map(({ points, label }) => (
        <option key={points} value={points}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

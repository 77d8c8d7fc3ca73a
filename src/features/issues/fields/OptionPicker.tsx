// Chooses an issue's status or priority: a native select, so it is keyboard operable and uses the phone's own picker.
import { SelectField } from '@/ui/Field';
import { PRIORITY_OPTIONS, STATUS_OPTIONS, type IssuePriorityValue, type IssueStatusValue } from './options';

interface PickerProps<T extends string> {
  value: string;
  onChange: (value: T) => void;
  label?: string;
  disabled?: boolean;
  error?: string | null;
}

function OptionPicker<T extends string>({
  name,
  options,
  value,
  onChange,
  label,
  disabled,
  error,
}: PickerProps<T> & { name: string; label: string; options: readonly { value: T; label: string }[] }) {
  return (
    <SelectField label={label} name={name} value={value} disabled={disabled} error={error} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export function StatusPicker({ label = 'Status', ...props }: PickerProps<IssueStatusValue>) {
  return <OptionPicker {...props} label={label} name="status" options={STATUS_OPTIONS} />;
}

export function PriorityPicker({ label = 'Priority', ...props }: PickerProps<IssuePriorityValue>) {
  return <OptionPicker {...props} label={label} name="priority" options={PRIORITY_OPTIONS} />;
}

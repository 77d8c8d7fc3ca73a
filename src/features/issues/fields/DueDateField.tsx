// An issue's due date: the browser's date input, and a button that clears it.
import { useId } from 'react';
import { IconButton } from '@/ui/Button';
import styles from './fields.module.css';

export function DueDateField({
  value,
  onChange,
  label = 'Due date',
  disabled,
  error,
}: {
  value: string | null | undefined;
  onChange: (dueDate: string | null) => void;
  label?: string;
  disabled?: boolean;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.dateRow}>
        <input
          id={id}
          name="dueDate"
          type="date"
          className={styles.control}
          value={value ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // The input reports '' while a typed date is incomplete or after its own clear button.
          onChange={(event) => onChange(event.target.value || null)}
        />
        {value && !disabled ? <IconButton label={`Clear ${label.toLowerCase()}`} icon="×" size="sm" onClick={() => onChange(null)} /> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

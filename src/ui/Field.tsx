// Form fields: a label, the control, and its hint and error announced with it (aria-describedby, aria-invalid).
// TextField, TextAreaField and SelectField share one frame and one look; Form stacks them, FormError says what
// went wrong with the whole form.
import {
  useId,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface FieldChrome {
  label: string;
  hint?: string;
  error?: string | null;
  /** A short code-like value (a project key): a narrow, monospaced control. */
  short?: boolean;
}

function describedBy(hintId: string, errorId: string, hint?: string, error?: string | null) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ hint, error, hintId, errorId }: Omit<FieldChrome, 'label'> & { hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around one form control, tied to it for assistive technology. */
function FieldFrame({
  label,
  hint,
  error,
  short,
  className,
  control,
}: FieldChrome & { className?: string; control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, short ? styles.short : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId, hint, error),
      })}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export function TextField({ label, hint, error, short, className, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} short={short} className={className} control={(props) => <input {...props} {...input} />} />
  );
}

export function TextAreaField({ label, hint, error, short, className, ...textarea }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      short={short}
      className={className}
      control={(props) => <textarea {...props} {...textarea} />}
    />
  );
}

export function SelectField({ label, hint, error, short, className, children, ...select }: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      short={short}
      className={className}
      control={(props) => (
        <select {...props} {...select} className={`${props.className} ${styles.select}`}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * A form whose fields stack evenly. The app checks what was typed itself and names each problem beside its field,
 * so the browser's own validation bubbles are off unless asked for.
 */
export function Form({ className, noValidate = true, ...props }: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }) {
  return <form noValidate={noValidate} className={[styles.form, className].filter(Boolean).join(' ')} {...props} />;
}

/** What went wrong with a form as a whole (the server refused, the network failed), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className={styles.formError} role="alert">
      {children}
    </p>
  );
}

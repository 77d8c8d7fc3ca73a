// A labelled form field whose hint and error are announced with it (aria-describedby, aria-invalid).
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldChrome {
  label: string;
  hint?: string;
  error?: string | null;
}

function describedBy(hintId: string, errorId: string, hint?: string, error?: string | null) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ hint, error, hintId, errorId }: Omit<FieldChrome, 'label'> & { hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
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
function FieldFrame({ label, hint, error, className, control }: FieldChrome & { className?: string; control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {control({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId, hint, error),
      })}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

export function TextField({ label, hint, error, className, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return <FieldFrame label={label} hint={hint} error={error} className={className} control={(props) => <input {...props} {...input} />} />;
}

export function TextAreaField({ label, hint, error, className, ...textarea }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} control={(props) => <textarea {...props} {...textarea} />} />
  );
}

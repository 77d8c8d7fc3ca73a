// An endpoint's settings, to add one or edit one: its address, a description, the changes it is sent, and whether it
// is on. The server checks the address (https, not a private one); its refusal shows beside the field it names.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, ButtonRow } from '@/ui/Button';
import { Form, FormError, TextField } from '@/ui/Field';
import { EVENT_TYPE_LABELS, EVENT_TYPES, type EventType } from './eventTypes';
import styles from './Webhooks.module.css';

export interface EndpointValues {
  url: string;
  description: string;
  eventTypes: EventType[];
  enabled: boolean;
}

export type EndpointField = 'url' | 'description' | 'eventTypes';

export function endpointFieldOf(field: string | null): EndpointField | null {
  const last = field?.split('.').pop();
  return last === 'url' || last === 'description' || last === 'eventTypes' ? last : null;
}

const URL_PATTERN = /^https?:\/\/\S+$/i;

export function EndpointForm({
  title,
  submitLabel,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  submitLabel: string;
  initial?: EndpointValues;
  busy: boolean;
  onSubmit: (values: EndpointValues, onFieldError: (field: EndpointField | null, message: string) => void) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [eventTypes, setEventTypes] = useState<EventType[]>(initial?.eventTypes ?? ['ALL']);
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<EndpointField | 'form', string>>>({});
  const titleId = useId();
  const typesId = useId();
  const all = eventTypes.includes('ALL');
  const form = useRef<HTMLFormElement>(null);
  // The form opens where its first field is.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  function toggle(type: EventType, checked: boolean) {
    if (type === 'ALL') setEventTypes(checked ? ['ALL'] : []);
    else setEventTypes((current) => (checked ? [...current.filter((each) => each !== 'ALL'), type] : current.filter((each) => each !== type)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!URL_PATTERN.test(url.trim())) problems.url = 'Enter a full address, such as https://example.com/hooks.';
    if (eventTypes.length === 0) problems.eventTypes = 'Choose at least one kind of change to send.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onSubmit({ url: url.trim(), description: description.trim(), eventTypes, enabled }, (field, message) =>
      setErrors({ [field ?? 'form']: message }),
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  }

  return (
    <Form ref={form} className={styles.form} onSubmit={submit} onKeyDown={onKeyDown} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {title}
      </h2>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/hooks/lanes"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
        required
      />
      <TextField label="Description" hint="Optional: what receives these changes." value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} maxLength={500} />
      <fieldset className={styles.types} aria-describedby={errors.eventTypes ? `${typesId}-error` : undefined}>
        <legend>Send changes to</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={all} onChange={(event) => toggle('ALL', event.target.checked)} />
          {EVENT_TYPE_LABELS.ALL}
        </label>
        {EVENT_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input type="checkbox" checked={all || eventTypes.includes(type)} disabled={all} onChange={(event) => toggle(type, event.target.checked)} />
            {EVENT_TYPE_LABELS[type]}
          </label>
        ))}
        {errors.eventTypes ? (
          <p id={`${typesId}-error`} className={styles.fieldError}>
            {errors.eventTypes}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Enabled
      </label>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
      <ButtonRow>
        <Button type="submit" variant="primary" disabled={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </ButtonRow>
    </Form>
  );
}

// Creating an API key: a name, a role no higher than the viewer's (only those are offered; the server refuses more),
// and an optional expiry date (the key stops working at the end of that day, local time).
import { useState, type FormEvent } from 'react';
import type { ApiKeyRole } from '@/__generated__/ApiKeysPageQuery.graphql';
import { apiKeyExpiryError, apiKeyNameError } from '@/rules/apiKey';
import { Button } from '@/ui/Button';
import { Form, FormError, SelectField, TextField } from '@/ui/Field';
import { ROLE_LABELS } from './roleLabels';
import { useCreateApiKeyMutation, type ApiKeyField } from './useCreateApiKeyMutation';
import styles from './ApiKeys.module.css';

/** The end of a `yyyy-mm-dd` day in the browser's time zone, as the server takes it. */
export function endOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999);
}

export function CreateApiKeyForm({
  roles,
  onCreated,
}: {
  roles: readonly ApiKeyRole[];
  onCreated: (key: { name: string; secret: string }) => void;
}) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyRole | ''>('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ApiKeyField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createApiKey, isCreating] = useCreateApiKeyMutation();
  const chosenRole = role || roles[roles.length - 1] || '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const expiresAt = expiry ? endOfDay(expiry) : null;
    const found = {
      name: apiKeyNameError(name),
      role: chosenRole ? undefined : 'You may not create keys in this workspace.',
      expiresAt: expiresAt ? apiKeyExpiryError(expiresAt) : undefined,
    };
    setErrors(found);
    setFormError(null);
    const invalid = (Object.keys(found) as ApiKeyField[]).find((field) => found[field]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    createApiKey({
      name,
      role: chosenRole as ApiKeyRole,
      expiresAt: expiresAt?.toISOString() ?? null,
      onCreated: (key) => {
        setName('');
        setExpiry('');
        onCreated(key);
      },
      onRefused: (field, message) => (field ? setErrors((current) => ({ ...current, [field]: message })) : setFormError(message)),
    });
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label="New API key">
      <TextField
        label="Name"
        name="name"
        hint="What the key is for, such as “Nightly export”."
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoComplete="off"
      />
      <SelectField label="Role" name="role" hint="At most your own role." value={chosenRole} onChange={(event) => setRole(event.target.value as ApiKeyRole)} error={errors.role}>
        {roles.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option] ?? option}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Expires (optional)"
        name="expiresAt"
        type="date"
        hint="The key stops working at the end of this day. Leave empty for a key that does not expire."
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        error={errors.expiresAt}
      />
      {formError ? <FormError>{formError}</FormError> : null}
      <div>
        <Button type="submit" variant="primary" disabled={isCreating} aria-busy={isCreating || undefined}>
          Create key
        </Button>
      </div>
    </Form>
  );
}

// Creating a label: a name and a colour from the palette, checked as the server checks them.
import { useRef, useState, type FormEvent } from 'react';
import { LABEL_PALETTE, labelColorError, labelNameError } from '@/rules/label';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { ColorPalette } from './ColorPalette';
import { useCreateLabelMutation, type LabelField } from './useCreateLabelMutation';
import styles from './Labels.module.css';

const FIRST_COLOR: string = LABEL_PALETTE[0].color;

export function NewLabelForm({ connectionId }: { connectionId: string }) {
  const [name, setName] = useState('');
  const [color, setColor] = useState(FIRST_COLOR);
  const [errors, setErrors] = useState<Partial<Record<LabelField, string>>>({});
  const nameRef = useRef<HTMLFormElement>(null);
  const [createLabel] = useCreateLabelMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = { name: labelNameError(name) ?? undefined, color: labelColorError(color) ?? undefined };
    setErrors(found);
    if (found.name || found.color) {
      nameRef.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    createLabel({
      name,
      color,
      connectionId,
      onFieldError: (field, message) => setErrors((current) => ({ ...current, [field]: message })),
    });
    setName('');
  }

  return (
    <form ref={nameRef} className={styles.newLabel} onSubmit={onSubmit} noValidate aria-label="New label">
      <TextField
        label="Label name"
        name="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors({ ...errors, name: labelNameError(event.target.value) ?? undefined });
        }}
        error={errors.name}
        autoComplete="off"
      />
      <ColorPalette value={color} onChange={setColor} error={errors.color} />
      <div>
        <Button type="submit" variant="primary">
          Create label
        </Button>
      </div>
    </form>
  );
}

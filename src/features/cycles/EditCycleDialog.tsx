// "Edit cycle" on a cycle's page (admins): its name and dates in a dialog, checked as the server checks them; a
// refusal (dates overlapping another cycle's) shows beside its field, anything else in a toast. Loaded when opened.
import { useId, useState, type FormEvent } from 'react';
import { cycleDatesError, cycleNameError } from '@/rules/cycle';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { TextField } from '@/ui/Field';
import type { CycleFormField } from './useCreateCycleMutation';
import { useUpdateCycleMutation } from './useUpdateCycleMutation';
import styles from './Cycles.module.css';

type Errors = Partial<Record<CycleFormField, string>>;

export interface EditedCycle {
  id: string;
  name: string | null | undefined;
  startsOn: string;
  endsOn: string;
}

export default function EditCycleDialog({ cycle, onClose }: { cycle: EditedCycle; onClose: () => void }) {
  const headingId = useId();
  const [name, setName] = useState(cycle.name ?? '');
  const [startsOn, setStartsOn] = useState(cycle.startsOn);
  const [endsOn, setEndsOn] = useState(cycle.endsOn);
  const [errors, setErrors] = useState<Errors>({});
  const [updateCycle, saving] = useUpdateCycleMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const dates = cycleDatesError(startsOn, endsOn);
    const found: Errors = { name: cycleNameError(name), ...(dates ? { [dates.field]: dates.message } : {}) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    updateCycle(
      { id: cycle.id, name: name.trim(), startsOn, endsOn },
      { onSaved: onClose, onFieldError: (field, message) => setErrors((current) => ({ ...current, [field]: message })) },
    );
  }

  return (
    <Dialog open onClose={onClose} labelledBy={headingId}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId}>Edit cycle</h2>
        <div className={styles.form}>
          <TextField label="Name (optional)" name="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" />
          <TextField label="Starts on" name="startsOn" type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} error={errors.startsOn} />
          <TextField label="Ends on" name="endsOn" type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} error={errors.endsOn} />
        </div>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

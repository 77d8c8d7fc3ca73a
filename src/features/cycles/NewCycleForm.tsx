// Creating cycles (admins): one cycle with its dates, or a cadence (every N weeks from a date, the next few ahead).
// Dates are checked as the server checks them; an overlap the server finds shows beside the start date.
import { useState, type FormEvent } from 'react';
import { addDays, CADENCE_COUNT_DEFAULT, cycleDatesError, cycleNameError } from '@/rules/cycle';
import { Button } from '@/ui/Button';
import { SelectField, TextField } from '@/ui/Field';
import { useCreateCycleCadenceMutation } from './useCreateCycleCadenceMutation';
import { useCreateCycleMutation, type CycleFormField } from './useCreateCycleMutation';
import styles from './Cycles.module.css';

type Errors = Partial<Record<CycleFormField, string>>;

export function NewCycleForm({ today, onCreated }: { today: string; onCreated: () => void }) {
  const [mode, setMode] = useState<'one' | 'cadence'>('one');
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(addDays(today, 13));
  const [weeks, setWeeks] = useState('2');
  const [count, setCount] = useState(String(CADENCE_COUNT_DEFAULT));
  const [errors, setErrors] = useState<Errors>({});
  const [createCycle, creating] = useCreateCycleMutation();
  const [createCadence, creatingCadence] = useCreateCycleCadenceMutation();
  const onFieldError = (field: CycleFormField, message: string) => setErrors((current) => ({ ...current, [field]: message }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'one') {
      const dates = cycleDatesError(startsOn, endsOn);
      const found: Errors = { name: cycleNameError(name), ...(dates ? { [dates.field]: dates.message } : {}) };
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      createCycle({ name: name.trim() || null, startsOn, endsOn }, { onFieldError, onCreated: () => (setName(''), onCreated()) });
    } else {
      const dates = cycleDatesError(startsOn, startsOn);
      setErrors(dates ? { startsOn: dates.message } : {});
      if (dates) return;
      createCadence({ startsOn, weeks: Number(weeks), count: Number(count) }, { onFieldError, onCreated });
    }
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="New cycles">
      <h2 className={styles.formTitle}>New cycles</h2>
      <div className={styles.form}>
        <SelectField label="Create" name="mode" value={mode} onChange={(event) => setMode(event.target.value as 'one' | 'cadence')}>
          <option value="one">One cycle</option>
          <option value="cadence">A cadence</option>
        </SelectField>
        {mode === 'one' ? <TextField label="Name (optional)" name="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" /> : null}
        <TextField label="Starts on" name="startsOn" type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} error={errors.startsOn} />
        {mode === 'one' ? (
          <TextField label="Ends on" name="endsOn" type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} error={errors.endsOn} />
        ) : (
          <>
            <SelectField label="Every" name="weeks" value={weeks} onChange={(event) => setWeeks(event.target.value)} error={errors.weeks}>
              {[1, 2, 3, 4].map((length) => (
                <option key={length} value={length}>
                  {length === 1 ? '1 week' : `${length} weeks`}
                </option>
              ))}
            </SelectField>
            <SelectField label="Cycles ahead" name="count" value={count} onChange={(event) => setCount(event.target.value)} error={errors.count}>
              {[1, 2, 3, 4, 6].map((ahead) => (
                <option key={ahead} value={ahead}>
                  {ahead}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={creating || creatingCadence}>
            {mode === 'one' ? 'Create cycle' : 'Create cycles'}
          </Button>
        </div>
      </div>
    </form>
  );
}

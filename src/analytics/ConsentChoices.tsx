// One checkbox per configured analytics service and a button that saves the choice: the "Choose" step of the
// consent banner and the privacy section of the user's settings.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/ui/Button';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { configuredServices, SERVICE_LABELS, type ConsentChoice } from './consent';
import styles from './ConsentBanner.module.css';

export function ConsentChoices({
  initial,
  onSave,
  saveLabel = 'Save choices',
}: {
  initial: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
  saveLabel?: string;
}) {
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? { posthog: false, gtm: false });
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    onSave(choice);
  }

  return (
    <form className={styles.choices} onSubmit={save}>
      <fieldset className={styles.services}>
        <legend className={visuallyHidden}>Analytics services</legend>
        {configuredServices().map((service) => (
          <div key={service} className={styles.service}>
            <input
              type="checkbox"
              id={`${id}-${service}`}
              aria-describedby={`${id}-${service}-purpose`}
              checked={choice[service]}
              onChange={(event) => setChoice({ ...choice, [service]: event.target.checked })}
            />
            <label htmlFor={`${id}-${service}`}>{SERVICE_LABELS[service].name}</label>
            <p id={`${id}-${service}-purpose`} className={styles.purpose}>
              {SERVICE_LABELS[service].purpose}
            </p>
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="primary">
        {saveLabel}
      </Button>
    </form>
  );
}

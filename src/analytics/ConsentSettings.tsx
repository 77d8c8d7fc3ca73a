// The analytics part of Settings → Privacy: the same per-service choice as the consent banner.
import { useState } from 'react';
import { configuredServices, consentStore } from './consent';
import { ConsentChoices } from './ConsentChoices';
import { useConsent } from './useConsent';

export function ConsentSettings() {
  const { choice } = useConsent();
  const [saved, setSaved] = useState(false);
  if (configuredServices().length === 0) {
    return <p>Lanes uses no analytics services: there is nothing to choose.</p>;
  }
  return (
    <div>
      <p>Choose which analytics services Lanes may use in this browser. Withdrawing consent stops them and deletes what they stored.</p>
      <ConsentChoices
        key={JSON.stringify(choice)}
        initial={choice}
        saveLabel="Save privacy choices"
        onSave={(next) => {
          consentStore.choose(next);
          setSaved(true);
        }}
      />
      <p role="status">{saved ? 'Your privacy choices are saved.' : ''}</p>
    </div>
  );
}

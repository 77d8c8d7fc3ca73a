// The consent banner: shown when at least one analytics service is configured and the visitor has not chosen
// yet, or when they reopen it from "Cookie settings". Nothing of any service loads before a choice allows it.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { allServices, configuredServices, consentStore, SERVICE_LABELS, type ConsentChoice } from './consent';
import { ConsentChoices } from './ConsentChoices';
import { useConsent } from './useConsent';
import styles from './ConsentBanner.module.css';

export function ConsentBanner() {
  const { choice, panelOpen } = useConsent();
  return panelOpen ? <ConsentPanel choice={choice} /> : null;
}

function ConsentPanel({ choice }: { choice: ConsentChoice | null }) {
  const [choosing, setChoosing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = choice !== null;

  useEffect(() => {
    // Reopened on purpose from "Cookie settings": move there; a first visit's banner must not steal focus.
    if (reopened) heading.current?.focus();
  }, [reopened]);

  const names = configuredServices().map((service) => SERVICE_LABELS[service].name);

  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className={styles.title} ref={heading} tabIndex={-1}>
        Cookies and analytics
      </h2>
      <p className={styles.text}>
        With your consent, Lanes uses {names.join(' and ')} to learn how the product is used. Nothing of theirs is loaded
        until you agree, and Lanes works the same either way. You can change your mind at any time from &ldquo;Cookie
        settings&rdquo;.
      </p>
      {choosing ? (
        <ConsentChoices initial={choice} onSave={(next) => consentStore.choose(next)} />
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => consentStore.choose(allServices(true))}>
            Accept all
          </Button>
          <Button onClick={() => consentStore.choose(allServices(false))}>Reject all</Button>
          <Button onClick={() => setChoosing(true)}>Choose</Button>
          {reopened ? (
            <Button variant="quiet" onClick={() => consentStore.closePanel()}>
              Close
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

// Settings → Privacy: what Lanes keeps in this browser and, where analytics are configured, the visitor's
// consent to each analytics service (the same choice as the consent banner and "Cookie settings").
import { useId } from 'react';
import { ConsentSettings } from '@/analytics/ConsentSettings';
import { Section } from '@/ui/Page';

export function PrivacySettings() {
  const headingId = useId();
  return (
    <Section id={headingId} title="Privacy" description="What Lanes keeps in this browser, and the analytics you allow.">
      <p>
        Your theme and keyboard choices are stored in this browser only. Signing in keeps a session cookie that this Lanes server needs to
        know who you are.
      </p>
      <ConsentSettings />
    </Section>
  );
}

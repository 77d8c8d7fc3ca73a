// Settings → Privacy: what Lanes keeps in this browser and, where analytics are configured, the cookie
// choices (the consent settings are placed in this section).
import { useId } from 'react';
import { Section } from '@/ui/Page';

export function PrivacySettings() {
  const headingId = useId();
  return (
    <Section id={headingId} title="Privacy" description="What Lanes keeps in this browser.">
      <p>
        Your theme choice is stored in this browser only. Signing in keeps a session cookie that this Lanes server needs to
        know who you are.
      </p>
    </Section>
  );
}

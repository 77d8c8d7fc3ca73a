// "Cookie settings": reopens the consent banner. Shown only when an analytics service is configured, which the
// server may say at run time: the prerendered landing page (built without knowing) never has it, so it appears
// once the page has hydrated, without a hydration mismatch.
import { useSyncExternalStore } from 'react';
import { configuredServices, consentStore } from './consent';

const noChanges = () => () => {};
const anyConfigured = () => configuredServices().length > 0;
const notInPrerender = () => false;

export function CookieSettingsButton({ className }: { className?: string }) {
  const shown = useSyncExternalStore(noChanges, anyConfigured, notInPrerender);
  if (!shown) return null;
  return (
    <button type="button" className={className} data-cookie-settings="" onClick={() => consentStore.openPanel()}>
      Cookie settings
    </button>
  );
}

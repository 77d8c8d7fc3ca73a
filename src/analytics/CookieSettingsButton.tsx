// "Cookie settings": reopens the consent banner. Shown only when an analytics service is configured.
import { configuredServices, consentStore } from './consent';

export function CookieSettingsButton({ className }: { className?: string }) {
  if (configuredServices().length === 0) return null;
  return (
    <button type="button" className={className} data-cookie-settings="" onClick={() => consentStore.openPanel()}>
      Cookie settings
    </button>
  );
}

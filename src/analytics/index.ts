// Analytics with consent: PostHog and Google Tag Manager, each loaded only when configured and allowed.
export { analytics, type AnalyticsIdentity } from './analytics';
export { consentStore, configuredServices, type ConsentChoice } from './consent';
export { ConsentBanner } from './ConsentBanner';
export { CookieSettingsButton } from './CookieSettingsButton';
export { ConsentSettings } from './ConsentSettings';
export { MASK_ATTRIBUTE, maskInRecordings } from './mask';

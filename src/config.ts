// Runtime configuration of the browser app: the only module that reads `import.meta.env` (Jest maps it to a
// test double), so every setting has one name, one default and one place to look. The build's values are the
// defaults; the server may give some of them at start in the page itself (src/rules/runtimeConfig.ts), so one
// build serves any Clerk application or analytics account.
import { webSocketUrlFor } from '@/lib/urls';
import { imageOriginsOf, RUNTIME_CONFIG_ELEMENT_ID, runtimeSettingsOf, type RuntimeSetting, type RuntimeSettings } from '@/rules/runtimeConfig';

export interface SocialLinks {
  github: string | null;
  x: string | null;
  linkedin: string | null;
}

export interface AppConfig {
  /** Clerk's publishable key; when set the app signs in through Clerk, otherwise through the built-in sign-in. */
  clerkPublishableKey: string | null;
  /** Where GraphQL queries and mutations are POSTed. */
  graphqlUrl: string;
  /** Where the graphql-ws WebSocket connects for subscriptions. */
  graphqlWsUrl: string;
  /** Footer links; an unset one is not rendered. */
  social: SocialLinks;
  contactEmail: string | null;
  /** Third-party analytics; each service is loaded only when configured and only after the visitor consents. */
  analytics: AnalyticsConfig;
  /**
   * The other sites whose images issues and comments show (`LANES_IMAGE_HOSTS`, from the server only: its
   * Content-Security-Policy allows the same ones); an image from anywhere else shows as a link.
   */
  imageOrigins: string[];
}

export interface AnalyticsConfig {
  /** PostHog (product analytics and session recording); null when `VITE_POSTHOG_KEY` is unset. */
  posthog: { key: string; host: string; sendPersonalData: boolean } | null;
  /** Google Tag Manager's container id (`GTM-…`); null when unset or malformed. */
  gtmId: string | null;
}

function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** PostHog's US cloud, used when a key is configured without a host. */
const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

function posthogHost(value: string | null): string {
  if (!value) return DEFAULT_POSTHOG_HOST;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin + url.pathname.replace(/\/+$/, '') : DEFAULT_POSTHOG_HOST;
  } catch {
    return DEFAULT_POSTHOG_HOST;
  }
}

/** The settings the server wrote into this page (none at build time, where there is no document). */
function pageSettings(): RuntimeSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  try {
    return runtimeSettingsOf(JSON.parse(element?.textContent || '{}'));
  } catch {
    return {};
  }
}

const env = import.meta.env;
const fromPage = pageSettings();
/** A setting the server may give: the page's value, else the build's. */
const runtimeSetting = (name: RuntimeSetting) => setting(fromPage[name]) ?? setting(env[name]);
const posthogKey = runtimeSetting('VITE_POSTHOG_KEY');
const gtmId = runtimeSetting('VITE_GTM_ID');
// The landing page is also rendered at build time, where there is no window (and no WebSocket to open).
const pageUrl = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
const graphqlUrl = setting(env.VITE_GRAPHQL_URL) ?? '/graphql';

export const config: AppConfig = {
  clerkPublishableKey: runtimeSetting('VITE_CLERK_PUBLISHABLE_KEY'),
  graphqlUrl,
  graphqlWsUrl: setting(env.VITE_GRAPHQL_WS_URL) ?? webSocketUrlFor(graphqlUrl, pageUrl),
  social: {
    github: setting(env.VITE_SOCIAL_GITHUB_URL),
    x: setting(env.VITE_SOCIAL_X_URL),
    linkedin: setting(env.VITE_SOCIAL_LINKEDIN_URL),
  },
  contactEmail: setting(env.VITE_CONTACT_EMAIL),
  analytics: {
    posthog: posthogKey
      ? { key: posthogKey, host: posthogHost(runtimeSetting('VITE_POSTHOG_HOST')), sendPersonalData: runtimeSetting('VITE_POSTHOG_SEND_PII') === 'true' }
      : null,
    gtmId: gtmId && /^GTM-[A-Z0-9]+$/.test(gtmId) ? gtmId : null,
  },
  imageOrigins: imageOriginsOf(fromPage.LANES_IMAGE_HOSTS ?? '') ?? [],
};

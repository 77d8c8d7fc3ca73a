// The browser app's settings a server may give at start, over the values the app was built with: the server
// writes them into the HTML pages it serves as a JSON data block (not a script that runs), and `src/config.ts`
// reads them from there. One build then serves any Clerk application and any analytics account. Footer links are
// not among them: they are rendered into the prerendered landing page at build time. The server's
// Content-Security-Policy follows the same values (server/http/securityHeaders.ts).

/** The id of the `<script type="application/json">` element that carries them. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'lanes-config';

/**
 * The settings, named as the build-time variables they override; `LANES_IMAGE_HOSTS` has no build-time value (only
 * the server knows it, so the app's rule and the server's policy for images cannot disagree).
 */
export const RUNTIME_SETTINGS = [
  'VITE_CLERK_PUBLISHABLE_KEY',
  'VITE_POSTHOG_KEY',
  'VITE_POSTHOG_HOST',
  'VITE_POSTHOG_SEND_PII',
  'VITE_GTM_ID',
  'LANES_IMAGE_HOSTS',
] as const;

export type RuntimeSetting = (typeof RUNTIME_SETTINGS)[number];
export type RuntimeSettings = Partial<Record<RuntimeSetting, string>>;

/** The settings of a parsed data block: known names with string values only, anything else ignored. */
export function runtimeSettingsOf(value: unknown): RuntimeSettings {
  if (!value || typeof value !== 'object') return {};
  const settings: RuntimeSettings = {};
  for (const name of RUNTIME_SETTINGS) {
    const setting = (value as Record<string, unknown>)[name];
    if (typeof setting === 'string') settings[name] = setting;
  }
  return settings;
}

/**
 * The origins of `LANES_IMAGE_HOSTS`: comma-separated hosts (`images.example.com`, meaning https) or origins
 * (`https://cdn.example.com:8443`); null when an entry is neither (a path, a wildcard, another scheme).
 */
export function imageOriginsOf(value: string): string[] | null {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const address = entry.includes('://') ? entry : `https://${entry}`;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return null;
    }
    // The URL parser lets some characters through in a host ('*') that would mean more in a Content-Security-Policy.
    const plainHost = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    if (!/^https?:$/.test(url.protocol) || !plainHost || url.origin !== address.toLowerCase().replace(/\/$/, '')) return null;
    origins.push(url.origin);
  }
  return origins;
}

// The browser app's settings a server may give at start, over the values the app was built with: the server
// writes them into the HTML pages it serves as a JSON data block (not a script that runs), and `src/config.ts`
// reads them from there. One build then serves any Clerk application and any analytics account. Footer links are
// not among them: they are rendered into the prerendered landing page at build time.

/** The id of the `<script type="application/json">` element that carries them. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'lanes-config';

/** The settings, named as the build-time variables they override. */
export const RUNTIME_SETTINGS = [
  'VITE_CLERK_PUBLISHABLE_KEY',
  'VITE_POSTHOG_KEY',
  'VITE_POSTHOG_HOST',
  'VITE_POSTHOG_SEND_PII',
  'VITE_GTM_ID',
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

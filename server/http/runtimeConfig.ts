// The browser app's runtime settings (src/rules/runtimeConfig.ts; read at start in server/config.ts), written into
// every HTML page the server serves. A data block (`type="application/json"`) is never executed, so no
// Content-Security-Policy needs to allow it; its JSON is escaped so that no value can end the element.
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeSettings } from '../../src/rules/runtimeConfig';

/** JSON that stays inside a <script> element whatever its strings hold (`</script>`, `<!--`, line separators). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The element to put in each HTML page's <head>; '' when nothing is set (the build's values stand). */
export function runtimeConfigElement(settings: RuntimeSettings): string {
  if (Object.keys(settings).length === 0) return '';
  return `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(settings)}</script>`;
}

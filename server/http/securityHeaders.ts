// The security headers of the HTML pages the server serves (the app, the landing page, GraphiQL): a
// Content-Security-Policy that runs only scripts from this origin and the page's own inline scripts (by hash), and
// lets the page reach only this origin and the third parties the server is started with (Clerk, PostHog, Google Tag
// Manager, the image hosts of LANES_IMAGE_HOSTS); a Permissions-Policy that turns off the devices Lanes never uses;
// HSTS in production (server/app.ts sends it with every response).
import { createHash } from 'node:crypto';
import { parsePublishableKey } from '@clerk/shared/keys';
import { imageOriginsOf, type RuntimeSettings } from '../../src/rules/runtimeConfig';

/** Two years, subdomains included (of the app's own host, not its parent's); sent only in production, behind TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

type Directive = 'script-src' | 'img-src' | 'font-src' | 'connect-src' | 'worker-src' | 'frame-src';
export type Sources = Partial<Record<Directive, string[]>>;

/** PostHog's cloud serves its scripts (session recording) from a host of its own beside the API host. */
const POSTHOG_CLOUD = /^https:\/\/(us|eu)\.i\.posthog\.com$/;
const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

/** What Google Tag Manager and the Google Analytics 4 tags it loads need (Google's guide to GTM under a CSP). */
const GTM_SOURCES: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The third parties the configured page talks to, per directive (only those configured: none by default). */
export function thirdPartySources(settings: RuntimeSettings): Sources {
  const sources: Required<Sources> = {
    'script-src': [],
    'img-src': imageOriginsOf(settings.LANES_IMAGE_HOSTS ?? '') ?? [],
    'font-src': [],
    'connect-src': [],
    'worker-src': [],
    'frame-src': [],
  };
  const add = (more: Sources) => {
    for (const [directive, values] of Object.entries(more) as [Directive, string[]][]) sources[directive].push(...values);
  };
  const frontendApi = parsePublishableKey(settings.VITE_CLERK_PUBLISHABLE_KEY)?.frontendApi;
  if (frontendApi) {
    // Clerk's documented needs: its script and API on the frontend API host, avatars, Cloudflare's bot check.
    const fapi = `https://${frontendApi}`;
    add({
      'script-src': [fapi, 'https://challenges.cloudflare.com'],
      'connect-src': [fapi],
      'img-src': ['https://img.clerk.com'],
      'worker-src': ['blob:'],
      'frame-src': ['https://challenges.cloudflare.com'],
    });
  }
  if (settings.VITE_POSTHOG_KEY) {
    const host = originOf(settings.VITE_POSTHOG_HOST) ?? DEFAULT_POSTHOG_HOST;
    const region = POSTHOG_CLOUD.exec(host)?.[1];
    const assets = region ? `https://${region}-assets.i.posthog.com` : host;
    // Session recording (rrweb) may start a worker from a blob.
    add({ 'script-src': [assets], 'connect-src': [...new Set([host, assets])], 'worker-src': ['blob:'] });
  }
  if (settings.VITE_GTM_ID) add(GTM_SOURCES);
  return sources;
}

function originOf(address: string | undefined): string | null {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

/** The 'sha256-…' sources of the page's inline scripts that run (data blocks such as the runtime settings do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && type !== 'module' && !/javascript|ecmascript/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PagePolicy {
  /** The headers of an HTML page with this markup; `extra` adds sources a page of its own needs (GraphiQL's). */
  headersFor(html: string, extra?: Sources): Record<string, string>;
}

/**
 * The policy of this server's pages. `webSocketOrigins` are the origins the app's pages are served from (the
 * authorized parties): their ws(s) forms are allowed beside 'self', which not every browser lets match a WebSocket.
 */
export function createPagePolicy({ settings, webSocketOrigins }: { settings: RuntimeSettings; webSocketOrigins: readonly string[] }): PagePolicy {
  const third = thirdPartySources(settings);
  const sockets = webSocketOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    headersFor(html, extra = {}) {
      const list = (directive: Directive, ...own: string[]) => [...new Set([...own, ...(third[directive] ?? []), ...(extra[directive] ?? [])])].join(' ');
      const policy = [
        "default-src 'self'",
        `script-src ${list('script-src', "'self'", ...inlineScriptHashes(html))}`,
        // The pages' own <style> elements and style attributes (boot shell, prerendered landing page, GraphiQL), and
        // Clerk's components, which insert theirs at run time. Styles cannot run code.
        "style-src 'self' 'unsafe-inline'",
        `img-src ${list('img-src', "'self'")}`,
        `font-src ${list('font-src', "'self'")}`,
        `connect-src ${list('connect-src', "'self'", ...sockets)}`,
        `worker-src ${list('worker-src', "'self'")}`,
        `frame-src ${list('frame-src', "'self'")}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
      return {
        'Content-Security-Policy': policy,
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      };
    },
  };
}

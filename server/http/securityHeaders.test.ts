// The security headers of the pages the server serves, as a browser reads them: a Content-Security-Policy that runs
// only this origin's scripts and each page's own inline scripts, third parties only when configured, a
// Permissions-Policy, and HSTS in production only.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPublishableKey } from '@clerk/shared/keys';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { createPagePolicy } from './securityHeaders';

const THEME_SCRIPT = "\n  try { document.documentElement.dataset.theme = localStorage.getItem('lanes.theme'); } catch (error) {}\n";
const SHELL_SCRIPT = '(function(shell){shell.dataset.shape="board"})(document.currentScript.parentNode)';
const LOADER_SCRIPT = '\n  import("/assets/index-1.js");\n';
/** Pages shaped like the build's: the shared head's theme script, then each page's own inline script. */
const built = mkdtempSync(path.join(os.tmpdir(), 'lanes-headers-'));
writeFileSync(
  path.join(built, 'app.html'),
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/app-1.js"></script></head>` +
    `<body><div id="root"></div><div id="boot-shell"><script>${SHELL_SCRIPT}</script></div></body></html>`,
);
writeFileSync(path.join(built, 'index.html'), `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><script>${LOADER_SCRIPT}</script></body></html>`);
afterAll(() => rmSync(built, { recursive: true, force: true }));

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

const asPage = { headers: { Accept: 'text/html' } };

describe.each([
  ['development', false],
  ['production', true],
])('pages in %s', (nodeEnv, production) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: { nodeEnv: nodeEnv as 'development' | 'production', production, staticDir: built, runtimeSettings: { LANES_IMAGE_HOSTS: 'images.example.com' } },
    });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server.stop());

  it.each([
    ['the landing page', '/', [THEME_SCRIPT, LOADER_SCRIPT]],
    ["the app's pages", '/w/acme/projects', [THEME_SCRIPT, SHELL_SCRIPT]],
  ])('run only scripts of this origin and the inline scripts of %s, and load nothing from elsewhere that is not configured', async (_page, pathname, inlineScripts) => {
    const response = await fetch(`${server.url}${pathname}`, asPage);
    const policy = directives(response.headers.get('content-security-policy'));

    expect(policy['script-src']).toEqual(["'self'", ...inlineScripts.map(hashOf)]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://lanes.test']);
    expect(policy['img-src']).toEqual(["'self'", 'https://images.example.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never let a page use the camera, the microphone or the location', async () => {
    const response = await fetch(`${server.url}/w/acme/projects`, asPage);
    expect(response.headers.get('permissions-policy')).toEqual(expect.stringContaining('camera=(), '));
    expect(response.headers.get('permissions-policy')).toEqual(expect.stringContaining('microphone=(), '));
    expect(response.headers.get('permissions-policy')).toEqual(expect.stringContaining('geolocation=(), '));
  });

  it(production ? 'keep browsers on https from the first answer on (HSTS), for pages and the API' : 'send no HSTS (no TLS in development)', async () => {
    const answers = await Promise.all([fetch(`${server.url}/`, asPage), fetch(`${server.url}/healthz`), fetch(`${server.url}/graphql`, { method: 'POST' })]);
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security')).toBe(production ? 'max-age=63072000; includeSubDomains' : null);
    }
  });
});

describe('GraphiQL in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => server.stop());

  it('runs only its own inline scripts, its editor workers from blobs, and keeps to this origin', async () => {
    const response = await fetch(`${server.url}/graphql`, asPage);
    const page = await response.text();
    const policy = directives(response.headers.get('content-security-policy'));
    const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script);

    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(policy['script-src']).toEqual(["'self'", ...inlineScripts.map(hashOf)]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://lanes.test']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  }, 30_000);
});

describe('the policy with third parties configured', () => {
  const policyFor = (settings: Parameters<typeof createPagePolicy>[0]['settings']) =>
    directives(createPagePolicy({ settings, webSocketOrigins: ['https://lanes.example.com'] }).headersFor('<p>')['Content-Security-Policy']);

  it("allows Clerk's frontend API (from the publishable key), its avatars and its bot check", () => {
    const policy = policyFor({ VITE_CLERK_PUBLISHABLE_KEY: buildPublishableKey('clerk.lanes.example.com') });

    expect(policy['script-src']).toEqual(["'self'", 'https://clerk.lanes.example.com', 'https://challenges.cloudflare.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'wss://lanes.example.com', 'https://clerk.lanes.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'https://img.clerk.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
  });

  it("allows PostHog's API host and, on PostHog's cloud, its scripts' host; a self-hosted PostHog serves both", () => {
    expect(policyFor({ VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' })).toMatchObject({
      'script-src': ["'self'", 'https://eu-assets.i.posthog.com'],
      'connect-src': ["'self'", 'wss://lanes.example.com', 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'],
      'worker-src': ["'self'", 'blob:'],
    });
    expect(policyFor({ VITE_POSTHOG_KEY: 'phc_1', VITE_POSTHOG_HOST: 'https://ph.lanes.example.com/ingest' })).toMatchObject({
      'script-src': ["'self'", 'https://ph.lanes.example.com'],
      'connect-src': ["'self'", 'wss://lanes.example.com', 'https://ph.lanes.example.com'],
    });
  });

  it("allows Google Tag Manager's and Google Analytics' hosts only when a container is configured", () => {
    expect(policyFor({ VITE_GTM_ID: 'GTM-ABC123' })['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policyFor({ VITE_GTM_ID: 'GTM-ABC123' })['connect-src']).toContain('https://*.google-analytics.com');
    expect(policyFor({ VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' })['script-src']).toEqual(["'self'"]);
  });
});

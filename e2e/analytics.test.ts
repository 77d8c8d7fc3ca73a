// Analytics with consent, in a real browser: requests to the analytics hosts are intercepted (this machine has no
// internet) and answered with stubs, so the tests see exactly what would leave the browser, and when.
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { openPage, policyViolations, useBrowser, useServer } from './harness';

const POSTHOG_HOST = 'https://ph.analytics.test';
const GTM_HOST = 'https://www.googletagmanager.com';
/** Given by the server at start, to the same build the other tests use (e2e/run.ts builds it without analytics). */
const analyticsSettings = { VITE_POSTHOG_KEY: 'phc_e2e', VITE_POSTHOG_HOST: POSTHOG_HOST, VITE_GTM_ID: 'GTM-E2E0001' };

/** What reached the analytics hosts from one browser context. */
interface Traffic {
  requests: string[];
  /** PostHog events, decoded from its (possibly gzipped) batches. */
  events: { event: string; properties: Record<string, unknown> }[];
}

function decodePostHogBody(request: Request): { event: string; properties: Record<string, unknown> }[] {
  const body = request.postDataBuffer();
  if (!body?.length) return [];
  const url = new URL(request.url());
  let text: string;
  if (url.searchParams.get('compression') === 'gzip-js') text = gunzipSync(body).toString('utf8');
  else {
    text = body.toString('utf8');
    if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  }
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list as { event: string; properties: Record<string, unknown> }[];
}

/** Intercepts both analytics hosts for a context: stub scripts and empty answers, or a network failure. */
async function interceptAnalytics(context: BrowserContext, { blocked = false } = {}): Promise<Traffic> {
  const traffic: Traffic = { requests: [], events: [] };
  const handle = async (route: Route) => {
    const request = route.request();
    traffic.requests.push(`${request.method()} ${request.url()}`);
    if (blocked) return route.abort('blockedbyclient');
    const origin = request.headers().origin ?? '*';
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    if (url.origin === GTM_HOST) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__gtmStubLoaded = true; (window.dataLayer = window.dataLayer || []).push({ event: "gtm.stub" });',
      });
    }
    if (url.pathname.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', headers: cors, body: '/* PostHog extension stub */' });
    if (request.method() === 'POST' && !/\/(flags|decide)\b/.test(url.pathname)) {
      try {
        traffic.events.push(...decodePostHogBody(request));
      } catch {
        // not an event batch
      }
    }
    return route.fulfill({ contentType: 'application/json', headers: cors, body: JSON.stringify({ status: 1 }) });
  };
  await context.route(`${POSTHOG_HOST}/**`, handle);
  await context.route(`${GTM_HOST}/**`, handle);
  return traffic;
}

/** Polls until `condition` holds (PostHog sends its events in batches every few seconds). */
async function eventually(description: string, condition: () => boolean | Promise<boolean>, traffic?: Traffic, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const seen = traffic ? `\nrequests: ${traffic.requests.join('\n  ')}\nevents: ${traffic.events.map((e) => `${e.event} ${String(e.properties.$current_url ?? '')}`).join(', ')}` : '';
      throw new Error(`timed out waiting until ${description}${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pageViews = (traffic: Traffic) => traffic.events.filter((e) => e.event === '$pageview').map((e) => new URL(String(e.properties.$current_url)).pathname);
const dataLayerPageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path));
const theirStorage = async (page: Page, context: BrowserContext) => ({
  cookies: (await context.cookies()).map((c) => c.name).filter((name) => /^(?:__)?ph_|^_ga|^_gid/.test(name)),
  storage: await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => /^(?:__)?ph_|posthog/i.test(key))),
});

/**
 * A visitor's browser. PostHog drops events from browsers that look like bots, and automated headless Chromium
 * says it is one (user agent, navigator.webdriver): present it as an ordinary Chrome.
 */
async function newVisitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
  // A string, not a function: the test runner's transpiler would add helpers the page does not have.
  await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });" });
  return context;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });

async function signInAs(page: Page, email: string) {
  await page.getByRole('button', { name: email, exact: true }).click();
  await page.waitForURL(/\/w\/[^/]+\/projects/);
  await page.getByText('Website').first().waitFor();
}

const browser = useBrowser();

interface Visit {
  page: Page;
  context: BrowserContext;
  traffic: Traffic;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** What the page's Content-Security-Policy refused (the server allows the configured analytics hosts). */
  violations: string[];
}

/** A visitor's browser with the analytics hosts intercepted (or unreachable), closed whatever the test does. */
async function visit({ blocked = false } = {}, run: (visit: Visit) => Promise<void>): Promise<void> {
  const context = await newVisitorContext();
  try {
    const traffic = await interceptAnalytics(context, { blocked });
    const violations = await policyViolations(context);
    const { page, errors } = await openPage(context);
    await run({ page, context, traffic, errors, violations });
  } finally {
    await context.close();
  }
}

describe('analytics configured', () => {
  const server = useServer({ settings: analyticsSettings });

  test('before the visitor chooses, the banner asks and nothing goes to or is stored by an analytics service', async () => {
    await visit({}, async ({ page, context, traffic, errors }) => {
      await page.goto(server.url);
      await banner(page).waitFor();
      const buttons = await banner(page).getByRole('button').allInnerTexts();
      assert.deepEqual(buttons, ['Accept all', 'Reject all', 'Choose']);

      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await page.waitForURL(/\/sign-in/);
      await page.goto(`${server.url}/w/acme/projects`);
      await page.waitForURL(/\/sign-in/);
      await page.waitForLoadState('networkidle');

      assert.deepEqual(traffic.requests, [], 'no request to an analytics host');
      assert.deepEqual(await theirStorage(page, context), { cookies: [], storage: [] });
      assert.equal(await page.evaluate(() => 'dataLayer' in window), false);
      assert.deepEqual(errors, []);
    });
  });

  test('after Accept all the services load under the Content-Security-Policy, every route change is a page view, and the user is identified by id only', async () => {
    await visit({}, async ({ page, traffic, errors, violations }) => {
      await page.goto(server.url);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await eventually('GTM has loaded', () => page.evaluate(() => (window as unknown as { __gtmStubLoaded?: boolean }).__gtmStubLoaded === true));

      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await page.waitForURL(/\/sign-in/);
      await signInAs(page, 'member@acme.test');

      assert.deepEqual(await dataLayerPageViews(page), ['/', '/sign-in', '/w/acme/projects']);
      await eventually('PostHog has the three page views', () => pageViews(traffic).includes('/w/acme/projects'), traffic);
      assert.deepEqual(pageViews(traffic), ['/', '/sign-in', '/w/acme/projects']);
      const consent = await page.evaluate(() =>
        ((window as unknown as { dataLayer: unknown[] }).dataLayer.filter((e) => (e as IArguments)[0] === 'consent') as IArguments[]).map((e) => [e[1], e[2]]),
      );
      assert.deepEqual(consent, [
        ['default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
        ['update', { analytics_storage: 'granted' }],
      ]);

      await eventually('PostHog has identified the member', () => traffic.events.some((e) => e.event === '$identify'));
      const identify = traffic.events.find((e) => e.event === '$identify')!;
      assert.match(String(identify.properties.distinct_id), /^user_|^[0-9a-z-]+$/i);
      assert.ok(JSON.stringify(traffic.events).indexOf('member@acme.test') === -1, 'no email reaches PostHog');
      assert.deepEqual(errors, []);
      assert.deepEqual(violations, []);
    });
  });

  test('after Reject all nothing loads, on this visit or the next', async () => {
    await visit({}, async ({ page, context, traffic, errors }) => {
      await page.goto(server.url);
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await signInAs(page, 'member@acme.test');
      await page.reload();
      await page.getByText('Website').first().waitFor();
      await page.waitForLoadState('networkidle');

      assert.equal(await banner(page).count(), 0, 'the choice is remembered');
      assert.deepEqual(traffic.requests, []);
      assert.deepEqual(await theirStorage(page, context), { cookies: [], storage: [] });
      assert.deepEqual(errors, []);
    });
  });

  test('withdrawing consent from Cookie settings stops both services and deletes what they stored', async () => {
    await visit({}, async ({ page, context, traffic, errors }) => {
      await page.goto(server.url);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await signInAs(page, 'member@acme.test');
      await eventually('PostHog has stored its state', async () => (await theirStorage(page, context)).storage.length > 0);

      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      assert.deepEqual(await theirStorage(page, context), { cookies: [], storage: [] });

      await page.goto(`${server.url}/w/acme/projects?withdrawn=1`);
      await page.getByText('Website').first().waitFor();
      assert.deepEqual(await dataLayerPageViews(page), [], 'a fresh page after withdrawal has no data layer page views');
      assert.equal(await page.evaluate(() => 'dataLayer' in window), false, 'GTM is not loaded again');

      // Consent again, and move on: anything still queued from the withdrawn page would have arrived by then.
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await page.goto(`${server.url}/w/acme/projects?consented=again`);
      await page.getByText('Website').first().waitFor();
      await eventually('the page view after consenting again arrives', () =>
        traffic.events.some((e) => e.event === '$pageview' && String(e.properties.$current_url).includes('consented=again')),
      );
      assert.ok(!traffic.events.some((e) => String(e.properties.$current_url ?? '').includes('withdrawn=1')), 'nothing was captured while withdrawn');
      assert.deepEqual(errors, []);
    });
  });

  test('analytics hosts that cannot be reached leave the app fully working', async () => {
    await visit({ blocked: true }, async ({ page, traffic }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(String(error)));
      await page.goto(server.url);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await signInAs(page, 'admin@acme.test');
      await page.getByRole('button', { name: 'New project' }).waitFor();
      assert.ok(traffic.requests.length > 0, 'the services were tried');
      assert.deepEqual(uncaught, []);
      assert.equal(await page.getByRole('alert').count(), 0);
    });
  });
});

describe('analytics not configured', () => {
  const server = useServer();

  test('there is no banner, no Cookie settings and no request to an analytics host', async () => {
    await visit({}, async ({ page, traffic, errors }) => {
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Lanes', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await signInAs(page, 'member@acme.test');
      await page.waitForLoadState('networkidle');

      assert.equal(await banner(page).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Cookie settings' }).count(), 0);
      assert.deepEqual(traffic.requests, []);
      assert.deepEqual(errors, []);
    });
  });
});

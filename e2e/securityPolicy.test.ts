// The pages under their Content-Security-Policy in a real browser: the app (sign in, a board, an issue whose
// description has images) and GraphiQL work, and the browser reports no violation of the policy; a script the page
// did not ship is refused. (The consent flow with analytics under the policy: e2e/analytics.test.ts.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { createIssueThroughApi, openPage, policyViolations, signIn, useBrowser, useServer } from './harness';

const IMAGE_HOST = 'https://images.lanes.test';
const TRACKER_HOST = 'https://tracker.lanes.test';
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>';

const server = useServer({ settings: { LANES_IMAGE_HOSTS: new URL(IMAGE_HOST).host } });
const browser = useBrowser();

interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions (a policy violation is logged as one too). */
  errors: string[];
  violations: string[];
  /** Requests that reached the image hosts (intercepted: this machine has no internet). */
  imageRequests: string[];
}

async function visit(run: (visit: Visit) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const violations = await policyViolations(context);
    const imageRequests: string[] = [];
    for (const host of [IMAGE_HOST, TRACKER_HOST]) {
      await context.route(`${host}/**`, (route) => {
        imageRequests.push(route.request().url());
        return route.fulfill({ contentType: 'image/svg+xml', body: PICTURE });
      });
    }
    const { page, errors } = await openPage(context);
    await run({ page, context, errors, violations, imageRequests });
  } finally {
    await context.close();
  }
}

const createIssue = (title: string, description: string) => createIssueThroughApi(server, { title, description });

const imageLoaded = (page: Page, alt: string) =>
  page.waitForFunction((name) => {
    const image = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
    return image !== null && image.complete && image.naturalWidth > 0;
  }, alt);

describe('the app under its Content-Security-Policy', () => {
  test('signs in, shows a board and an issue with its allowed images, and the browser reports no violation', async () => {
    const key = await createIssue(
      'Pictures in the description',
      `![chart](${IMAGE_HOST}/chart.svg) ![icon](/favicon.svg) ![pixel](${TRACKER_HOST}/pixel.gif)`,
    );
    await visit(async ({ page, errors, violations, imageRequests }) => {
      await signIn(page, server.url, 'member@acme.test');
      await page.getByRole('link', { name: /Website/ }).first().click();
      await page.waitForURL(/\/projects\/WEB\/board$/);
      await page.getByRole('article', { name: key }).waitFor();

      await page.goto(`${server.url}/w/acme/issue/${key}`);
      await page.getByRole('heading', { name: 'Pictures in the description' }).waitFor();
      await imageLoaded(page, 'chart');
      await imageLoaded(page, 'icon');
      const pixel = page.getByRole('link', { name: 'pixel' });
      assert.equal(await pixel.getAttribute('href'), `${TRACKER_HOST}/pixel.gif`);
      assert.equal(await pixel.getAttribute('target'), '_blank');

      assert.deepEqual(imageRequests, [`${IMAGE_HOST}/chart.svg`], 'the tracking pixel is never requested');
      assert.deepEqual(violations, []);
      assert.deepEqual(errors, []);
    });
  });

  test('refuses a script the page did not ship, and reports it', async () => {
    await visit(async ({ page }) => {
      await page.goto(`${server.url}/sign-in`);
      await page.getByRole('button', { name: 'member@acme.test', exact: true }).waitFor();
      // What an injected <script> (a cross-site scripting hole) would do.
      const refused = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.violatedDirective} ${event.blockedURI}`), { once: true });
            const script = document.createElement('script');
            script.textContent = 'window.injectedScriptRan = true;';
            document.head.append(script);
          }),
      );

      assert.equal(refused, 'script-src-elem inline');
      assert.equal(await page.evaluate(() => 'injectedScriptRan' in window), false);
    });
  });
});

describe('GraphiQL under its Content-Security-Policy', () => {
  test('loads its editor and the schema, signs its requests in, and the browser reports no violation', async () => {
    await visit(async ({ page, errors, violations }) => {
      await signIn(page, server.url, 'member@acme.test');
      // The app's own requests, cut short by leaving it, have no body to read. GraphiQL's code (its editor is Monaco's)
      // is the most any page here loads: on a CPU throttled 4x neither its page's load event nor its schema came within
      // 30 s of opening it, so its loading is given longer than a page's content.
      const graphiqlLoad = { timeout: 90_000 };
      const schemaLoaded = page.waitForResponse(async (response) => /"__schema"/.test(await response.text().catch(() => '')), graphiqlLoad);
      await page.goto(`${server.url}/graphql`, graphiqlLoad);
      await schemaLoaded;
      // The query editor (Monaco, whose workers start from blobs) is up.
      await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor(graphiqlLoad);

      const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('viewer') === true);
      await page.evaluate(() => fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { user { name } } }' }) }));
      const answer = (await (await answered).json()) as { data?: { viewer: { user: { name: string } } } };
      assert.ok(answer.data?.viewer.user.name, 'signed in by its own fetch wrapper');

      assert.deepEqual(violations, []);
      assert.deepEqual(errors, []);
    });
  });
});

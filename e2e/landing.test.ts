// The landing page: prerendered HTML that works before any script runs, a small JavaScript budget before the
// visitor acts, and a hand-over to the full app when they move on.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import { openPage, useBrowser, useServer } from './harness';

/** The budget: JavaScript (gzip) the landing page may load before the visitor does anything. */
const LANDING_SCRIPT_BUDGET = 100 * 1024;

const server = useServer();
const browser = useBrowser();

describe('landing page', () => {
  test('is prerendered and styled: with JavaScript off it still says what Lanes is, shows the board and links to sign up and sign in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Lanes', level: 1 }).waitFor();
      assert.match(await page.locator('main').innerText(), /real-time issue tracker for teams/);
      for (const reason of ['A live board', 'Keyboard speed', 'Permissions that fit your team']) {
        assert.equal(await page.getByRole('heading', { name: reason }).count(), 1, `says why: ${reason}`);
      }
      const board = page.getByRole('img', { name: /A Lanes board/ });
      assert.equal(await board.evaluate((element) => getComputedStyle(element).display), 'grid', 'the page is styled without any script');
      assert.equal(await page.getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href'), '/sign-up');
      assert.equal(await page.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href'), '/sign-in');
    } finally {
      await context.close();
    }
  });

  test('loads at most 100 KB of gzipped JavaScript before the visitor acts, and hydrates without errors when they do', async () => {
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      const scripts: Promise<{ url: string; gzipped: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body).length })));
      });
      const loaded = async () => {
        const list = await Promise.all(scripts);
        return { total: list.reduce((sum, script) => sum + script.gzipped, 0), urls: list.map((script) => script.url) };
      };
      await page.goto(server.url);
      await page.waitForLoadState('networkidle');

      const beforeActing = await loaded();
      console.log(`landing page JavaScript before any action: ${(beforeActing.total / 1024).toFixed(1)} KB gzipped in ${beforeActing.urls.length} files`);
      assert.ok(beforeActing.total <= LANDING_SCRIPT_BUDGET, `${beforeActing.total} bytes of gzipped JavaScript: ${beforeActing.urls.join(', ')}`);

      await page.getByRole('link', { name: 'Sign up', exact: true }).hover();
      // React marks the element it renders into.
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await page.waitForLoadState('networkidle');
      const hydrated = await loaded();
      console.log(`landing page JavaScript once hydrated on intent: ${(hydrated.total / 1024).toFixed(1)} KB gzipped in ${hydrated.urls.length} files`);
      assert.deepEqual(errors, [], 'no hydration mismatch or other console error');
    } finally {
      await context.close();
    }
  });

  test('following Sign up opens the app there without loading another page, and Back returns to the landing page', async () => {
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await page.goto(server.url);
      await page.getByRole('link', { name: 'Sign up', exact: true }).hover();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Sign up', exact: true }).click();
      await page.waitForURL(/\/sign-up$/);
      assert.deepEqual(documents, ['/'], 'the landing page handed over to the app in place');
      await page.getByRole('heading', { name: 'Create your Lanes account' }).waitFor();

      await page.goBack();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('heading', { name: 'Lanes', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Sign in to Lanes' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

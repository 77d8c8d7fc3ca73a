// API keys, in Chromium: a member creates a key on the settings page, reads its secret from the dialog (shown once),
// uses it from Node as a script would (POST /graphql with the key as a bearer) and sees the answer, revokes it on the
// page after confirming, and the key is refused from then on. axe finds no violation on the page with its dialog open;
// the page with a key listed is screenshotted at 390 px in dark mode, where axe finds no violation either.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { accessibilityViolations, apiToken, graphql, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');

/** POSTs a query with the key, as a script does; the JSON answer and status. */
async function withKey(key: string, query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { viewer?: { role: string; user: { name: string } } }; errors?: Array<{ extensions?: { code?: string } }> } };
}

describe('API keys', () => {
  test('a member creates a key, a script uses it, and once revoked it is refused', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'member@acme.test');
      await page.goto(`${server.url}/w/acme/settings/api-keys`);
      await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
      await page.getByText('No API keys yet').waitFor();

      await page.getByRole('textbox', { name: 'Name' }).fill('Nightly export');
      await page.getByRole('combobox', { name: 'Role' }).selectOption('VIEWER');
      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your new API key' });
      await dialog.waitFor();
      await dialog.getByText(/you will not see it again/).waitFor();
      const secret = await dialog.getByRole('textbox').inputValue();
      assert.match(secret, /^lanes_[0-9A-Za-z]{12}_[0-9A-Za-z]{43}$/);
      assert.deepEqual(await accessibilityViolations(page), []);

      const answer = await withKey(secret, '{ viewer { role user { name } } }');
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data?.viewer?.role, 'org:viewer');

      await dialog.getByRole('button', { name: 'Done' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Nightly export' });
      await row.filter({ hasText: secret.slice(0, 18) }).waitFor();
      assert.equal(await page.getByText(secret).count(), 0);

      await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
      await page.getByRole('dialog', { name: 'Revoke Nightly export?' }).getByRole('button', { name: 'Revoke key' }).click();
      await page.getByRole('status').filter({ hasText: /was revoked/ }).waitFor();
      await row.waitFor({ state: 'detached' });

      const refused = await withKey(secret, '{ viewer { role user { name } } }');
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(refused.body.data?.viewer ?? null, null);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the page with a key listed reads at 390 px in dark mode, and axe finds no violation', async () => {
    mkdirSync(screenshots, { recursive: true });
    const session = await apiToken(server, 'admin@acme.test', 'acme');
    await graphql(server, session, 'mutation { createApiKey(input: { name: "Deploy bot", role: MEMBER }) { secret } }');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/settings/api-keys`);
      await page.getByRole('row').filter({ hasText: 'Deploy bot' }).waitFor();
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.screenshot({ path: path.join(screenshots, 'api-keys-dark-phone.png'), fullPage: true });
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

// Outgoing webhooks in Chromium: an admin registers an endpoint (a receiver this test runs on 127.0.0.1, which the
// server is configured to allow), reads its signing secret, an issue is created, the receiver gets it signed with that
// secret, and the endpoint's delivery log shows it delivered, its payload expandable. At 390 px, axe finds no violation.
// Then a receiver that keeps failing: once the retries are spent (a few tenths of a second apart here) the endpoint is
// disabled, and the admin, on the inbox, is told live (a toast, and the list); the notification opens the Webhooks page,
// which says why. Light at 1280 px and dark at 390 px, with screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createReceiver } from '../server/test/webhookReceiver';
import { accessibilityViolations, createIssueThroughApi, liveSubscriptionSent, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer({ env: { LANES_WEBHOOKS_ALLOW_PRIVATE: 'true', LANES_WEBHOOKS_RETRY_DELAYS_MS: '200,200' } });
const browser = useBrowser();
const receiver = createReceiver();
const failing = createReceiver();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(async () => {
  mkdirSync(screenshots, { recursive: true });
  await Promise.all([receiver.listen(), failing.listen()]);
});
after(() => Promise.all([receiver.close(), failing.close()]));

describe('webhooks', () => {
  test('an admin registers an endpoint, a change reaches it signed, and its log shows the delivery', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/settings/webhooks`);
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await page.getByRole('heading', { name: 'No webhooks yet' }).waitFor();

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('form', { name: 'New endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url);
      await form.getByLabel(/^Description/).fill('The test receiver');
      await form.getByRole('checkbox', { name: 'Everything' }).uncheck();
      await form.getByRole('checkbox', { name: 'Issues' }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const endpoint = page.getByRole('listitem', { name: receiver.url });
      await endpoint.getByText('Sends: Issues').waitFor();
      await endpoint.getByRole('button', { name: 'Show secret' }).click();
      const secret = (await endpoint.getByText(/^whsec_[A-Za-z0-9+/=]+$/).textContent()) ?? '';

      await createIssueThroughApi(server, { title: 'Sent to the receiver' });
      const [delivery] = await receiver.waitFor(1, 30_000);
      assert.equal(delivery.json.type, 'issue.created');
      assert.equal(delivery.json.data.title, 'Sent to the receiver');
      assert.ok(receiver.verifies(delivery, secret), 'the delivery is signed with the secret the page shows');

      // The log reads itself again while shown.
      const row = endpoint.getByRole('listitem', { name: 'issue.created, Delivered' });
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', /1 attempt · answered 200 in \d+ ms/);
      await row.getByText('Payload').click();
      assert.match(await row.getByRole('textbox', { name: 'Payload of issue.created' }).inputValue(), /"title": "Sent to the receiver"/);

      assert.deepEqual(await accessibilityViolations(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than a 390 px screen`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('an endpoint that keeps failing is disabled, and the admin is told in the inbox, live, with a way to it', async () => {
    failing.answerWith(500);
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: scheme === 'light' ? { width: 1280, height: 800 } : { width: 390, height: 844 }, colorScheme: scheme });
      try {
        const { page, errors } = await openPage(context);
        await signIn(page, server.url, 'admin@acme.test');
        const url = `${failing.url}/${scheme}`;
        await page.goto(`${server.url}/w/acme/settings/webhooks`);
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        const form = page.getByRole('form', { name: 'New endpoint' });
        await form.getByLabel('Endpoint URL').fill(url);
        await form.getByRole('button', { name: 'Add endpoint' }).click();
        await page.getByRole('listitem', { name: url }).waitFor();

        const subscribed = liveSubscriptionSent(page, 'useNotificationEventsSubscription');
        await page.goto(`${server.url}/w/acme/inbox`);
        await subscribed;
        await createIssueThroughApi(server, { title: `Never arrives (${scheme})` });

        // The first delivery and its two retries fail: the endpoint is disabled and the admin hears of it.
        // The toast says it short; the inbox's row names the endpoint and why.
        await page.getByRole('status').filter({ hasText: 'Lanes disabled a webhook after failed deliveries' }).waitFor({ timeout: 30_000 });
        const row = page.getByRole('listitem').filter({ hasText: `Lanes disabled the webhook to ${url} after failed deliveries` });
        await row.getByText(/a delivery failed 3 times in a row/).waitFor();
        await page.screenshot({ path: path.join(screenshots, `inbox-webhook-disabled-${scheme}.png`), fullPage: true });
        const box = await row.boundingBox();
        const sentenceWidth = await row.getByText(url, { exact: false }).first().evaluate((element) => element.scrollWidth - element.clientWidth);
        assert.ok(box && box.x + box.width <= (page.viewportSize()?.width ?? 0), 'the row fits the screen');
        assert.ok(sentenceWidth <= 0, `the sentence runs ${sentenceWidth} px out of its row`);

        await row.getByRole('link').click();
        await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
        await page.getByRole('listitem', { name: url }).getByText(/failed 3 times in a row/).waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
    assert.equal(failing.requests, 6, "each endpoint was tried three times (a delivery and its two retries), then no more");
  });
});

// Outgoing webhooks in Chromium: an admin registers an endpoint (a receiver this test runs on 127.0.0.1, which the
// server is configured to allow), reads its signing secret, an issue is created, the receiver gets it signed with that
// secret, and the endpoint's delivery log shows it delivered, its payload expandable. At 390 px, axe finds no violation.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createReceiver } from '../server/test/webhookReceiver';
import { accessibilityViolations, createIssueThroughApi, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer({ env: { LANES_WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const browser = useBrowser();
const receiver = createReceiver();
before(() => receiver.listen());
after(() => receiver.close());

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
});

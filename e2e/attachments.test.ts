// Files, as two people see them: Ada pastes a screenshot into a comment, it uploads and is embedded; Max, on the same
// issue in another browser, sees the comment with the image (loaded through its signed address) and the file in the
// issue's Files, live. Ada then attaches a text file with the Files section's button. Screenshotted on a phone and a
// desktop, in light and dark; axe finds nothing serious.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accessibilityViolations, createIssueThroughApi, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

/** A 2×2 PNG: a file a browser decodes, so "the image showed" is a fact of the page, not of the markup. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGOwjr791MOXwWBJzv+jtgApZAYt/1Nd2AAAAABJRU5ErkJggg==';

/** Pastes an image file into the focused field, as a browser does with a screenshot on the clipboard. */
async function pasteImage(page: Page, label: string, name: string) {
  await page.getByRole('textbox', { name: label }).evaluate(
    (field, [base64, fileName]) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [PNG_BASE64, name] as const,
  );
}

/** Whether the image has loaded and decoded (a broken one has no natural width). */
const decoded = (page: Page, name: string) =>
  page.getByRole('img', { name }).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe('attachments', () => {
  test('an image pasted into a comment uploads, and shows in a second browser with the file in the issue', async () => {
    const key = await createIssueThroughApi(server, { title: 'The chart is cut off', status: 'TODO' });
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      await signIn(member.page, server.url, 'member@acme.test');
      const memberLive = liveConnectionAcknowledged(member.page);
      await member.page.goto(`${server.url}/w/acme/issue/${key}`);
      await member.page.getByRole('heading', { level: 1, name: 'The chart is cut off' }).waitFor();
      await memberLive;

      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(`${server.url}/w/acme/issue/${key}`);
      await admin.page.getByRole('heading', { level: 1, name: 'The chart is cut off' }).waitFor();
      const field = admin.page.getByRole('textbox', { name: 'Comment' });
      await field.click();
      await field.pressSequentially('Here is what I see: ');
      await pasteImage(admin.page, 'Comment', 'chart.png');
      // The placeholder gives way to the uploaded file's Markdown.
      await admin.page.waitForFunction(() => /!\[chart\.png\]\(\/attachments\/[A-Za-z0-9_-]+\/chart\.png\)/.test(document.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')?.value ?? ''));
      await field.press('Control+Enter');

      const comment = member.page.getByRole('article', { name: /commented$/ }).filter({ hasText: 'Here is what I see' });
      await comment.getByRole('img', { name: 'chart.png' }).waitFor();
      await member.page.waitForFunction(() => [...document.querySelectorAll('img[alt="chart.png"]')].some((image) => (image as HTMLImageElement).naturalWidth > 0));
      assert.equal(await decoded(member.page, 'chart.png'), true);
      const files = member.page.getByRole('region', { name: /^Files/ });
      await files.getByRole('link', { name: 'chart.png', exact: true }).waitFor();
      await member.page.getByText('Ada Admin attached chart.png').first().waitFor();

      // A text file from the Files section's button, seen by the other browser too.
      await admin.page.getByLabel('Files to attach').setInputFiles({ name: 'steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Open the report\n2. Look right') });
      await files.getByRole('link', { name: 'steps.txt', exact: true }).waitFor();
      await member.page.getByRole('heading', { name: 'Files (2)' }).waitFor();

      // The signed address works for a member; without its signature it is nothing.
      const href = await files.getByRole('link', { name: 'steps.txt', exact: true }).getAttribute('href');
      const download = await fetch(`${server.url}${href}`);
      assert.equal(download.status, 200);
      assert.equal(download.headers.get('content-disposition'), `attachment; filename*=UTF-8''steps.txt`);
      assert.equal((await fetch(`${server.url}${href!.split('?')[0]}`)).status, 404);

      assert.deepEqual(await accessibilityViolations(member.page), []);
      for (const [page, name] of [[admin.page, 'desktop-light'], [member.page, 'phone-dark']] as const) {
        await page.getByRole('region', { name: /^Files/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots, `attachments-${name}.png`) });
      }
      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});

// Working together, as two people see it: an admin assigns an issue to a member and mentions them in a comment;
// the member, elsewhere in the workspace, gets a toast, the unread count and an inbox entry, live. axe finds no
// violation on the inbox nor on the issue with its comments; both are screenshotted on a phone and a desktop, in
// light and dark.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { accessibilityViolations, createIssueThroughApi, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

const desktop = { width: 1280, height: 900 };

const createIssue = (title: string) => createIssueThroughApi(server, { title, status: 'TODO' });

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() => document.fonts.ready);
}

/** The comment cards of an issue's timeline ("Ada Admin commented"). */
function comments(page: Page) {
  return page.getByRole('article', { name: /commented$/ });
}

function inboxLink(page: Page, name: string | RegExp = /^Inbox/) {
  return page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name, exact: true });
}

describe('working together', () => {
  test('a member assigned and mentioned by an admin gets a toast, the unread count and inbox entries, live', async () => {
    const key = await createIssue('Fix the login page');
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await memberLive;
      await inboxLink(member.page).waitFor();

      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(`${server.url}/w/acme/issue/${key}`);
      await admin.page.getByRole('heading', { level: 1, name: 'Fix the login page' }).waitFor();

      await admin.page.getByLabel('Assignee').selectOption({ label: 'Max Member' });
      const assignedToast = member.page.getByRole('status').filter({ hasText: `Ada Admin assigned you ${key}` });
      await assignedToast.waitFor();
      // A polite message that leaves the focus where it was.
      assert.equal(await assignedToast.evaluate((toast) => toast.contains(document.activeElement)), false);
      assert.equal(await assignedToast.getAttribute('aria-live'), 'polite');
      await inboxLink(member.page, 'Inbox 1 unread').waitFor();

      // The admin mentions the member by picking them from the list that @ opens, and posts with Ctrl+Enter.
      const field = admin.page.getByRole('textbox', { name: 'Comment' });
      await field.click();
      await field.pressSequentially('Could you look at this, @Max');
      const options = admin.page.getByRole('listbox', { name: 'Members to mention' }).getByRole('option');
      await options.filter({ hasText: 'Max Member' }).waitFor();
      await field.press('Enter');
      await field.pressSequentially('? Thanks!');
      await field.press('Control+Enter');
      const comment = comments(admin.page).filter({ hasText: 'Could you look at this' });
      await comment.filter({ hasText: '@Max Member' }).waitFor();
      await comment.filter({ hasNotText: 'posting…' }).waitFor();

      await member.page.getByRole('status').filter({ hasText: `Ada Admin mentioned you in ${key}` }).waitFor();
      // Mentioned, and (as the assignee) told of the comment: two more, whatever their order.
      await inboxLink(member.page, 'Inbox 3 unread').waitFor();

      // The activity says what happened, in time order, above the comment.
      const activity = admin.page.getByRole('region', { name: 'Activity' }).or(admin.page.locator('section', { has: admin.page.getByRole('heading', { name: 'Activity' }) }));
      await activity.getByText('Ada Admin assigned Max Member').waitFor();
      await activity.getByText('created the issue').first().waitFor();

      // The member has the board open in a second tab too: it keeps the same count.
      const otherTab = await openPage(memberContext);
      await otherTab.page.goto(`${server.url}/w/acme/projects/WEB/board`);
      await inboxLink(otherTab.page, 'Inbox 3 unread').waitFor();

      await inboxLink(member.page).click();
      await member.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      const entries = member.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
      await entries.first().waitFor();
      const texts = await entries.allTextContents();
      for (const expected of [`Unread: Ada Admin mentioned you in ${key}`, `Unread: Ada Admin assigned you ${key}`, `Unread: Ada Admin commented on ${key}`]) {
        assert.ok(texts.some((text) => text.includes(expected)), `the inbox lists "${expected}": ${JSON.stringify(texts)}`);
      }
      assert.match(texts[texts.length - 1], /assigned you/, 'the oldest (the assignment) is last');
      await settled(member.page);
      assert.deepEqual(await accessibilityViolations(member.page), []);

      // Opening one goes to the issue and marks it read.
      await entries.filter({ hasText: 'mentioned you' }).getByRole('link').click();
      await member.page.waitForURL(new RegExp(`/w/acme/issue/${key}$`));
      await comments(member.page).filter({ hasText: 'Could you look at this' }).waitFor();
      await inboxLink(member.page, 'Inbox 2 unread').waitFor();
      // Read in one tab, read in the other: quietly, without a reload.
      await inboxLink(otherTab.page, 'Inbox 2 unread').waitFor();
      await settled(member.page);
      assert.deepEqual(await accessibilityViolations(member.page), []);
      assert.deepEqual(admin.errors, []);
      assert.deepEqual(otherTab.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop })) {
      test(`the issue with comments and the inbox are screenshotted (${colorScheme}, ${device}) and axe finds no violation`, async () => {
        const options: BrowserContextOptions = { viewport, colorScheme };
        const context = await browser.newContext(options);
        try {
          const { page } = await openPage(context);
          await signIn(page, server.url, 'member@acme.test');
          const key = await createIssue(`Screenshot issue ${colorScheme} ${device}`);
          await page.goto(`${server.url}/w/acme/issue/${key}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const field = page.getByRole('textbox', { name: 'Comment' });
          await field.fill('A first comment with **bold** words and a list:\n\n- one\n- two');
          await field.press('Control+Enter');
          await comments(page).filter({ hasText: 'A first comment' }).filter({ hasNotText: 'posting…' }).waitFor();
          await settled(page);
          assert.deepEqual(await accessibilityViolations(page), []);
          await page.screenshot({ path: path.join(screenshots, `issue-comments-${colorScheme}-${device}.png`), fullPage: true });

          await page.goto(`${server.url}/w/acme/inbox`);
          await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
          await settled(page);
          assert.deepEqual(await accessibilityViolations(page), []);
          await page.screenshot({ path: path.join(screenshots, `inbox-${colorScheme}-${device}.png`), fullPage: true });
        } finally {
          await context.close();
        }
      });
    }
  }
});

// Daily use of the board: its filters (the list's bar, kept in the URL) survive a reload; a card moved by mistake is
// put back by "Undo" on the move's toast, or Ctrl Z, and a second person's board shows it back live; so is an issue
// deleted by mistake (restored, with its key and comments), its toast screenshotted at 1440 and 390 px. The filtered
// board is screenshotted at 1440 and 390 px, light and dark, and axe finds no violation on it.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, apiToken, createIssueThroughApi, graphql, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

function boardPath(search = '') {
  return `${server.url}/w/acme/projects/WEB/board${search}`;
}

/** The board's column of this status (a region named by its label and count). */
function column(page: Page, label: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
}

/** The toast that says this (a polite status message). */
function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() => document.fonts.ready);
}

/** Makes an issue of the Website project with this priority, through the API; its key. */
async function createIssue(title: string, status: string, priority: string): Promise<string> {
  const key = await createIssueThroughApi(server, { title, status });
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { issue: { id: string } } } }>(server, token, `{ viewer { workspace { issue(key: "${key}") { id } } } }`);
  await graphql(server, token, 'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }', {
    input: { id: viewer.workspace.issue.id, priority },
  });
  return key;
}

describe('the board in daily use', () => {
  test('a filter set on the board is in its address and survives a reload', async () => {
    const urgent = await createIssue('Filtered: the urgent one', 'TODO', 'URGENT');
    const low = await createIssue('Filtered: the low one', 'TODO', 'LOW');
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(boardPath());
      await column(page, 'Todo').getByRole('article', { name: low }).waitFor();

      const bar = page.getByRole('search', { name: 'Filter issues' });
      await bar.locator('summary', { hasText: 'Priority' }).click();
      await bar.getByRole('checkbox', { name: 'Urgent' }).click();
      await page.waitForURL(/[?&]priority=URGENT\b/);
      await bar.getByRole('searchbox', { name: 'Search' }).fill('Filtered');
      await page.waitForURL(/[?&]q=Filtered\b/);
      await column(page, 'Todo').getByRole('article', { name: low }).waitFor({ state: 'detached' });
      await column(page, 'Todo').getByRole('article', { name: urgent }).waitFor();

      await page.reload();
      await column(page, 'Todo').getByRole('article', { name: urgent }).waitFor();
      assert.equal(await column(page, 'Todo').getByRole('article', { name: low }).count(), 0);
      assert.equal(await bar.getByRole('searchbox', { name: 'Search' }).inputValue(), 'Filtered');
      await bar.getByText('2 filters').waitFor();
      // An empty column says why it is empty.
      await column(page, 'In review').getByText('No issues match the filters here.').waitFor();
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the filtered board');

      // Clear brings every card back, and the address has no filter left.
      await bar.getByRole('button', { name: 'Clear the filters' }).click();
      await column(page, 'Todo').getByRole('article', { name: low }).waitFor();
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a move undone from its toast, and one undone with Ctrl Z, go back on another person’s board live', async () => {
    const key = await createIssue('Moved by mistake', 'BACKLOG', 'HIGH');
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await member.page.goto(boardPath());
      await column(member.page, 'Backlog').getByRole('article', { name: key }).waitFor();
      await memberLive;

      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(boardPath());
      await column(admin.page, 'Backlog').getByRole('article', { name: key }).waitFor();

      await admin.page.getByRole('button', { name: `Move ${key} to…` }).click();
      await admin.page.getByRole('menuitem', { name: 'Done' }).click();
      await column(member.page, 'Done').getByRole('article', { name: key }).waitFor();

      await toast(admin.page, `${key} moved to Done.`).getByRole('button', { name: 'Undo' }).click();
      await toast(admin.page, `Undone: ${key} is back in Backlog.`).waitFor();
      await column(admin.page, 'Backlog').getByRole('article', { name: key }).waitFor();
      // The other person sees it back, live.
      await column(member.page, 'Backlog').getByRole('article', { name: key }).waitFor();
      assert.equal(await column(member.page, 'Done').getByRole('article', { name: key }).count(), 0);

      // Again, undone with Ctrl Z (the focus on the page, not in a field).
      await admin.page.getByRole('button', { name: `Move ${key} to…` }).click();
      await admin.page.getByRole('menuitem', { name: 'In review' }).click();
      await toast(admin.page, `${key} moved to In review.`).waitFor();
      await column(member.page, 'In review').getByRole('article', { name: key }).waitFor();
      await admin.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await admin.page.keyboard.press('Control+z');
      await toast(admin.page, `Undone: ${key} is back in Backlog.`).last().waitFor();
      await column(member.page, 'Backlog').getByRole('article', { name: key }).waitFor();

      // Kept by the server: a reload shows it in Backlog.
      await member.page.reload();
      await column(member.page, 'Backlog').getByRole('article', { name: key }).waitFor();

      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  for (const [device, viewport] of Object.entries({ desktop, phone })) {
    test(`an issue deleted by mistake (${device}) is restored with Ctrl Z, back on another person’s board live`, async () => {
      const key = await createIssue(`Deleted by mistake on ${device}`, 'TODO', 'HIGH');
      const token = await apiToken(server, 'admin@acme.test', 'acme');
      const { viewer } = await graphql<{ viewer: { workspace: { issue: { id: string } } } }>(server, token, `{ viewer { workspace { issue(key: "${key}") { id } } } }`);
      await graphql(server, token, 'mutation($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }', {
        input: { issueId: viewer.workspace.issue.id, body: 'Kept through the undo' },
      });
      const adminContext = await browser.newContext({ viewport });
      const memberContext = await browser.newContext({ viewport: desktop });
      try {
        const admin = await openPage(adminContext);
        const member = await openPage(memberContext);
        const memberLive = liveConnectionAcknowledged(member.page);
        await signIn(member.page, server.url, 'member@acme.test');
        await member.page.goto(boardPath());
        await column(member.page, 'Todo').getByRole('article', { name: key }).waitFor();
        await memberLive;

        await signIn(admin.page, server.url, 'admin@acme.test');
        await admin.page.goto(`${server.url}/w/acme/issue/${key}`);
        await admin.page.getByRole('button', { name: 'Delete', exact: true }).click();
        const confirm = admin.page.getByRole('dialog', { name: `Delete ${key}?` });
        await confirm.getByText('You can undo this for a minute.').waitFor();
        await confirm.getByRole('button', { name: 'Delete issue' }).click();
        await admin.page.waitForURL(boardPath());
        await toast(admin.page, `${key} deleted.`).getByRole('button', { name: 'Undo' }).waitFor();
        await column(member.page, 'Todo').getByRole('article', { name: key }).waitFor({ state: 'detached' });
        await settled(admin.page);
        await admin.page.screenshot({ path: path.join(screenshots, `undo-delete-toast-${device}.png`) });

        await admin.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await admin.page.keyboard.press('Control+z');
        await toast(admin.page, `Undone: ${key} is back.`).waitFor();
        // Back on both boards, live: the other person's and the undoer's own.
        await column(member.page, 'Todo').getByRole('article', { name: key }).waitFor();
        await column(admin.page, 'Todo').getByRole('article', { name: key }).waitFor();

        // Kept by the server, with its key and its comment; its history says it was restored.
        await member.page.goto(`${server.url}/w/acme/issue/${key}`);
        await member.page.getByText('Kept through the undo').waitFor();
        await member.page.getByText('restored the issue').waitFor();

        assert.deepEqual(admin.errors, []);
        assert.deepEqual(member.errors, []);
      } finally {
        await adminContext.close();
        await memberContext.close();
      }
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries({ desktop, phone })) {
      test(`the filtered board is screenshotted (${scheme}, ${device}) and the page never scrolls sideways`, async () => {
        const context = await browser.newContext({ viewport, colorScheme: scheme });
        try {
          const { page, errors } = await openPage(context);
          await signIn(page, server.url, 'admin@acme.test');
          await page.goto(boardPath('?priority=URGENT,HIGH&assignee=me,none'));
          await page.getByRole('search', { name: 'Filter issues' }).getByText('2 filters').waitFor();
          await column(page, 'Backlog').waitFor();
          await settled(page);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
          await page.screenshot({ path: path.join(screenshots, `board-filters-${scheme}-${device}.png`) });
          // A filter's panel open, as a phone shows it.
          await page.getByRole('search', { name: 'Filter issues' }).locator('summary', { hasText: 'Assignee' }).click();
          await page.getByRole('checkbox', { name: 'Unassigned' }).waitFor();
          // The panel opens inside the window with its labels whole (on a phone it once opened past the right edge).
          const panel = await page.getByRole('group', { name: 'Assignee' }).boundingBox();
          assert.ok(panel && panel.x >= 0 && panel.x + panel.width <= viewport.width, `the Assignee panel spans ${panel?.x} to ${panel && panel.x + panel.width} px in a ${viewport.width} px window`);
          await page.screenshot({ path: path.join(screenshots, `board-filters-open-${scheme}-${device}.png`) });
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

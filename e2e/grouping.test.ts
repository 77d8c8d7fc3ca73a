// Grouping on the board and the list: "Group by" in the filter bar, kept in the URL with the filters (a reload shows
// the same rows and sections); on the board a row of status columns per group, a card moved within its row, a card
// dragged into another row (its priority changes with its status, live in another browser); axe finds no violation;
// screenshots of the grouped board and list at 390 and 1440 px, light and dark.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, apiToken, graphql, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.resolve(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

const projectPath = (view: 'board' | 'list', search = '') => `${server.url}/w/acme/projects/WEB/${view}${search}`;

/** A row of the grouped board (a region named by its group, holding status columns). */
const boardRow = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** A status column of a row (named by its status, count and row: "Todo 3 Urgent"). */
const column = (row: Locator, label: string): Locator => row.getByRole('region', { name: new RegExp(`^${label} \\d+ `) });

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

async function createIssues(issues: { title: string; priority: string; status: string }[]): Promise<string[]> {
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(server, token, '{ viewer { workspace { project(key: "WEB") { id } } } }');
  const keys: string[] = [];
  for (const input of issues) {
    const { createIssue } = await graphql<{ createIssue: { issue: { key: string } } }>(
      server,
      token,
      'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
      { input: { projectId: viewer.workspace.project.id, ...input } },
    );
    keys.push(createIssue.issue.key);
  }
  return keys;
}

describe('grouping', () => {
  test('the board grouped by priority and filtered keeps its rows after a reload, and a card moves within its row', async () => {
    const [urgent, low] = await createIssues([
      { title: 'Quokka login outage', priority: 'URGENT', status: 'TODO' },
      { title: 'Quokka footer colour', priority: 'LOW', status: 'BACKLOG' },
    ]);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(projectPath('board'));
      const bar = page.getByRole('search', { name: 'Filter issues' });
      await page.getByRole('region', { name: /^Backlog \d+$/ }).waitFor();

      await bar.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Priority' });
      await page.waitForURL(/[?&]group=priority/);
      await boardRow(page, 'Urgent').waitFor();
      await bar.getByLabel('Search').fill('quokka');
      await page.waitForURL(/[?&]q=quokka/);
      await column(boardRow(page, 'Urgent'), 'Todo').getByRole('article', { name: urgent }).waitFor();
      await column(boardRow(page, 'Low'), 'Backlog').getByRole('article', { name: low }).waitFor();
      // Only the groups holding issues that pass the filters have a row.
      await boardRow(page, 'High').waitFor({ state: 'detached' });

      await page.reload();
      await column(boardRow(page, 'Urgent'), 'Todo').getByRole('article', { name: urgent }).waitFor();
      assert.equal(await bar.getByRole('combobox', { name: 'Group by' }).inputValue(), 'PRIORITY');
      assert.equal(await bar.getByLabel('Search').inputValue(), 'quokka');
      assert.deepEqual(
        await page.locator('section:has(> h2)').evaluateAll((rows) => rows.map((row) => row.querySelector(':scope > h2')?.textContent)),
        ['Urgent', 'Low'],
      );

      // Moved within its row: its status changes, its row (priority) stays; the server keeps it.
      await page.getByRole('button', { name: `Move ${urgent} to…` }).click();
      await page.getByRole('menuitem', { name: 'In progress' }).click();
      await column(boardRow(page, 'Urgent'), 'In progress').getByRole('article', { name: urgent }).waitFor();
      await page.reload();
      await column(boardRow(page, 'Urgent'), 'In progress').getByRole('article', { name: urgent }).waitFor();
      assert.equal(await column(boardRow(page, 'Urgent'), 'Todo').getByRole('article').count(), 0);

      // The list reads the same address: its sections are the priorities.
      await page.getByRole('link', { name: 'List' }).click();
      await page.waitForURL(/\/list\?.*group=priority/);
      await page.getByRole('heading', { name: 'Urgent 1' }).waitFor();
      await page.getByRole('heading', { name: 'Low 1' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a card dragged by mouse into another row's neighbouring column lands there at once, with that row's priority, for everyone", async () => {
    const [high, low] = await createIssues([
      { title: 'Wombat tunnel survey', priority: 'HIGH', status: 'TODO' },
      { title: 'Wombat burrow map', priority: 'LOW', status: 'BACKLOG' },
    ]);
    const address = projectPath('board', '?group=priority&q=wombat');
    const [mine, theirs] = await Promise.all([1, 2].map(() => browser.newContext({ viewport: { width: 1440, height: 900 } })));
    try {
      const { page, errors } = await openPage(mine);
      const other = await openPage(theirs);
      await signIn(page, server.url, 'admin@acme.test');
      await signIn(other.page, server.url, 'member@acme.test');
      await Promise.all([page.goto(address), other.page.goto(address)]);
      const card = (on: Page, row: string, status: string, key: string) => column(boardRow(on, row), status).getByRole('article', { name: key });
      await card(page, 'Low', 'Backlog', low).waitFor();
      await card(other.page, 'Low', 'Backlog', low).waitFor();
      await settled(page);

      // From Low's Backlog to High's Todo (the next column, a row up), below the card there; the card's link is its handle.
      const from = (await card(page, 'Low', 'Backlog', low).getByRole('link').boundingBox())!;
      const below = (await card(page, 'High', 'Todo', high).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 - 10, { steps: 5 });
      await page.mouse.move(below.x + below.width / 2, below.y + below.height * 0.8, { steps: 15 });
      await page.mouse.move(below.x + below.width / 2, below.y + below.height * 0.85, { steps: 2 });
      await page.mouse.up();
      await card(page, 'High', 'Todo', low).waitFor({ timeout: 2000 });
      assert.equal(await column(boardRow(page, 'Low'), 'Backlog').getByRole('article', { name: low }).count(), 0);
      assert.deepEqual(
        await column(boardRow(page, 'High'), 'Todo').getByRole('article').evaluateAll((cards) => cards.map((item) => item.getAttribute('aria-label'))),
        [high, low],
      );
      await page.getByText(`${low} moved to Todo in High.`).waitFor();

      // Live in the other browser, and kept by the server.
      await card(other.page, 'High', 'Todo', low).waitFor();
      await page.reload();
      await card(page, 'High', 'Todo', low).waitFor();
      assert.equal(await column(boardRow(page, 'High'), 'Todo').getByRole('article', { name: low }).getByText('Priority: High').count(), 1);
      assert.deepEqual(errors, []);
      assert.deepEqual(other.errors, []);
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      test(`the grouped board and list, ${scheme}, ${device}: screenshotted, no sideways page scroll, and axe finds no violation`, async () => {
        const context = await browser.newContext({ viewport, colorScheme: scheme });
        try {
          const { page, errors } = await openPage(context);
          await signIn(page, server.url, 'admin@acme.test');
          await page.goto(projectPath('board', '?group=assignee'));
          await page.locator('section:has(> h2)').first().waitFor();
          await settled(page);
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(pageWidth <= viewport.width, `the page is ${pageWidth} px wide`);
          await page.screenshot({ path: path.join(screenshots, `grouped-board-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the grouped board');

          await page.goto(projectPath('list', '?group=label'));
          await page.getByRole('list', { name: 'Issues' }).waitFor();
          await settled(page);
          await page.screenshot({ path: path.join(screenshots, `grouped-list-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the grouped list');
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

// Cycles, as a team uses them: an admin creates a cycle, finds an issue by its words and adds it, drags two more onto
// it from "Not in this cycle", and looks at it as a board; a member, in another browser, marks one done on its page,
// and the admin's cycle page shows the completed figure move and the card change column, live. The cycles index (with
// the demo's past, current and next cycles) and the cycle page pass axe.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, apiToken, graphql, liveConnectionAcknowledged, openPage, settledBox, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const desktop = { width: 1280, height: 900 };

/** Makes an estimated issue of the Website project through the API; its key. */
async function createEstimatedIssue(title: string, estimate: number): Promise<string> {
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(server, token, '{ viewer { workspace { project(key: "WEB") { id } } } }');
  const { createIssue } = await graphql<{ createIssue: { issue: { key: string } } }>(
    server,
    token,
    'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
    { input: { projectId: viewer.workspace.project.id, title, estimate, status: 'TODO' } },
  );
  return createIssue.issue.key;
}

/** A figure of the cycle page ("Completed", "Scope", "Progress"), as it reads. */
function figure(page: Page, term: string) {
  return page.getByLabel('Figures').locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
}

/** Resolves once the page has drawn what came before (the frame after next: the next one may already be under way). */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Drags an element with the mouse, in steps as a hand moves, to the middle of the target, and drops it there. */
async function dragOnto(page: Page, item: Locator, target: Locator) {
  // Where the row is once the list has its filtered answer and stopped moving (under a throttled CPU the row measured
  // at once was where the unfiltered list had put it, and the pointer went down on something else).
  const from = await settledBox(page, item);
  const box = await settledBox(page, target);
  const start = { x: from.x + 12, y: from.y + from.height / 2 };
  const end = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const underPointer = await item.evaluate(
    (row, { x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element && row.contains(element) ? null : (element?.outerHTML.slice(0, 200) ?? 'nothing');
    },
    start,
  );
  assert.equal(underPointer, null, `the pointer goes down on the row, not on ${underPointer}`);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(start.x + ((end.x - start.x) * step) / 12, start.y + ((end.y - start.y) * step) / 12);
    await drawn(page);
  }
  await page.mouse.up();
}

describe('cycles', () => {
  test('an admin plans a cycle with its picker and by dragging, and a member finishing an issue moves its completed figure and its card live', async () => {
    const first = await createEstimatedIssue('Quokka onboarding tour', 3);
    const second = await createEstimatedIssue('Quokka pricing table', 5);
    const third = await createEstimatedIssue('Quokka FAQ', 2);
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openPage(adminContext);
      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(`${server.url}/w/acme/cycles`);
      await admin.page.getByRole('heading', { level: 1, name: 'Cycles' }).waitFor();
      // The demo's cycles: the current one, the next one and the last one.
      await admin.page.getByRole('region', { name: 'Current cycles' }).waitFor();
      await admin.page.getByRole('region', { name: 'Past cycles' }).waitFor();
      assert.deepEqual(await accessibilityViolations(admin.page), [], 'the cycles index');

      const form = admin.page.getByRole('form', { name: 'New cycles' });
      await form.getByLabel('Name (optional)').fill('Quokka launch');
      await form.getByLabel('Starts on').fill('2031-03-03');
      await form.getByLabel('Ends on').fill('2031-03-16');
      await form.getByRole('button', { name: 'Create cycle' }).click();
      await admin.page.getByRole('link', { name: /Quokka launch$/ }).click();
      await admin.page.getByRole('heading', { level: 1, name: /Quokka launch$/ }).waitFor();
      const cycleNumber = Number((await admin.page.getByRole('heading', { level: 1 }).textContent())?.match(/Cycle (\d+)/)?.[1]);

      // The keyboard's way: found by its words and added.
      const adding = admin.page.getByRole('region', { name: 'Add issues' });
      await adding.getByLabel('Find issues').fill('Quokka FAQ');
      await adding.getByRole('button', { name: 'Search' }).click();
      await adding.getByRole('button', { name: `Add ${third} to cycle ${cycleNumber}` }).click();
      await adding.getByRole('button', { name: `Added ${third} to cycle ${cycleNumber}` }).waitFor();
      const issues = admin.page.getByRole('region', { name: 'Issues of the cycle' });
      await issues.getByRole('heading', { name: 'Issues (1)' }).waitFor();

      // Planning by dragging: the open issues in no cycle, narrowed by their words, dragged onto the cycle's issues.
      await issues.getByRole('button', { name: 'Not in this cycle' }).click();
      const notInCycle = admin.page.getByRole('region', { name: 'Not in this cycle' });
      await notInCycle.getByLabel('Filter by words').fill('Quokka');
      for (const [index, key] of [first, second].entries()) {
        const row = notInCycle.locator(`li[data-issue-key="${key}"]`);
        await dragOnto(admin.page, row, issues.locator('[data-drop-area="cycle"]'));
        await admin.page.getByText(`${key} added to Cycle ${cycleNumber}: Quokka launch.`).waitFor();
        await row.waitFor({ state: 'detached' });
        await issues.getByRole('heading', { name: `Issues (${index + 2})` }).waitFor();
      }
      await figure(admin.page, 'Scope').filter({ hasText: '3 issues, 10 points' }).waitFor();
      await figure(admin.page, 'Completed').filter({ hasText: '0 issues, 0 points' }).waitFor();
      assert.deepEqual(await accessibilityViolations(admin.page), [], 'the cycle page');

      // The board by status, kept in the address.
      await issues.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Board' }).click();
      await admin.page.waitForURL(/layout=board/);
      const column = (status: string) => issues.getByRole('region', { name: new RegExp(`^${status}`) });
      for (const key of [first, second, third]) await column('Todo').getByRole('article', { name: key, exact: true }).waitFor();

      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await memberLive;
      await member.page.goto(`${server.url}/w/acme/issue/${first}`);
      await member.page.getByRole('heading', { level: 1, name: 'Quokka onboarding tour' }).waitFor();
      // The issue page's Cycle field names its cycle once the workspace's cycles are read.
      await member.page.getByLabel('Cycle').locator('option:checked', { hasText: 'Quokka launch' }).waitFor({ state: 'attached' });
      await member.page.getByLabel('Status').selectOption({ label: 'Done' });

      await figure(admin.page, 'Completed').filter({ hasText: '1 issue, 3 points' }).waitFor();
      await figure(admin.page, 'Progress').filter({ hasText: '3 of 10 points done' }).waitFor();
      await column('Done').getByRole('article', { name: first, exact: true }).waitFor();

      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  test("the current cycle's burn-up takes in an issue finished in another browser: today's completed figure grows by its points", async () => {
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openPage(adminContext);
      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(`${server.url}/w/acme/cycles`);
      await admin.page.getByRole('region', { name: 'Current cycles' }).getByRole('link').first().click();
      await admin.page.getByRole('heading', { level: 1, name: /^Cycle \d+/ }).waitFor();
      const number = Number((await admin.page.getByRole('heading', { level: 1 }).textContent())?.match(/Cycle (\d+)/)?.[1]);

      // The chart, as a screen reader reads it: "Burn-up of cycle 2: 9 of 30 points completed by Nov 27, over 14 days."
      const chart = admin.page.getByRole('img', { name: /^Burn-up of cycle/ });
      const completedToday = async () => Number((await chart.getAttribute('aria-label'))?.match(/: (\d+) of \d+ /)?.[1] ?? NaN);
      await chart.waitFor();
      const before = await completedToday();
      assert.ok(Number.isFinite(before), 'the burn-up says what is completed by today');

      // Someone else finishes one of the cycle's open issues on its page, in their own browser.
      const token = await apiToken(server, 'member@acme.test', 'acme');
      const { viewer } = await graphql<{ viewer: { workspace: { cycle: { issues: { edges: { node: { key: string; title: string; status: string; estimate: number | null } }[] } } } } }>(
        server,
        token,
        'query($number: Int!) { viewer { workspace { cycle(number: $number) { issues(first: 100) { edges { node { key title status estimate } } } } } } }',
        { number },
      );
      const open = viewer.workspace.cycle.issues.edges.map(({ node }) => node).find((issue) => !['DONE', 'CANCELED'].includes(issue.status) && issue.estimate);
      assert.ok(open, 'the current demo cycle has an open estimated issue');
      const member = await openPage(memberContext);
      await signIn(member.page, server.url, 'member@acme.test');
      await member.page.goto(`${server.url}/w/acme/issue/${open.key}`);
      await member.page.getByRole('heading', { level: 1, name: open.title }).waitFor();
      await member.page.getByLabel('Status').selectOption({ label: 'Done' });

      await admin.page.getByRole('img', { name: new RegExp(`^Burn-up of cycle ${number}: ${before + open.estimate!} of \\d+ `) }).waitFor();
      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});

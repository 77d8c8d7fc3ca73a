// Shortcuts on every page of a workspace, as a person at the keyboard uses them: Ctrl+K opens the command palette and
// `?` lists the page's shortcuts on the projects page, the inbox, an issue's page, a settings page and the cycles
// (not only on a project's board and list); on an issue's page S, P, A and L go to that issue's status, priority,
// assignee and labels, and a change made there is the server's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiToken, createIssueThroughApi, graphql, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const desktop = { width: 1280, height: 900 };

/** The pages of a workspace other than a project's board and list, each with a heading to wait for. */
const PAGES: { name: string; path: string }[] = [
  { name: 'projects', path: '/w/acme/projects' },
  { name: 'inbox', path: '/w/acme/inbox' },
  { name: 'labels', path: '/w/acme/settings/labels' },
  { name: 'cycles', path: '/w/acme/cycles' },
  { name: 'my issues', path: '/w/acme/my-issues' },
];

/** Waits for the page's own heading and for the keyboard's focus to be free of any field. */
async function pageReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Where the keyboard is and what is open, for a failure's message. */
function keyboardState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialogs = [...document.querySelectorAll('dialog')].map((dialog) => `${dialog.getAttribute('aria-labelledby') ?? '?'}:${dialog.open ? 'open' : 'closed'}`);
    return `focus on ${active?.tagName.toLowerCase()}${active?.id ? `#${active.id}` : ''} (${active?.getAttribute('role') ?? 'no role'}), page focused: ${document.hasFocus()}, dialogs: ${dialogs.join(' ') || 'none'}`;
  });
}

async function issueOnServer(key: string): Promise<{ status: string; priority: string }> {
  const { viewer } = await graphql<{ viewer: { workspace: { issue: { status: string; priority: string } } } }>(
    server,
    await apiToken(server, 'admin@acme.test', 'acme'),
    `{ viewer { workspace { issue(key: "${key}") { status priority } } } }`,
  );
  return viewer.workspace.issue;
}

describe('shortcuts on every page', () => {
  test('Ctrl+K opens the command palette and ? lists the shortcuts on pages other than a board', async () => {
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'member@acme.test');
      for (const { name, path } of PAGES) {
        await page.goto(`${server.url}${path}`);
        await pageReady(page);

        await page.keyboard.press('Control+k');
        const palette = page.getByRole('dialog', { name: 'Command palette' });
        await palette.getByRole('combobox').waitFor({ timeout: 10_000 }).catch(() => assert.fail(`Ctrl+K opened no palette on the ${name} page`));
        await page.keyboard.press('Escape');
        await palette.waitFor({ state: 'detached' });
        // The keys go to the page again once the palette's field has let the focus go (a closed dialog is hidden at
        // once; the focus leaves it when its close event runs).
        await page.waitForFunction(() => !document.activeElement?.closest('dialog'));

        await page.keyboard.press('?');
        const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await sheet.waitFor({ timeout: 10_000 }).catch(async () => assert.fail(`? listed no shortcuts on the ${name} page (${await keyboardState(page)})`));
        // The sheet names the palette's shortcut, which works here.
        await sheet.getByText('Open the command palette').waitFor();
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('on an issue’s page S and P change its status and priority, A and L open its assignee and labels, and ? lists them', async () => {
    const key = await createIssueThroughApi(server, { title: 'Changed from the keyboard on its page', status: 'TODO' });
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/issue/${key}`);
      await page.getByRole('heading', { level: 1, name: 'Changed from the keyboard on its page' }).waitFor();
      await pageReady(page);
      const before = await issueOnServer(key);

      // S goes to the status (a list the arrows move through); the choice is saved as any change of the field.
      await page.keyboard.press('s');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'status');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForFunction((status) => document.querySelector<HTMLSelectElement>('select[name="status"]')?.value !== status, before.status);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      await page.keyboard.press('p');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'priority');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      // Both reach the server.
      const deadline = Date.now() + 10_000;
      let after = await issueOnServer(key);
      while ((after.status === before.status || after.priority === before.priority) && Date.now() < deadline) {
        await page.waitForTimeout(200);
        after = await issueOnServer(key);
      }
      assert.notEqual(after.status, before.status, 'S changed the status');
      assert.notEqual(after.priority, before.priority, 'P changed the priority');

      await page.keyboard.press('a');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'assignee');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      // L opens the labels' picker.
      await page.keyboard.press('l');
      await page.getByRole('listbox').first().waitFor();
      await page.keyboard.press('Escape');

      await page.keyboard.press('?');
      const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      for (const description of ['Change the issue’s status', 'Change the issue’s priority', 'Change the issue’s assignee', 'Change the issue’s labels', 'Open the command palette']) {
        await sheet.getByText(description).waitFor();
      }
      await page.keyboard.press('Escape');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

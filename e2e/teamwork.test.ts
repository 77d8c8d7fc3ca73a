// Working together, the rest of it: an issue created, assigned and closed with the keyboard alone; two members see
// each other on the same issue and board, and see one leave when their tab closes; axe on the open command palette;
// the palette, the inbox and the issue detail offline (clear toasts, nothing typed lost, the page still there; edits of
// the issue and a comment wait to be sent).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, apiToken, graphql, liveConnectionAcknowledged, openPage, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const desktop = { width: 1280, height: 900 };

async function adminToken(): Promise<string> {
  return apiToken(server, 'admin@acme.test', 'acme');
}

/** A new, empty project (through the API, as another client would); its id. */
async function createProject(key: string, name: string): Promise<string> {
  const { createProject: created } = await graphql<{ createProject: { project: { id: string } } }>(
    server,
    await adminToken(),
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
    { input: { key, name } },
  );
  return created.project.id;
}

/** Creates an issue (assigned to the member of that name, if given) through the API; its key. */
async function createIssue(projectKey: string, title: string, assigneeName?: string): Promise<string> {
  const token = await adminToken();
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string }; members: { edges: { node: { user: { id: string; name: string } } }[] } } } }>(
    server,
    token,
    `{ viewer { workspace { project(key: "${projectKey}") { id } members(first: 100) { edges { node { user { id name } } } } } } }`,
  );
  const assigneeId = assigneeName ? viewer.workspace.members.edges.find(({ node }) => node.user.name === assigneeName)?.node.user.id : undefined;
  const { createIssue: created } = await graphql<{ createIssue: { issue: { key: string } } }>(
    server,
    token,
    'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
    { input: { projectId: viewer.workspace.project.id, title, status: 'TODO', ...(assigneeId ? { assigneeId } : {}) } },
  );
  return created.issue.key;
}

/** Signs in with the keyboard alone: the demo account's button focused and pressed with Enter. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/sign-in`);
  await page.getByRole('button', { name: email, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/w\/[^/]+\/projects/);
}

/**
 * The avatars of the others looking at the same thing ("Also viewing"), by name. Someone arriving is waited for as
 * long as any page's content (a tab opened on a throttled CPU takes its time to load); someone leaving, at most 10 s.
 */
async function alsoViewing(page: Page, names: string[]): Promise<void> {
  const list = page.getByRole('list', { name: 'Also viewing' });
  if (names.length === 0) {
    await list.waitFor({ state: 'detached', timeout: 10_000 });
    return;
  }
  for (const name of names) await list.getByRole('listitem').filter({ hasText: name }).waitFor();
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * The connection goes, and the page has noticed (its "You are offline" notice), as a person would see before acting:
 * the browser tells a busy page a moment after its requests start failing, and a failure meanwhile is worded "Lanes
 * could not reach the server". (The 4x throttled suite once waited in vain here for the palette's "You are offline"
 * toast, Ctrl K pressed at once; most likely in that moment.)
 */
async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.getByText(/^You are offline:/).waitFor();
}

describe('working together, continued', () => {
  test('an issue is created, assigned and closed with the keyboard alone', async () => {
    await createProject('KBD', 'Keyboard');
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page, errors } = await openPage(context);
      // Any use of a pointer shows here: the flow must not need one.
      await page.addInitScript(() => {
        (window as unknown as { pointerEvents: number }).pointerEvents = 0;
        for (const type of ['pointerdown', 'mousedown', 'wheel']) {
          window.addEventListener(type, () => (window as unknown as { pointerEvents: number }).pointerEvents++, true);
        }
      });
      await signInByKeyboard(page, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/projects/KBD/board`);
      await page.getByRole('heading', { level: 1, name: /Keyboard$/ }).waitFor();

      // C opens the new issue dialog with its title ready for typing; Enter submits.
      await page.keyboard.press('c');
      const dialog = page.getByRole('dialog', { name: 'New issue' });
      const title = dialog.getByRole('textbox', { name: 'Title' });
      await title.waitFor();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'title');
      await page.keyboard.type('Typed without a mouse');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByRole('article', { name: 'KBD-1' });
      await card.waitFor();

      // J selects it (focus shows it); A opens the assignee for it, a letter picks Max; S then Done, by a letter.
      await page.keyboard.press('j');
      await page.waitForFunction(() => document.activeElement?.closest('[data-issue-key]')?.getAttribute('data-issue-key') === 'KBD-1');
      await page.keyboard.press('a');
      const bar = page.getByRole('region', { name: 'Bulk edit' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-bulk-field') === 'assignee');
      await page.keyboard.press('m');
      // The change's toast says it was done (and offers to undo it).
      await page.getByText('Assigned to Max Member for 1 issue.').waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[data-issue-key]')?.getAttribute('data-issue-key') === 'KBD-1');
      await page.keyboard.press('s');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-bulk-field') === 'status');
      await page.keyboard.press('d');
      await page.getByText('Status set to Done for 1 issue.').waitFor();
      await page.getByRole('region', { name: /^Done \d+$/ }).getByRole('article', { name: 'KBD-1' }).waitFor();
      // Esc (back on the issue) clears the pick.
      await page.waitForFunction(() => document.activeElement?.closest('[data-issue-key]')?.getAttribute('data-issue-key') === 'KBD-1');
      await page.keyboard.press('Escape');
      await bar.waitFor({ state: 'detached' });

      // The server has it as the page shows it.
      const { viewer } = await graphql<{ viewer: { workspace: { issue: { title: string; status: string; assignee: { name: string } | null } } } }>(
        server,
        await adminToken(),
        '{ viewer { workspace { issue(key: "KBD-1") { title status assignee { name } } } } }',
      );
      assert.deepEqual(viewer.workspace.issue, { title: 'Typed without a mouse', status: 'DONE', assignee: { name: 'Max Member' } });
      assert.equal(await page.evaluate(() => (window as unknown as { pointerEvents: number }).pointerEvents), 0, 'no pointer was used');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('two members on the same issue and board see each other, and see one leave when their tab closes', async () => {
    const key = await createIssue('WEB', 'Looked at together');
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      await signInByKeyboard(admin.page, 'admin@acme.test');
      await signInByKeyboard(member.page, 'member@acme.test');

      for (const path of [`/w/acme/issue/${key}`, '/w/acme/projects/WEB/board']) {
        await admin.page.goto(`${server.url}${path}`);
        const memberTab = await memberContext.newPage();
        await memberTab.goto(`${server.url}${path}`);
        // The new tab first: once its page shows Ada, it has joined, and Ada's page is told of it.
        await alsoViewing(memberTab, ['Ada Admin']);
        await alsoViewing(admin.page, ['Max Member']);
        // Each sees the other only, never themselves.
        assert.equal(await admin.page.getByRole('list', { name: 'Also viewing' }).getByText('Ada Admin').count(), 0);

        const closedAt = Date.now();
        await memberTab.close();
        await alsoViewing(admin.page, []);
        // Said goodbye: without one the server would drop the tab only once it expires, 11 to 16 s after it closed (the
        // last heartbeat up to 5 s before the close, expiry 16 s after it), so 10 s is the most this wait may take.
        assert.ok(Date.now() - closedAt < 10_000, `left within seconds (${Date.now() - closedAt} ms)`);
      }
      assert.deepEqual(admin.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  test('axe finds no violation with the command palette open: its actions, issues found, and none found', async () => {
    const key = await createIssue('WEB', 'Quasar alignment');
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page } = await openPage(context);
      await signInByKeyboard(page, 'member@acme.test');
      await page.goto(`${server.url}/w/acme/projects/WEB/board`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('option', { name: /Create an issue/ }).waitFor();
      assert.deepEqual(await accessibilityViolations(page), []);

      // Typed at once into the search (the field has the focus).
      await page.keyboard.type('quasar');
      await palette.getByRole('option', { name: new RegExp(`${key} Quasar alignment`) }).waitFor();
      assert.deepEqual(await accessibilityViolations(page), []);

      await page.keyboard.press('Control+a');
      await page.keyboard.type('zzqqxx');
      await palette.getByText('No issue matches “zzqqxx”.').waitFor();
      assert.deepEqual(await accessibilityViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('offline: the palette and the inbox say so in toasts, the issue detail keeps its edits waiting, and all stay usable', async () => {
    const key = await createIssue('WEB', 'Worked on offline', 'Max Member');
    const context = await browser.newContext({ viewport: desktop });
    try {
      const { page, errors } = await openPage(context);
      const live = liveConnectionAcknowledged(page);
      await signInByKeyboard(page, 'member@acme.test');
      await live;

      // The palette's first opening loads it: offline, a toast says so and the board stays; online, it opens.
      await page.goto(`${server.url}/w/acme/projects/WEB/board`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await goOffline(context, page);
      await page.keyboard.press('Control+k');
      await toast(page, /^The command palette could not open: You are offline/).waitFor();
      assert.equal(await page.getByRole('dialog', { name: 'Command palette' }).count(), 0);
      assert.ok(await heading.isVisible(), 'the board is still there');
      await context.setOffline(false);
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('combobox').waitFor();
      // Searching offline says why in the palette; the palette stays open.
      await goOffline(context, page);
      await page.keyboard.type('offline');
      await palette.getByText(/^Issues could not be searched: You are offline/).waitFor();
      await page.keyboard.press('Escape');
      await palette.waitFor({ state: 'detached' });
      // Opening an issue over the board offline: a toast says it could not be opened; the board stays.
      await page.getByRole('article', { name: key }).getByRole('link').click();
      await toast(page, new RegExp(`^${key} could not be opened: You are offline`)).waitFor();
      assert.ok(await heading.isVisible(), 'the board is still there');
      await context.setOffline(false);

      // The issue detail: a comment and a new title made offline wait, shown as waiting, and go out once back online.
      await page.goto(`${server.url}/w/acme/issue/${key}`);
      await page.getByRole('heading', { level: 1, name: 'Worked on offline' }).waitFor();
      await goOffline(context, page);
      const comment = page.getByRole('textbox', { name: 'Comment' });
      await comment.fill('Written on a train');
      await comment.press('Control+Enter');
      const written = page.getByRole('article', { name: /commented$/ }).filter({ hasText: 'Written on a train' });
      await written.filter({ hasText: 'waiting to be sent' }).waitFor();
      await page.getByRole('button', { name: 'Worked on offline' }).click();
      const titleField = page.getByRole('textbox', { name: 'Title' });
      await titleField.fill('Renamed on a train');
      await titleField.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Renamed on a train' }).waitFor();
      const waiting = page.getByRole('status').filter({ hasText: /^2 changes waiting to be sent:/ });
      await waiting.waitFor();
      assert.equal(await toast(page, /was not (updated|posted)/).count(), 0);
      // Back online, both go through.
      await context.setOffline(false);
      await written.filter({ hasNotText: 'waiting to be sent' }).filter({ hasNotText: 'posting…' }).waitFor();
      await page.getByRole('status').filter({ hasText: /changes? (waiting to be sent|made while offline)/ }).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Renamed on a train' }).waitFor();
      await written.waitFor();

      // The inbox: marking read offline is undone with a toast; the page stays.
      await createIssue('WEB', 'Another for Max', 'Max Member');
      await page.goto(`${server.url}/w/acme/inbox?unread=1`);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      const entries = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
      await entries.first().waitFor();
      const unreadBefore = await entries.count();
      await goOffline(context, page);
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await toast(page, /^Notifications were not marked read: You are offline/).waitFor();
      await page.waitForFunction((count) => document.querySelectorAll('[aria-label="Notifications"] li').length === count, unreadBefore);
      await context.setOffline(false);

      // No crash anywhere; the only console errors are those of the requests and the module load that failed offline.
      assert.deepEqual(
        errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|Unable to preload/.test(error)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});

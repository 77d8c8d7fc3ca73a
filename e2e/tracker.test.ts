// The tracker as people use it: an admin creates an issue on the board, opens it in the side panel, moves it by
// the "Move to…" menu while a member watches the same board change live; the list's filters live in
// the URL and survive a reload; a viewer finds no editing control anywhere; axe finds no violation on the board, the
// list and the issue page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, apiToken, createIssueThroughApi, graphql, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const viewport = { width: 1280, height: 800 };

function boardPath(view: 'board' | 'list' = 'board') {
  return `${server.url}/w/acme/projects/WEB/${view}`;
}

/** The board's column of this status (a region named by its label and count). */
function column(page: Page, label: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
}

/** Creates an issue in the Website project through the API, as another client would; returns its key. */
const createIssue = (title: string, status = 'BACKLOG') => createIssueThroughApi(server, { title, status });

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

describe('the board', () => {
  test('an admin creates an issue, opens it in the side panel, and moves it by menu while a member sees the move live', async () => {
    const adminContext = await browser.newContext({ viewport });
    const memberContext = await browser.newContext({ viewport });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await member.page.goto(boardPath());
      await column(member.page, 'Backlog').waitFor();
      await memberLive;

      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.getByRole('link', { name: /Website/ }).first().click();
      await admin.page.waitForURL(/\/projects\/WEB\/board$/);

      // Created from the Todo column: the dialog starts in that status.
      await admin.page.getByRole('button', { name: 'New issue in Todo' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Title').fill('Browser-made issue');
      await dialog.getByRole('button', { name: 'Create issue' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const card = column(admin.page, 'Todo').getByRole('article').filter({ hasText: 'Browser-made issue' });
      await card.waitFor();
      const key = (await card.getAttribute('aria-label')) ?? '';
      assert.match(key, /^WEB-\d+$/);
      await column(member.page, 'Todo').getByRole('article', { name: key }).waitFor();

      // A plain click opens the side panel, kept in the URL; Escape closes it and the board is still there.
      await card.getByRole('link').click();
      const panel = admin.page.getByRole('dialog', { name: `Issue ${key}` });
      await panel.getByRole('heading', { name: 'Browser-made issue' }).waitFor();
      assert.equal(new URL(admin.page.url()).searchParams.get('issue'), key);
      await admin.page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(new URL(admin.page.url()).searchParams.get('issue'), null);
      // The panel's address opens it again after a reload.
      await admin.page.goto(`${boardPath()}?issue=${key}`);
      await panel.getByRole('heading', { name: 'Browser-made issue' }).waitFor();
      await panel.getByRole('button', { name: 'Close the issue' }).click();
      await panel.waitFor({ state: 'hidden' });

      // By the menu: In review, at once here and live on the member's board.
      await admin.page.getByRole('button', { name: `Move ${key} to…` }).click();
      await admin.page.getByRole('menuitem', { name: 'In review' }).click();
      await column(admin.page, 'In review').getByRole('article', { name: key }).waitFor();
      await column(member.page, 'In review').getByRole('article', { name: key }).waitFor();
      assert.equal(await column(member.page, 'Todo').getByRole('article', { name: key }).count(), 0);

      // The server kept it there: a reload shows it in the same column.
      await admin.page.reload();
      await column(admin.page, 'In review').getByRole('article', { name: key }).waitFor();

      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});

describe('dragging cards', () => {
  /** A project of its own with three issues in Backlog (ONE at the top), every other column empty. */
  async function dragProject(): Promise<{ key: string; keys: string[] }> {
    const token = await apiToken(server, 'admin@acme.test', 'acme');
    const { createProject } = await graphql<{ createProject: { project: { id: string; key: string } } }>(
      server,
      token,
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }',
      { input: { key: 'DND', name: 'Drag and drop' } },
    );
    const keys: string[] = [];
    // Each new issue goes to the top of its column: made in reverse, they read DND-3, DND-2, DND-1 top to bottom.
    for (const title of ['Bottom card', 'Middle card', 'Top card']) {
      const { createIssue: created } = await graphql<{ createIssue: { issue: { key: string } } }>(
        server,
        token,
        'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
        { input: { projectId: createProject.project.id, title, status: 'BACKLOG' } },
      );
      keys.unshift(created.issue.key);
    }
    return { key: createProject.project.key, keys };
  }

  function cardKeys(page: Page, label: string): Promise<string[]> {
    return column(page, label)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  }

  /**
   * Waits until `read` gives the expected value, failing with the last one read. The 30 s only guard against a board that
   * never gets there (a live move usually shows within a second, more on a busy machine).
   */
  async function eventually<T>(page: Page, read: () => Promise<T>, expected: T, what: string) {
    const deadline = Date.now() + 30_000;
    let value = await read();
    while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      value = await read();
    }
    assert.deepEqual(value, expected, what);
  }

  const waitForKeys = (page: Page, label: string, expected: string[]) => eventually(page, () => cardKeys(page, label), expected, `the ${label} column`);

  type Box = { x: number; y: number; width: number; height: number };

  /**
   * Where an element is once it stands still. After a drop the cards that made room glide to their new places (a
   * transform back to none, drawn as a transition) while the columns' order already reads as the new one: a point
   * taken from a card still on its way is where it was, not where the board has it.
   */
  async function restingBox(page: Page, element: Locator): Promise<Box> {
    await page.waitForFunction(
      (node) => {
        const card = node?.closest('article') ?? node;
        return !!card && getComputedStyle(card).transform === 'none' && card.getAnimations().length === 0;
      },
      await element.elementHandle(),
      { polling: 'raf' },
    );
    return (await element.boundingBox())!;
  }

  /** Resolves once the page has drawn what came before (the frame after next: the next one may already be under way). */
  const drawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

  /** Resolves once nothing on the page moves any more (the cards' transitions have ended). */
  const settled = async (page: Page) => {
    await drawn(page);
    await page.waitForFunction(() => document.getAnimations().length === 0, undefined, { polling: 'raf' });
  };

  /** A card's drag handle: the card's link (the card itself, to the eye). */
  const handleOf = (page: Page, key: string) => page.getByRole('article', { name: key, exact: true }).getByRole('link');

  /**
   * Drags the card by its link with the mouse, in steps, to a point of the target (`at`, from the target's box),
   * both aimed at once they stand still; returns once the drop is done.
   */
  async function dragTo(page: Page, key: string, target: Locator, at: (box: Box) => { x: number; y: number }) {
    const box = await restingBox(page, handleOf(page, key));
    const to = at(await restingBox(page, target));
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // In steps, as a hand moves: each step is drawn before the next (the board places the card from what it has drawn).
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
      await drawn(page);
    }
    // Held there until the cards stand still, as a hand does: the board works out the place from the last move drawn.
    await settled(page);
    await page.mouse.up();
  }

  test('with the mouse and the keyboard, into empty columns, at the top, between and at the bottom: kept after a reload and seen live', async () => {
    const { key: projectKey, keys } = await dragProject();
    const [top, middle, bottom] = keys;
    const path = `${server.url}/w/acme/projects/${projectKey}/board`;
    const wide = { width: 1800, height: 900 };
    const adminContext = await browser.newContext({ viewport: wide });
    const memberContext = await browser.newContext({ viewport: wide });
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await member.page.goto(path);
      await waitForKeys(member.page, 'Backlog', keys);
      await memberLive;

      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(path);
      await waitForKeys(admin.page, 'Backlog', keys);
      const page = admin.page;

      // The mouse: the top card into the empty Todo column, anywhere in it.
      await dragTo(page, top, column(page, 'Todo'), (todo) => ({ x: todo.x + todo.width / 2, y: todo.y + todo.height / 2 }));
      await waitForKeys(page, 'Todo', [top]);
      await waitForKeys(page, 'Backlog', [middle, bottom]);

      // The bottom card onto the lower half of Todo's card: it lands below it.
      const lowerHalf = (card: Box) => ({ x: card.x + card.width / 2, y: card.y + card.height * 0.8 });
      const todoCard = (key: string) => column(page, 'Todo').getByRole('article', { name: key });
      await dragTo(page, bottom, todoCard(top), lowerHalf);
      await waitForKeys(page, 'Todo', [top, bottom]);

      // The middle card onto the upper half of Todo's first card: it lands at the top.
      await dragTo(page, middle, todoCard(top), (card) => ({ x: card.x + card.width / 2, y: card.y + 4 }));
      await waitForKeys(page, 'Todo', [middle, top, bottom]);
      await waitForKeys(page, 'Backlog', []);

      // Within its column by the mouse, right after that move: onto the lower half of the card below it, then of the
      // last. (The card below it is still gliding down into its new place as that move shows; aimed before it gets
      // there, this drag used to land where it started.)
      await dragTo(page, middle, todoCard(top), lowerHalf);
      await waitForKeys(page, 'Todo', [top, middle, bottom]);
      await dragTo(page, middle, todoCard(bottom), lowerHalf);
      await waitForKeys(page, 'Todo', [top, bottom, middle]);

      // The mouse, below the last card of a column: the bottom. (Back to Backlog, empty now.)
      await dragTo(page, bottom, column(page, 'Backlog'), (backlog) => ({ x: backlog.x + backlog.width / 2, y: backlog.y + backlog.height - 30 }));
      await waitForKeys(page, 'Backlog', [bottom]);
      await waitForKeys(page, 'Todo', [top, middle]);

      // A double click on a card neither starts a drag nor moves the card (Shift: it picks the card for a bulk edit
      // and the second click unpicks it, so no side panel opens over the board).
      const topHandle = handleOf(page, top);
      const live = page.locator('[id^="DndLiveRegion"]');
      const announcedBefore = await live.textContent();
      await topHandle.dblclick({ modifiers: ['Shift'] });
      // A drag would have begun (and drawn its pick-up) by the time the page has drawn the clicks and stands still.
      await settled(page);
      assert.deepEqual(await cardKeys(page, 'Todo'), [top, middle]);
      assert.equal(await live.textContent(), announcedBefore, 'a double click picked the card up');

      // The keyboard: Space picks the card up, each arrow moves it one place, saying where; Space drops it. Each key
      // is pressed once the last one has been answered, as a person listening to the announcements does.
      const press = async (key: string, announced: string | RegExp) => {
        await page.keyboard.press(key);
        await eventually(page, async () => {
          const text = (await live.textContent()) ?? '';
          return typeof announced === 'string' ? text : announced.test(text) ? 'matches' : text;
        }, typeof announced === 'string' ? announced : 'matches', `the announcement after ${key}`);
        // dnd-kit's keyboard sensor announces the pick-up at once but starts reading keys from a timer it sets then,
        // and Chromium runs input before timers: a timer set now runs after the sensor's, so the next key is read.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      };
      await handleOf(page, top).focus();
      await press('Space', new RegExp(`^Picked up ${top} in Todo, position 1 of 2\\.`));
      await press('ArrowRight', `${top} is over In progress, position 1 of 1.`);
      await press('ArrowRight', `${top} is over In review, position 1 of 1.`);
      await press('ArrowLeft', `${top} is over In progress, position 1 of 1.`);
      await press('Space', `${top} dropped in In progress, position 1 of 1.`);
      await waitForKeys(page, 'In progress', [top]);
      // The move has reached the server and come back live (the member sees it) before the next drag starts: its echo
      // arriving mid-drag is not what this part tests.
      await waitForKeys(member.page, 'In progress', [top]);
      // The board hands the focus back to the dropped card a frame after the drop: a next drag's focus set before that
      // would be taken back mid-drag (as a person's would, who moved on within that frame).
      const handle = handleOf(page, top);
      await page.waitForFunction((element) => document.activeElement === element, await handle.elementHandle());
      // Todo's card (now its only one) Right, level with the card there, then Down: below it.
      await handleOf(page, middle).focus();
      await press('Space', new RegExp(`^Picked up ${middle} in Todo, position 1 of 1\\.`));
      // Right after a pick-up dnd-kit is still measuring the columns, and an arrow key pressed within that moment is
      // ignored (an open issue of the board's keyboard dragging); a person's next key comes once the board stands still.
      await settled(page);
      await press('ArrowRight', `${middle} is over In progress, position 1 of 2.`);
      await press('ArrowDown', `${middle} is over In progress, position 2 of 2.`);
      await press('Space', `${middle} dropped in In progress, position 2 of 2.`);
      await waitForKeys(page, 'In progress', [top, middle]);
      await waitForKeys(page, 'Todo', []);

      // Live on the member's board, and kept by the server: a reload shows the same columns.
      for (const view of [member.page, page]) {
        await waitForKeys(view, 'Backlog', [bottom]);
        await waitForKeys(view, 'In progress', [top, middle]);
        await waitForKeys(view, 'Todo', []);
      }
      await page.reload();
      await waitForKeys(page, 'Backlog', [bottom]);
      await waitForKeys(page, 'In progress', [top, middle]);
      await waitForKeys(page, 'Todo', []);

      assert.deepEqual(admin.errors, []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});

describe('the list', () => {
  test('filters live in the URL: the filtered list comes back after a reload', async () => {
    const token = await apiToken(server, 'admin@acme.test', 'acme');
    const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(server, token, '{ viewer { workspace { project(key: "WEB") { id } } } }');
    for (const [title, priority] of [
      ['Zebra crossing in the footer', 'HIGH'],
      ['Zebra stripes on the pricing page', 'LOW'],
    ]) {
      await graphql(server, token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }', {
        input: { projectId: viewer.workspace.project.id, title, priority, status: 'TODO' },
      });
    }
    const context = await browser.newContext({ viewport });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'member@acme.test');
      await page.goto(boardPath('list'));
      const filters = page.getByRole('search', { name: 'Filter issues' });

      await filters.getByLabel('Search').fill('zebra');
      await page.waitForURL(/[?&]q=zebra/);
      await page.getByRole('link', { name: /Zebra crossing/ }).waitFor();
      await page.getByRole('link', { name: /Zebra stripes/ }).waitFor();

      await filters.locator('summary', { hasText: 'Priority' }).click();
      // The box follows the URL: checked once the filtered view is the page's address.
      await filters.getByRole('checkbox', { name: 'High' }).click();
      await page.waitForURL(/[?&]priority=HIGH/);
      await filters.getByRole('checkbox', { name: 'High', checked: true }).waitFor();
      await page.getByRole('link', { name: /Zebra stripes/ }).waitFor({ state: 'hidden' });

      await page.reload();
      await page.getByRole('link', { name: /Zebra crossing/ }).waitFor();
      assert.equal(await filters.getByLabel('Search').inputValue(), 'zebra');
      await filters.locator('summary', { hasText: 'Priority' }).click();
      await filters.getByRole('checkbox', { name: 'High', checked: true }).waitFor();
      assert.equal(await page.getByRole('link', { name: /Zebra stripes/ }).count(), 0);
      await filters.locator('summary', { hasText: 'Priority' }).click();

      // A row opens the side panel over the filtered list, and closing it keeps the filters.
      const search = new URL(page.url()).search;
      await page.getByRole('link', { name: /Zebra crossing/ }).click();
      const panel = page.getByRole('dialog', { name: /^Issue WEB-\d+$/ });
      await panel.getByRole('heading', { name: 'Zebra crossing in the footer' }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).search, search);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('a viewer', () => {
  test('finds no editing control on the board, the list or the issue page', async () => {
    const key = await createIssue('Read-only for viewers', 'TODO');
    const context = await browser.newContext({ viewport });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'viewer@acme.test');

      await page.goto(boardPath());
      await column(page, 'Todo').getByRole('article', { name: key }).waitFor();
      const main = page.locator('main');
      assert.equal(await main.getByRole('button', { name: /^New issue/ }).count(), 0);
      // A viewer's card is a link and no drag handle: it carries no drag instructions.
      assert.equal(await main.getByRole('article', { name: key }).getByRole('link').getAttribute('aria-describedby'), null);
      assert.equal(await main.getByRole('button', { name: /^Move .* to…$/ }).count(), 0);

      await page.goto(`${boardPath('list')}?q=${encodeURIComponent('Read-only')}`);
      await page.getByRole('link', { name: /Read-only for viewers/ }).waitFor();
      assert.equal(await main.getByRole('button', { name: /^New issue/ }).count(), 0);

      await page.goto(`${server.url}/w/acme/issue/${key}`);
      await page.getByRole('heading', { name: 'Read-only for viewers' }).waitFor();
      await settled(page);
      assert.equal(await main.getByRole('button', { name: /Read-only for viewers|Edit description|Delete/ }).count(), 0);
      for (const role of ['textbox', 'combobox', 'listbox', 'checkbox'] as const) {
        assert.equal(await main.getByRole(role).count(), 0, `no ${role} on the issue page`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('accessibility', () => {
  test('axe finds no violation on the board, the list and the issue page', async () => {
    const key = await createIssue('Checked by axe', 'IN_PROGRESS');
    const context = await browser.newContext({ viewport });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');

      await page.goto(boardPath());
      await column(page, 'In progress').getByRole('article', { name: key }).waitFor();
      await settled(page);
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the board');

      await page.goto(`${boardPath('list')}?q=${encodeURIComponent('Checked by axe')}`);
      await page.getByRole('link', { name: /Checked by axe/ }).waitFor();
      await settled(page);
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the list');

      await page.goto(`${server.url}/w/acme/issue/${key}`);
      await page.getByRole('heading', { name: 'Checked by axe' }).waitFor();
      await settled(page);
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the issue page');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

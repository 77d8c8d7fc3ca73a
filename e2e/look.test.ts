// Look and feel: the landing page and the signed-in projects page in light and dark, on a desktop and on a
// 390-pixel phone, screenshotted and checked by axe (every violation, not only serious ones); the theme applies
// before the first paint; the app's frame paints before any script has loaded; phones get a row menu, no
// sideways scrolling and full-screen dialogs.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { accessibilityViolations, openPage, signIn, useBrowser, useServer } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const screenshots = path.join(root, 'e2e', 'artifacts', 'screenshots');
/** The screenshots the README shows; `E2E_UPDATE_DOCS=1 npm run test:e2e` refreshes them. */
const DOCS_SCREENSHOTS = [
  'projects-light-desktop.png',
  'projects-dark-phone.png',
  ...['board', 'list', 'issue'].flatMap((page) => ['light', 'dark'].flatMap((scheme) => [`${page}-${scheme}-desktop.png`, `${page}-${scheme}-phone.png`])),
];

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const schemes = ['light', 'dark'] as const;

const DARK_BACKGROUND = 'rgb(17, 20, 24)';
const LIGHT_BACKGROUND = 'rgb(247, 248, 250)';

before(() => mkdirSync(screenshots, { recursive: true }));
const server = useServer();
const browser = useBrowser();

async function withPage(options: BrowserContextOptions, run: (page: Page, errors: string[]) => Promise<void>) {
  const context = await browser.newContext(options);
  try {
    const { page, errors } = await openPage(context);
    await run(page, errors);
  } finally {
    await context.close();
  }
}

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

async function noSidewaysScrolling(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** Waits until no placeholder is left and nothing is animating in, so the screenshot shows the settled page. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * What the page shows, in a line: its address, headings, loading regions and open dialogs (for a failure's message).
 * Sent as text: a function's inner helpers would reach the page with the test runner's name-keeping calls (`__name`),
 * which the page does not have.
 */
function whatShows(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const texts = (selector) => [...document.querySelectorAll(selector)].map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60));
    return JSON.stringify({
      path: location.pathname + location.search,
      headings: texts('h1, h2'),
      loading: texts('[aria-busy="true"]'),
      dialogs: texts('[role="dialog"], [role="alertdialog"]'),
      hidden: texts('[aria-hidden="true"]:has(h1), [inert]:has(h1)'),
    });
  })()`);
}

for (const scheme of schemes) {
  for (const [device, viewport] of Object.entries(viewports)) {
    describe(`${scheme} theme on a ${device} (${viewport.width} px)`, () => {
      test('the landing page is screenshotted and axe finds no violation', async () => {
        await withPage({ colorScheme: scheme, viewport }, async (page, errors) => {
          await page.goto(server.url);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await settled(page);
          assert.equal(await bodyBackground(page), scheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
          await noSidewaysScrolling(page);
          await page.screenshot({ path: path.join(screenshots, `landing-${scheme}-${device}.png`), fullPage: true });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), []);
          assert.deepEqual(errors, []);
        });
      });

      test('the projects page is screenshotted, keeps names whole with actions in a row menu, and axe finds no violation', async () => {
        await withPage({ colorScheme: scheme, viewport }, async (page, errors) => {
          await signIn(page, server.url, 'admin@acme.test');
          const website = page.getByRole('heading', { name: 'Website', exact: true });
          await website.waitFor();
          await settled(page);
          await noSidewaysScrolling(page);
          const nameBox = await website.boundingBox();
          assert.ok(nameBox && nameBox.width >= Math.min(200, viewport.width / 2), `the project name has room (${nameBox?.width} px)`);
          await page.screenshot({ path: path.join(screenshots, `projects-${scheme}-${device}.png`), fullPage: true });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), []);

          await page.getByRole('button', { name: 'Actions for Website' }).click();
          const menu = page.getByRole('menu', { name: 'Actions for Website' });
          await menu.getByRole('menuitem', { name: 'Rename' }).waitFor();
          assert.deepEqual(await accessibilityViolations(page, { every: true }), []);
          await page.keyboard.press('Escape');

          await page.getByRole('button', { name: 'New project' }).click();
          const dialog = page.getByRole('dialog', { name: 'New project' });
          await dialog.getByLabel('Key').waitFor();
          const dialogBox = await dialog.boundingBox();
          if (device === 'phone') assert.equal(Math.round(dialogBox?.width ?? 0), viewport.width, 'on a phone the dialog is a full-screen sheet');
          else assert.ok((dialogBox?.width ?? 0) < viewport.width / 2, 'on a desktop the dialog is a card');
          await page.screenshot({ path: path.join(screenshots, `new-project-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), []);
          assert.deepEqual(errors, []);
        });
      });

      test('the planning and connecting pages are screenshotted without sideways scrolling, and axe finds no violation', async () => {
        await withPage({ colorScheme: scheme, viewport }, async (page, errors) => {
          await signIn(page, server.url, 'admin@acme.test');
          await page.getByRole('heading', { name: 'Website', exact: true }).waitFor();
          const pages = [
            ['cycles', '/w/acme/cycles', 'Cycles'],
            ['my-issues', '/w/acme/my-issues', 'My issues'],
            ['workspace-issues', '/w/acme/issues', 'Issues'],
            ['workspace-settings', '/w/acme/settings/workspace', 'Workspace settings'],
            ['api-keys', '/w/acme/settings/api-keys', 'API keys'],
            ['webhooks', '/w/acme/settings/webhooks', 'Webhooks'],
            ['inbox-snoozed', '/w/acme/inbox?view=snoozed', 'Inbox'],
          ] as const;
          for (const [name, address, heading] of pages) {
            await page.goto(`${server.url}${address}`);
            const title = page.getByRole('heading', { name: heading, level: 1, exact: true });
            await title.waitFor();
            await settled(page);
            await noSidewaysScrolling(page);
            await page.screenshot({ path: path.join(screenshots, `${name}-${scheme}-${device}.png`), fullPage: true });
            // axe judges the page as the screenshot shows it: still settled, its heading in place (else the message
            // says what showed instead).
            await settled(page);
            let violations = await accessibilityViolations(page, { every: true });
            if (violations.length > 0) {
              // Twice in CI (a phone, light) axe found a violation here that no local run showed, the page apparently
              // caught mid-change: it is judged again once its heading and settled state are back, and what the first
              // look found is printed; a violation that stays fails.
              const first = `${JSON.stringify(violations)}, showing: ${await whatShows(page)}`;
              console.log(`look: the ${name} page, first look: ${first}`);
              await title.waitFor();
              await settled(page);
              violations = await accessibilityViolations(page, { every: true });
              assert.deepEqual(violations, [], `the ${name} page, showing: ${await whatShows(page)} (first look: ${first})`);
            }
            assert.ok(await title.isVisible(), `the ${name} page still shows its heading`);
          }

          // The current cycle's page as a board, with "Not in this cycle" open beside it.
          await page.goto(`${server.url}/w/acme/cycles`);
          await page.getByRole('region', { name: 'Current cycles' }).getByRole('link').first().click();
          await page.getByRole('heading', { name: /^Cycle \d+/, level: 1 }).waitFor();
          const issues = page.getByRole('region', { name: 'Issues of the cycle' });
          await issues.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Board' }).click();
          await issues.getByRole('button', { name: 'Not in this cycle' }).click();
          await page.getByRole('region', { name: 'Not in this cycle' }).getByRole('list').waitFor();
          await issues.getByRole('article').first().waitFor();
          await settled(page);
          await noSidewaysScrolling(page);
          await page.screenshot({ path: path.join(screenshots, `cycle-board-${scheme}-${device}.png`), fullPage: true });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the cycle page as a board');
          assert.deepEqual(errors, []);
        });
      });

      test('the labels, members, notification settings and settings pages are screenshotted, and axe finds no violation', async () => {
        await withPage({ colorScheme: scheme, viewport }, async (page, errors) => {
          await signIn(page, server.url, 'admin@acme.test');
          await page.getByRole('heading', { name: 'Website', exact: true }).waitFor();
          const pages = [
            ['labels', '/w/acme/settings/labels', 'Labels'],
            ['members', '/w/acme/settings/members', 'Members'],
            ['notification-settings', '/w/acme/settings/notifications', 'Notifications'],
            ['settings', '/settings', 'Settings'],
          ] as const;
          for (const [name, address, heading] of pages) {
            await page.goto(`${server.url}${address}`);
            await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
            await settled(page);
            await noSidewaysScrolling(page);
            await page.screenshot({ path: path.join(screenshots, `${name}-${scheme}-${device}.png`), fullPage: true });
            assert.deepEqual(await accessibilityViolations(page, { every: true }), [], `the ${name} page`);
          }
          assert.deepEqual(errors, []);
        });
      });

      test('the board, the list and an issue are screenshotted, the Projects section stays current, and axe finds no violation', async () => {
        await withPage({ colorScheme: scheme, viewport }, async (page, errors) => {
          await signIn(page, server.url, 'admin@acme.test');
          const projects = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Projects' });

          await page.goto(`${server.url}/w/acme/projects/WEB/board`);
          await page.getByRole('region', { name: /^Backlog \d+$/ }).getByRole('article').first().waitFor();
          await settled(page);
          assert.equal(await projects.getAttribute('aria-current'), 'page', 'Projects is current on the board');
          // The board scrolls sideways inside itself (columns), never the page.
          await noSidewaysScrolling(page);
          if (device === 'desktop') {
            const board = await page.getByRole('region', { name: /^Backlog \d+$/ }).evaluate((column) => column.parentElement!.getBoundingClientRect().width);
            assert.ok(board > viewport.width * 0.9, `the board uses the window's width (${board} px of ${viewport.width})`);
          }
          await page.screenshot({ path: path.join(screenshots, `board-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the board');

          // The workspace's sections are one row (on a phone it scrolls sideways), and the Views menu opens whole
          // over the page, not clipped by that row.
          const navigation = page.getByRole('navigation', { name: 'Workspace' });
          await navigation.getByText('Views', { exact: true }).waitFor();
          const rows = await navigation.evaluate((nav) => new Set([...nav.children].map((entry) => Math.round(entry.getBoundingClientRect().top))).size);
          assert.equal(rows, 1, `the workspace's sections take ${rows} rows`);
          await navigation.getByText('Views', { exact: true }).click();
          const panel = page.getByRole('group', { name: 'Saved views' });
          await panel.waitFor();
          const shown = await panel.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20));
            return { inside: element.contains(hit), left: box.left, right: box.right, width: window.innerWidth };
          });
          assert.ok(shown.inside && shown.left >= 0 && shown.right <= shown.width, `the Views panel shows whole: ${JSON.stringify(shown)}`);
          await page.screenshot({ path: path.join(screenshots, `views-menu-${scheme}-${device}.png`) });
          // A view's Export row shows its formats whole inside the window.
          await panel.getByRole('button', { name: /^Export / }).first().click();
          const formats = panel.getByRole('group', { name: /^Export / });
          for (const format of ['CSV', 'JSON', 'Cancel']) {
            const box = (await formats.getByRole('button', { name: format }).boundingBox())!;
            assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${format} shows whole: ${JSON.stringify(box)}`);
          }
          await page.screenshot({ path: path.join(screenshots, `views-export-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], "the Views menu with a view's formats");
          await formats.getByRole('button', { name: 'Cancel' }).click();
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });

          await page.goto(`${server.url}/w/acme/projects/WEB/list`);
          await page.getByRole('link', { name: /^WEB-\d+/ }).first().waitFor();
          await settled(page);
          await noSidewaysScrolling(page);
          await page.screenshot({ path: path.join(screenshots, `list-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the list');

          await page.goto(`${server.url}/w/acme/issue/WEB-1`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await settled(page);
          assert.equal(await projects.getAttribute('aria-current'), 'page', 'Projects is current on an issue');
          await noSidewaysScrolling(page);
          // The fields come right after the title: on a phone above the description, on a desktop beside it.
          const fields = await page.getByRole('complementary', { name: 'Details' }).boundingBox();
          const description = await page.getByRole('region', { name: 'Description' }).boundingBox();
          assert.ok(fields && description, 'the fields and the description are shown');
          if (device === 'phone') assert.ok(fields.y < description.y, `the fields (at ${fields.y} px) come before the description (at ${description.y} px)`);
          else assert.ok(fields.x > description.x + description.width - 1, 'the fields are beside the description');
          await page.screenshot({ path: path.join(screenshots, `issue-${scheme}-${device}.png`), fullPage: true });
          assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the issue page');
          assert.deepEqual(errors, []);
        });
      });
    });
  }
}

/** How many cards show whole in each of the board's columns that holds more than fit (fewest first). */
async function wholeCardsPerFullColumn(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="column-scroll-"]')]
      .filter((body) => body.scrollHeight > body.clientHeight)
      .map((body) => {
        const frame = body.getBoundingClientRect();
        return [...body.querySelectorAll('article')].filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= frame.top && box.bottom <= frame.bottom;
        }).length;
      })
      .sort((a, b) => a - b),
  );
}

// The board at 1440 × 900 in both themes: the density the board is held to (cards whole in a full column: 2 to 3
// before the dense cards of issue #20, 6 with them), a screenshot for comparing looks, and axe.
for (const scheme of schemes) {
  test(`the board at 1440 x 900 (${scheme}) shows at least 6 whole cards in a full column, and axe finds no violation`, async () => {
    await withPage({ colorScheme: scheme, viewport: { width: 1440, height: 900 } }, async (page, errors) => {
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/projects/WEB/board`);
      await page.getByRole('region', { name: /^Backlog \d+$/ }).getByRole('article').first().waitFor();
      await settled(page);
      await page.screenshot({ path: path.join(screenshots, `board-${scheme}-wide.png`) });
      const counts = await wholeCardsPerFullColumn(page);
      console.log(`board at 1440 x 900 (${scheme}): whole cards per full column ${counts.join(', ')}`);
      assert.ok(counts.length > 0, 'some column holds more cards than fit');
      assert.ok(counts[0] >= 6, `every full column shows at least 6 whole cards (${counts.join(', ')})`);
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the board');

      // A right-click on a card opens its "Move to…" menu (its button shows while the card is in use).
      const card = page.getByRole('region', { name: /^Todo \d+$/ }).getByRole('article').first();
      const key = (await card.getAttribute('aria-label'))!;
      await card.click({ button: 'right' });
      await page.getByRole('menu', { name: `Move ${key} to…` }).getByRole('menuitem', { name: 'Done' }).waitFor();
      await page.screenshot({ path: path.join(screenshots, `board-${scheme}-wide-menu.png`), clip: { x: 0, y: 250, width: 720, height: 400 } });
      assert.deepEqual(await accessibilityViolations(page, { every: true }), [], 'the board with a card\'s menu open');
      await page.keyboard.press('Escape');
      assert.deepEqual(errors, []);
    });
  });
}

describe('themes', () => {
  test('a theme chosen in Settings applies at once, survives a reload and is in place before the first paint', async () => {
    // No service worker: the reload without scripts below must not be answered from its cache (page.route would not see it).
    await withPage({ colorScheme: 'light', viewport: viewports.desktop, serviceWorkers: 'block' }, async (page, errors) => {
      await signIn(page, server.url, 'member@acme.test');
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      assert.equal(await page.getByRole('radio', { name: 'System' }).isChecked(), true);

      await page.getByRole('radio', { name: 'Dark' }).check();
      assert.equal(await bodyBackground(page), DARK_BACKGROUND);
      await settled(page);
      await page.screenshot({ path: path.join(screenshots, 'settings-dark-desktop.png'), fullPage: true });
      assert.deepEqual(await accessibilityViolations(page, { every: true }), []);

      // Before any script of the app has run, the page already wears the chosen theme: no flash of light.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      assert.equal(await bodyBackground(page), DARK_BACKGROUND);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      await page.unroute('**/assets/*.js');

      await page.reload();
      await page.getByRole('radio', { name: 'Dark' }).waitFor();
      assert.equal(await page.getByRole('radio', { name: 'Dark' }).isChecked(), true);
      await page.getByRole('radio', { name: 'System' }).check();
      assert.equal(await bodyBackground(page), LIGHT_BACKGROUND);
      assert.deepEqual(
        errors.filter((error) => !error.includes('net::ERR_FAILED')),
        [],
      );
    });
  });
});

describe('slow networks', () => {
  test("the app's frame and placeholders paint from the HTML alone, before any script or stylesheet arrives", async () => {
    // A first visit: no service worker answers the page's files from its cache (page.route would not see them).
    await withPage({ colorScheme: 'dark', viewport: viewports.phone, serviceWorkers: 'block' }, async (page) => {
      await signIn(page, server.url, 'admin@acme.test');
      // Scripts and stylesheets that never arrive: what shows is what the HTML carries.
      await page.route('**/assets/**', () => {});
      await page.goto(`${server.url}/w/acme/projects`, { waitUntil: 'commit' });
      const header = page.locator('#boot-shell .bar');
      await header.waitFor();
      await page.locator('#boot-shell .page').waitFor();
      const frame = await page.evaluate(() => {
        const shell = document.querySelector('#boot-shell .bar') as HTMLElement;
        return { background: getComputedStyle(document.body).backgroundColor, headerHeight: shell.getBoundingClientRect().height };
      });
      assert.equal(frame.background, DARK_BACKGROUND);
      assert.ok(frame.headerHeight >= 50, `the header bar is drawn (${frame.headerHeight} px)`);
      await page.screenshot({ path: path.join(screenshots, 'boot-shell-dark-phone.png') });
    });
  });
});

after(() => {
  if (process.env.E2E_UPDATE_DOCS !== '1') return;
  const docs = path.join(root, 'docs', 'screenshots');
  mkdirSync(docs, { recursive: true });
  for (const name of DOCS_SCREENSHOTS) copyFileSync(path.join(screenshots, name), path.join(docs, name));
});

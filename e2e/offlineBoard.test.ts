// Board changes made offline wait: a card moved by its "Move to…" menu and a bulk edit of two cards' priority, made
// while the browser is offline, show on the board at once and wait in this browser; once the connection is back they
// reach the server in order, another person's board shows them live (and after a reload), and the notice of waiting
// changes goes away.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createIssueThroughApi, liveConnectionAcknowledged, openPage, outboxLoaded, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const desktop = { width: 1440, height: 900 };
const boardPath = () => `${server.url}/w/acme/projects/WEB/board`;

/** The board's column of this status (a region named by its label and count). */
function column(page: Page, label: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
}

function card(page: Page, key: string): Locator {
  return page.getByRole('article', { name: key, exact: true });
}

/** The toast that says this (a polite status message). */
function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The workspace's line about changes waiting to be sent. */
function waitingNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /waiting to be sent:|made while offline/ });
}

/** Console errors other than those of the requests that failed offline. */
const unexpected = (errors: string[]) => errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(error));

async function openBoard(context: BrowserContext, email: string, keys: string[]) {
  const opened = await openPage(context);
  const live = liveConnectionAcknowledged(opened.page);
  await signIn(opened.page, server.url, email);
  await opened.page.goto(boardPath());
  for (const key of keys) await column(opened.page, 'Todo').getByRole('article', { name: key, exact: true }).waitFor();
  await live;
  return opened;
}

describe('board changes made offline', () => {
  test('a card moved and two cards’ priority changed offline show at once and reach another browser live once the connection is back', async () => {
    const moved = await createIssueThroughApi(server, { title: 'Moved on a train', status: 'TODO' });
    const first = await createIssueThroughApi(server, { title: 'Prioritized on a train', status: 'TODO' });
    const second = await createIssueThroughApi(server, { title: 'Prioritized on the same train', status: 'TODO' });
    const keys = [moved, first, second];
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openBoard(adminContext, 'admin@acme.test', keys);
      const member = await openBoard(memberContext, 'member@acme.test', keys);
      // The outbox of changes made offline loads after the page's first paint (with its notice): here before the
      // connection goes.
      await outboxLoaded(admin.page);

      await adminContext.setOffline(true);
      await admin.page.getByText(/^You are offline:/).waitFor();

      // To the neighbouring column by the card's "Move to…" menu: there at once.
      await card(admin.page, moved).getByRole('button', { name: `Move ${moved} to…` }).click();
      await admin.page.getByRole('menuitem', { name: 'In progress' }).click();
      await column(admin.page, 'In progress').getByRole('article', { name: moved, exact: true }).waitFor();
      assert.equal(await column(admin.page, 'Todo').getByRole('article', { name: moved, exact: true }).count(), 0);

      // Two cards picked with Shift-clicks, their priority set from the bulk edit bar: shown at once, said to wait.
      for (const key of [first, second]) await card(admin.page, key).getByRole('link').click({ modifiers: ['Shift'] });
      const bar = admin.page.getByRole('region', { name: 'Bulk edit' });
      await bar.getByText('2 issues selected').waitFor();
      await bar.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
      await toast(admin.page, 'Priority set to High for 2 issues: waiting to be sent.').waitFor();
      for (const key of [first, second]) await card(admin.page, key).getByTitle('Priority: High').waitFor();
      await waitingNotice(admin.page).filter({ hasText: '3 changes waiting to be sent: they go out, in order, when the connection is back.' }).waitFor();
      await admin.page.keyboard.press('Escape');

      // Nothing reached the other browser.
      await column(member.page, 'Todo').getByRole('article', { name: moved, exact: true }).waitFor();
      for (const key of [first, second]) assert.equal(await card(member.page, key).getByTitle('Priority: High').count(), 0);

      // Back online: sent in order; the other browser sees them live, and the notice goes away.
      await adminContext.setOffline(false);
      await column(member.page, 'In progress').getByRole('article', { name: moved, exact: true }).waitFor();
      for (const key of [first, second]) await card(member.page, key).getByTitle('Priority: High').waitFor();
      await waitingNotice(admin.page).waitFor({ state: 'detached' });
      await column(admin.page, 'In progress').getByRole('article', { name: moved, exact: true }).waitFor();

      // Kept by the server: a reload of the other browser shows them.
      await member.page.reload();
      await column(member.page, 'In progress').getByRole('article', { name: moved, exact: true }).waitFor();
      for (const key of [first, second]) await column(member.page, 'Todo').getByRole('article', { name: key, exact: true }).getByTitle('Priority: High').waitFor();

      assert.deepEqual(unexpected(admin.errors), []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});

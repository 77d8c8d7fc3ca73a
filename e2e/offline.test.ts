// Edits made offline wait: three edits of an issue made offline are shown as waiting, survive a reload of the tab while
// still offline (the service worker answers with the app's cached shell, and the app says it is offline, with the three
// changes waiting: screenshotted at 1440 px light and 390 px dark), and once the connection is back the app starts by
// itself and they arrive in the order they were made in another person's browser; so do a comment's edit and another's
// deletion. An offline edit that conflicts with someone's later change keeps that person's value for that field only,
// and says so. The waiting changes are screenshotted at 1440 and 390 px, light and dark.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityViolations, createIssueThroughApi, liveConnectionAcknowledged, openPage, outboxLoaded, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

const issuePath = (key: string) => `${server.url}/w/acme/issue/${key}`;

/** The toast that says this (a polite status message). */
function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The workspace's line about changes waiting to be sent. */
function waitingNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /waiting to be sent:|made while offline/ });
}

/** The activity lines of the issue's timeline that are Ada's changes, oldest first. */
function adasChanges(page: Page): Promise<string[]> {
  return page
    .locator('p', { hasText: /^Ada Admin (changed|renamed)/ })
    .allTextContents()
    .then((lines) => lines.map((line) => line.replace(/ · .*$/, '')));
}

/** Once the app's service worker is active: it has kept the shell, and a reload offline is answered from it. */
async function shellKept(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Whether anything reaches past the window's right edge (the page scrolls sideways). */
async function widerThanWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

async function openIssue(context: BrowserContext, email: string, key: string, title: string) {
  const opened = await openPage(context);
  const live = liveConnectionAcknowledged(opened.page);
  await signIn(opened.page, server.url, email);
  await opened.page.goto(issuePath(key));
  await opened.page.getByRole('heading', { level: 1, name: title }).waitFor();
  await live;
  return opened;
}

async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  const field = page.getByRole('textbox', { name: 'Title' });
  await field.fill(to);
  await field.press('Enter');
  await page.getByRole('heading', { level: 1, name: to }).waitFor();
}

/** Console errors other than those of the requests and reloads that failed offline. */
const unexpected = (errors: string[]) => errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(error));

describe('edits made offline', () => {
  test('three edits made offline survive a reload and arrive in order in another browser when the connection is back', async () => {
    const key = await createIssueThroughApi(server, { title: 'Edited on a train', status: 'TODO' });
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openIssue(adminContext, 'admin@acme.test', key, 'Edited on a train');
      const member = await openIssue(memberContext, 'member@acme.test', key, 'Edited on a train');
      await shellKept(admin.page);

      await adminContext.setOffline(true);
      await admin.page.getByText(/^You are offline:/).waitFor();
      await admin.page.getByLabel('Status').selectOption({ label: 'In progress' });
      await rename(admin.page, 'Edited on a train', 'Edited offline');
      await admin.page.getByLabel('Priority').selectOption({ label: 'High' });
      // Shown at once, marked as waiting.
      await waitingNotice(admin.page).filter({ hasText: '3 changes waiting to be sent: they go out, in order, when the connection is back.' }).waitFor();
      assert.equal(await admin.page.getByLabel('Status').inputValue(), 'IN_PROGRESS');
      assert.equal(await admin.page.getByLabel('Priority').inputValue(), 'HIGH');

      // A reload while offline: Lanes comes back from the cached shell and says it is offline, with the changes waiting.
      // Chromium's emulated offline state does not always reach the reloaded page's navigator.onLine (under CPU
      // throttling it stays true, as it does on a network with no way out): the page then says that Lanes cannot be
      // reached, since the browser says it is online; the rest is the same.
      await admin.page.reload();
      const offline = admin.page.getByRole('main', { name: /^(You are offline|Lanes cannot be reached)$/ });
      await offline.waitFor();
      const browserSaysOnline = await admin.page.evaluate(() => navigator.onLine);
      const heading = browserSaysOnline ? 'Lanes cannot be reached' : 'You are offline';
      await offline.getByRole('heading', { level: 1, name: heading }).waitFor();
      await offline.getByText('3 changes made in this browser wait to be sent.').waitFor();
      assert.equal(await admin.page.getByRole('textbox', { name: 'Email' }).count(), 0, 'no sign-in form');
      assert.equal(await admin.page.getByText(/unavailable|went wrong|ran into a problem/i).count(), 0, 'no error');
      await admin.page.getByRole('button', { name: 'Try again' }).focus();
      await admin.page.evaluate(() => document.fonts.ready);
      await admin.page.screenshot({ path: path.join(screenshots, 'offline-start-light-desktop.png') });
      assert.deepEqual(await accessibilityViolations(admin.page), []);
      await admin.page.setViewportSize(phone);
      await admin.page.emulateMedia({ colorScheme: 'dark' });
      await admin.page.screenshot({ path: path.join(screenshots, 'offline-start-dark-phone.png') });
      assert.deepEqual(await accessibilityViolations(admin.page), []);
      assert.equal(await widerThanWindow(admin.page), false, 'the offline page fits a 390 px window');
      await admin.page.emulateMedia({ colorScheme: 'light' });
      await admin.page.setViewportSize(desktop);
      // Trying again while still offline says so, and the page stays.
      await admin.page.keyboard.press('Enter');
      await offline.getByRole('status').filter({ hasText: browserSaysOnline ? 'Still out of reach.' : 'Still offline.' }).waitFor();
      // Nothing reached the other browser.
      assert.deepEqual(await adasChanges(member.page), []);
      await member.page.getByRole('heading', { level: 1, name: 'Edited on a train' }).waitFor();

      // Back online, the app starts by itself on the page that was reloaded, and sends them in the order they were made.
      await adminContext.setOffline(false);
      await admin.page.getByRole('heading', { level: 1, name: 'Edited offline' }).waitFor();
      assert.equal(new URL(admin.page.url()).pathname, `/w/acme/issue/${key}`);
      await waitingNotice(admin.page).waitFor({ state: 'detached' });

      await member.page.getByRole('heading', { level: 1, name: 'Edited offline' }).waitFor();
      await member.page.waitForFunction(() => (document.querySelector('select[name="priority"]') as HTMLSelectElement | null)?.value === 'HIGH');
      assert.equal(await member.page.getByLabel('Status').inputValue(), 'IN_PROGRESS');
      await member.page.locator('p', { hasText: /^Ada Admin changed priority/ }).waitFor();
      assert.deepEqual(await adasChanges(member.page), [
        'Ada Admin changed status from Todo to In progress',
        'Ada Admin renamed the issue from “Edited on a train” to “Edited offline”',
        'Ada Admin changed priority from No priority to High',
      ]);
      // Kept by the server: a reload of the other browser shows them.
      await member.page.reload();
      await member.page.getByRole('heading', { level: 1, name: 'Edited offline' }).waitFor();
      assert.equal(await member.page.getByLabel('Priority').inputValue(), 'HIGH');

      assert.deepEqual(unexpected(admin.errors), []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  test('a comment edited and another deleted offline change in another browser once the connection is back', async () => {
    const key = await createIssueThroughApi(server, { title: 'Talked over', status: 'TODO' });
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openIssue(adminContext, 'admin@acme.test', key, 'Talked over');
      const member = await openIssue(memberContext, 'member@acme.test', key, 'Talked over');
      const comment = (page: Page, text: string) => page.getByRole('article', { name: /commented$/ }).filter({ hasText: text });
      const composer = admin.page.getByRole('textbox', { name: 'Comment' });
      for (const text of ['Ship it on Friday', 'Tpyo in the title']) {
        await composer.fill(text);
        await composer.press('Control+Enter');
        await comment(member.page, text).waitFor();
      }

      await adminContext.setOffline(true);
      await admin.page.getByText(/^You are offline:/).waitFor();
      const friday = comment(admin.page, 'Ship it on Friday');
      await friday.getByRole('button', { name: /^Edit / }).click();
      // The one comment being edited (its text, which the locator above matched, changes as it is typed).
      await admin.page.getByRole('textbox', { name: 'Edit comment' }).fill('Ship it on Monday');
      await admin.page.getByRole('button', { name: 'Save comment' }).click();
      await comment(admin.page, 'Tpyo in the title').getByRole('button', { name: /^Delete / }).click();
      await admin.page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
      await waitingNotice(admin.page).filter({ hasText: /^2 changes waiting to be sent/ }).waitFor();
      await comment(admin.page, 'Ship it on Monday').waitFor();
      await comment(admin.page, 'Tpyo in the title').waitFor({ state: 'detached' });
      // Nothing reached the other browser yet.
      await comment(member.page, 'Ship it on Friday').waitFor();
      await comment(member.page, 'Tpyo in the title').waitFor();

      await adminContext.setOffline(false);
      await waitingNotice(admin.page).waitFor({ state: 'detached' });
      await comment(member.page, 'Ship it on Monday').waitFor();
      await comment(member.page, 'Tpyo in the title').waitFor({ state: 'detached' });
      // Kept by the server.
      await member.page.reload();
      await comment(member.page, 'Ship it on Monday').waitFor();
      assert.equal(await comment(member.page, 'Tpyo in the title').count(), 0);

      assert.deepEqual(unexpected(admin.errors), []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  test('an offline edit that conflicts with a later change keeps the later value for that field only, and says so', async () => {
    const key = await createIssueThroughApi(server, { title: 'Argued over', status: 'TODO' });
    const adminContext = await browser.newContext({ viewport: desktop });
    const memberContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await openIssue(adminContext, 'admin@acme.test', key, 'Argued over');
      const member = await openIssue(memberContext, 'member@acme.test', key, 'Argued over');

      await adminContext.setOffline(true);
      await admin.page.getByText(/^You are offline:/).waitFor();
      await admin.page.getByLabel('Status').selectOption({ label: 'Done' });
      await admin.page.getByLabel('Priority').selectOption({ label: 'Urgent' });
      await waitingNotice(admin.page).filter({ hasText: /^2 changes waiting to be sent/ }).waitFor();

      // Meanwhile, and after those edits, Max moves it to In review.
      await member.page.getByLabel('Status').selectOption({ label: 'In review' });
      await toast(member.page, `${key}: status In review.`).waitFor();

      await adminContext.setOffline(false);
      await toast(admin.page, `${key}: Status kept as In review: Max Member changed it after your offline edit.`).waitFor();
      await waitingNotice(admin.page).waitFor({ state: 'detached' });
      assert.equal(await admin.page.getByLabel('Status').inputValue(), 'IN_REVIEW');
      assert.equal(await admin.page.getByLabel('Priority').inputValue(), 'URGENT');

      // The other browser: the priority arrived, the status stayed Max's.
      await member.page.waitForFunction(() => (document.querySelector('select[name="priority"]') as HTMLSelectElement | null)?.value === 'URGENT');
      assert.equal(await member.page.getByLabel('Status').inputValue(), 'IN_REVIEW');
      assert.deepEqual(await adasChanges(member.page), ['Ada Admin changed priority from No priority to Urgent']);

      assert.deepEqual(unexpected(admin.errors), []);
      assert.deepEqual(member.errors, []);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries({ desktop, phone })) {
      test(`changes waiting offline are screenshotted (${scheme}, ${device}), and axe finds no violation`, async () => {
        const key = await createIssueThroughApi(server, { title: `Waiting (${scheme}, ${device})`, status: 'TODO' });
        const context = await browser.newContext({ viewport, colorScheme: scheme });
        try {
          const { page, errors } = await openIssue(context, 'admin@acme.test', key, `Waiting (${scheme}, ${device})`);
          // The composer's code and the outbox load after the page's first paint: here before the connection goes (a
          // status changed before the outbox is there cannot wait: the likeliest reason a throttled run once waited in
          // vain for "2 changes waiting").
          const comment = page.getByRole('textbox', { name: 'Comment' });
          await comment.waitFor();
          await outboxLoaded(page);
          await context.setOffline(true);
          await page.getByText(/^You are offline:/).waitFor();
          await page.getByLabel('Status').selectOption({ label: 'In progress' });
          await comment.fill('Written on a train');
          await comment.press('Control+Enter');
          await page.getByRole('article', { name: /commented$/ }).filter({ hasText: 'waiting to be sent' }).waitFor();
          await waitingNotice(page).filter({ hasText: /^2 changes waiting to be sent/ }).waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(screenshots, `offline-waiting-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page), []);
          const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
            // What reaches past the window's right edge, innermost first (named for the failure's message).
            // Left out: what a scrolling or clipping box holds (the header's sections scroll sideways on a phone).
            const past = [...document.body.querySelectorAll('*')].filter((element) => {
              if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
              for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
                if (getComputedStyle(parent).overflowX !== 'visible') return false;
              }
              return true;
            });
            const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
            return {
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
              widest: innermost.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`),
            };
          });
          assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window: ${widest.join(', ')}`);
          assert.deepEqual(unexpected(errors), []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('the server down at a reload', () => {
  test('says Lanes cannot be reached (screenshotted at 1440 and 390 px, light and dark), and the app comes back by itself when the server does', async () => {
    const context = await browser.newContext({ viewport: desktop });
    let halted = false;
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.getByRole('list', { name: 'Projects' }).waitFor();
      await shellKept(page);

      // The connection is fine; the server is what is gone (a deployment restarting, a crash): the browser says online.
      await server.halt();
      halted = true;
      await page.reload();
      const unreachable = page.getByRole('main', { name: 'Lanes cannot be reached' });
      await unreachable.waitFor();
      assert.equal(await page.evaluate(() => navigator.onLine), true);
      await unreachable.getByText('Nothing made in this browser waits to be sent.').waitFor();
      assert.equal(await page.getByText(/unavailable|went wrong|ran into a problem/i).count(), 0, 'no error');

      // A double click on Try again asks once and says the server is still out of reach; the page stays.
      await page.getByRole('button', { name: 'Try again' }).dblclick();
      await unreachable.getByRole('status').filter({ hasText: 'Still out of reach. Lanes keeps trying.' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      for (const scheme of ['light', 'dark'] as const) {
        for (const [device, viewport] of Object.entries({ desktop, phone })) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: path.join(screenshots, `server-unreachable-${scheme}-${device}.png`) });
          assert.deepEqual(await accessibilityViolations(page), [], `${scheme}, ${device}`);
          assert.equal(await widerThanWindow(page), false, `the page fits the window (${scheme}, ${device})`);
        }
      }

      // The server comes back: the page notices by itself (it asks every few seconds) and opens the projects again.
      await server.resume();
      halted = false;
      await page.getByRole('list', { name: 'Projects' }).waitFor();
      assert.match(new URL(page.url()).pathname, /^\/w\/acme\/projects/);
      assert.deepEqual(errors.filter((error) => !/ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource/.test(error)), []);
    } finally {
      if (halted) await server.resume();
      await context.close();
    }
  });
});

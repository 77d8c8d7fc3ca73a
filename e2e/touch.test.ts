// Dragging a card with a finger on a phone (390 px, touch): the finger rests on the card until it is picked up (a
// finger that moves at once scrolls the column instead), then towards the neighbouring column the board scrolls
// only as far as that column, and the card lands there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { apiToken, graphql, openPage, settledBox, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const phone = { width: 390, height: 844 };

/** A project of its own with one issue in Backlog; returns the project's and the issue's keys. */
async function touchProject(): Promise<{ projectKey: string; key: string }> {
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { createProject } = await graphql<{ createProject: { project: { id: string; key: string } } }>(
    server,
    token,
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }',
    { input: { key: 'TCH', name: 'Touch' } },
  );
  const { createIssue } = await graphql<{ createIssue: { issue: { key: string } } }>(
    server,
    token,
    'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
    { input: { projectId: createProject.project.id, title: 'Carried by a finger', status: 'BACKLOG' } },
  );
  return { projectKey: createProject.project.key, key: createIssue.issue.key };
}

/** The next frame drawn: a finger's moves come one per frame, as a hand's do. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

/** What the board last said to screen readers about the drag (dnd-kit's live region). */
const announced = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[aria-live="assertive"]')].map((region) => region.textContent ?? '').join(' '));

test('a card dragged by touch towards the neighbouring column lands there, not columns further on', async () => {
  const { projectKey, key } = await touchProject();
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openPage(context);
    await signIn(page, server.url, 'admin@acme.test');
    await page.goto(`${server.url}/w/acme/projects/${projectKey}/board`);
    const card = (label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) }).getByRole('article', { name: key });
    await card('Backlog').waitFor();
    const handle = await settledBox(page, card('Backlog').getByRole('link'));
    const todo = (await page.getByRole('region', { name: /^Todo \d+$/ }).boundingBox())!;
    // Todo peeks in at the right edge (a column is 85% of the screen): the finger goes there.
    assert.ok(todo.x < phone.width - 20, `Todo shows at the right edge (at ${todo.x} px)`);
    const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const boardRight = await page.locator('[data-column-index="0"]').evaluate((column) => column.parentElement!.getBoundingClientRect().right);
    // The middle of what shows of Todo.
    const to = { x: (todo.x + boardRight) / 2, y: from.y + 40 };

    // The finger goes down on the card, not on something in front of it or on the column around it.
    const underFinger = await page.evaluate(
      ({ x, y, name }) => {
        const element = document.elementFromPoint(x, y);
        return element?.closest('article')?.getAttribute('aria-label') === name ? null : (element?.outerHTML.slice(0, 200) ?? 'nothing');
      },
      { ...from, name: key },
    );
    assert.equal(underFinger, null, `the finger lands on the card, not on ${underFinger}`);

    const cdp = await page.context().newCDPSession(page);
    await touch(cdp, 'touchStart', from.x, from.y);
    // The card itself is the handle: held still, it is picked up (a column scrolls under a finger that moves at once).
    await page.waitForFunction((name) => document.body.textContent?.includes(`Picked up ${name}`), key);
    for (let step = 1; step <= 15; step++) {
      await touch(cdp, 'touchMove', from.x + ((to.x - from.x) * step) / 15, from.y + ((to.y - from.y) * step) / 15);
      await nextFrame(page);
    }
    await page.waitForFunction((name) => document.body.textContent?.includes(`${name} is over Todo`), key);
    // The finger rests there for half a second, as a hand does before letting go: the board may bring Todo into
    // view, not go past it.
    for (const restStart = Date.now(); Date.now() - restStart < 500; ) {
      await touch(cdp, 'touchMove', to.x, to.y);
      await nextFrame(page);
    }
    assert.match(await announced(page), new RegExp(`${key} is over Todo`));
    await touch(cdp, 'touchEnd', to.x, to.y);

    await card('Todo').waitFor();
    await page.reload();
    await card('Todo').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

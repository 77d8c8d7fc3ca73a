// Sub-issues and relations in the browser: a sub-issue added from its parent's page (the parent's card then shows its
// progress), and an issue marked as blocked by another from its page, picked by key through the workspace search; a
// second person watching the board sees the "Blocked" marker arrive live.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { createIssueThroughApi, liveSubscriptionSent, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const issuePage = (key: string) => `${server.url}/w/acme/issue/${key}`;
const boardPage = () => `${server.url}/w/acme/projects/WEB/board`;
const card = (page: Page, key: string) => page.getByRole('article', { name: key, exact: true });

describe('sub-issues and relations', () => {
  test('a sub-issue added from its parent’s page, and an issue blocked from its page, show on the board', async () => {
    const parent = await createIssueThroughApi(server, { title: 'Subissues: the launch', status: 'TODO' });
    const blocker = await createIssueThroughApi(server, { title: 'Subissues: buy the domain', status: 'TODO' });
    const blocked = await createIssueThroughApi(server, { title: 'Subissues: point the domain', status: 'TODO' });

    const watcherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      // A second person watches the board.
      const watcher = await openPage(watcherContext);
      await signIn(watcher.page, server.url, 'member@acme.test');
      const watching = liveSubscriptionSent(watcher.page, 'useIssueEventsSubscription');
      await watcher.page.goto(boardPage());
      await card(watcher.page, blocked).waitFor();
      await watching;
      assert.equal(await card(watcher.page, blocked).getByText('Blocked').count(), 0);

      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');

      // A sub-issue from the parent's page.
      await page.goto(issuePage(parent));
      const section = page.getByRole('region', { name: /Sub-issues/ });
      await section.getByRole('button', { name: 'Add sub-issue' }).click();
      await section.getByLabel('Title of the new sub-issue').fill('Subissues: write the copy');
      await section.getByRole('button', { name: 'Add', exact: true }).click();
      await section.getByRole('list', { name: `Sub-issues of ${parent}` }).getByRole('link', { name: 'Subissues: write the copy' }).waitFor();
      await section.getByRole('heading', { name: /0\/1 done/ }).waitFor();

      // The blocked issue, blocked by the other, picked by its key.
      await page.goto(issuePage(blocked));
      await section.getByRole('button', { name: 'Add relation' }).click();
      const dialog = page.getByRole('dialog', { name: `Relate ${blocked} to…` });
      await dialog.getByLabel('Relation').selectOption({ label: 'Blocked by' });
      await dialog.getByLabel('Search issues by key or title').fill(blocker);
      await dialog.getByRole('button', { name: new RegExp(`${blocker} Subissues: buy the domain`) }).click();
      await section.getByRole('list', { name: `Relations of ${blocked}` }).getByText('Blocked by').waitFor();

      // The board: the blocked issue's marker, the parent's progress; and the watcher's board, live.
      await page.goto(boardPage());
      await card(page, blocked).getByTitle('Blocked by an open issue').waitFor();
      await card(page, parent).getByText('Sub-issues: 0 of 1 done').waitFor();
      assert.equal(await card(page, blocker).getByText('Blocked').count(), 0);
      await card(watcher.page, blocked).getByTitle('Blocked by an open issue').waitFor();

      assert.deepEqual(errors, []);
      assert.deepEqual(watcher.errors, []);
    } finally {
      await context.close();
      await watcherContext.close();
    }
  });
});

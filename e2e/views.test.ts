// Saved views: Ada filters the Website's list, saves it as a view shared with the workspace; Max, a member, finds it
// in the navigation and opens its address, and sees the same filtered list. axe finds no violation on the dialog.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accessibilityViolations, apiToken, graphql, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

/** Creates an issue of the Website as Ada; its key. */
async function createIssue(input: { title: string; priority: string }): Promise<string> {
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(server, token, '{ viewer { workspace { project(key: "WEB") { id } } } }');
  const { createIssue: created } = await graphql<{ createIssue: { issue: { key: string } } }>(
    server,
    token,
    'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
    { input: { projectId: viewer.workspace.project.id, ...input } },
  );
  return created.issue.key;
}

describe('saved views', () => {
  test('a shared view saved from a filtered project list opens for another member with the same filter', async () => {
    const urgent = await createIssue({ title: 'Wombat checkout crash', priority: 'URGENT' });
    const low = await createIssue({ title: 'Wombat footer polish', priority: 'LOW' });

    const adaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, errors } = await openPage(adaContext);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/projects/WEB/list?priority=URGENT&q=wombat`);
      await page.locator(`[data-issue-key="${urgent}"]`).waitFor();
      assert.equal(await page.locator(`[data-issue-key="${low}"]`).count(), 0);

      await page.getByRole('button', { name: 'Save view' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Urgent wombats');
      await dialog.getByRole('checkbox', { name: 'Share with the workspace' }).check();
      assert.deepEqual(await accessibilityViolations(page), []);
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await page.getByText('View Urgent wombats saved and shared with the workspace.').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await adaContext.close();
    }

    const token = await apiToken(server, 'member@acme.test', 'acme');
    const { viewer } = await graphql<{ viewer: { workspace: { views: { id: string; name: string }[] } } }>(server, token, '{ viewer { workspace { views { id name } } } }');
    const view = viewer.workspace.views.find((candidate) => candidate.name === 'Urgent wombats');
    assert.ok(view, 'the shared view is among the member’s views');

    const maxContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const { page, errors } = await openPage(maxContext);
      await signIn(page, server.url, 'member@acme.test');
      await page.goto(`${server.url}/w/acme/my-issues`);
      await page.getByRole('heading', { level: 1, name: 'My issues' }).waitFor();
      // The view is in the navigation's menu, and its link is its address.
      await page.getByRole('navigation', { name: 'Workspace' }).getByText('Views', { exact: true }).click();
      await page.getByRole('group', { name: 'Saved views' }).getByRole('link', { name: /^Urgent wombats/ }).click();
      await page.waitForURL(/\/w\/acme\/projects\/WEB\/list\?/);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('priority'), 'URGENT');
      assert.equal(url.searchParams.get('q'), 'wombat');
      await page.locator(`[data-issue-key="${urgent}"]`).waitFor();
      assert.equal(await page.locator(`[data-issue-key="${low}"]`).count(), 0);

      // Its address opens it directly too.
      await page.goto(`${server.url}/w/acme/views/${encodeURIComponent(view.id)}`);
      await page.waitForURL(/\/w\/acme\/projects\/WEB\/list\?/);
      await page.locator(`[data-issue-key="${urgent}"]`).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await maxContext.close();
    }
  });
});

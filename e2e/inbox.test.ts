// The inbox's own actions and comment reactions, in Chromium: a member archives a notification with E (the focus
// goes on to the next), snoozes one from its menu, finds the archived one under Archived and moves it back; they
// react to a comment from the reaction menu and the admin sees it live. The inbox with its snooze menu open and an
// issue with reactions are screenshotted at 390 and 1440 px, light and dark, and axe finds no violation on them.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accessibilityViolations, apiToken, graphql, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer, type RunningServer } from './harness';

const server = useServer();
const browser = useBrowser();
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');
before(() => mkdirSync(screenshots, { recursive: true }));

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() => document.fonts.ready);
}

/** Issues the admin assigns to Max (the member), through the API: their keys, oldest first. */
async function assignToMax(running: RunningServer, titles: string[]): Promise<string[]> {
  const admin = await apiToken(running, 'admin@acme.test', 'acme');
  const member = await apiToken(running, 'member@acme.test', 'acme');
  const { viewer: max } = await graphql<{ viewer: { user: { id: string } } }>(running, member, '{ viewer { user { id } } }');
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(running, admin, '{ viewer { workspace { project(key: "WEB") { id } } } }');
  const keys: string[] = [];
  for (const title of titles) {
    const { createIssue } = await graphql<{ createIssue: { issue: { key: string; id: string } } }>(
      running,
      admin,
      'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key id } } }',
      { input: { projectId: viewer.workspace.project.id, title, status: 'TODO', assigneeId: max.user.id } },
    );
    keys.push(createIssue.issue.key);
  }
  return keys;
}

/** Ada comments on the issue and reacts to her comment; its id. */
async function adminComments(running: RunningServer, key: string, body: string, reactions: string[]): Promise<string> {
  const admin = await apiToken(running, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { issue: { id: string } } } }>(running, admin, `{ viewer { workspace { issue(key: "${key}") { id } } } }`);
  const { createComment } = await graphql<{ createComment: { comment: { id: string } } }>(
    running,
    admin,
    'mutation($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
    { input: { issueId: viewer.workspace.issue.id, body } },
  );
  for (const content of reactions) {
    await graphql(running, admin, 'mutation($input: AddCommentReactionInput!) { addCommentReaction(input: $input) { comment { id } } }', {
      input: { commentId: createComment.comment.id, content },
    });
  }
  return createComment.comment.id;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');

describe('the inbox’s actions and comment reactions', () => {
  test('a member archives with E, snoozes from the menu, moves an archived one back, and reacts to a comment live', async () => {
    const [first, second, third] = await assignToMax(server, ['Archive me', 'Snooze me', 'Keep me']);
    const memberContext = await browser.newContext({ viewport: desktop });
    const adminContext = await browser.newContext({ viewport: desktop });
    try {
      const member = await openPage(memberContext);
      const live = liveConnectionAcknowledged(member.page);
      await signIn(member.page, server.url, 'member@acme.test');
      await live;
      await member.page.goto(`${server.url}/w/acme/inbox`);
      await member.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await rows(member.page).filter({ hasText: third }).waitFor();

      // J to the newest (Keep me), J to Snooze me, J to Archive me; E archives it, and the focus stays in the list.
      await member.page.keyboard.press('j');
      await member.page.keyboard.press('j');
      await member.page.keyboard.press('j');
      const archiveRow = rows(member.page).filter({ hasText: first });
      assert.equal(await archiveRow.evaluate((row) => row.contains(document.activeElement)), true);
      await member.page.keyboard.press('e');
      await archiveRow.waitFor({ state: 'detached' });
      await member.page.getByRole('status').filter({ hasText: 'Archived.' }).waitFor();
      assert.equal(await member.page.evaluate(() => document.activeElement?.closest('[data-notification-id]') !== null), true);

      await member.page.getByRole('button', { name: `Snooze: Ada Admin assigned you ${second}` }).click();
      await member.page.getByRole('menuitem', { name: /^Tomorrow/ }).click();
      await rows(member.page).filter({ hasText: second }).waitFor({ state: 'detached' });
      await member.page.getByRole('status').filter({ hasText: /^Snoozed until tomorrow/ }).waitFor();
      assert.deepEqual(
        (await rows(member.page).allTextContents()).map((text) => text.includes(third)),
        [true],
      );

      await member.page.getByRole('link', { name: 'Archived', exact: true }).click();
      const archived = member.page.getByRole('list', { name: 'Archived notifications' }).getByRole('listitem');
      await archived.filter({ hasText: first }).waitFor();
      await settled(member.page);
      assert.deepEqual(await accessibilityViolations(member.page), []);
      await member.page.getByRole('button', { name: `Move to inbox: Ada Admin assigned you ${first}` }).click();
      await archived.filter({ hasText: first }).waitFor({ state: 'detached' });
      await member.page.getByRole('link', { name: 'Inbox', exact: true }).click();
      await rows(member.page).filter({ hasText: first }).waitFor();

      // Reactions: Ada looks at the issue while Max reacts to her comment.
      await adminComments(server, third, 'Ready for review.', ['THUMBS_UP']);
      const admin = await openPage(adminContext);
      await signIn(admin.page, server.url, 'admin@acme.test');
      await admin.page.goto(`${server.url}/w/acme/issue/${third}`);
      await admin.page.getByRole('button', { name: 'thumbs up, 1: Ada Admin' }).waitFor();

      await member.page.goto(`${server.url}/w/acme/issue/${third}`);
      const bar = member.page.getByRole('group', { name: 'Reactions' });
      await bar.getByRole('button', { name: 'Add reaction' }).click();
      await member.page.getByRole('menuitem', { name: '🎉 Hooray' }).click();
      await bar.getByRole('button', { name: 'hooray, 1: Max Member' }).waitFor();
      assert.equal(await bar.getByRole('button', { name: 'hooray, 1: Max Member' }).getAttribute('aria-pressed'), 'true');
      await bar.getByRole('button', { name: 'thumbs up, 1: Ada Admin' }).click();
      await bar.getByRole('button', { name: 'thumbs up, 2: Ada Admin and Max Member' }).waitFor();

      // Ada sees both, live.
      await admin.page.getByRole('button', { name: 'hooray, 1: Max Member' }).waitFor();
      await admin.page.getByRole('button', { name: 'thumbs up, 2: Ada Admin and Max Member' }).waitFor();
      assert.deepEqual(member.errors, []);
      assert.deepEqual(admin.errors, []);
    } finally {
      await memberContext.close();
      await adminContext.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries({ phone, desktop })) {
      test(`the inbox with its actions and an issue with reactions are screenshotted (${colorScheme}, ${device}) and axe finds no violation`, async () => {
        const [key] = await assignToMax(server, [`Reactions ${colorScheme} ${device}`]);
        await adminComments(server, key, 'Shipped to staging, have a look.', ['THUMBS_UP', 'HOORAY', 'ROCKET']);
        const context = await browser.newContext({ viewport, colorScheme });
        try {
          const { page, errors } = await openPage(context);
          await signIn(page, server.url, 'member@acme.test');
          await page.goto(`${server.url}/w/acme/inbox`);
          await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
          await rows(page).first().waitFor();
          await settled(page);
          assert.deepEqual(await accessibilityViolations(page), []);
          await page.screenshot({ path: path.join(screenshots, `inbox-actions-${colorScheme}-${device}.png`), fullPage: true });
          // The first notification's snooze menu, opened with J then H.
          await page.keyboard.press('j');
          await page.keyboard.press('h');
          await page.getByRole('menu', { name: /^Snooze:/ }).waitFor();
          await page.screenshot({ path: path.join(screenshots, `inbox-snooze-${colorScheme}-${device}.png`), fullPage: false });

          await page.goto(`${server.url}/w/acme/issue/${key}`);
          const bar = page.getByRole('group', { name: 'Reactions' });
          await bar.getByRole('button', { name: 'rocket, 1: Ada Admin' }).click();
          await bar.getByRole('button', { name: 'rocket, 2: Ada Admin and Max Member' }).waitFor();
          await settled(page);
          assert.deepEqual(await accessibilityViolations(page), []);
          await page.screenshot({ path: path.join(screenshots, `reactions-${colorScheme}-${device}.png`), fullPage: true });
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

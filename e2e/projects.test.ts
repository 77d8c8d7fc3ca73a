// The first user journeys: signing in, creating a project, and a teammate seeing it appear live.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accessibilityViolations, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

describe('projects', () => {
  test('an admin creates a project and a member of the same workspace sees it appear without reloading', async () => {
    const adminContext = await browser.newContext();
    const memberContext = await browser.newContext();
    try {
      const admin = await openPage(adminContext);
      const member = await openPage(memberContext);
      const memberLive = liveConnectionAcknowledged(member.page);
      await signIn(admin.page, server.url, 'admin@acme.test');
      await signIn(member.page, server.url, 'member@acme.test');

      await member.page.getByText('Website').first().waitFor();
      await memberLive;
      assert.equal(await member.page.getByText('Launch plan').count(), 0);

      await admin.page.getByRole('button', { name: 'New project' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Key').fill('lch');
      await dialog.getByLabel('Name').fill('Launch plan');
      await dialog.getByLabel('Description').fill('Everything for the spring launch');
      await dialog.getByRole('button', { name: 'Create project' }).click();

      await admin.page.getByText('Launch plan').first().waitFor();
      await member.page.getByText('Launch plan').first().waitFor();
      assert.match(await member.page.locator('main').innerText(), /LCH/);

      assert.deepEqual(admin.errors, [], 'no console errors for the admin');
      assert.deepEqual(member.errors, [], 'no console errors for the member');
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });

  test('a read-only viewer sees the projects but no way to create one', async () => {
    const context = await browser.newContext();
    try {
      const viewer = await openPage(context);
      await signIn(viewer.page, server.url, 'viewer@acme.test');
      await viewer.page.getByText('Website').first().waitFor();
      assert.equal(await viewer.page.getByRole('button', { name: 'New project' }).count(), 0);
      assert.deepEqual(viewer.errors, []);
    } finally {
      await context.close();
    }
  });

  test('members of another organization never see this one\'s projects', async () => {
    const context = await browser.newContext();
    try {
      const globex = await openPage(context);
      await signIn(globex.page, server.url, 'admin@globex.test');
      await globex.page.getByText('Operations').first().waitFor();
      const text = await globex.page.locator('main').innerText();
      assert.doesNotMatch(text, /Website/);
      await globex.page.goto(`${server.url}/w/acme/projects`);
      await globex.page.getByText(/not a member/i).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('public pages', () => {
  test('the landing page says what Lanes is, offers sign-in and sign-up, and carries the footer links', async () => {
    const context = await browser.newContext();
    try {
      const visitor = await openPage(context);
      await visitor.page.goto(server.url);
      await visitor.page.getByRole('link', { name: /sign in/i }).first().waitFor();
      await visitor.page.getByRole('link', { name: /sign up/i }).first().waitFor();

      const footer = JSON.parse(process.env.E2E_FOOTER ?? '{}') as Record<string, string>;
      const footerLinks = visitor.page.locator('footer');
      for (const [name, href] of [
        ['Lanes on GitHub', footer.VITE_SOCIAL_GITHUB_URL],
        ['Lanes on X', footer.VITE_SOCIAL_X_URL],
        ['Lanes on LinkedIn', footer.VITE_SOCIAL_LINKEDIN_URL],
        ['Email us', `mailto:${footer.VITE_CONTACT_EMAIL}`],
      ]) {
        const link = footerLinks.getByRole('link', { name, exact: true });
        assert.equal(await link.getAttribute('href'), href, `${name} points at its configured address`);
      }
      assert.equal(await footerLinks.getByRole('link', { name: 'Lanes on GitHub' }).getAttribute('target'), '_blank');

      assert.deepEqual(await accessibilityViolations(visitor.page), []);
      assert.deepEqual(visitor.errors, []);
    } finally {
      await context.close();
    }
  });

  test('a workspace link sends a signed-out visitor to sign in and back to that page afterwards', async () => {
    const context = await browser.newContext();
    try {
      const visitor = await openPage(context);
      await visitor.page.goto(`${server.url}/w/acme/projects`);
      await visitor.page.waitForURL(/\/sign-in/);
      await visitor.page.getByRole('button', { name: 'member@acme.test', exact: true }).click();
      await visitor.page.waitForURL(/\/w\/acme\/projects/);
      await visitor.page.getByText('Website').first().waitFor();
      assert.deepEqual(await accessibilityViolations(visitor.page), []);
    } finally {
      await context.close();
    }
  });
});

// Signing out ends live access everywhere at once: the other tab of the same browser session stops receiving.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiToken, graphql, liveConnectionAcknowledged, liveSubscriptionSent, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

/** Resolves once a live connection (graphql-ws) of the page closes. */
function liveConnectionClosed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => socket.on('close', () => resolve()));
  });
}

test("signing out in one tab closes the other tab's live connection: it receives nothing more", async () => {
  const member = await browser.newContext();
  const teammate = await browser.newContext();
  try {
    // Two tabs of one browser session (one cookie), and a teammate in another browser to show events do flow.
    const first = await openPage(member);
    await signIn(first.page, server.url, 'member@acme.test');
    const second = await openPage(member);
    const secondLive = liveConnectionAcknowledged(second.page);
    const secondClosed = liveConnectionClosed(second.page);
    await second.page.goto(first.page.url());
    await second.page.getByText('Website').first().waitFor();
    await secondLive;
    const control = await openPage(teammate);
    const controlLive = liveConnectionAcknowledged(control.page);
    // The project list subscribes once its page has loaded, a moment after the connection is acknowledged.
    const controlListLive = liveSubscriptionSent(control.page, 'useProjectEventsSubscription');
    await signIn(control.page, server.url, 'viewer@acme.test');
    await controlLive;
    await controlListLive;

    await first.page.getByRole('button', { name: /account menu/ }).click();
    await first.page.getByRole('button', { name: 'Sign out' }).click();
    await secondClosed;

    const token = await apiToken(server, 'admin@acme.test', 'acme');
    await graphql(server, token, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
      input: { key: 'AFT', name: 'Made after sign-out' },
    });
    // The teammate's tab receives it live; by then the signed-out session's tab would have too.
    await control.page.getByText('Made after sign-out').first().waitFor();
    assert.equal(await second.page.getByText('Made after sign-out').count(), 0);
  } finally {
    await member.close();
    await teammate.close();
  }
});

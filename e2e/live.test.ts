// Live updates across a lost connection: when the server goes away and comes back, the page says so and
// catches up with what changed meanwhile, without a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiToken, graphql, liveConnectionAcknowledged, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

test('after the server restarts, the project list reconnects and shows what changed while it was away', async () => {
  const context = await browser.newContext();
  try {
    const member = await openPage(context);
    const live = liveConnectionAcknowledged(member.page);
    await signIn(member.page, server.url, 'member@acme.test');
    await member.page.getByText('Website').first().waitFor();
    await live;

    await server.halt();
    await member.page.getByText('Connection lost. Reconnecting…').first().waitFor();

    // Changed as soon as the server is back, while the page is still waiting to reconnect.
    await server.resume();
    const token = await apiToken(server, 'admin@acme.test', 'acme');
    await graphql(server, token, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
      input: { key: 'OFF', name: 'Made while away' },
    });

    // The app tries again with a backoff that doubles up to 30 s (`retryWait` in src/relay/network.ts): when the
    // server comes back after a slow start, the next attempt may be that far off, and then the page catches up.
    await member.page.getByText('Made while away').first().waitFor({ timeout: 90_000 });
    await member.page.getByText('Connection restored.').first().waitFor();
    await member.page.getByText('Connection lost. Reconnecting…').waitFor({ state: 'hidden' });

    // Live again: a rename made now arrives as an event.
    const { viewer } = await graphql<{ viewer: { workspace: { projects: { edges: { node: { id: string; key: string } }[] } } } }>(
      server,
      token,
      '{ viewer { workspace { projects(first: 50) { edges { node { id key } } } } } }',
    );
    const website = viewer.workspace.projects.edges.find(({ node }) => node.key === 'WEB');
    assert.ok(website, 'the seeded Website project exists');
    await graphql(server, token, 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }', {
      input: { id: website.node.id, name: 'Website (relaunch)' },
    });
    await member.page.getByText('Website (relaunch)').first().waitFor();
  } finally {
    await context.close();
  }
});

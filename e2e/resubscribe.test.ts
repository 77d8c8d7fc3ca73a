// Live updates after the server closes the app's socket with a code graphql-ws gives up after (4500, 1011): the app
// subscribes again, and a change another person makes afterwards arrives without a reload.
import { test } from 'node:test';
import type { WebSocketRoute } from 'playwright-core';
import { apiToken, graphql, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

/** Waits for the condition (the test runner's timeout guards it). */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The server's gauge of that name from /metrics. */
async function gauge(name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? NaN);
}

/** The app's live sockets, passed through to the server; the test closes the app's side as the server would. */
interface LiveSocket {
  route: WebSocketRoute;
  /** Subscriptions the app started on it and has not ended. */
  subscriptions: Set<string>;
}

// Guards the waits for conditions below (a busy machine takes seconds; a page that never subscribes again, for ever).
test('after the server closes the live socket with 4500 or 1011, the project list subscribes again and stays live', { timeout: 120_000 }, async () => {
  const context = await browser.newContext();
  try {
    const sockets: LiveSocket[] = [];
    await context.routeWebSocket(/\/graphql$/, (route) => {
      const toServer = route.connectToServer();
      const socket: LiveSocket = { route, subscriptions: new Set() };
      sockets.push(socket);
      route.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { type: string; id?: string; payload?: { operationName?: string } };
        if (frame.type === 'subscribe') socket.subscriptions.add(`${frame.id} ${frame.payload?.operationName}`);
        if (frame.type === 'complete') socket.subscriptions.forEach((entry) => entry.startsWith(`${frame.id} `) && socket.subscriptions.delete(entry));
        toServer.send(message);
      });
    });
    const member = await openPage(context);
    await signIn(member.page, server.url, 'member@acme.test');
    await member.page.getByText('Website').first().waitFor();
    const projectEvents = (socket: LiveSocket | undefined) => [...(socket?.subscriptions ?? [])].some((entry) => entry.endsWith(' useProjectEventsSubscription'));
    await until(() => projectEvents(sockets.at(-1)));

    const token = await apiToken(server, 'admin@acme.test', 'acme');
    const { viewer } = await graphql<{ viewer: { workspace: { projects: { edges: { node: { id: string; key: string } }[] } } } }>(
      server,
      token,
      '{ viewer { workspace { projects(first: 50) { edges { node { id key } } } } } }',
    );
    const website = viewer.workspace.projects.edges.find(({ node }) => node.key === 'WEB')!.node.id;

    for (const code of [4500, 1011]) {
      const killed = sockets.at(-1)!;
      // The server counts only this page's subscriptions: the admin's changes go over HTTP.
      const subscribed = await gauge('lanes_subscriptions');
      await killed.route.close({ code, reason: 'Internal server error' });
      await member.page.getByText('Connection lost. Reconnecting…').first().waitFor();

      // The app opens a new socket on its own and starts its subscriptions again; the server holds them.
      await until(() => sockets.at(-1) !== killed && projectEvents(sockets.at(-1)));
      await until(async () => (await gauge('lanes_websocket_connections')) === 1 && (await gauge('lanes_subscriptions')) === subscribed);
      await member.page.getByText('Connection restored.').first().waitFor();

      const name = `Website after ${code}`;
      await graphql(server, token, 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }', {
        input: { id: website, name },
      });
      await member.page.getByText(name).first().waitFor();
    }
  } finally {
    await context.close();
  }
});

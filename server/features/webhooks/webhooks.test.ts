import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '../../config';
import type { DatabaseTarget } from '../../db/database';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { WebhooksTestNotificationEventsSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { startTestServer, useTestServer, type TestServer } from '../../test/server';
import { TEST_ORIGIN, testUser, tokenFor } from '../../test/tokens';
import { subscribe } from '../../test/subscriptions';
import { createReceiver, eventually, type Receiver } from '../../test/webhookReceiver';

const CREATE = graphql(`mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id url description eventTypes enabled secret } }
}`);
const UPDATE = graphql(`mutation WebhooksTestUpdate($input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(input: $input) { endpoint { id enabled disabledReason failureCount } }
}`);
const ROTATE = graphql(`mutation WebhooksTestRotate($input: RotateWebhookSecretInput!) {
  rotateWebhookSecret(input: $input) { endpoint { id secret previousSecretExpiresAt } }
}`);
const RESEND = graphql(`mutation WebhooksTestResend($input: ResendWebhookDeliveryInput!) {
  resendWebhookDelivery(input: $input) { delivery { id status } }
}`);
const ENDPOINTS = graphql(`query WebhooksTestEndpoints {
  viewer { workspace { viewerCanManageWebhooks webhookEndpoints {
    id enabled disabledReason failureCount
    deliveries { id eventType status attempts lastStatusCode lastResponseMs lastError payload }
  } } }
}`);
const NODE = graphql(`query WebhooksTestNode($id: ID!) { node(id: $id) { id } }`);
const INBOX = graphql(`query WebhooksTestInbox {
  viewer { unreadNotificationCount notifications(first: 10) { edges { node {
    reason actor { id } issue { id } issueKey issueTitle webhookEndpoint { id url disabledReason }
  } } } }
}`);
const PREFER = graphql(`mutation WebhooksTestPrefer($input: UpdateNotificationPreferenceInput!) {
  updateNotificationPreference(input: $input) { preference { reason enabled } }
}`);
const NOTIFICATION_EVENTS = graphql(`subscription WebhooksTestNotificationEvents {
  notificationEvents { kind unreadNotificationCount notification { reason webhookEndpoint { id } } }
}`);
const UPDATE_ISSUE = graphql(`mutation WebhooksTestUpdateIssue($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);

/** Retries a few milliseconds apart: a receiver that is down for a moment is tried again soon. */
const fastRetries = (delays = [30, 60, 120, 240, 480, 960]): WebhookSettings => ({
  ...DEFAULT_WEBHOOK_SETTINGS,
  allowPrivate: true,
  timeoutMs: 2_000,
  retryDelaysMs: delays,
  pollMs: 25,
});

const server = useTestServer({ config: { webhooks: fastRetries() } });
/** The operator's default: private addresses refused. */
const strict = useTestServer();

const receivers: Receiver[] = [];
async function receiver(port?: number): Promise<Receiver> {
  const made = createReceiver(port);
  receivers.push(made);
  await made.listen();
  return made;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((made) => made.close()));
});

async function register(on: TestServer, token: string, url: string, eventTypes: Array<'ISSUE' | 'COMMENT' | 'PROJECT' | 'LABEL' | 'MEMBER' | 'ALL'> = ['ALL']) {
  return dataOf(await gql(on, CREATE, { input: { url, description: 'Our bot', eventTypes } }, token)).createWebhookEndpoint.endpoint;
}

async function endpointsOf(on: TestServer, token: string) {
  return dataOf(await gql(on, ENDPOINTS, {}, token)).viewer.workspace.webhookEndpoints!;
}

describe('outgoing webhooks', () => {
  it('deliver every change an endpoint asks for once, in order, signed with its secret', async () => {
    const people = await issueTeam(server);
    const hooks = await receiver();
    const endpoint = await register(server, people.admin, hooks.url, ['ISSUE']);
    expect(endpoint).toMatchObject({ url: hooks.url, eventTypes: ['ISSUE'], enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    const issues = [];
    for (const title of titles) issues.push(await createIssue(server, people.member, people.projectId, { title }));
    await gql(server, UPDATE_ISSUE, { input: { id: issues[0].id, title: 'One, renamed' } }, people.member);

    const received = await hooks.waitFor(6);
    expect(received.map((delivery) => [delivery.json.type, delivery.json.data.title])).toEqual([
      ...titles.map((title) => ['issue.created', title]),
      ['issue.updated', 'One, renamed'],
    ]);
    expect(received.every((delivery) => hooks.verifies(delivery, endpoint.secret))).toBe(true);
    expect(received.some((delivery) => hooks.verifies(delivery, 'whsec_' + Buffer.alloc(24).toString('base64')))).toBe(false);
    expect(new Set(received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(6);
    expect(received[5].json.data.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'TITLE', to: 'One, renamed' })]));

    // Once: nothing more arrives, and the log shows each succeeded at its first attempt.
    await server.webhooks.idle();
    expect(hooks.requests).toBe(6);
    const [logged] = await endpointsOf(server, people.admin);
    expect(logged.deliveries).toHaveLength(6);
    expect(logged.deliveries.every((delivery) => delivery.status === 'SUCCEEDED' && delivery.attempts === 1 && delivery.lastStatusCode === 200)).toBe(true);
    expect(JSON.parse(logged.deliveries[0].payload)).toMatchObject({ type: 'issue.updated', data: { title: 'One, renamed' } });
  });

  it("send an attached file's metadata with its lasting address on the public origin, which the workspace's token opens", async () => {
    const people = await issueTeam(server);
    const hooks = await receiver();
    await register(server, people.admin, hooks.url, ['ISSUE']);
    const issue = await createIssue(server, people.member, people.projectId, { title: 'Has a screenshot' });
    const uploaded = await fetch(`${server.url}/attachments?issueId=${encodeURIComponent(issue.id)}&name=shot.txt`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${people.member}`, 'Content-Type': 'application/octet-stream' },
      body: 'pixels',
    });
    expect(uploaded.status).toBe(201);

    // Everything the upload made, once the worker has nothing left to send: the file, and the issue's change that
    // lists it in its history (both of the subscribed ISSUE events, in log order).
    await hooks.waitFor(2);
    await server.webhooks.idle();
    const received = hooks.received;
    expect(received.map((delivery) => delivery.json.type)).toEqual(['issue.created', 'attachment.created', 'issue.updated']);
    expect(received[2].json.data.changes).toEqual([expect.objectContaining({ field: 'ATTACHMENTS', to: 'shot.txt' })]);
    const file = received[1].json.data;
    expect(file).toMatchObject({ fileName: 'shot.txt', contentType: 'text/plain', url: `${TEST_ORIGIN}/attachments/${String(file.id)}/shot.txt` });
    expect(file).not.toHaveProperty('urlSecret');
    const filePath = new URL(String(file.url)).pathname;
    expect(await (await fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${people.viewer}` } })).text()).toBe('pixels');
    expect((await fetch(`${server.url}${filePath}`)).status).toBe(404);
  });

  it('keep what happened while the receiver was failing, and deliver it all in order once it is back', async () => {
    const people = await issueTeam(server);
    const hooks = await receiver();
    hooks.answerWith(500);
    await register(server, people.admin, hooks.url, ['ISSUE']);
    for (const title of ['A', 'B', 'C']) await createIssue(server, people.member, people.projectId, { title });

    // The first waits for its retries; the others wait behind it (once the worker has read all three from the log:
    // on a busy machine the first can be retried before the later entries are read).
    const failing = await eventually(async () => {
      const [endpoint] = await endpointsOf(server, people.admin);
      const first = endpoint.deliveries.at(-1);
      return endpoint.deliveries.length === 3 && first && first.attempts >= 2 ? endpoint : null;
    });
    expect(hooks.received).toEqual([]);
    expect(failing.deliveries.at(-1)).toMatchObject({ status: 'PENDING', lastStatusCode: 500, lastError: expect.stringContaining('500') });
    expect(failing.deliveries.slice(0, 2).every((delivery) => delivery.attempts === 0)).toBe(true);

    hooks.answerWith(200);
    const received = await hooks.waitFor(3);
    expect(received.map((delivery) => delivery.json.data.title)).toEqual(['A', 'B', 'C']);
    const [endpoint] = await endpointsOf(server, people.admin);
    expect(endpoint.failureCount).toBe(0);
  });

  it('give a delivery up once every retry failed, disable its endpoint, and send what waited once it is enabled again', async () => {
    const giveUpSoon = await startTestServer({ config: { webhooks: fastRetries([20, 20]) } });
    try {
      const people = await issueTeam(giveUpSoon);
      const hooks = await receiver();
      hooks.answerWith(500);
      const { id } = await register(giveUpSoon, people.admin, hooks.url, ['ISSUE']);
      // A second admin turned "Disabled webhooks" off: not told.
      const quietAdmin = tokenFor(testUser('Quiet Admin'), people.org, 'admin');
      dataOf(await gql(giveUpSoon, PREFER, { input: { reason: 'WEBHOOK_DISABLED', enabled: false } }, quietAdmin));
      const adminInbox = await subscribe<WebhooksTestNotificationEventsSubscription>(giveUpSoon, NOTIFICATION_EVENTS.toString(), { token: people.admin });
      await createIssue(giveUpSoon, people.member, people.projectId, { title: 'Lost?' });
      await createIssue(giveUpSoon, people.member, people.projectId, { title: 'Waits' });

      const disabled = await eventually(async () => {
        const [endpoint] = await endpointsOf(giveUpSoon, people.admin);
        return endpoint.enabled ? null : endpoint;
      });
      expect(disabled.disabledReason).toMatch(/failed 3 times/);
      expect(disabled.deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
        ['PENDING', 0],
        ['FAILED', 3],
      ]);

      // The admins are told, live and in their inbox: which endpoint and why, by nobody (Lanes did it); others are not.
      try {
        expect((await adminInbox.next()).data!.notificationEvents).toEqual({
          kind: 'CREATED',
          unreadNotificationCount: 1,
          notification: { reason: 'WEBHOOK_DISABLED', webhookEndpoint: { id } },
        });
      } finally {
        await adminInbox.close();
      }
      const told = dataOf(await gql(giveUpSoon, INBOX, {}, people.admin)).viewer;
      expect(told.unreadNotificationCount).toBe(1);
      expect(told.notifications.edges.map(({ node }) => node)).toEqual([
        {
          reason: 'WEBHOOK_DISABLED',
          actor: null,
          issue: null,
          issueKey: null,
          issueTitle: null,
          webhookEndpoint: { id, url: hooks.url, disabledReason: disabled.disabledReason },
        },
      ]);
      for (const other of [people.member, people.viewer, quietAdmin]) {
        expect(dataOf(await gql(giveUpSoon, INBOX, {}, other)).viewer.notifications.edges).toEqual([]);
      }

      hooks.answerWith(200);
      const enabled = dataOf(await gql(giveUpSoon, UPDATE, { input: { id, enabled: true } }, people.admin)).updateWebhookEndpoint.endpoint;
      expect(enabled).toMatchObject({ enabled: true, disabledReason: null, failureCount: 0 });
      expect((await hooks.waitFor(1)).map((delivery) => delivery.json.data.title)).toEqual(['Waits']);

      // Resend: the given-up delivery's payload, as a new delivery.
      const resent = dataOf(await gql(giveUpSoon, RESEND, { input: { id: disabled.deliveries[1].id } }, people.admin)).resendWebhookDelivery;
      expect(resent.delivery.status).toBe('PENDING');
      expect((await hooks.waitFor(2)).map((delivery) => delivery.json.data.title)).toEqual(['Waits', 'Lost?']);
    } finally {
      await giveUpSoon.stop();
    }
  }, 60_000);

  it('lose nothing when the server stops with deliveries pending: the next one on the same database sends them', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lanes-webhooks-'));
    const target: DatabaseTarget = { kind: 'pglite', dataDir: folder };
    // A port nobody listens on yet: the receiver is down until the second server runs.
    const probe = await receiver();
    const port = probe.port;
    await probe.close();
    let first: TestServer | null = await startTestServer({ database: target, config: { webhooks: fastRetries([300, 600, 1_200, 2_400, 4_800, 9_600]) } });
    try {
      const people = await issueTeam(first);
      await register(first, people.admin, `http://127.0.0.1:${port}/hooks`, ['ISSUE']);
      for (const title of ['Before', 'The', 'Restart']) await createIssue(first, people.member, people.projectId, { title });
      await eventually(async () => ((await endpointsOf(first!, people.admin))[0].deliveries.at(-1)!.attempts >= 1 ? true : null));
      await first.close();
      first = null;

      const hooks = await receiver(port);
      const second = await startTestServer({ database: target, config: { webhooks: fastRetries([300, 600, 1_200, 2_400, 4_800, 9_600]) } });
      try {
        const received = await hooks.waitFor(3);
        expect(received.map((delivery) => delivery.json.data.title)).toEqual(['Before', 'The', 'Restart']);
        await second.webhooks.idle();
        expect(hooks.requests).toBe(3);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  it('sign with the old secret and the new one during a rotation, so receivers can switch over', async () => {
    const people = await issueTeam(server);
    const hooks = await receiver();
    const { id, secret: oldSecret } = await register(server, people.admin, hooks.url, ['ISSUE']);
    const rotated = dataOf(await gql(server, ROTATE, { input: { id } }, people.admin)).rotateWebhookSecret.endpoint;
    expect(rotated.secret).not.toBe(oldSecret);
    const overlapHours = (Date.parse(rotated.previousSecretExpiresAt!) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    await createIssue(server, people.member, people.projectId, { title: 'Signed twice' });
    const [delivery] = await hooks.waitFor(1);
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(hooks.verifies(delivery, rotated.secret)).toBe(true);
    expect(hooks.verifies(delivery, oldSecret)).toBe(true);
  });

  it('are managed by admins only', async () => {
    const people = await issueTeam(server);
    const { id } = await register(server, people.admin, 'https://hooks.example.com/lanes');
    const refused = await gql(server, CREATE, { input: { url: 'https://hooks.example.com/x', eventTypes: ['ALL'] } }, people.member);
    expect(onlyError(refused).extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(server, ENDPOINTS, {}, people.member)).viewer.workspace).toEqual({ viewerCanManageWebhooks: false, webhookEndpoints: null });
    expect(errorCodes(await gql(server, ROTATE, { input: { id } }, people.viewer))).toEqual(['FORBIDDEN']);
    // Their secret is not found through node either.
    expect(dataOf(await gql(server, NODE, { id }, people.member)).node).toBeNull();
    expect(dataOf(await gql(server, NODE, { id }, people.admin)).node).toEqual({ id });
  });

  it("refuse another workspace's endpoints and deliveries as not found", async () => {
    const ours = await issueTeam(server);
    const theirs = await issueTeam(server, { name: 'Globex' });
    const hooks = await receiver();
    const { id } = await register(server, theirs.admin, hooks.url, ['ISSUE']);
    await createIssue(server, theirs.member, theirs.projectId, { title: 'Theirs' });
    await hooks.waitFor(1);
    const [delivery] = (await endpointsOf(server, theirs.admin))[0].deliveries;

    for (const [document, input] of [
      [UPDATE, { id, enabled: false }],
      [ROTATE, { id }],
      [RESEND, { id: delivery.id }],
    ] as const) {
      expect(errorCodes(await gql(server, document as typeof ROTATE, { input } as { input: { id: string } }, ours.admin))).toEqual(['NOT_FOUND']);
    }
    expect(dataOf(await gql(server, NODE, { id }, ours.admin)).node).toBeNull();
    expect(await endpointsOf(server, ours.admin)).toEqual([]);
  });

  it('refuse private, loopback and link-local addresses and plain http unless the operator allows them', async () => {
    const people = await issueTeam(strict);
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://172.20.0.5/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://localhost/hooks',
      'http://hooks.example.com/lanes',
      'https://user:secret@hooks.example.com/lanes',
      'not a url',
    ]) {
      const refusal = onlyError(await gql(strict, CREATE, { input: { url, eventTypes: ['ALL'] } }, people.admin));
      expect([url, refusal.extensions?.code, refusal.extensions?.field]).toEqual([url, 'BAD_USER_INPUT', 'url']);
    }
    expect((await register(strict, people.admin, 'https://hooks.example.com/lanes')).url).toBe('https://hooks.example.com/lanes');
  });

  it('validate the description and the event types', async () => {
    const people = await issueTeam(server);
    const noTypes = onlyError(await gql(server, CREATE, { input: { url: 'https://hooks.example.com/a', eventTypes: [] } }, people.admin));
    expect([noTypes.extensions?.code, noTypes.extensions?.field]).toEqual(['BAD_USER_INPUT', 'eventTypes']);
    const long = onlyError(await gql(server, CREATE, { input: { url: 'https://hooks.example.com/a', description: 'x'.repeat(501), eventTypes: ['ISSUE'] } }, people.admin));
    expect(long.extensions?.field).toBe('description');
    expect((await register(server, people.admin, 'https://hooks.example.com/b', ['ALL', 'ISSUE'])).eventTypes).toEqual(['ALL']);
  });
});

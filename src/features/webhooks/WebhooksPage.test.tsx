import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { testDelivery, testEndpoint } from '../../../__tests__/helpers/fixtures/webhooks';
import { WebhooksPageDriver } from '../../../__tests__/helpers/pages/webhooksPage';

const HOOK = 'https://hooks.example.com/lanes';

describe('WebhooksPage', () => {
  it('says there are no webhooks yet, and adds an endpoint that shows once the server made it', async () => {
    const page = await WebhooksPageDriver.open({ endpoints: [] });
    expect(screen.getByRole('heading', { name: 'No webhooks yet' })).toBeInTheDocument();

    await page.add({ url: HOOK, description: 'Our bot', only: ['Issues', 'Comments'] });
    expect(page.sentInput('create')).toEqual({ url: HOOK, description: 'Our bot', eventTypes: ['ISSUE', 'COMMENT'], enabled: true });
    page.serverCreates([testEndpoint(HOOK, { description: 'Our bot', eventTypes: ['ISSUE', 'COMMENT'] })]);

    expect(await screen.findByRole('listitem', { name: HOOK })).toHaveTextContent('Sends: Issues, Comments');
    expect(page.endpointUrls()).toEqual([HOOK]);
    expect(screen.queryByRole('form', { name: 'New endpoint' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an address beside the URL field', async () => {
    const page = await WebhooksPageDriver.open();
    await page.add({ url: 'https://10.0.0.1/hooks' });
    page.serverRefuses('create', new ApiError('BAD_USER_INPUT', 'Webhooks cannot be sent to private, loopback or link-local addresses.', { field: 'url' }));

    expect(await screen.findByLabelText('Endpoint URL')).toHaveAccessibleDescription('Webhooks cannot be sent to private, loopback or link-local addresses.');
  });

  it('refuses an address that is not a URL, and no kind of change, before sending anything', async () => {
    const page = await WebhooksPageDriver.open();
    await page.add({ url: 'hooks.example.com', only: [] });

    expect(screen.getByLabelText('Endpoint URL')).toHaveAccessibleDescription('Enter a full address, such as https://example.com/hooks.');
    expect(screen.getByText('Choose at least one kind of change to send.')).toBeInTheDocument();
    expect(page.sent('create')).toBe(false);
  });

  it('hides the signing secret until asked, and rotates it after a confirmation', async () => {
    const endpoint = testEndpoint(HOOK);
    const page = await WebhooksPageDriver.open({ endpoints: [endpoint] });
    const card = page.endpoint(HOOK);
    expect(card).not.toHaveTextContent(endpoint.secret);

    await page.press(HOOK, 'Show secret');
    expect(card).toHaveTextContent(endpoint.secret);

    await page.press(HOOK, 'Rotate secret');
    const dialog = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    page.serverAnswers('rotate', { ...endpoint, secret: 'whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldw==', previousSecretExpiresAt: '2026-11-28T12:00:00.000Z' });

    expect(await within(card).findByText('whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldw==')).toBeInTheDocument();
    expect(card).toHaveTextContent('The previous secret also signs deliveries until');
  });

  it('lists each delivery with its outcome, expands its payload, and resends one', async () => {
    const failed = testDelivery('issue.updated', { status: 'FAILED', attempts: 8, lastStatusCode: 500, lastError: 'The receiver answered 500.' });
    const endpoint = testEndpoint(HOOK, { deliveries: [failed, testDelivery('issue.created')] });
    const page = await WebhooksPageDriver.open({ endpoints: [endpoint] });

    expect(page.deliveries(HOOK)).toEqual(['issue.updated, Failed', 'issue.created, Delivered']);
    const row = screen.getByRole('listitem', { name: 'issue.updated, Failed' });
    expect(row).toHaveTextContent('8 attempts · answered 500 in 42 ms');
    expect(row).toHaveTextContent('The receiver answered 500.');
    const payload = within(row).getByText('Payload');
    await page.user.click(payload);
    expect(within(row).getByRole('textbox', { name: 'Payload of issue.updated' })).toHaveValue(failed.payload);

    await page.press(HOOK, 'Resend issue.updated');
    expect(page.sentInput('resend')).toEqual({ id: failed.id });
    page.serverAnswers('resend', { ...endpoint, deliveries: [testDelivery('issue.updated', { status: 'PENDING', attempts: 0, lastStatusCode: null }), ...endpoint.deliveries] });

    expect(await within(page.endpoint(HOOK)).findByRole('listitem', { name: 'issue.updated, Pending' })).toBeInTheDocument();
  });

  it('flags an endpoint Lanes disabled, with why, and enables it again', async () => {
    const endpoint = testEndpoint(HOOK, { enabled: false, disabledReason: 'Disabled 2026-11-27: a delivery failed 8 times in a row.' });
    const page = await WebhooksPageDriver.open({ endpoints: [endpoint] });
    expect(page.endpoint(HOOK)).toHaveTextContent('Lanes turned this endpoint off because its deliveries kept failing.');

    await page.press(HOOK, 'Enable again');
    expect(page.sentInput('update')).toEqual({ id: endpoint.id, enabled: true });
    page.serverAnswers('update', { ...endpoint, enabled: true, disabledReason: null });

    expect(await within(page.endpoint(HOOK)).findByText('Enabled')).toBeInTheDocument();
    expect(page.endpoint(HOOK)).not.toHaveTextContent('Lanes turned this endpoint off');
  });

  it('tells people who are not admins that admins manage webhooks, with no controls', async () => {
    await WebhooksPageDriver.open({ viewerCanManageWebhooks: false }, { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:member' }] }) });

    expect(screen.getByText('Only workspace admins see and manage webhooks.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { announceConnection } from '@/relay/connectionStatus';
import { ApiError } from '@/relay/errors';
import { GRACE } from '../../../__tests__/helpers/fixtures/issues';
import { testNotification, webhookDisabledNotification } from '../../../__tests__/helpers/fixtures/notifications';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { inboxResolvers } from '../../../__tests__/helpers/fixtures/notifications';
import { InboxPageDriver } from '../../../__tests__/helpers/pages/inboxPage';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';
import { resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { renderApp } from '../../../__tests__/helpers/render';

const assigned = testNotification('a', 'ASSIGNED', { issueKey: 'WEB-12', issueTitle: 'Fix the login page' });
const mentioned = testNotification('m', 'MENTIONED', { actor: GRACE, issueKey: 'WEB-7', issueTitle: 'Docs' });
const moved = testNotification('s', 'STATUS_CHANGED', { issueKey: 'WEB-3', issueTitle: 'Ship it', readAt: '2026-11-20T11:59:00.000Z' });
const deleted = testNotification('d', 'ISSUE_DELETED', { issueKey: 'WEB-9', issueTitle: 'Old idea' });


describe('Inbox', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T12:00:00.000Z'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists who did what to which issue and when, unread ones marked, with the unread count in the nav', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved, deleted] });

    expect(page.notifications()).toEqual([
      'Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago',
      'Unread: Grace Member mentioned you in WEB-7Docs2 min ago',
      'Ada Admin moved WEB-3 to DoneShip it2 min ago',
      'Unread: Ada Admin deleted WEB-9Old idea2 min agoMark read',
    ]);
    expect(page.navLink()).toHaveAccessibleName('Inbox 3 unread');
    expect(screen.getByText('3 unread')).toBeInTheDocument();
  });

  it('opens a notification: goes to the issue and marks it read at once', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned] });

    await page.open('WEB-12');

    expect(page.url()).toBe('/w/acme/issue/WEB-12');
    expect(page.sentInput('read')).toEqual({ id: assigned.id });
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    page.serverReads(assigned, 1);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });

  it('marks a deleted issue’s notification read where it is, and counts it back when the server refuses', async () => {
    const page = await InboxPageDriver.open({ notifications: [deleted] });

    await page.user.click(screen.getByRole('button', { name: 'Mark read: Ada Admin deleted WEB-9' }));
    expect(page.notifications()).toEqual(['Ada Admin deleted WEB-9Old idea2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox');

    page.serverRefuses('read', new ApiError('NOT_FOUND', 'No such notification.'));
    expect(page.notifications()).toEqual(['Unread: Ada Admin deleted WEB-9Old idea2 min agoMark read']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    await page.toast('The notification was not marked read: No such notification.');
  });

  it('marks all read at once, and keeps them read once the server confirms', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved] });

    await page.markAllRead();
    expect(page.notifications().every((text) => !text.startsWith('Unread'))).toBe(true);
    expect(page.navLink()).toHaveAccessibleName('Inbox');
    expect(screen.getByText('Nothing unread.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    page.serverReadsAll([assigned, mentioned]);
    expect(page.notifications().every((text) => !text.startsWith('Unread'))).toBe(true);
  });

  it('puts them back unread with a toast when the server refuses to mark all read', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned] });

    await page.markAllRead();
    page.serverRefuses('readAll', new ApiError('NETWORK', 'Failed to fetch'));

    expect(page.notifications().filter((text) => text.startsWith('Unread'))).toHaveLength(2);
    expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread');
    await page.toast(/^Notifications were not marked read:/);
  });

  it('shows unread ones only with "Unread only" (in the address, so it survives a reload)', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, moved] });

    await page.toggleUnreadOnly();
    await waitFor(() => expect(page.url()).toBe('/w/acme/inbox?unread=1'));
    await waitFor(() => expect(page.environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'InboxPageQuery' && op.request.variables.unreadOnly === true)).toBe(true));
    await page.serverAnswers({ notifications: [assigned], unreadCount: 1 });

    await waitFor(() => expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago']));
    expect(page.unreadOnly()).toBeChecked();
  });

  it('takes a notification marked read out of the unread-only list at once, and puts it back when the server refuses', async () => {
    const page = await InboxPageDriver.open({ notifications: [deleted, assigned] }, { unreadOnly: true });

    await page.user.click(screen.getByRole('button', { name: 'Mark read: Ada Admin deleted WEB-9' }));
    expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');

    page.serverRefuses('read', new ApiError('NOT_FOUND', 'No such notification.'));
    expect(page.notifications()).toEqual([
      'Unread: Ada Admin deleted WEB-9Old idea2 min agoMark read',
      'Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago',
    ]);
    expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread');
    await page.toast('The notification was not marked read: No such notification.');

    await page.user.click(screen.getByRole('button', { name: 'Mark read: Ada Admin deleted WEB-9' }));
    page.serverReads(deleted, 1);
    expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });

  it('empties the unread-only list with "Mark all read"', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned] }, { unreadOnly: true });

    await page.markAllRead();
    expect(screen.getByRole('heading', { name: 'All caught up' })).toBeInTheDocument();

    page.serverReadsAll([assigned, mentioned]);
    expect(page.notifications()).toEqual([]);
    expect(page.navLink()).toHaveAccessibleName('Inbox');
  });

  it('says when there is nothing, and when everything is read', async () => {
    await InboxPageDriver.open({ notifications: [] });
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('says all is caught up when the unread-only list is empty', async () => {
    await InboxPageDriver.open({ notifications: [] }, { unreadOnly: true });
    expect(screen.getByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
  });

  it('tells an admin that Lanes disabled a webhook, with why, and opens the webhooks’ settings from it', async () => {
    const disabled = webhookDisabledNotification('w');
    const page = await InboxPageDriver.open({ notifications: [disabled, moved] });

    expect(page.notifications()[0]).toBe(
      'Unread: Lanes disabled the webhook to https://hooks.example.com/lanes after failed deliveries' +
        'Disabled 2026-11-20T11:58:00.000Z: a delivery failed 9 times in a row (HTTP 500).2 min ago',
    );
    await page.open('Lanes disabled the webhook');
    expect(page.url()).toBe('/w/acme/settings/webhooks');
    expect(page.sentInput('read')).toEqual({ id: disabled.id });
  });

  it('says only that a webhook was disabled once its endpoint is gone (or the viewer no longer manages webhooks)', async () => {
    const page = await InboxPageDriver.open({ notifications: [{ ...webhookDisabledNotification('w'), webhookEndpoint: null }] });
    expect(page.notifications()).toEqual(['Unread: Lanes disabled a webhook after failed deliveries2 min ago']);
  });

  describe('live', () => {
    it('drops a deletion notice the server takes back (its issue restored), and counts it out', async () => {
      const page = await InboxPageDriver.open({ notifications: [assigned, deleted] });
      expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread');

      page.changedElsewhere('WITHDRAWN', [deleted], 1);

      await waitFor(() => expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago']));
      expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    });

    it('tells a disabled webhook in a toast that opens the webhooks’ settings', async () => {
      const page = await InboxPageDriver.open({ notifications: [moved] });
      page.arrivesLive(webhookDisabledNotification('new'), 1);
      // Said short (the inbox's row names the endpoint and why).
      const toast = await page.toast('Lanes disabled a webhook after failed deliveries');
      await page.user.click(within(toast).getByRole('button', { name: 'Open webhooks' }));
      expect(page.url()).toBe('/w/acme/settings/webhooks');
      expect(page.sentInput('read')).toEqual({ id: 'notification_new' });
    });

    it('puts a new notification at the top, updates the count, and tells it in a polite toast with a way to open it', async () => {
      const page = await InboxPageDriver.open({ notifications: [moved] });
      const before = document.activeElement;

      page.arrivesLive(testNotification('new', 'ASSIGNED', { actor: GRACE, issueKey: 'WEB-12' }), 1);

      expect(page.notifications()[0]).toBe('Unread: Grace Member assigned you WEB-12Fix the login page2 min ago');
      expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
      const toast = await page.toast('Grace Member assigned you WEB-12');
      expect(toast).toHaveAttribute('aria-live', 'polite');
      expect(document.activeElement).toBe(before);

      await page.user.click(within(toast).getByRole('button', { name: 'Open WEB-12' }));
      expect(page.url()).toBe('/w/acme/issue/WEB-12');
      // Opened from the toast as from the inbox: marked read.
      expect(page.sentInput('read')).toEqual({ id: 'notification_new' });
      expect(page.navLink()).toHaveAccessibleName('Inbox');
    });

    it('catches up after the live connection comes back: the list and the count get what was missed', async () => {
      const page = await InboxPageDriver.open({ notifications: [moved] });
      const missed = testNotification('missed', 'MENTIONED', { actor: GRACE, issueKey: 'WEB-7', issueTitle: 'Docs' });

      act(() => announceConnection('lost'));
      act(() => announceConnection('restored'));

      await page.serverAnswers({ notifications: [missed, moved] });
      await waitFor(() => expect(page.notifications()[0]).toBe('Unread: Grace Member mentioned you in WEB-7Docs2 min ago'));
      expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    });

    it('shows read, quietly, what the viewer marked read in another tab: the count drops and they leave "Unread only"', async () => {
      const page = await InboxPageDriver.open({ notifications: [assigned, mentioned] }, { unreadOnly: true });
      expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread');

      page.readElsewhere([assigned], 1);
      expect(page.notifications()).toEqual(['Unread: Grace Member mentioned you in WEB-7Docs2 min ago']);
      expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');

      page.readElsewhere([mentioned], 0);
      expect(screen.getByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
      expect(page.navLink()).toHaveAccessibleName('Inbox');
      expect(screen.queryAllByRole('status').filter((status) => status.querySelector('p'))).toEqual([]);
    });

    it('lists a notification once even if it arrives twice', async () => {
      const page = await InboxPageDriver.open({ notifications: [] });
      const note = testNotification('twice', 'MENTIONED');

      page.arrivesLive(note, 1);
      page.arrivesLive(note, 1);

      expect(page.notifications()).toHaveLength(1);
    });

    it('catches the header’s count up after the live connection comes back, on any page', async () => {
      const rendered = renderApp('/w/acme/projects', {
        server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
      });
      const page = await ProjectsPageDriver.inApp(rendered);
      await waitForOperation(rendered.environment, 'InboxNavLinkQuery');
      resolveOperation(rendered.environment, 'InboxNavLinkQuery', inboxResolvers({ unreadCount: 0 }));
      const nav = () => within(screen.getByRole('navigation', { name: 'Workspace' })).getByRole('link', { name: /^Inbox/ });
      expect(nav()).toHaveAccessibleName('Inbox');

      act(() => announceConnection('lost'));
      act(() => announceConnection('restored'));
      await page.loaded();

      await waitForOperation(rendered.environment, 'InboxNavLinkQuery');
      resolveOperation(rendered.environment, 'InboxNavLinkQuery', inboxResolvers({ unreadCount: 2 }));
      expect(nav()).toHaveAccessibleName('Inbox 2 unread');
    });
  });
});

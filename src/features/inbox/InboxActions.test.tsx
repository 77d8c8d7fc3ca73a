import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { GRACE } from '../../../__tests__/helpers/fixtures/issues';
import { testNotification } from '../../../__tests__/helpers/fixtures/notifications';
import { InboxPageDriver } from '../../../__tests__/helpers/pages/inboxPage';
import { snoozeChoices } from './snoozeTimes';

const assigned = testNotification('a', 'ASSIGNED', { issueKey: 'WEB-12', issueTitle: 'Fix the login page' });
const mentioned = testNotification('m', 'MENTIONED', { actor: GRACE, issueKey: 'WEB-7', issueTitle: 'Docs' });
const moved = testNotification('s', 'STATUS_CHANGED', { issueKey: 'WEB-3', issueTitle: 'Ship it', readAt: '2026-11-20T11:59:00.000Z' });
const NOON = Date.parse('2026-11-20T12:00:00.000Z');

describe('Inbox actions', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOON);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('offers Snooze and Archive on each notification of the inbox', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, moved] });
    expect(page.actionsOf('WEB-12')).toEqual(['Snooze: Ada Admin assigned you WEB-12', 'Archive: Ada Admin assigned you WEB-12']);
  });

  it('archives a notification at once: out of the list and the count, with Undo in the toast once the server agrees', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved] });

    await page.user.click(screen.getByRole('button', { name: 'Archive: Ada Admin assigned you WEB-12' }));
    expect(page.sentInput('archive')).toEqual({ id: assigned.id });
    expect(page.notifications()).toEqual(['Unread: Grace Member mentioned you in WEB-7Docs2 min ago', 'Ada Admin moved WEB-3 to DoneShip it2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');

    page.serverChanges('archive', { ...assigned, archivedAt: '2026-11-20T12:00:00.000Z' }, 1);
    const toast = await page.toast('Archived.');
    await page.user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(page.sentInput('unarchive')).toEqual({ id: assigned.id });
  });

  it('puts an archived notification back, counted, with a toast when the server refuses', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, moved] });

    await page.user.click(screen.getByRole('button', { name: 'Archive: Ada Admin moved WEB-3 to Done' }));
    expect(page.notifications()).toHaveLength(1);
    page.serverRefuses('archive', new ApiError('NOT_FOUND', 'No notification has this id.'));

    expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago', 'Ada Admin moved WEB-3 to DoneShip it2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    await page.toast('The notification was not archived: No notification has this id.');
  });

  it('snoozes until the time chosen in the menu: later today, tomorrow or next week', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned] });
    const choices = snoozeChoices(new Date(NOON));

    await page.user.click(screen.getByRole('button', { name: 'Snooze: Ada Admin assigned you WEB-12' }));
    const menu = screen.getByRole('menu', { name: 'Snooze: Ada Admin assigned you WEB-12' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(choices.map((choice) => `${choice.label} · ${choice.when}`));
    await page.user.click(within(menu).getByRole('menuitem', { name: /^Tomorrow/ }));

    const tomorrow = choices.find((choice) => choice.label === 'Tomorrow')!;
    expect(page.sentInput('snooze')).toEqual({ id: assigned.id, until: tomorrow.until.toISOString() });
    expect(page.notifications()).toEqual(['Unread: Grace Member mentioned you in WEB-7Docs2 min ago']);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    page.serverChanges('snooze', { ...assigned, snoozedUntil: tomorrow.until.toISOString() }, 1);
    await page.toast(`Snoozed until tomorrow, ${tomorrow.when}.`);
  });

  it('moves between notifications with J and K, archives the focused one with E and snoozes it with H', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved] });
    const link = (text: string) => within(page.row(text)).getByRole('link');

    await page.user.keyboard('j');
    expect(link('WEB-12')).toHaveFocus();
    await page.user.keyboard('jj');
    expect(link('WEB-3')).toHaveFocus();
    await page.user.keyboard('k');
    expect(link('WEB-7')).toHaveFocus();

    await page.user.keyboard('e');
    expect(page.sentInput('archive')).toEqual({ id: mentioned.id });
    // The focus goes on to the next notification, so E can be pressed again.
    expect(link('WEB-3')).toHaveFocus();
    expect(page.notifications()).toHaveLength(2);

    await page.user.keyboard('h');
    const menu = screen.getByRole('menu', { name: 'Snooze: Ada Admin moved WEB-3 to Done' });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await page.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the archived ones under Archived, and moves one back to the inbox', async () => {
    const archived = { ...assigned, archivedAt: '2026-11-20T11:59:30.000Z' };
    const page = await InboxPageDriver.open({ notifications: [archived], unreadCount: 0 }, { archived: true });
    expect(page.askedFor).toEqual({ unreadOnly: false, archived: true });
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list', { name: 'Archived notifications' })).toBeInTheDocument();
    expect(page.actionsOf('WEB-12')).toEqual(['Move to inbox: Ada Admin assigned you WEB-12']);

    await page.user.click(screen.getByRole('button', { name: 'Move to inbox: Ada Admin assigned you WEB-12' }));
    expect(page.sentInput('unarchive')).toEqual({ id: assigned.id });
    expect(screen.getByRole('heading', { name: 'Nothing archived' })).toBeInTheDocument();
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    page.serverChanges('unarchive', assigned, 1);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });

  it('follows what the viewer archives or snoozes in another tab, quietly', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved] });

    page.changedElsewhere('ARCHIVED', [{ ...assigned, archivedAt: '2026-11-20T12:00:00.000Z' }], 1);
    page.changedElsewhere('SNOOZED', [{ ...moved, readAt: null, snoozedUntil: '2026-11-21T09:00:00.000Z' }], 1);

    await waitFor(() => expect(page.notifications()).toEqual(['Unread: Grace Member mentioned you in WEB-7Docs2 min ago']));
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });
});

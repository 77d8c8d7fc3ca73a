import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { GRACE } from '../../../__tests__/helpers/fixtures/issues';
import { inboxResolvers, testNotification } from '../../../__tests__/helpers/fixtures/notifications';
import { pendingOperationNames, resolveOperation } from '../../../__tests__/helpers/relay';
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
    expect(page.askedFor).toEqual({ unreadOnly: false, archived: true, snoozed: false });
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

  it('lists the snoozed ones under Snoozed with the time each comes back, and brings one back now', async () => {
    const tomorrow = snoozeChoices(new Date(NOON)).find((choice) => choice.label === 'Tomorrow')!;
    const snoozed = { ...mentioned, snoozedUntil: tomorrow.until.toISOString() };
    const page = await InboxPageDriver.open({ notifications: [snoozed], unreadCount: 0 }, { snoozed: true });
    expect(page.askedFor).toEqual({ unreadOnly: false, archived: false, snoozed: true });
    expect(screen.getByRole('link', { name: 'Snoozed' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('checkbox', { name: 'Unread only' })).toBeNull();
    expect(page.notifications()).toEqual([`Unread: Grace Member mentioned you in WEB-7Docs2 min ago · back ${tomorrow.when}`]);
    expect(page.actionsOf('WEB-7')).toEqual(['Move to inbox now: Grace Member mentioned you in WEB-7', 'Snooze: Grace Member mentioned you in WEB-7']);

    // E on the focused row, as among the archived: back in the inbox at once, and counted again.
    await page.user.keyboard('j');
    await page.user.keyboard('e');
    expect(page.sentInput('unsnooze')).toEqual({ id: mentioned.id });
    expect(screen.getByRole('heading', { name: 'Nothing snoozed' })).toBeInTheDocument();
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    page.serverChanges('unsnooze', { ...mentioned, snoozedUntil: '2026-11-20T12:00:00.000Z' }, 1);
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });

  it('keeps a notification snoozed when the server refuses to bring it back, and says why', async () => {
    const snoozed = { ...mentioned, snoozedUntil: '2026-11-21T09:00:00.000Z' };
    const page = await InboxPageDriver.open({ notifications: [snoozed], unreadCount: 0 }, { snoozed: true });
    await page.user.click(screen.getByRole('button', { name: 'Move to inbox now: Grace Member mentioned you in WEB-7' }));
    expect(page.notifications()).toEqual([]);
    page.serverRefuses('unsnooze', new ApiError('NOT_FOUND', 'No notification has this id.'));
    await waitFor(() => expect(page.notifications()).toHaveLength(1));
    expect(page.navLink()).toHaveAccessibleName('Inbox');
    await page.toast('The notification was not moved back to the inbox: No notification has this id.');
  });

  it('asks again for the count and the list when a snoozed notification is due back', async () => {
    const page = await InboxPageDriver.open({ notifications: [mentioned, assigned] });
    expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread');
    // Snoozed in another tab until a moment ago (the page is open by then: the header's first count was answered):
    // the header and the list ask the server again a second after that moment, a tenth of a second on.
    const back = { ...assigned, snoozedUntil: new Date(NOON - 900).toISOString() };
    page.changedElsewhere('SNOOZED', [back], 1);
    await waitFor(() => expect(page.notifications()).toHaveLength(1));
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
    // (Then a render and an effect each: slow machines take a while.)
    await waitFor(() => expect(pendingOperationNames(page.environment)).toEqual(expect.arrayContaining(['InboxNavLinkQuery', 'InboxListPaginationQuery'])), { timeout: 5000 });
    resolveOperation(page.environment, 'InboxListPaginationQuery', inboxResolvers({ notifications: [back, mentioned] }));
    resolveOperation(page.environment, 'InboxNavLinkQuery', inboxResolvers({ notifications: [back, mentioned] }));
    await waitFor(() => expect(page.navLink()).toHaveAccessibleName('Inbox 2 unread'));
    expect(page.notifications()).toEqual(['Unread: Ada Admin assigned you WEB-12Fix the login page2 min ago', 'Unread: Grace Member mentioned you in WEB-7Docs2 min ago']);
  });

  it('follows what the viewer archives or snoozes in another tab, quietly', async () => {
    const page = await InboxPageDriver.open({ notifications: [assigned, mentioned, moved] });

    page.changedElsewhere('ARCHIVED', [{ ...assigned, archivedAt: '2026-11-20T12:00:00.000Z' }], 1);
    page.changedElsewhere('SNOOZED', [{ ...moved, readAt: null, snoozedUntil: '2026-11-21T09:00:00.000Z' }], 1);

    await waitFor(() => expect(page.notifications()).toEqual(['Unread: Grace Member mentioned you in WEB-7Docs2 min ago']));
    expect(page.navLink()).toHaveAccessibleName('Inbox 1 unread');
  });
});

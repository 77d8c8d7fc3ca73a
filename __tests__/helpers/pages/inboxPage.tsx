// A driver of the inbox (/w/:workspaceSlug/inbox) inside the whole app, header included: it reads the list, the
// unread count in the workspace nav and the toasts, acts as its user, and plays the server's part (answers,
// refusals, new notifications arriving live).
import { screen, waitFor, within } from '@testing-library/react';
import type { ApiError } from '@/relay/errors';
import { createFakeAuthServer } from '../fakeAuthServer';
import {
  changedNotificationResolvers,
  inboxResolvers,
  notificationsChangedEventResolvers,
  notificationEventResolvers,
  notificationsReadEventResolvers,
  readAllResolvers,
  readNotificationResolvers,
  type InboxData,
  type TestNotification,
} from '../fixtures/notifications';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, rejectOperation, resolveOperation } from '../relay';
import { currentUrl, renderApp, type RenderedApp } from '../render';

const MUTATIONS = {
  read: 'useMarkNotificationReadMutation',
  readAll: 'useMarkAllNotificationsReadMutation',
  archive: 'useArchiveNotificationMutation',
  unarchive: 'useUnarchiveNotificationMutation',
  snooze: 'useSnoozeNotificationMutation',
  unsnooze: 'useUnsnoozeNotificationMutation',
} as const;
export type InboxAction = keyof typeof MUTATIONS;

export class InboxPageDriver {
  /** The variables of the inbox's query the server answered last ({ unreadOnly, archived, snoozed }). */
  askedFor: Record<string, unknown> = {};

  constructor(readonly rendered: RenderedApp) {}

  get environment() {
    return this.rendered.environment;
  }

  get user() {
    return this.rendered.user;
  }

  /**
   * Ada, admin of Acme, opens the inbox (?unread=1 with `unreadOnly`, ?view=archived with `archived`, ?view=snoozed
   * with `snoozed`); the server answers the page and the count.
   */
  static async open(
    data: InboxData,
    { unreadOnly = false, archived = false, snoozed = false }: { unreadOnly?: boolean; archived?: boolean; snoozed?: boolean } = {},
  ): Promise<InboxPageDriver> {
    const search = archived ? '?view=archived' : snoozed ? '?view=snoozed' : unreadOnly ? '?unread=1' : '';
    const rendered = renderApp(`/w/acme/inbox${search}`, {
      server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
    });
    const page = new InboxPageDriver(rendered);
    await page.serverAnswers(data);
    // The header's count: asked for unless the page's answer already gave it; then the live notifications start.
    const names = () => pendingOperationNames(rendered.environment);
    await waitFor(() => expect(names().includes('InboxNavLinkQuery') || names().includes('useNotificationEventsSubscription')).toBe(true));
    if (names().includes('InboxNavLinkQuery')) resolveOperation(rendered.environment, 'InboxNavLinkQuery', inboxResolvers(data));
    await waitFor(() => expect(names()).toContain('useNotificationEventsSubscription'));
    return page;
  }

  /** Answers the page's query (and the header's count, when it asks) with this data. */
  async serverAnswers(data: InboxData): Promise<this> {
    await waitFor(() => operationNamed(this.environment, 'InboxPageQuery'));
    this.askedFor = operationNamed(this.environment, 'InboxPageQuery').request.variables;
    resolveOperation(this.environment, 'InboxPageQuery', inboxResolvers(data));
    if (pendingOperationNames(this.environment).includes('InboxNavLinkQuery')) {
      resolveOperation(this.environment, 'InboxNavLinkQuery', inboxResolvers(data));
    }
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    return this;
  }

  // What the page shows.

  /** The Inbox link of the workspace nav (its accessible name carries the count). */
  navLink(): HTMLElement {
    return within(screen.getByRole('navigation', { name: 'Workspace' })).getByRole('link', { name: /^Inbox/ });
  }

  /**
   * Each notification as read out, top to bottom ("Unread: Ada Admin assigned you WEB-12 Fix the login page 2 min ago"),
   * without its row's actions (Snooze, Archive, Move to inbox: see `actionsOf`).
   */
  notifications(): string[] {
    const list = screen.queryByRole('list', { name: /notifications$/i });
    return list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => {
            const copy = item.cloneNode(true) as HTMLElement;
            copy.querySelector('[data-notification-actions]')?.remove();
            // Not read out: the avatar's initials.
            for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
            return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
          })
      : [];
  }

  /** The names of the actions of the notification whose text contains `text`. */
  actionsOf(text: string): string[] {
    const row = this.row(text);
    return within(row.querySelector<HTMLElement>('[data-notification-actions]')!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  }

  /** The row (list item) of the notification whose text contains `text`. */
  row(text: string): HTMLElement {
    const list = screen.getByRole('list', { name: /notifications$/i });
    const row = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(text));
    if (!row) throw new Error(`No notification says ${text}`);
    return row;
  }

  unreadOnly(): HTMLInputElement {
    return screen.getByRole('checkbox', { name: 'Unread only' });
  }

  /** The toast saying this (a polite status message). */
  async toast(text: string | RegExp): Promise<HTMLElement> {
    return waitFor(
      () => {
        const found = screen.queryAllByRole('status').find((status) => {
          const message = status.querySelector('p')?.textContent ?? '';
          return typeof text === 'string' ? message === text : text.test(message);
        });
        if (!found) throw new Error(`No toast says ${String(text)}`);
        return found;
      },
    );
  }

  url(): string {
    return currentUrl(this.rendered.router);
  }

  sent(action: InboxAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  sentInput(action: InboxAction): Record<string, unknown> {
    return (operationNamed(this.environment, MUTATIONS[action]).request.variables.input ?? {}) as Record<string, unknown>;
  }

  // What a person does.

  async open(text: string): Promise<this> {
    await this.user.click(within(screen.getByRole('list', { name: 'Notifications' })).getByRole('link', { name: new RegExp(text) }));
    return this;
  }

  async markAllRead(): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    return this;
  }

  async toggleUnreadOnly(): Promise<this> {
    await this.user.click(this.unreadOnly());
    return this;
  }

  // The server's part.

  serverReads(notification: TestNotification, unreadCount: number): this {
    resolveOperation(this.environment, MUTATIONS.read, readNotificationResolvers(notification, unreadCount));
    return this;
  }

  serverReadsAll(notifications: TestNotification[]): this {
    resolveOperation(this.environment, MUTATIONS.readAll, readAllResolvers(notifications));
    return this;
  }

  /** The server's answer to archiving, moving back, snoozing or unsnoozing: the notification after it, and the count. */
  serverChanges(action: 'archive' | 'unarchive' | 'snooze' | 'unsnooze', notification: TestNotification, unreadCount: number): this {
    const payload = {
      archive: 'ArchiveNotificationPayload',
      unarchive: 'UnarchiveNotificationPayload',
      snooze: 'SnoozeNotificationPayload',
      unsnooze: 'UnsnoozeNotificationPayload',
    } as const;
    resolveOperation(this.environment, MUTATIONS[action], changedNotificationResolvers(payload[action], notification, unreadCount));
    return this;
  }

  /**
   * The viewer archived, moved back or snoozed these in another tab, or the server took them back (WITHDRAWN: their
   * deleted issue is restored): the server tells this one.
   */
  changedElsewhere(kind: 'ARCHIVED' | 'UNARCHIVED' | 'SNOOZED' | 'UNSNOOZED' | 'WITHDRAWN', changed: TestNotification[], unreadCount: number): this {
    pushSubscriptionPayload(this.environment, 'useNotificationEventsSubscription', notificationsChangedEventResolvers(kind, changed, unreadCount));
    return this;
  }

  serverRefuses(action: InboxAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }

  /** A new notification for the viewer arrives live, with their unread count after it. */
  arrivesLive(notification: TestNotification, unreadCount: number): this {
    pushSubscriptionPayload(this.environment, 'useNotificationEventsSubscription', notificationEventResolvers(notification, unreadCount));
    return this;
  }

  /** The viewer marked these read in another tab: the server tells this one, with the unread count after it. */
  readElsewhere(read: TestNotification[], unreadCount: number): this {
    pushSubscriptionPayload(this.environment, 'useNotificationEventsSubscription', notificationsReadEventResolvers(read, unreadCount));
    return this;
  }
}

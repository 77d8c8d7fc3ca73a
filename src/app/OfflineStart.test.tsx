// The app started with no connection (a reload offline, its shell from the service worker's cache): it says so, with
// the changes that wait in this browser, rather than the sign-in's "unavailable"; and it starts once the connection is back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOT_GLOBAL, takeBootSession } from '@/auth/builtin/bootSession';
import { pendingStorageKey } from '@/features/offline/pendingChanges';
import { goOffline, goOnline } from '../../__tests__/helpers/relay';
import OfflineStart, { waitingChangesCount } from './OfflineStart';
import { startApp } from './start';

/** A change of the outbox's shape as it keeps it (src/features/offline/pendingChanges.ts). */
function pendingEdit(id: string) {
  return { kind: 'issueEdit', id, madeAt: '2026-11-28T10:00:00.000Z', issue: { id: 'issue-1', key: 'WEB-1' }, input: { id: 'issue-1', title: id }, based: {} };
}

// The app itself (its sign-in, router and pages) is not this file's concern: a stand-in shows where it started.
jest.mock('./App', () => ({ App: () => <p data-testid="app">Lanes</p> }));

afterEach(() => window.localStorage.clear());

describe('OfflineStart', () => {
  it("counts the changes waiting in this browser, every person's and workspace's, and nothing else kept there", () => {
    window.localStorage.setItem(pendingStorageKey('user_ada', 'acme'), JSON.stringify([pendingEdit('a'), pendingEdit('b')]));
    window.localStorage.setItem(pendingStorageKey('user_ada', 'globex'), JSON.stringify([pendingEdit('c')]));
    window.localStorage.setItem('lanes.theme', 'dark');
    window.localStorage.setItem(pendingStorageKey('user_max', 'acme'), 'not a list');

    expect(waitingChangesCount(window.localStorage)).toBe(3);
    render(<OfflineStart onOnline={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('3 changes made in this browser wait to be sent.')).toBeInTheDocument();
    expect(screen.getByText('Lanes carries on by itself when the connection is back: it opens this page and sends them, in order.')).toBeInTheDocument();
  });

  it('says so in the singular, and when nothing waits', () => {
    window.localStorage.setItem(pendingStorageKey('user_ada', 'acme'), JSON.stringify([pendingEdit('a')]));
    const { unmount } = render(<OfflineStart onOnline={() => {}} />);
    expect(screen.getByText('1 change made in this browser waits to be sent.')).toBeInTheDocument();
    expect(screen.getByText('Lanes carries on by itself when the connection is back: it opens this page and sends it.')).toBeInTheDocument();
    unmount();
    window.localStorage.clear();
    render(<OfflineStart onOnline={() => {}} />);
    expect(screen.getByText('Nothing made in this browser waits to be sent.')).toBeInTheDocument();
    expect(screen.getByText('Lanes carries on by itself when the connection is back: it opens this page.')).toBeInTheDocument();
  });

  it('tries again from the keyboard: says it is still offline, and starts the app once the server answers', async () => {
    const user = userEvent.setup();
    const onOnline = jest.fn();
    const probe = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<OfflineStart onOnline={onOnline} probe={probe} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Still offline. Lanes keeps waiting for the connection.');
    expect(onOnline).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('starts the app when the browser is back online', () => {
    const onOnline = jest.fn();
    render(<OfflineStart onOnline={onOnline} />);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});

describe('startApp with no connection', () => {
  afterEach(goOnline);

  it('shows the offline page instead of the app, and starts the app once the browser is back online, asking for the session afresh', async () => {
    window.localStorage.setItem(pendingStorageKey('user_ada', 'acme'), JSON.stringify([pendingEdit('a'), pendingEdit('b'), pendingEdit('c')]));
    // The session app.html asked for as it arrived, which failed with the network.
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    (window as unknown as Record<string, unknown>)[BOOT_GLOBAL] = { session: failed };
    goOffline();
    const container = document.createElement('div');
    document.body.append(container);

    await act(async () => startApp(container));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('3 changes made in this browser wait to be sent.')).toBeInTheDocument();
    expect(screen.queryByTestId('app')).not.toBeInTheDocument();

    goOnline();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('app')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    // The failed request is not the app's session: the sign-in asks the server again.
    expect(takeBootSession()).toBeNull();
    container.remove();
  });
});

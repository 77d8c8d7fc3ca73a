// The app started with no connection (a reload offline, its shell from the service worker's cache): it says so, with
// the changes that wait in this browser, rather than the sign-in's "unavailable"; and it starts once the connection is back.
import type React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOT_GLOBAL, takeBootSession } from '@/auth/builtin/bootSession';
import { pendingStorageKey } from '@/features/offline/pendingChanges';
import { goOffline, goOnline } from '../../__tests__/helpers/relay';
import type * as BuiltinAuth from '@/auth/builtin/BuiltinAuthProvider';
import { builtinAuthClient, forgetBuiltinAuthClient } from '@/auth/builtin/BuiltinAuthProvider';
import OfflineStart, { PROBE_INTERVAL_MS, waitingChangesCount } from './OfflineStart';
import { startApp } from './start';

/** A change of the outbox's shape as it keeps it (src/features/offline/pendingChanges.ts). */
function pendingEdit(id: string) {
  return { kind: 'issueEdit', id, madeAt: '2026-11-28T10:00:00.000Z', issue: { id: 'issue-1', key: 'WEB-1' }, input: { id: 'issue-1', title: id }, based: {} };
}

// The app itself (its router and pages) is not this file's concern: a stand-in shows where it started, and what the
// built-in sign-in's client knows of the session.
jest.mock('./App', () => {
  const { useEffect, useSyncExternalStore } = jest.requireActual<typeof React>('react');
  const { builtinAuthClient: client } = jest.requireActual<typeof BuiltinAuth>('@/auth/builtin/BuiltinAuthProvider');
  function App() {
    const auth = client();
    const state = useSyncExternalStore(auth.subscribe, auth.getState);
    useEffect(() => void auth.start(), [auth]);
    return <p data-testid="app">Lanes: sign-in {state.status}</p>;
  }
  return { App };
});

afterEach(() => {
  window.localStorage.clear();
  goOnline();
  forgetBuiltinAuthClient();
});

describe('OfflineStart', () => {
  it("counts the changes waiting in this browser, every person's and workspace's, and nothing else kept there", () => {
    window.localStorage.setItem(pendingStorageKey('user_ada', 'acme'), JSON.stringify([pendingEdit('a'), pendingEdit('b')]));
    window.localStorage.setItem(pendingStorageKey('user_ada', 'globex'), JSON.stringify([pendingEdit('c')]));
    window.localStorage.setItem('lanes.theme', 'dark');
    window.localStorage.setItem(pendingStorageKey('user_max', 'acme'), 'not a list');

    expect(waitingChangesCount(window.localStorage)).toBe(3);
    goOffline();
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
    goOffline();
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

  it('when the browser says it is online, says Lanes cannot be reached, and starts the app once the server answers (asked every few seconds)', async () => {
    jest.useFakeTimers();
    try {
      const onOnline = jest.fn();
      const probe = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
      render(<OfflineStart onOnline={onOnline} probe={probe} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Lanes cannot be reached' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(PROBE_INTERVAL_MS));
      expect(probe).toHaveBeenCalledTimes(1);
      expect(onOnline).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(PROBE_INTERVAL_MS));
      expect(onOnline).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not ask the server while the browser knows it is offline (the online event says when)', async () => {
    jest.useFakeTimers();
    goOffline();
    try {
      const probe = jest.fn().mockResolvedValue(true);
      render(<OfflineStart onOnline={() => {}} probe={probe} />);
      expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(3 * PROBE_INTERVAL_MS));
      expect(probe).not.toHaveBeenCalled();
    } finally {
      goOnline();
      jest.useRealTimers();
    }
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

  it('when the browser still says it is online: the app gives way to the offline page once the session request fails, and starts afresh when the server answers', async () => {
    let failSession!: (error: Error) => void;
    const session = new Promise<Response>((_, reject) => (failSession = reject));
    (window as unknown as Record<string, unknown>)[BOOT_GLOBAL] = { session };
    const serverAnswers: Array<(response: Response) => void> = [];
    const fetchMock = jest.fn((url: string) => new Promise<Response>((resolve) => serverAnswers.push(resolve)).then((response) => ({ url, response }).response));
    const realFetch = window.fetch;
    window.fetch = fetchMock as unknown as typeof window.fetch;
    const container = document.createElement('div');
    document.body.append(container);
    try {
      await act(async () => startApp(container));
      expect(await screen.findByTestId('app')).toHaveTextContent('Lanes: sign-in loading');

      await act(async () => failSession(new TypeError('Failed to fetch')));
      expect(await screen.findByRole('heading', { level: 1, name: 'Lanes cannot be reached' })).toBeInTheDocument();
      expect(screen.queryByTestId('app')).not.toBeInTheDocument();
      expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();

      // Try again: the liveness check answers, and the app starts with a new sign-in client, which asks for the session.
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(fetchMock).toHaveBeenLastCalledWith('/healthz', expect.anything());
      await act(async () => serverAnswers.shift()!({ ok: true, status: 200 } as Response));
      expect(await screen.findByTestId('app')).toHaveTextContent('Lanes: sign-in loading');
      expect(fetchMock).toHaveBeenLastCalledWith('/auth/local/session', expect.anything());
      await act(async () => serverAnswers.shift()!({ ok: false, status: 401, json: async () => ({ error: { code: 'UNAUTHENTICATED' } }) } as unknown as Response));
      expect(await screen.findByTestId('app')).toHaveTextContent('Lanes: sign-in ready');
      expect(builtinAuthClient().getState()).toMatchObject({ status: 'ready', session: null });
    } finally {
      window.fetch = realFetch;
      container.remove();
    }
  });
});

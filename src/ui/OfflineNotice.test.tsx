// The browser going offline and coming back: said at once, and the toasts of what failed meanwhile do not outlive it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError, toastMutationError } from '@/relay/errors';
import { goOffline, goOnline } from '../../__tests__/helpers/relay';
import { OfflineNotice } from './OfflineNotice';
import { ToastProvider } from './toasts';

afterEach(goOnline);

function connection(state: 'offline' | 'online') {
  act(() => {
    if (state === 'offline') goOffline();
    else goOnline();
    window.dispatchEvent(new Event(state));
  });
}

describe('OfflineNotice', () => {
  it('says the browser is offline before any edit fails, and clears the offline failures once it is back', async () => {
    render(
      <ToastProvider>
        <OfflineNotice />
      </ToastProvider>,
    );
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    connection('offline');
    expect(screen.getByText('You are offline: edits to issues and comments wait to be sent; other changes need the connection.')).toBeInTheDocument();
    act(() => {
      toastMutationError('WEB-3 was not updated', new ApiError('NETWORK', 'Failed to fetch'));
    });
    expect(await screen.findByText('WEB-3 was not updated: You are offline. Check your connection and try again.')).toBeInTheDocument();

    connection('online');
    expect(screen.queryByText(/Changes you make will not be saved/)).not.toBeInTheDocument();
    expect(
      await screen.findByText('You are back online. The changes that failed while you were offline were not saved: make them again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/WEB-3 was not updated/)).not.toBeInTheDocument());
  });

  it('keeps the toasts of failures that had nothing to do with being offline', async () => {
    render(
      <ToastProvider>
        <OfflineNotice />
      </ToastProvider>,
    );
    act(() => {
      toastMutationError('WEB-3 was not updated', new ApiError('FORBIDDEN', 'You may not edit this issue.'));
    });
    await screen.findByText('WEB-3 was not updated: You may not edit this issue.');
    connection('offline');
    connection('online');
    expect(screen.getByText('WEB-3 was not updated: You may not edit this issue.')).toBeInTheDocument();
    expect(screen.queryByText(/You are back online/)).not.toBeInTheDocument();
  });
});

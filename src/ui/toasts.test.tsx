import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, toasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toasts.dismiss());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('announce politely, and errors stay until they are dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<ToastProvider>page</ToastProvider>);

    act(() => {
      toasts.error('Project OPS was not created: Only admins may create projects here.');
      toasts.info('Connection restored.');
    });
    const error = (await screen.findByText(/Project OPS was not created/)).closest('[role="status"]') as HTMLElement;
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Connection restored.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10_000));
    await waitFor(() => expect(screen.queryByText('Connection restored.')).not.toBeInTheDocument());
    expect(screen.getByText(/Project OPS was not created/)).toBeInTheDocument();

    await user.click(within(error).getByRole('button', { name: 'Dismiss' }));
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.queryByText(/Project OPS was not created/)).not.toBeInTheDocument());
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingShell } from './LandingShell';

describe('the landing page', () => {
  it('says what Lanes is and why a team would use it, shows a board and leads to sign up and sign in', () => {
    render(<LandingShell openApp={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Lanes' })).toBeInTheDocument();
    expect(screen.getByText(/real-time issue tracker for teams/)).toBeInTheDocument();
    for (const reason of ['A live board', 'Keyboard speed', 'Permissions that fit your team']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /A Lanes board/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hands a plain click on a link over to the app, and leaves a click that opens a new tab to the browser', async () => {
    const openApp = jest.fn();
    render(<LandingShell openApp={openApp} />);

    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(openApp).toHaveBeenCalledWith('/sign-up');

    const newTab = fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(openApp).toHaveBeenCalledTimes(1);
  });
});

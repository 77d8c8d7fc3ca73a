import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/auth/authStore';
import { signedInAuth } from '../../../__tests__/helpers/auth';
import { currentUrl, renderWithRelay } from '../../../__tests__/helpers/render';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  it("shows who is signed in, with links to their profile, their settings and the organization's settings", async () => {
    const { user } = renderWithRelay(<AccountMenu />, { auth: signedInAuth({ name: 'Ada Admin', email: 'admin@acme.test' }) });

    await user.click(screen.getByRole('button', { name: 'Ada Admin (account menu)' }));

    expect(screen.getByText('admin@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Organization settings' })).toHaveAttribute('href', '/organization');
  });

  it('signs out through the adapter and goes back to the home page', async () => {
    const auth = signedInAuth();
    const { user, router } = renderWithRelay(<AccountMenu />, { auth, path: '/w/acme/projects' });

    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(within(screen.getByRole('list')).getByRole('button', { name: 'Sign out' }));

    expect(auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(authStore.get().isSignedIn).toBe(false);
  });
});

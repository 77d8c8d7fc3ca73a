import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { currentUrl, renderApp } from '../../../__tests__/helpers/render';

describe('built-in SignInScreen', () => {
  it('says it is the built-in sign-in and lists the demo accounts as buttons named by their email', async () => {
    renderApp('/sign-in');

    expect(await screen.findByRole('heading', { name: 'Sign in to Lanes' })).toBeInTheDocument();
    expect(screen.getByText('Built-in sign-in')).toBeInTheDocument();
    const accounts = await screen.findByRole('list', { name: 'Demo accounts' });
    expect(within(accounts).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'admin@acme.test',
      'member@acme.test',
      'viewer@acme.test',
    ]);
    expect(screen.getByRole('button', { name: 'admin@acme.test' })).toHaveAccessibleDescription('Ada Admin · Acme (admin), Globex (member)');
  });

  it("signs in to the account's first organization and opens its projects", async () => {
    const { router, server, user } = renderApp('/sign-in');

    await user.click(await screen.findByRole('button', { name: 'admin@acme.test' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/w/acme/projects'));
    expect(server.requestsTo('POST /auth/local/sign-in')[0]).toMatchObject({
      body: { email: 'admin@acme.test', organizationSlug: 'acme' },
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
    });
  });

  it('signs in to the organization the return-to page belongs to, and goes back to that page', async () => {
    const { router, server, user } = renderApp('/sign-in?redirect_url=%2Fw%2Fglobex%2Fprojects');

    await user.click(await screen.findByRole('button', { name: 'admin@acme.test' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/w/globex/projects'));
    expect(server.requestsTo('POST /auth/local/sign-in')[0].body).toEqual({ email: 'admin@acme.test', organizationSlug: 'globex' });
  });

  it('signs in with a typed email address', async () => {
    const { router, user } = renderApp('/sign-in');

    await user.type(await screen.findByLabelText('Email'), 'viewer@acme.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/w/acme/projects'));
  });

  it('explains next to the Email field that no account uses an unknown address', async () => {
    const { router, user } = renderApp('/sign-in');

    await user.type(await screen.findByLabelText('Email'), 'nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('No account uses this email address.');
    expect(currentUrl(router)).toBe('/sign-in');
  });

  it('says sign-in is unavailable when the sign-in service cannot be reached', async () => {
    const server = createFakeAuthServer();
    server.goOffline();
    renderApp('/sign-in', { server });

    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
  });
});

describe('built-in SignUpScreen', () => {
  it('creates an account from a name and an email and opens the personal workspace', async () => {
    const { router, server, user } = renderApp('/sign-up');

    await user.type(await screen.findByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/w/~/projects'));
    expect(server.requestsTo('POST /auth/local/sign-up')[0].body).toEqual({ name: 'Grace Hopper', email: 'grace@example.test' });
  });

  it('shows next to the Email field that the address is already taken', async () => {
    const { user } = renderApp('/sign-up');

    await user.type(await screen.findByLabelText('Name'), 'Ada again');
    await user.type(screen.getByLabelText('Email'), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account already uses this email address.'));
  });
});

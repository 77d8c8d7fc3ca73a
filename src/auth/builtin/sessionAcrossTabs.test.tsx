import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/auth/authStore';
import { aTokenFor } from '../../../__tests__/helpers/auth';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { createTabs } from '../../../__tests__/helpers/tabChannel';
import { BuiltinAuthClient } from './BuiltinAuthClient';
import { BuiltinAuthProvider } from './BuiltinAuthProvider';

/** Two tabs of one browser: one cookie session on the server, one channel between them. */
async function twoTabs() {
  const server = createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } });
  const tabs = createTabs();
  const first = new BuiltinAuthClient({ fetch: server.fetch, channel: tabs.open() });
  const second = new BuiltinAuthClient({ fetch: server.fetch, channel: tabs.open() });
  await Promise.all([first.start(), second.start()]);
  return { server, first, second };
}

describe('the built-in session across tabs', () => {
  it('gives each workspace a token for its own organization without switching the session', async () => {
    const { server, first } = await twoTabs();

    await expect(first.getToken({ organizationId: 'org_globex' })).resolves.toEqual(aTokenFor('org_globex'));
    await expect(first.getToken({ organizationId: null })).resolves.toEqual(aTokenFor(null));
    await expect(first.getToken()).resolves.toEqual(aTokenFor('org_acme'));
    // The active organization's came with the session.
    expect(server.requestsTo('POST /auth/local/token').map(({ body }) => body)).toEqual([{ organizationId: 'org_globex' }, { organizationId: null }]);
    expect(server.session?.organization?.id).toBe('org_acme');
  });

  it('follows a sign-out made in another tab, and says so', async () => {
    const { first, second } = await twoTabs();

    await first.signOut();

    await waitFor(() => expect(second.getState().session).toBeNull());
    expect(second.getState().changedElsewhere).toEqual({ kind: 'signed-out' });
    await expect(second.getToken()).resolves.toBeNull();
    expect(first.getState().changedElsewhere).toBeUndefined();
  });

  it('follows another account signing in in another tab, and names it', async () => {
    const { first, second } = await twoTabs();

    await first.signIn('member@acme.test', 'acme');

    await waitFor(() => expect(second.getState().session?.user.name).toBe('Mo Member'));
    expect(second.getState().changedElsewhere).toEqual({ kind: 'user-changed', name: 'Mo Member' });
  });

  it('follows an organization switch made in another tab without a notice (each workspace keeps its own tokens)', async () => {
    const { first, second } = await twoTabs();

    await first.switchOrganization('globex');

    await waitFor(() => expect(second.getState().session?.organization?.slug).toBe('globex'));
    expect(second.getState().changedElsewhere).toBeUndefined();
  });

  it('tells the person plainly that they signed out in another tab and takes them to sign in again', async () => {
    const { first, second } = await twoTabs();
    const navigate = jest.fn();
    render(
      <BuiltinAuthProvider client={second} navigate={navigate}>
        <p>A workspace page</p>
      </BuiltinAuthProvider>,
    );
    await waitFor(() => expect(authStore.get().isSignedIn).toBe(true));

    await first.signOut();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You signed out in another tab');
    expect(authStore.get().isSignedIn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/sign-in/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to continue as the account another tab signed in to', async () => {
    const { first, second } = await twoTabs();
    const navigate = jest.fn();
    render(
      <BuiltinAuthProvider client={second} navigate={navigate}>
        <p>A workspace page</p>
      </BuiltinAuthProvider>,
    );

    await first.signIn('member@acme.test', 'acme');

    expect(await screen.findByRole('heading', { name: "You're now signed in as Mo Member" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Mo Member' }));
    expect(navigate).toHaveBeenCalledWith('/w');
    expect(authStore.get().user?.name).toBe('Mo Member');
  });
});

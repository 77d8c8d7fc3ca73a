import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { config } from '@/config';
import { authStore } from '@/auth/authStore';
import { setEnvironmentFactory, type WorkspaceIdentity } from '@/relay/environment';
import { aTokenFor } from '../../../__tests__/helpers/auth';
import { fakeClerk, type FakeOrganization } from '../../../__tests__/helpers/fakeClerk';
import { currentUrl, renderConfiguredApp } from '../../../__tests__/helpers/render';

jest.mock('@clerk/react', () => jest.requireActual('../../../__tests__/helpers/fakeClerk').clerkReactModule);

const VALID_KEY = `pk_test_${btoa('clerk.lanes.test$')}`;
const ACME: FakeOrganization = { id: 'org_acme', name: 'Acme', slug: 'acme', role: 'org:admin' };
const GLOBEX: FakeOrganization = { id: 'org_globex', name: 'Globex', slug: 'globex', role: 'org:member' };

/** The workspaces the app opened, by the organization each one's environment speaks for. */
function trackWorkspaces() {
  const opened: WorkspaceIdentity[] = [];
  setEnvironmentFactory((identity) => {
    opened.push(identity);
    return { environment: createMockEnvironment(), dispose() {} };
  });
  return opened;
}

// The app loads the Clerk adapter on demand; loading it once here keeps module compilation out of the tests' waits.
beforeAll(() => import('./ClerkAuthProvider'));

beforeEach(() => {
  config.clerkPublishableKey = VALID_KEY;
  fakeClerk.reset();
});

describe('Clerk mode', () => {
  it("places Clerk's SignIn on the sign-in page, routed by path", async () => {
    renderConfiguredApp('/sign-in');

    expect(await screen.findByTestId('clerk-SignIn')).toHaveTextContent('SignIn routing=path path=/sign-in signUpUrl=/sign-up');
  });

  it("places Clerk's SignUp, UserProfile, OrganizationProfile and CreateOrganization at their pages", async () => {
    fakeClerk.signIn([ACME], ACME.id);
    const { router } = renderConfiguredApp('/sign-up');
    expect(await screen.findByTestId('clerk-SignUp')).toHaveTextContent('path=/sign-up');

    for (const [path, name] of [
      ['/user', 'UserProfile'],
      ['/organization', 'OrganizationProfile'],
      ['/create-organization', 'CreateOrganization'],
    ]) {
      await act(() => router.navigate(path));
      expect(await screen.findByTestId(`clerk-${name}`)).toHaveTextContent(`path=${path}`);
    }
  });

  it("puts Clerk's organization switcher and user button in the header and passes the session to the app", async () => {
    fakeClerk.signIn([ACME], ACME.id);
    renderConfiguredApp('/');

    expect(await screen.findByTestId('clerk-OrganizationSwitcher')).toBeInTheDocument();
    expect(screen.getByTestId('clerk-UserButton')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your workspace' })).toHaveAttribute('href', '/w/acme/projects');
    expect(authStore.get()).toMatchObject({
      mode: 'clerk',
      userId: 'user_ada',
      sessionId: 'sess_ada',
      orgId: 'org_acme',
      orgSlug: 'acme',
      memberships: [{ id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:admin' }],
      user: { name: 'Ada Lovelace', email: 'ada@acme.test', imageUrl: null },
    });
    expect(authStore.get()).not.toHaveProperty('orgRole');
    expect(authStore.get()).not.toHaveProperty('orgPermissions');
    await expect(authStore.get().getToken()).resolves.toEqual(aTokenFor('org_acme'));
  });

  it('shows the public pages, and "Sign-in is unavailable right now" once Clerk has not loaded for a while', async () => {
    jest.useFakeTimers();
    try {
      fakeClerk.neverLoads();
      const { router } = renderConfiguredApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Lanes' })).toBeInTheDocument();

      await act(() => router.navigate('/sign-in'));
      expect(screen.queryByTestId('clerk-SignIn')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(12_000));

      expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says sign-in is unavailable as soon as Clerk reports that its script failed to load, without an uncaught error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClerk.neverLoads();
    renderConfiguredApp('/sign-in');
    expect(screen.queryByRole('heading', { name: 'Sign-in is unavailable right now' })).not.toBeInTheDocument();

    const failure = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: Object.assign(new Error('Clerk: Failed to load Clerk JS'), { code: 'failed_to_load_clerk_js' }),
    });
    act(() => {
      window.dispatchEvent(failure);
    });

    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
    expect(failure.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-in is unavailable'), failure.reason);
    warn.mockRestore();
  });

  it('keeps the landing page up and sign-in unavailable when the publishable key is malformed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    config.clerkPublishableKey = 'pk_live_not-a-key';
    const { router } = renderConfiguredApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lanes' })).toBeInTheDocument();
    await act(() => router.navigate('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('falls back to "sign-in unavailable" instead of a blank page when Clerk throws while starting', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClerk.throwOnRender = true;
    renderConfiguredApp('/sign-in');

    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
    await waitFor(() => expect(authStore.get().status).toBe('unavailable'));
    errors.mockRestore();
    warn.mockRestore();
  });
});

describe.each([
  { slugs: true, personalAccounts: true },
  { slugs: false, personalAccounts: true },
  { slugs: true, personalAccounts: false },
  { slugs: false, personalAccounts: false },
])('Clerk mode with organization slugs $slugs and personal accounts $personalAccounts', (settings) => {
  /** How the app names an organization's workspace in URLs: its slug, or its id when slugs are off. */
  const inUrl = (organization: FakeOrganization) => (settings.slugs ? organization.slug : organization.id);

  beforeEach(() => fakeClerk.reset(settings));

  it("opens the organization chosen in Clerk's switcher at its own workspace address", async () => {
    const opened = trackWorkspaces();
    fakeClerk.signIn([ACME, GLOBEX], ACME.id);
    const { router } = renderConfiguredApp(`/w/${inUrl(ACME)}/projects`);
    await waitFor(() => expect(opened.at(-1)?.orgId).toBe('org_acme'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));

    // The header's switcher can be re-rendered while the page settles: click until Clerk has the choice.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Globex' }));
      expect(fakeClerk.setActiveCalls).toContain('org_globex');
    });

    await waitFor(() => expect(currentUrl(router)).toBe(`/w/${inUrl(GLOBEX)}/projects`));
    await waitFor(() => expect(opened.at(-1)?.orgId).toBe('org_globex'));
    expect(screen.queryByRole('heading', { name: /not a member/ })).not.toBeInTheDocument();
  });

  it('lands on the new organization\'s workspace after creating it', async () => {
    const opened = trackWorkspaces();
    fakeClerk.signIn([ACME], ACME.id);
    const user = userEvent.setup();
    const { router } = renderConfiguredApp('/create-organization');

    await user.click(await screen.findByRole('button', { name: 'Create organization Initech' }));

    await waitFor(() => expect(currentUrl(router)).toBe(settings.slugs ? '/w/initech/projects' : '/w/org_new1/projects'));
    await waitFor(() => expect(opened.at(-1)?.orgId).toBe('org_new1'));
  });

  it('gives each workspace a token for its own organization, whichever organization is active', async () => {
    fakeClerk.signIn([ACME, GLOBEX], ACME.id);
    renderConfiguredApp('/');
    await waitFor(() => expect(authStore.get().isSignedIn).toBe(true));

    await expect(authStore.get().getToken({ organizationId: 'org_globex' })).resolves.toEqual(aTokenFor('org_globex'));
    await expect(authStore.get().getToken()).resolves.toEqual(aTokenFor('org_acme'));
    expect(fakeClerk.tokenRequests).toEqual([{ organizationId: 'org_globex' }, { organizationId: undefined }]);
    expect(fakeClerk.activeOrganization?.id).toBe('org_acme');
  });

  if (settings.personalAccounts) {
    it('opens the personal workspace and offers it to people who are not members of a workspace', async () => {
      const opened = trackWorkspaces();
      fakeClerk.signIn([ACME], ACME.id);
      const { router } = renderConfiguredApp('/w/~/projects');

      await waitFor(() => expect(opened.at(-1)?.orgId).toBeNull());
      expect(fakeClerk.activeOrganization).toBeNull();
      await expect(authStore.get().getToken({ organizationId: null })).resolves.toEqual(aTokenFor(null));

      await act(() => router.navigate('/w/initech/projects'));
      expect(await screen.findByRole('heading', { name: "You're not a member of this workspace" })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open your personal workspace' })).toHaveAttribute('href', '/w/~/projects');
    });
  } else {
    it('says plainly that there is no personal workspace, links to the organizations instead, and never waits for one', async () => {
      const opened = trackWorkspaces();
      fakeClerk.signIn([ACME, GLOBEX], ACME.id);
      const { router } = renderConfiguredApp('/w/~/projects');

      expect(await screen.findByRole('heading', { name: 'This application has no personal workspaces' })).toBeInTheDocument();
      const links = within(screen.getByRole('list', { name: 'Your workspaces' })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Acme', `/w/${inUrl(ACME)}/projects`],
        ['Globex', `/w/${inUrl(GLOBEX)}/projects`],
      ]);
      expect(opened).toEqual([]);
      expect(fakeClerk.activeOrganization?.id).toBe('org_acme');

      await act(() => router.navigate('/w/initech/projects'));
      expect(await screen.findByRole('heading', { name: "You're not a member of this workspace" })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open your personal workspace' })).not.toBeInTheDocument();
      await act(() => router.navigate('/w/~/projects'));
      expect(await screen.findByRole('heading', { name: 'This application has no personal workspaces' })).toBeInTheDocument();
      expect(fakeClerk.setActiveCalls).toEqual([null]);
    });

    it('treats a session that must still choose an organization as signed out, with no token', async () => {
      fakeClerk.signIn([ACME], null);
      const { router } = renderConfiguredApp('/w');

      await waitFor(() => expect(currentUrl(router)).toBe('/sign-in?redirect_url=%2Fw'));
      expect(authStore.get().isSignedIn).toBe(false);
      await expect(authStore.get().getToken()).resolves.toBeNull();
    });
  }
});

import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { config } from '@/config';
import { authStore } from '@/auth/authStore';
import { renderConfiguredApp } from '../../../__tests__/helpers/render';

// Clerk's module, replaced: its components render their name and props; its hooks read `mockClerk`.
const mockClerk = {
  throwOnRender: false,
  auth: {} as Record<string, unknown>,
  user: null as Record<string, unknown> | null,
  clerk: {} as Record<string, unknown>,
};

jest.mock('@clerk/react', () => {
  const component = (name: string) =>
    function ClerkComponent(props: Record<string, unknown>) {
      const shown = Object.entries(props)
        .filter(([, value]) => typeof value === 'string')
        .map(([key, value]) => `${key}=${String(value)}`)
        .join(' ');
      return <div data-testid={`clerk-${name}`}>{`${name} ${shown}`}</div>;
    };
  return {
    ClerkProvider: ({ children }: { children: ReactNode }) => {
      if (mockClerk.throwOnRender) throw new Error('@clerk/react: The publishableKey passed to Clerk is invalid.');
      return <>{children}</>;
    },
    SignIn: component('SignIn'),
    SignUp: component('SignUp'),
    UserProfile: component('UserProfile'),
    OrganizationProfile: component('OrganizationProfile'),
    CreateOrganization: component('CreateOrganization'),
    UserButton: component('UserButton'),
    OrganizationSwitcher: component('OrganizationSwitcher'),
    useAuth: () => mockClerk.auth,
    useUser: () => ({ isLoaded: mockClerk.auth.isLoaded, user: mockClerk.user }),
    useClerk: () => mockClerk.clerk,
  };
});

const VALID_KEY = `pk_test_${btoa('clerk.lanes.test$')}`;

function clerkSignedOut() {
  mockClerk.auth = { isLoaded: true, isSignedIn: false, userId: null, sessionId: null, orgId: null, orgRole: null, orgSlug: null };
  mockClerk.user = null;
}

function clerkSignedInToAcme() {
  mockClerk.auth = { isLoaded: true, isSignedIn: true, userId: 'user_2x', sessionId: 'sess_2x', orgId: 'org_acme', orgRole: 'org:admin', orgSlug: 'acme' };
  mockClerk.user = {
    fullName: 'Ada Lovelace',
    username: null,
    primaryEmailAddress: { emailAddress: 'ada@acme.test' },
    hasImage: false,
    imageUrl: '',
    organizationMemberships: [
      { organization: { id: 'org_acme', slug: 'acme', name: 'Acme' }, role: 'org:admin', permissions: ['org:projects:manage'] },
    ],
  };
}

function clerkNeverLoads() {
  mockClerk.auth = { isLoaded: false };
  mockClerk.user = null;
  mockClerk.clerk = { status: 'loading', session: null };
}

beforeEach(() => {
  config.clerkPublishableKey = VALID_KEY;
  mockClerk.throwOnRender = false;
  mockClerk.clerk = {
    status: 'ready',
    session: { getToken: jest.fn(async () => 'clerk-session-token') },
    signOut: jest.fn(async () => {}),
    setActive: jest.fn(async () => {}),
  };
});

describe('Clerk mode', () => {
  it("places Clerk's SignIn on the sign-in page, routed by path", async () => {
    clerkSignedOut();
    renderConfiguredApp('/sign-in');

    expect(await screen.findByTestId('clerk-SignIn')).toHaveTextContent('SignIn routing=path path=/sign-in signUpUrl=/sign-up');
  });

  it("places Clerk's SignUp, UserProfile, OrganizationProfile and CreateOrganization at their pages", async () => {
    clerkSignedInToAcme();
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
    clerkSignedInToAcme();
    renderConfiguredApp('/');

    expect(await screen.findByTestId('clerk-OrganizationSwitcher')).toHaveTextContent('afterSelectPersonalUrl=/w/~/projects');
    expect(screen.getByTestId('clerk-UserButton')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your workspace' })).toHaveAttribute('href', '/w/acme/projects');
    expect(authStore.get()).toMatchObject({
      mode: 'clerk',
      userId: 'user_2x',
      sessionId: 'sess_2x',
      orgId: 'org_acme',
      orgRole: 'org:admin',
      orgSlug: 'acme',
      orgPermissions: ['org:projects:manage'],
      user: { name: 'Ada Lovelace', email: 'ada@acme.test', imageUrl: null },
    });
    await expect(authStore.get().getToken()).resolves.toBe('clerk-session-token');
  });

  it('shows the public pages, and "Sign-in is unavailable right now" once Clerk has not loaded for a while', async () => {
    jest.useFakeTimers();
    try {
      clerkNeverLoads();
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
    clerkNeverLoads();
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
    clerkSignedOut();
    mockClerk.throwOnRender = true;
    renderConfiguredApp('/sign-in');

    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable right now' })).toBeInTheDocument();
    await waitFor(() => expect(authStore.get().status).toBe('unavailable'));
    errors.mockRestore();
    warn.mockRestore();
  });
});

// The Clerk adapter: Clerk's provider and components, with the session published to the auth facade.
// Loaded on demand, only when a publishable key is configured; the only code that imports Clerk.
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ClerkProvider, useAuth as useClerkAuth, useClerk, useUser } from '@clerk/react';
import { AuthComponentsContext } from '../AuthComponentsContext';
import type { NavigateFunction } from '../AuthProvider';
import { authStore } from '../authStore';
import type { Auth, AuthStatus, Membership } from '../types';
import { clerkAppearance } from './appearance';
import { clerkComponents } from './components';

/**
 * Offline, Clerk's script never arrives and Clerk stays "loading" without an error; after this long the
 * app says sign-in is unavailable (and still switches to ready if Clerk turns up later).
 */
export const CLERK_LOAD_TIMEOUT_MS = 12_000;

/** Clerk navigates with full URLs at times: keep same-origin ones in the SPA, leave the rest to the browser. */
function routerNavigation(navigate: NavigateFunction, replace: boolean) {
  return (to: string) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    navigate(url.pathname + url.search + url.hash, { replace });
  };
}

const isClerkScriptFailure = (reason: unknown) =>
  typeof reason === 'object' && reason !== null && (reason as { code?: unknown }).code === 'failed_to_load_clerk_js';

/**
 * When Clerk's script cannot load, Clerk rejects a promise that nobody awaits. The app already shows "sign-in
 * unavailable" for that, so the failure is taken as that signal (at once, not after the timeout) and logged as a
 * warning instead of surfacing as an uncaught error.
 */
function useClerkScriptFailure(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const handle = (event: Event, reason: unknown) => {
      if (!isClerkScriptFailure(reason)) return;
      event.preventDefault();
      console.warn('Lanes: Clerk could not be loaded; sign-in is unavailable.', reason);
      setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => handle(event, event.reason);
    const onError = (event: ErrorEvent) => handle(event, event.error);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return failed;
}

function useLoadTimeout(isLoaded: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (isLoaded) return;
    const timer = window.setTimeout(() => setTimedOut(true), CLERK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [isLoaded]);
  return timedOut;
}

/** Reads Clerk's hooks and keeps the facade's session in step with them. */
function ClerkSessionBridge() {
  const clerkAuth = useClerkAuth();
  const { user } = useUser();
  const clerk = useClerk();
  const timedOut = useLoadTimeout(clerkAuth.isLoaded);
  const scriptFailed = useClerkScriptFailure();
  const status: AuthStatus = clerkAuth.isLoaded
    ? 'ready'
    : timedOut || scriptFailed || clerk.status === 'error'
      ? 'unavailable'
      : 'loading';

  const memberships = useMemo<Membership[]>(
    () =>
      (user?.organizationMemberships ?? []).map(({ organization, role }) => ({
        id: organization.id,
        slug: organization.slug ?? organization.id,
        name: organization.name,
        role,
      })),
    [user?.organizationMemberships],
  );
  const orgPermissions = useMemo(
    () => user?.organizationMemberships.find((membership) => membership.organization.id === clerkAuth.orgId)?.permissions ?? [],
    [user?.organizationMemberships, clerkAuth.orgId],
  );

  const auth = useMemo<Auth>(
    () => ({
      mode: 'clerk',
      status,
      isLoaded: status === 'ready',
      isSignedIn: clerkAuth.isSignedIn === true,
      userId: clerkAuth.userId ?? null,
      sessionId: clerkAuth.sessionId ?? null,
      orgId: clerkAuth.orgId ?? null,
      orgRole: clerkAuth.orgRole ?? null,
      orgSlug: clerkAuth.orgId ? (clerkAuth.orgSlug ?? clerkAuth.orgId) : null,
      orgPermissions,
      user: user
        ? {
            name: user.fullName ?? user.username ?? user.primaryEmailAddress?.emailAddress ?? 'Unnamed',
            email: user.primaryEmailAddress?.emailAddress ?? null,
            imageUrl: user.hasImage ? user.imageUrl : null,
          }
        : null,
      memberships,
      getToken: async () => (clerk.session ? clerk.session.getToken() : null),
      signOut: () => clerk.signOut(),
      setActiveWorkspace: (organizationSlug) => clerk.setActive({ organization: organizationSlug }),
    }),
    [status, clerkAuth.isSignedIn, clerkAuth.userId, clerkAuth.sessionId, clerkAuth.orgId, clerkAuth.orgRole, clerkAuth.orgSlug, orgPermissions, user, memberships, clerk],
  );

  useLayoutEffect(() => authStore.set(auth), [auth]);
  return null;
}

export default function ClerkAuthProvider({
  publishableKey,
  navigate,
  children,
}: {
  publishableKey: string;
  navigate: NavigateFunction;
  children: ReactNode;
}) {
  const routerPush = useMemo(() => routerNavigation(navigate, false), [navigate]);
  const routerReplace = useMemo(() => routerNavigation(navigate, true), [navigate]);
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={routerPush}
      routerReplace={routerReplace}
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      signInFallbackRedirectUrl="/w"
      signUpFallbackRedirectUrl="/w"
      afterSignOutUrl="/"
      appearance={clerkAppearance}
    >
      <ClerkSessionBridge />
      <AuthComponentsContext.Provider value={clerkComponents}>{children}</AuthComponentsContext.Provider>
    </ClerkProvider>
  );
}

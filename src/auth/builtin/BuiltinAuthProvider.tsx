// The built-in sign-in adapter: publishes the server session to the auth facade and renders its own screens.
import { createContext, lazy, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { AuthComponentsContext } from '../AuthComponentsContext';
import type { NavigateFunction } from '../AuthProvider';
import { authStore } from '../authStore';
import { signInPath } from '../paths';
import { SessionChangedNotice } from '../SessionChangedNotice';
import type { Auth, AuthComponents } from '../types';
import { BuiltinAuthClient, type BuiltinAuthState } from './BuiltinAuthClient';
import { takeBootSession } from './bootSession';
import { AccountMenu } from './AccountMenu';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import { withScreenFallback } from '../screenFallback';

const BuiltinAuthClientContext = createContext<BuiltinAuthClient | null>(null);

export function useBuiltinAuthClient(): BuiltinAuthClient {
  const client = useContext(BuiltinAuthClientContext);
  if (!client) throw new Error('useBuiltinAuthClient() is only available inside <BuiltinAuthProvider>.');
  return client;
}

let sharedClient: BuiltinAuthClient | null = null;

/** The app's one client of the built-in sign-in: its first read of the session is the one app.html started. */
export function builtinAuthClient(): BuiltinAuthClient {
  sharedClient ??= new BuiltinAuthClient({ bootSession: takeBootSession });
  return sharedClient;
}

/** Drops the app's client, whose first read of the session failed for want of a network: the next start reads it afresh. */
export function forgetBuiltinAuthClient(): void {
  sharedClient?.dispose();
  sharedClient = null;
}

/** The facade's view of the built-in session. */
export function builtinAuth(state: BuiltinAuthState, client: BuiltinAuthClient): Auth {
  const { session } = state;
  const organization = session?.organization ?? null;
  return {
    mode: 'builtin',
    status: state.status,
    isLoaded: state.status === 'ready',
    isSignedIn: session !== null,
    userId: session?.user.id ?? null,
    sessionId: session?.sessionId ?? null,
    orgId: organization?.id ?? null,
    orgSlug: organization?.slug ?? null,
    user: session ? { name: session.user.name, email: session.user.email, imageUrl: session.user.imageUrl } : null,
    memberships: session?.organizations ?? [],
    personalWorkspace: true,
    getToken: client.getToken,
    signOut: () => client.signOut(),
    setActiveWorkspace: async (organizationId) => {
      const organization = organizationId === null ? null : session?.organizations.find(({ id }) => id === organizationId);
      if (organization === undefined) return false;
      await client.switchOrganization(organization?.slug ?? null);
      return true;
    },
  };
}

export const builtinComponents: AuthComponents = {
  SignInScreen: withScreenFallback(lazy(() => import('./SignInScreen'))),
  SignUpScreen: withScreenFallback(lazy(() => import('./SignUpScreen'))),
  UserProfileScreen: withScreenFallback(lazy(() => import('./UserProfileScreen'))),
  OrganizationProfileScreen: withScreenFallback(lazy(() => import('./OrganizationProfileScreen'))),
  CreateOrganizationScreen: withScreenFallback(lazy(() => import('./CreateOrganizationScreen'))),
  AccountMenu,
  WorkspaceSwitcher,
};

/** The notice of a session changed in another tab, with the way to follow it. */
function SessionChangeFollower({ client, navigate }: { client: BuiltinAuthClient; navigate: NavigateFunction }) {
  const { changedElsewhere } = useSyncExternalStore(client.subscribe, client.getState, client.getState);
  if (!changedElsewhere) return null;
  const follow = () => {
    client.acknowledgeChange();
    if (changedElsewhere.kind === 'signed-out') navigate(signInPath(window.location.pathname + window.location.search));
    else navigate('/w');
  };
  return <SessionChangedNotice change={changedElsewhere} onFollow={follow} />;
}

const assignLocation: NavigateFunction = (to) => window.location.assign(to);

export function BuiltinAuthProvider({
  client = builtinAuthClient(),
  navigate = assignLocation,
  children,
}: {
  client?: BuiltinAuthClient;
  navigate?: NavigateFunction;
  children: ReactNode;
}) {
  useEffect(() => {
    const publish = () => authStore.set(builtinAuth(client.getState(), client));
    publish();
    const unsubscribe = client.subscribe(publish);
    void client.start();
    return unsubscribe;
  }, [client]);

  return (
    <BuiltinAuthClientContext.Provider value={client}>
      <AuthComponentsContext.Provider value={builtinComponents}>
        <SessionChangeFollower client={client} navigate={navigate} />
        {children}
      </AuthComponentsContext.Provider>
    </BuiltinAuthClientContext.Provider>
  );
}

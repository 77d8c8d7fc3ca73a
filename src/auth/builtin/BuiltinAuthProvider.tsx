// The built-in sign-in adapter: publishes the server session to the auth facade and renders its own screens.
import { createContext, lazy, useContext, useEffect, type ReactNode } from 'react';
import { AuthComponentsContext } from '../AuthComponentsContext';
import { authStore } from '../authStore';
import type { Auth, AuthComponents } from '../types';
import { BuiltinAuthClient, type BuiltinAuthState } from './BuiltinAuthClient';
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

/** The app's one client of the built-in sign-in. */
export function builtinAuthClient(): BuiltinAuthClient {
  sharedClient ??= new BuiltinAuthClient();
  return sharedClient;
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
    orgRole: organization?.role ?? null,
    orgSlug: organization?.slug ?? null,
    orgPermissions: organization?.permissions ?? [],
    user: session ? { name: session.user.name, email: session.user.email, imageUrl: session.user.imageUrl } : null,
    memberships: session?.organizations ?? [],
    getToken: client.getToken,
    signOut: () => client.signOut(),
    setActiveWorkspace: (slug) => client.switchOrganization(slug),
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

export function BuiltinAuthProvider({ client = builtinAuthClient(), children }: { client?: BuiltinAuthClient; children: ReactNode }) {
  useEffect(() => {
    const publish = () => authStore.set(builtinAuth(client.getState(), client));
    publish();
    const unsubscribe = client.subscribe(publish);
    void client.start();
    return unsubscribe;
  }, [client]);

  return (
    <BuiltinAuthClientContext.Provider value={client}>
      <AuthComponentsContext.Provider value={builtinComponents}>{children}</AuthComponentsContext.Provider>
    </BuiltinAuthClientContext.Provider>
  );
}

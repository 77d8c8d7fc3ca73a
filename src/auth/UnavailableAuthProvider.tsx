// The adapter used when the sign-in library cannot start (bad key, script that fails to load): nobody is
// signed in, public pages work, and every sign-in screen says sign-in is unavailable.
import { useLayoutEffect, type ReactNode } from 'react';
import { AuthComponentsContext } from './AuthComponentsContext';
import { authStore } from './authStore';
import { SignInUnavailable } from './SignInUnavailable';
import { signedOutAuth, type AuthComponents, type AuthMode } from './types';

const Nothing = () => null;

export const unavailableComponents: AuthComponents = {
  SignInScreen: SignInUnavailable,
  SignUpScreen: SignInUnavailable,
  UserProfileScreen: SignInUnavailable,
  OrganizationProfileScreen: SignInUnavailable,
  CreateOrganizationScreen: SignInUnavailable,
  AccountMenu: Nothing,
  WorkspaceSwitcher: Nothing,
};

export function UnavailableAuthProvider({ mode, children }: { mode: AuthMode; children: ReactNode }) {
  useLayoutEffect(() => {
    authStore.set(signedOutAuth(mode, 'unavailable'));
  }, [mode]);
  return <AuthComponentsContext.Provider value={unavailableComponents}>{children}</AuthComponentsContext.Provider>;
}

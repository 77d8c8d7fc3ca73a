// The auth facade: the only sign-in API the rest of the app uses, whichever adapter is active.
export { AuthProvider, type NavigateFunction } from './AuthProvider';
export { authStore } from './authStore';
export { useAuth } from './useAuth';
export { SignedIn, SignedOut, RequireSignIn } from './gates';
export {
  AccountMenu,
  WorkspaceSwitcher,
  SignInScreen,
  SignUpScreen,
  UserProfileScreen,
  OrganizationProfileScreen,
  CreateOrganizationScreen,
} from './components';
export {
  PERSONAL_WORKSPACE_SLUG,
  REDIRECT_PARAM,
  membershipOf,
  organizationPath,
  organizationSlugOf,
  safeReturnTo,
  signInPath,
  workspacePath,
} from './paths';
export type { Auth, AuthMode, AuthStatus, AuthUser, Membership, TokenOptions } from './types';

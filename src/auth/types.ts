// The shape of the auth facade: what every part of the app may know about the session, whichever adapter
// (Clerk or the built-in sign-in) provides it.
import type { ComponentType } from 'react';

export type AuthMode = 'clerk' | 'builtin';

/** `unavailable`: the sign-in service could not be reached or failed to start; public pages still work. */
export type AuthStatus = 'loading' | 'ready' | 'unavailable';

export interface AuthUser {
  name: string;
  email: string | null;
  imageUrl: string | null;
}

/** An organization the signed-in person belongs to: a workspace they may open. */
export interface Membership {
  id: string;
  slug: string;
  name: string;
  /** The full role key, such as `org:admin`. */
  role: string;
}

export interface AuthState {
  mode: AuthMode;
  status: AuthStatus;
  isLoaded: boolean;
  isSignedIn: boolean;
  userId: string | null;
  sessionId: string | null;
  /** The active organization (workspace); null in the personal workspace or when signed out. */
  orgId: string | null;
  orgRole: string | null;
  orgSlug: string | null;
  orgPermissions: string[];
  user: AuthUser | null;
  memberships: Membership[];
}

export interface AuthActions {
  /** A session token for the API (a short-lived JWT), or null when signed out. */
  getToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Makes an organization the active workspace; null selects the personal workspace. */
  setActiveWorkspace(organizationSlug: string | null): Promise<void>;
}

export type Auth = AuthState & AuthActions;

/** The screens and header widgets each adapter renders in its own way. */
export interface AuthComponents {
  SignInScreen: ComponentType;
  SignUpScreen: ComponentType;
  UserProfileScreen: ComponentType;
  OrganizationProfileScreen: ComponentType;
  CreateOrganizationScreen: ComponentType;
  AccountMenu: ComponentType;
  WorkspaceSwitcher: ComponentType;
}

const noToken = async () => null;
const nothing = async () => {};

/** The state before an adapter has reported anything (or after it has failed, with `status: 'unavailable'`). */
export function signedOutAuth(mode: AuthMode, status: AuthStatus): Auth {
  return {
    mode,
    status,
    isLoaded: status === 'ready',
    isSignedIn: false,
    userId: null,
    sessionId: null,
    orgId: null,
    orgRole: null,
    orgSlug: null,
    orgPermissions: [],
    user: null,
    memberships: [],
    getToken: noToken,
    signOut: nothing,
    setActiveWorkspace: nothing,
  };
}

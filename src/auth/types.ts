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
  /** What names the workspace in URLs: the organization's slug, or its id when it has none (slugs off in Clerk). */
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
  /** The session's active organization; null in the personal workspace or when signed out. */
  orgId: string | null;
  /** The active organization's URL name (its slug, or its id without one); null when none is active. */
  orgSlug: string | null;
  user: AuthUser | null;
  memberships: Membership[];
  /**
   * Whether the personal workspace can be opened: false once the sign-in service has refused it (Clerk
   * applications with personal accounts off).
   */
  personalWorkspace: boolean;
}

export interface TokenOptions {
  /** The organization the token speaks for; null for the personal workspace; omitted: the active one. */
  organizationId?: string | null;
}

export interface AuthActions {
  /**
   * A session token for the API (a short-lived JWT), or null when signed out. Asked for an organization, it
   * speaks for that one whatever the session's active organization is, so each workspace's requests carry a
   * token for that workspace (two tabs on two workspaces both work).
   */
  getToken(options?: TokenOptions): Promise<string | null>;
  signOut(): Promise<void>;
  /**
   * Makes an organization (by id) the session's active one; null selects the personal workspace. Resolves
   * false when the sign-in service refused (the personal workspace where personal accounts are off).
   */
  setActiveWorkspace(organizationId: string | null): Promise<boolean>;
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
const refused = async () => false;

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
    orgSlug: null,
    user: null,
    memberships: [],
    personalWorkspace: true,
    getToken: noToken,
    signOut: nothing,
    setActiveWorkspace: refused,
  };
}

// Clerk's own screens and header widgets, placed at the app's routes and wired to its workspace URLs.
import type { ReactNode } from 'react';
import { CreateOrganization, OrganizationProfile, OrganizationSwitcher, SignIn, SignUp, UserButton, UserProfile } from '@clerk/react';
import { RequireSignIn } from '../gates';
import { organizationPath, workspacePath } from '../paths';
import { ScreenSkeleton } from '../screenFallback';
import { SignInUnavailable } from '../SignInUnavailable';
import type { AuthComponents } from '../types';
import { useAuth } from '../useAuth';
import styles from './components.module.css';

// Function forms: Clerk's '/w/:slug' string form would give '/w/null' for organizations without a slug.
const organizationHome = (organization: { id: string; slug: string | null }) => organizationPath(organization);
const personalHome = () => workspacePath(null);
/** The signed-in person's active workspace, whatever Clerk's settings make it after leaving an organization. */
const ACTIVE_WORKSPACE = '/w';

/** Clerk's screens once Clerk has loaded; a placeholder before, "unavailable" when it cannot load. */
function WhenClerkReady({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'unavailable') return <SignInUnavailable />;
  if (status === 'loading') return <ScreenSkeleton />;
  return children;
}

function ClerkSignInScreen() {
  return (
    <WhenClerkReady>
      <div className={styles.screen}>
        <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" />
      </div>
    </WhenClerkReady>
  );
}

function ClerkSignUpScreen() {
  return (
    <WhenClerkReady>
      <div className={styles.screen}>
        <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" />
      </div>
    </WhenClerkReady>
  );
}

function ClerkUserProfileScreen() {
  return (
    <WhenClerkReady>
      <RequireSignIn>
        <div className={styles.screen}>
          <UserProfile routing="path" path="/user" />
        </div>
      </RequireSignIn>
    </WhenClerkReady>
  );
}

function ClerkOrganizationProfileScreen() {
  return (
    <WhenClerkReady>
      <RequireSignIn>
        <div className={styles.screen}>
          <OrganizationProfile routing="path" path="/organization" afterLeaveOrganizationUrl={ACTIVE_WORKSPACE} />
        </div>
      </RequireSignIn>
    </WhenClerkReady>
  );
}

function ClerkCreateOrganizationScreen() {
  return (
    <WhenClerkReady>
      <RequireSignIn>
        <div className={styles.screen}>
          <CreateOrganization routing="path" path="/create-organization" afterCreateOrganizationUrl={organizationHome} />
        </div>
      </RequireSignIn>
    </WhenClerkReady>
  );
}

function ClerkAccountMenu() {
  const { status, isSignedIn } = useAuth();
  if (status !== 'ready' || !isSignedIn) return null;
  return (
    <UserButton userProfileMode="navigation" userProfileUrl="/user">
      <UserButton.MenuItems>
        <UserButton.Link label="Settings" labelIcon={<span aria-hidden="true">⚙</span>} href="/settings" />
      </UserButton.MenuItems>
    </UserButton>
  );
}

function ClerkWorkspaceSwitcher() {
  const { status, isSignedIn, personalWorkspace } = useAuth();
  if (status !== 'ready' || !isSignedIn) return null;
  return (
    <OrganizationSwitcher
      hidePersonal={!personalWorkspace}
      afterSelectOrganizationUrl={organizationHome}
      afterSelectPersonalUrl={personalHome}
      afterCreateOrganizationUrl={organizationHome}
      organizationProfileMode="navigation"
      organizationProfileUrl="/organization"
      createOrganizationMode="navigation"
      createOrganizationUrl="/create-organization"
    />
  );
}

export const clerkComponents: AuthComponents = {
  SignInScreen: ClerkSignInScreen,
  SignUpScreen: ClerkSignUpScreen,
  UserProfileScreen: ClerkUserProfileScreen,
  OrganizationProfileScreen: ClerkOrganizationProfileScreen,
  CreateOrganizationScreen: ClerkCreateOrganizationScreen,
  AccountMenu: ClerkAccountMenu,
  WorkspaceSwitcher: ClerkWorkspaceSwitcher,
};

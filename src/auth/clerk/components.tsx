// Clerk's own screens and header widgets, placed at the app's routes and wired to its workspace URLs.
import type { ReactNode } from 'react';
import { CreateOrganization, OrganizationProfile, OrganizationSwitcher, SignIn, SignUp, UserButton, UserProfile } from '@clerk/react';
import { RequireSignIn } from '../gates';
import { ScreenSkeleton } from '../screenFallback';
import { SignInUnavailable } from '../SignInUnavailable';
import type { AuthComponents } from '../types';
import { useAuth } from '../useAuth';

const ORGANIZATION_HOME = '/w/:slug/projects';
const PERSONAL_HOME = '/w/~/projects';

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
      <div className="clerk-screen">
        <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" />
      </div>
    </WhenClerkReady>
  );
}

function ClerkSignUpScreen() {
  return (
    <WhenClerkReady>
      <div className="clerk-screen">
        <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" />
      </div>
    </WhenClerkReady>
  );
}

function ClerkUserProfileScreen() {
  return (
    <WhenClerkReady>
      <RequireSignIn>
        <div className="clerk-screen">
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
        <div className="clerk-screen">
          <OrganizationProfile routing="path" path="/organization" afterLeaveOrganizationUrl={PERSONAL_HOME} />
        </div>
      </RequireSignIn>
    </WhenClerkReady>
  );
}

function ClerkCreateOrganizationScreen() {
  return (
    <WhenClerkReady>
      <RequireSignIn>
        <div className="clerk-screen">
          <CreateOrganization routing="path" path="/create-organization" afterCreateOrganizationUrl={ORGANIZATION_HOME} />
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
  const { status, isSignedIn } = useAuth();
  if (status !== 'ready' || !isSignedIn) return null;
  return (
    <OrganizationSwitcher
      afterSelectOrganizationUrl={ORGANIZATION_HOME}
      afterSelectPersonalUrl={PERSONAL_HOME}
      afterCreateOrganizationUrl={ORGANIZATION_HOME}
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

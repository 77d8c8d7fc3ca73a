// Components that show content by sign-in state. Workspace routes gate in their loaders; these serve pages
// that render without a loader (profile screens, landing page, header).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from './paths';
import { useAuth } from './useAuth';

export function SignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useAuth();
  return isSignedIn ? children : null;
}

/** Renders once the adapter knows nobody is signed in (not while it is still loading). */
export function SignedOut({ children }: { children: ReactNode }) {
  const { status, isSignedIn } = useAuth();
  return status !== 'loading' && !isSignedIn ? children : null;
}

/** Shows its children to signed-in people; sends everyone else to sign-in, to come back here afterwards. */
export function RequireSignIn({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { status, isSignedIn } = useAuth();
  const location = useLocation();
  if (isSignedIn) return children;
  if (status === 'loading') return fallback;
  return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
}

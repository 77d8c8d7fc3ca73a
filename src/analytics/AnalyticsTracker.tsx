// Feeds analytics from the router and the session: a page view on every route change, and the signed-in
// user's id and organization (name and email only when the build allows personal data).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/auth';
import { config } from '@/config';
import { analytics } from './analytics';

export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const signedIn = auth.status === 'ready' && auth.isSignedIn && auth.userId !== null;
  const userId = signedIn ? auth.userId : null;
  const organizationId = signedIn ? auth.orgId : null;
  const email = auth.user?.email ?? undefined;
  const name = auth.user?.name ?? undefined;

  useEffect(() => {
    analytics.pageView();
  }, [pathname, search]);

  useEffect(() => {
    if (auth.status === 'loading') return;
    if (!userId) {
      analytics.identify(null);
      return;
    }
    const traits = config.analytics.posthog?.sendPersonalData ? { email, name } : undefined;
    analytics.identify({ userId, organizationId, traits });
  }, [auth.status, userId, organizationId, email, name]);

  return null;
}

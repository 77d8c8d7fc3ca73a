// The landing page inside the running app (`/`): router links, and the way back in for a signed-in visitor.
import { Link } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';
import { LandingPage, SignUpOrSignIn } from './LandingPage';
import { PageLinkContext, type RenderPageLink } from './navigation';
import styles from './LandingPage.module.css';

const renderRouterLink: RenderPageLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

function CallToAction() {
  const auth = useAuth();
  if (!auth.isSignedIn) return <SignUpOrSignIn />;
  return (
    <Link to={workspacePath(auth.orgSlug)} className={styles.primaryAction}>
      Open your workspace
    </Link>
  );
}

export function LandingRoute() {
  return (
    <PageLinkContext value={renderRouterLink}>
      <LandingPage actions={<CallToAction />} />
    </PageLinkContext>
  );
}

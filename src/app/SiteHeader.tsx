// The header on every page: the way home, the workspace switcher and the account menu (or, for visitors
// away from the landing and sign-in pages, a way to sign in).
import { Link, useLocation } from 'react-router-dom';
import { AccountMenu, SignedOut, WorkspaceSwitcher } from '@/auth';

/** Pages that already offer signing in in their own content. */
const SIGN_IN_PAGES = /^\/(?:$|sign-in|sign-up)/;

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Link to="/" className="site-header__brand">
        Lanes
      </Link>
      <div className="site-header__session">
        <WorkspaceSwitcher />
        <AccountMenu />
        {SIGN_IN_PAGES.test(pathname) ? null : (
          <SignedOut>
            <Link to="/sign-in" className="button">
              Sign in
            </Link>
          </SignedOut>
        )}
      </div>
    </header>
  );
}

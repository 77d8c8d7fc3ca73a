// The header on every page: the way home, the workspace's sections (on workspace pages), the workspace switcher and the account menu (or, for visitors
// away from the landing and sign-in pages, a way to sign in). On phones the menus collapse to their short
// forms (the account menu to its avatar, the workspace name cut short).
import { Link, useLocation } from 'react-router-dom';
import { AccountMenu, SignedOut, WorkspaceSwitcher } from '@/auth';
import { buttonClass } from '@/ui/Button';
import styles from './SiteHeader.module.css';
import { WorkspaceNav } from './WorkspaceNav';

/** Pages that already offer signing in in their own content. */
const SIGN_IN_PAGES = /^\/(?:$|sign-in|sign-up)/;

function LanesMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="var(--accent)" />
      <rect x="5.5" y="6" width="3" height="12" rx="1.5" fill="var(--accent-text)" />
      <rect x="10.5" y="6" width="3" height="8" rx="1.5" fill="var(--accent-text)" />
      <rect x="15.5" y="6" width="3" height="10" rx="1.5" fill="var(--accent-text)" />
    </svg>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Link to="/" className={styles.brand}>
        <LanesMark />
        Lanes
      </Link>
      <WorkspaceNav />
      <div className={styles.session}>
        <WorkspaceSwitcher />
        <AccountMenu />
        {SIGN_IN_PAGES.test(pathname) ? null : (
          <SignedOut>
            <Link to="/sign-in" className={buttonClass('secondary')}>
              Sign in
            </Link>
          </SignedOut>
        )}
      </div>
    </header>
  );
}

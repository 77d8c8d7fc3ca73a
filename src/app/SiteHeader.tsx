// The header on every page: the way home, the workspace switcher and the account menu.
import { Link } from 'react-router-dom';
import { AccountMenu, WorkspaceSwitcher } from '@/auth';

export function SiteHeader() {
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
      </div>
    </header>
  );
}

// The built-in account menu: who is signed in, their profile, the organization's settings, and sign-out.
import { Link, useNavigate } from 'react-router-dom';
import { useDisclosure } from '@/ui/useDisclosure';
import { useAuth } from '../useAuth';
import { Avatar } from './Avatar';

export function AccountMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { close, containerRef, buttonProps, panelProps } = useDisclosure();
  if (!auth.isSignedIn || !auth.user) return null;
  const { user } = auth;

  async function signOut() {
    close();
    await auth.signOut();
    navigate('/', { replace: true });
  }

  return (
    <div className="menu" ref={containerRef}>
      <button {...buttonProps} className="menu__button">
        <Avatar name={user.name} imageUrl={user.imageUrl} />
        <span className="menu__label">{user.name}</span>
        <span className="sr-only"> (account menu)</span>
      </button>
      <div {...panelProps} className="menu__panel menu__panel--end">
        <div className="menu__heading">
          <strong>{user.name}</strong>
          {user.email ? <span className="muted">{user.email}</span> : null}
        </div>
        <ul className="menu__list">
          <li>
            <Link to="/user" className="menu__item" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/organization" className="menu__item" onClick={close}>
              Organization settings
            </Link>
          </li>
          <li>
            <button type="button" className="menu__item" onClick={signOut}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

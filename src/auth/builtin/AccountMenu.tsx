// The built-in account menu: who is signed in, their profile, the organization's settings, and sign-out.
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { menuClasses } from '@/ui/Menu';
import { useDisclosure } from '@/ui/useDisclosure';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { useAuth } from '../useAuth';

export function AccountMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { close, containerRef, buttonProps, panelProps } = useDisclosure();
  if (!auth.isSignedIn || !auth.user) return null;
  const { user } = auth;

  async function signOut() {
    close();
    await auth.signOut();
    void navigate('/', { replace: true });
  }

  return (
    <div className={menuClasses.container} ref={containerRef}>
      <button {...buttonProps} className={menuClasses.button}>
        <Avatar name={user.name} imageUrl={user.imageUrl} />
        <span className={menuClasses.collapsibleLabel}>{user.name}</span>
        <VisuallyHidden> (account menu)</VisuallyHidden>
      </button>
      <div {...panelProps} className={menuClasses.panelEnd}>
        <div className={menuClasses.heading}>
          <strong>{user.name}</strong>
          {user.email ? <span className={menuClasses.detail}>{user.email}</span> : null}
        </div>
        <ul className={menuClasses.list}>
          <li>
            <Link to="/user" className={menuClasses.item} onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/settings" className={menuClasses.item} onClick={close}>
              Settings
            </Link>
          </li>
          <li>
            <Link to="/organization" className={menuClasses.item} onClick={close}>
              Organization settings
            </Link>
          </li>
          <li>
            <button type="button" className={menuClasses.item} onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

// The built-in workspace switcher: the person's organizations and personal workspace, as links to their
// project lists (the workspace route makes the chosen one active), plus creating an organization.
import { Link } from 'react-router-dom';
import { menuClasses } from '@/ui/Menu';
import { useDisclosure } from '@/ui/useDisclosure';
import { workspacePath } from '../paths';
import { useAuth } from '../useAuth';

export function WorkspaceSwitcher() {
  const auth = useAuth();
  const { containerRef, buttonProps, panelProps, close } = useDisclosure();
  if (!auth.isSignedIn) return null;
  const active = auth.memberships.find((membership) => membership.id === auth.orgId);
  const activeName = active?.name ?? 'Personal workspace';

  return (
    <div className={menuClasses.container} ref={containerRef}>
      <button {...buttonProps} className={menuClasses.button}>
        <span className={menuClasses.label}>{activeName}</span>
        <span className="sr-only"> (switch workspace)</span>
        <span aria-hidden="true" className={menuClasses.chevron}>▾</span>
      </button>
      <nav {...panelProps} className={menuClasses.panelStart} aria-label="Workspaces">
        <ul className={menuClasses.list}>
          {auth.memberships.map((membership) => (
            <li key={membership.id}>
              <Link
                to={workspacePath(membership.slug)}
                className={menuClasses.item}
                aria-current={membership.id === auth.orgId ? 'true' : undefined}
                onClick={close}
              >
                {membership.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={workspacePath(null)}
              className={menuClasses.item}
              aria-current={auth.orgId === null ? 'true' : undefined}
              onClick={close}
            >
              Personal workspace
            </Link>
          </li>
          <li className={menuClasses.separator}>
            <Link to="/create-organization" className={menuClasses.item} onClick={close}>
              Create organization
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

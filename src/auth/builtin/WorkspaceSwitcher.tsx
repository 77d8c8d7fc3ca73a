// The built-in workspace switcher: the person's organizations and personal workspace, as links to their
// project lists (the workspace route makes the chosen one active), plus creating an organization.
import { Link, useMatch } from 'react-router-dom';
import { menuClasses } from '@/ui/Menu';
import { useDisclosure } from '@/ui/useDisclosure';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { membershipOf, organizationSlugOf, workspacePath } from '../paths';
import { useAuth } from '../useAuth';

export function WorkspaceSwitcher() {
  const auth = useAuth();
  const { containerRef, buttonProps, panelProps, close } = useDisclosure();
  // The workspace this tab shows (another tab may have made another one the session's active one).
  const shown = useMatch('/w/:workspaceSlug/*')?.params.workspaceSlug;
  if (!auth.isSignedIn) return null;
  const currentId =
    shown === undefined ? auth.orgId : organizationSlugOf(shown) === null ? null : (membershipOf(auth.memberships, shown)?.id ?? auth.orgId);
  const active = auth.memberships.find((membership) => membership.id === currentId);
  const activeName = active?.name ?? 'Personal workspace';

  return (
    <div className={menuClasses.container} ref={containerRef}>
      <button {...buttonProps} className={menuClasses.button}>
        <span className={menuClasses.label}>{activeName}</span>
        <VisuallyHidden> (switch workspace)</VisuallyHidden>
        <span aria-hidden="true" className={menuClasses.chevron}>▾</span>
      </button>
      <nav {...panelProps} className={menuClasses.panelStart} aria-label="Workspaces">
        <ul className={menuClasses.list}>
          {auth.memberships.map((membership) => (
            <li key={membership.id}>
              <Link
                to={workspacePath(membership.slug)}
                className={menuClasses.item}
                aria-current={membership.id === currentId ? 'true' : undefined}
                onClick={close}
              >
                {membership.name}
              </Link>
            </li>
          ))}
          {auth.personalWorkspace ? (
            <li>
              <Link
                to={workspacePath(null)}
                className={menuClasses.item}
                aria-current={currentId === null ? 'true' : undefined}
                onClick={close}
              >
                Personal workspace
              </Link>
            </li>
          ) : null}
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

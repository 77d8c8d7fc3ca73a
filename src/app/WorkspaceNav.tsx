// The workspace's sections, in the header of every workspace page: its projects, its labels, its members, and
// the viewer's inbox with the unread count (once the workspace's environment is there).
import { Link, NavLink, useLocation, useMatch, useRouteLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { workspacePath } from '@/auth';
import { InboxNavLink } from '@/features/inbox/InboxNavLink';
import { WORKSPACE_ROUTE_ID } from '@/workspace/routeId';
import styles from './SiteHeader.module.css';

const SECTIONS = [
  { page: 'projects', label: 'Projects' },
  { page: 'settings/labels', label: 'Labels' },
  { page: 'settings/members', label: 'Members' },
] as const;

const sectionClass = ({ isActive }: { isActive: boolean }) => [styles.section, isActive ? styles.current : null].filter(Boolean).join(' ');

export function WorkspaceNav() {
  const match = useMatch('/w/:workspaceSlug/*');
  const workspaceSlug = match?.params.workspaceSlug;
  const workspace = useRouteLoaderData(WORKSPACE_ROUTE_ID) as { environment?: IEnvironment } | undefined;
  const { pathname } = useLocation();
  if (!workspaceSlug) return null;
  // An issue's page belongs to its project, so to Projects too (its address is not under /projects).
  const onIssue = pathname.startsWith(`${workspacePath(workspaceSlug, 'issue')}/`);
  return (
    <nav aria-label="Workspace" className={styles.sections}>
      {SECTIONS.map(({ page, label }) => {
        const to = workspacePath(workspaceSlug, page);
        // Projects stays current on a project's board and list, and on an issue.
        const current = pathname === to || (page === 'projects' && (pathname.startsWith(`${to}/`) || onIssue));
        return (
          <Link key={page} to={to} className={sectionClass({ isActive: current })} aria-current={current ? 'page' : undefined}>
            {label}
          </Link>
        );
      })}
      {workspace?.environment ? (
        <InboxNavLink key={workspaceSlug} environment={workspace.environment} workspaceSlug={workspaceSlug} className={sectionClass} />
      ) : (
        <NavLink to={workspacePath(workspaceSlug, 'inbox')} end className={sectionClass}>
          Inbox
        </NavLink>
      )}
    </nav>
  );
}

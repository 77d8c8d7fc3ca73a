// The workspace's sections, in the header of every workspace page: its projects, its labels, its members, and
// the viewer's inbox with the unread count (once the workspace's environment is there).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useMatch, useRouteLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { workspacePath } from '@/auth';
import { InboxNavLink } from '@/features/inbox/InboxNavLink';
import { WORKSPACE_ROUTE_ID } from '@/workspace/routeId';
import styles from './SiteHeader.module.css';

// The saved views' menu loads after the header's first paint (it is not what a page shows first).
const ViewsNavMenu = lazy(() => import('@/features/views/ViewsNavMenu').then((loaded) => ({ default: loaded.ViewsNavMenu })));

const SECTIONS = [
  // My issues and every project's issues (#21).
  { page: 'my-issues', label: 'My issues' },
  { page: 'issues', label: 'Issues' },
  { page: 'projects', label: 'Projects' },
  { page: 'cycles', label: 'Cycles' },
  { page: 'settings/labels', label: 'Labels' },
  { page: 'settings/members', label: 'Members' },
  { page: 'settings/webhooks', label: 'Webhooks' },
] as const;

const sectionClass = ({ isActive }: { isActive: boolean }) => [styles.section, isActive ? styles.current : null].filter(Boolean).join(' ');

export function WorkspaceNav() {
  const match = useMatch('/w/:workspaceSlug/*');
  const workspaceSlug = match?.params.workspaceSlug;
  const workspace = useRouteLoaderData(WORKSPACE_ROUTE_ID) as { environment?: IEnvironment } | undefined;
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways in one row: the current one is centred in it (sideways only: the page
  // itself does not move).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const [rowBox, currentBox] = [row.getBoundingClientRect(), current.getBoundingClientRect()];
    row.scrollLeft += currentBox.left - rowBox.left - (rowBox.width - currentBox.width) / 2;
  }, [pathname]);
  if (!workspaceSlug) return null;
  // An issue's page belongs to its project, so to Projects too (its address is not under /projects).
  const onIssue = pathname.startsWith(`${workspacePath(workspaceSlug, 'issue')}/`);
  return (
    <nav ref={nav} aria-label="Workspace" className={styles.sections}>
      {SECTIONS.map(({ page, label }) => {
        const to = workspacePath(workspaceSlug, page);
        // Projects stays current on a project's board and list, and on an issue; Cycles on a cycle's page.
        const current = pathname === to || (page === 'projects' && (pathname.startsWith(`${to}/`) || onIssue)) || (page === 'cycles' && pathname.startsWith(`${to}/`));
        return (
          <Link key={page} to={to} className={sectionClass({ isActive: current })} aria-current={current ? 'page' : undefined}>
            {label}
          </Link>
        );
      })}
      {workspace?.environment ? (
        <Suspense fallback={null}>
          <ViewsNavMenu key={`views:${workspaceSlug}`} environment={workspace.environment} workspaceSlug={workspaceSlug} className={styles.section} />
        </Suspense>
      ) : null}
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

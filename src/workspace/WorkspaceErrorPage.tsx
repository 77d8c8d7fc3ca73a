// What a workspace page shows when it cannot: not a member of this workspace, no personal workspace in this
// application, or the route's error page.
import { useId } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';
import { RouteErrorPage } from '@/routing/RouteErrorPage';
import { Panel } from '@/ui/Panel';
import { NO_PERSONAL_WORKSPACE, NOT_A_MEMBER } from './requireWorkspace';

/** Where the person can go instead: their personal workspace when the application has one, else their organizations. */
function OwnWorkspaceLinks() {
  const auth = useAuth();
  if (auth.personalWorkspace) {
    return (
      <p>
        <Link to={workspacePath(null)}>Open your personal workspace</Link>
      </p>
    );
  }
  if (auth.memberships.length === 0) {
    return (
      <p>
        <Link to="/create-organization">Create an organization</Link>
      </p>
    );
  }
  return (
    <ul aria-label="Your workspaces">
      {auth.memberships.map((membership) => (
        <li key={membership.id}>
          <Link to={workspacePath(membership.slug)}>{membership.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function NoPersonalWorkspacePage() {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <title>No personal workspace · Lanes</title>
      <h1 id={headingId}>This application has no personal workspaces</h1>
      <p>Every workspace here belongs to an organization. Open one of yours.</p>
      <OwnWorkspaceLinks />
    </Panel>
  );
}

function NotAMemberPage() {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <title>Not a member · Lanes</title>
      <h1 id={headingId}>You&apos;re not a member of this workspace</h1>
      <p>Ask one of its admins to invite you, or open one of your own workspaces.</p>
      <OwnWorkspaceLinks />
    </Panel>
  );
}

export function WorkspaceErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === NOT_A_MEMBER) return <NotAMemberPage />;
  if (isRouteErrorResponse(error) && error.status === NO_PERSONAL_WORKSPACE) return <NoPersonalWorkspacePage />;
  return <RouteErrorPage />;
}

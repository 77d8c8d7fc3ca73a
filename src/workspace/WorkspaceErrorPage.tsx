// What a workspace page shows when it cannot: not a member of this workspace, or the route's error page.
import { useId } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { workspacePath } from '@/auth';
import { RouteErrorPage } from '@/routing/RouteErrorPage';
import { NOT_A_MEMBER } from './requireWorkspace';

function NotAMemberPage() {
  const headingId = useId();
  return (
    <section className="panel" aria-labelledby={headingId}>
      <title>Not a member · Lanes</title>
      <h1 id={headingId}>You&apos;re not a member of this workspace</h1>
      <p>Ask one of its admins to invite you, or open one of your own workspaces.</p>
      <p>
        <Link to={workspacePath(null)}>Open your personal workspace</Link>
      </p>
    </section>
  );
}

export function WorkspaceErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === NOT_A_MEMBER) return <NotAMemberPage />;
  return <RouteErrorPage />;
}

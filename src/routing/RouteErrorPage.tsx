// A route's error element, shared by the app's routes and the workspace's: what went wrong in words for
// people, and a Retry that really fetches again (revalidating re-runs the loaders, which start the page's
// query anew).
import { useId } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { signInPath } from '@/auth';
import { describeError, toApiError } from '@/relay/errors';
import { buttonClass, ButtonRow } from '@/ui/Button';
import { Panel } from '@/ui/Panel';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const location = useLocation();
  const headingId = useId();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const apiError = toApiError(error);
  const retrying = revalidator.state === 'loading';
  return (
    <Panel aria-labelledby={headingId}>
      <title>Couldn&apos;t load this page · Lanes</title>
      <h1 id={headingId}>This page couldn&apos;t be loaded</h1>
      <p>{describeError(apiError)}</p>
      <ButtonRow>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void revalidator.revalidate()}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          Retry
        </button>
        {apiError.code === 'UNAUTHENTICATED' ? (
          <Link to={signInPath(location.pathname + location.search)}>Sign in again</Link>
        ) : (
          <Link to="/">Go to the home page</Link>
        )}
      </ButtonRow>
    </Panel>
  );
}

// The 404 page.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '@/ui/Panel';

export function NotFoundPage() {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <title>Page not found · Lanes</title>
      <h1 id={headingId}>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Panel>
  );
}

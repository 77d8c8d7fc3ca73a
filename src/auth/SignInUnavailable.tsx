// What sign-in shows when the sign-in service cannot be reached: a plain explanation, never a blank page.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, ButtonRow } from '@/ui/Button';
import { Panel } from '@/ui/Panel';

export function SignInUnavailable() {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <title>Sign-in unavailable · Lanes</title>
      <h1 id={headingId}>Sign-in is unavailable right now</h1>
      <p>Lanes could not reach its sign-in service. Check your connection, then try again in a moment.</p>
      <ButtonRow>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/">Back to the home page</Link>
      </ButtonRow>
    </Panel>
  );
}

// The public landing page: what Lanes is, and the way in (sign in / sign up, or back to your workspace).
import { Link } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';

function CallToAction() {
  const auth = useAuth();
  if (auth.status === 'loading') return <div className="hero__actions hero__actions--pending" aria-hidden="true" />;
  if (auth.isSignedIn) {
    return (
      <div className="hero__actions">
        <Link to={workspacePath(auth.orgSlug)} className="button button--primary button--large">
          Open your workspace
        </Link>
      </div>
    );
  }
  return (
    <div className="hero__actions">
      <Link to="/sign-up" className="button button--primary button--large">
        Sign up
      </Link>
      <Link to="/sign-in" className="button button--large">
        Sign in
      </Link>
    </div>
  );
}

export function LandingPage() {
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">Lanes</h1>
        <p className="hero__lead">
          Lanes is a real-time issue tracker for teams. Plan projects, file issues and move work across the board:
          every change reaches everyone&apos;s screen the moment it happens, without a refresh.
        </p>
        <CallToAction />
      </section>
      <section className="features" aria-label="Why Lanes">
        <article>
          <h2>Live by default</h2>
          <p>Projects, issues, comments and moves on the board update for the whole team as they happen.</p>
        </article>
        <article>
          <h2>A workspace per team</h2>
          <p>Each organization gets its own workspace, with roles that decide who may change what.</p>
        </article>
        <article>
          <h2>Made for the keyboard</h2>
          <p>Everything you can do with a mouse you can do with the keyboard, and screen readers are first-class.</p>
        </article>
      </section>
    </div>
  );
}

// The public landing page: what Lanes is and why a team would use it, the product at a glance, and the way in.
// Prerendered at build time (see prerender.tsx), so it paints before any script runs.
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { BoardSnapshot } from './BoardSnapshot';
import { PageLink } from './navigation';
import styles from './LandingPage.module.css';

const REASONS = [
  {
    title: 'A live board',
    text: 'Every new issue, comment and move on the board reaches your whole team the moment it happens. No refresh, no stale lists.',
  },
  {
    title: 'Keyboard speed',
    text: 'Create, find and move work without reaching for the mouse. Every action has a key, and screen readers are first-class.',
  },
  {
    title: 'Permissions that fit your team',
    text: 'A workspace per organization. Admins manage, members create, viewers read: each person sees what their role allows.',
  },
];

/** Sign up and sign in: what a visitor who is not (yet) known to be signed in is offered. */
export function SignUpOrSignIn() {
  return (
    <>
      <PageLink to="/sign-up" className={styles.primaryAction}>
        Sign up
      </PageLink>
      <PageLink to="/sign-in" className={styles.secondaryAction}>
        Sign in
      </PageLink>
    </>
  );
}

export function LandingPage({ actions = <SignUpOrSignIn /> }: { actions?: ReactNode }) {
  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          Lanes
        </h1>
        <p className={styles.tagline}>The issue tracker that keeps up with your team.</p>
        <p className={styles.lead}>
          Lanes is a real-time issue tracker for teams: plan projects, file issues and move work across a board that
          everyone sees change live, at the speed of your keyboard, with permissions that match how your team works.
        </p>
        <div className={styles.actions}>{actions}</div>
      </section>
      <BoardSnapshot />
      <section className={styles.reasons} aria-labelledby="landing-reasons">
        <h2 id="landing-reasons" className={visuallyHidden}>
          Why teams use Lanes
        </h2>
        {REASONS.map((reason) => (
          <article key={reason.title} className={styles.reason}>
            <h3 className={styles.reasonTitle}>{reason.title}</h3>
            <p>{reason.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}

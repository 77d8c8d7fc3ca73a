// The built-in sign-in screen: demo accounts as one-click buttons, and an email form for any other account.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { buttonClass } from '@/ui/Button';
import { Form, FormError, TextField } from '@/ui/Field';
import { Panel } from '@/ui/Panel';
import { SignInUnavailable } from '../SignInUnavailable';
import { REDIRECT_PARAM, workspaceOfPath, workspacePath } from '../paths';
import { useAuth } from '../useAuth';
import { BuiltinAuthError, type BuiltinAuthClient, type DemoAccount } from './BuiltinAuthClient';
import { useBuiltinAuthClient } from './BuiltinAuthProvider';
import { BuiltinNotice } from './BuiltinNotice';
import styles from './SignInScreen.module.css';
import { useReturnTo } from './useReturnTo';

type Accounts = { status: 'loading' } | { status: 'loaded'; accounts: DemoAccount[] } | { status: 'failed' };

function useDemoAccounts(client: BuiltinAuthClient): Accounts {
  const [accounts, setAccounts] = useState<Accounts>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    client.listDemoAccounts().then(
      (list) => current && setAccounts({ status: 'loaded', accounts: list }),
      () => current && setAccounts({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return accounts;
}

/**
 * The organization to sign in to: the one the return-to page belongs to when the account is a member,
 * else the account's first; none (the personal workspace) when the page is in the personal workspace.
 */
function organizationFor(account: DemoAccount | undefined, returnTo: string | null): string | null {
  const wanted = workspaceOfPath(returnTo);
  if (wanted === null) return null;
  if (!account) return wanted ?? null;
  if (wanted && account.organizations.some((organization) => organization.slug === wanted)) return wanted;
  return account.organizations[0]?.slug ?? null;
}

export default function SignInScreen() {
  const client = useBuiltinAuthClient();
  const auth = useAuth();
  const returnTo = useReturnTo();
  const accounts = useDemoAccounts(client);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const headingId = useId();

  if (auth.isSignedIn) return <Navigate to={returnTo ?? workspacePath(auth.orgSlug)} replace />;
  if (auth.status === 'unavailable') return <SignInUnavailable />;

  async function signIn(address: string, source: 'account' | 'form') {
    const known = accounts.status === 'loaded' ? accounts.accounts.find((account) => account.email === address) : undefined;
    const organizationSlug = organizationFor(known, returnTo);
    setPendingEmail(address);
    setEmailError(null);
    setFormError(null);
    try {
      try {
        await client.signIn(address, organizationSlug);
      } catch (error) {
        // An account unknown to this screen may not belong to the organization the return-to page names.
        if (!(error instanceof BuiltinAuthError && error.field === 'organizationSlug')) throw error;
        await client.signIn(address, null);
      }
      const { session } = client.getState();
      if (session && !session.organization && session.organizations.length > 0 && workspaceOfPath(returnTo) !== null) {
        await client.switchOrganization(session.organizations[0].slug);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Signing in failed.';
      if (source === 'form' && error instanceof BuiltinAuthError && error.field === 'email') setEmailError(message);
      else setFormError(message);
    } finally {
      setPendingEmail(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setEmailError('Enter the email address of your account.');
      return;
    }
    void signIn(address, 'form');
  }

  const signUpHref = returnTo ? `/sign-up?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : '/sign-up';

  return (
    <Panel aria-labelledby={headingId}>
      <title>Sign in · Lanes</title>
      <h1 id={headingId}>Sign in to Lanes</h1>
      <BuiltinNotice />
      {formError ? <FormError>{formError}</FormError> : null}

      <h2 className={styles.subheading}>Demo accounts</h2>
      {accounts.status === 'loading' ? <p className={styles.status}>Loading demo accounts…</p> : null}
      {accounts.status === 'failed' ? <p className={styles.status}>The demo accounts could not be loaded.</p> : null}
      {accounts.status === 'loaded' && accounts.accounts.length === 0 ? (
        <p className={styles.status}>This server has no demo accounts.</p>
      ) : null}
      {accounts.status === 'loaded' && accounts.accounts.length > 0 ? (
        <ul className={styles.accounts} aria-label="Demo accounts">
          {accounts.accounts.map((account) => {
            const descriptionId = `${headingId}-${account.email}`;
            return (
              <li key={account.email} className={styles.account}>
                <button
                  type="button"
                  className={buttonClass('secondary', 'md', styles.accountButton)}
                  aria-describedby={descriptionId}
                  disabled={pendingEmail !== null}
                  onClick={() => void signIn(account.email, 'account')}
                >
                  {account.email}
                </button>
                <span id={descriptionId} className={styles.status}>
                  {account.name}
                  {account.organizations.length > 0
                    ? ` · ${account.organizations.map((organization) => `${organization.name} (${organization.role.replace(/^org:/, '')})`).join(', ')}`
                    : ' · personal workspace only'}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}

      <h2 className={styles.subheading}>Another account</h2>
      <Form onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={pendingEmail !== null}>
            Sign in
          </button>
        </div>
      </Form>
      <p>
        No account yet? <Link to={signUpHref}>Sign up</Link>
      </p>
    </Panel>
  );
}

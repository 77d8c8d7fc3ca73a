// The built-in sign-up screen: a name and an email make an account on this server (no password).
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { emailError } from '@/rules/email';
import { buttonClass } from '@/ui/Button';
import { Form, FormError, TextField } from '@/ui/Field';
import { Panel } from '@/ui/Panel';
import { SignInUnavailable } from '../SignInUnavailable';
import { REDIRECT_PARAM, workspacePath } from '../paths';
import { useAuth } from '../useAuth';
import { BuiltinAuthError } from './BuiltinAuthClient';
import { useBuiltinAuthClient } from './BuiltinAuthProvider';
import { BuiltinNotice } from './BuiltinNotice';
import { useReturnTo } from './useReturnTo';

type Field = 'name' | 'email';

export default function SignUpScreen() {
  const client = useBuiltinAuthClient();
  const auth = useAuth();
  const returnTo = useReturnTo();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();

  if (auth.isSignedIn) return <Navigate to={returnTo ?? workspacePath(auth.orgSlug)} replace />;
  if (auth.status === 'unavailable') return <SignInUnavailable />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!name) found.name = 'Enter your name.';
    else if (name.length > 80) found.name = 'Use at most 80 characters.';
    const problem = emailError(email);
    if (problem) found.email = problem;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await client.signUp(name, email);
    } catch (error) {
      if (error instanceof BuiltinAuthError && (error.field === 'name' || error.field === 'email')) {
        setErrors({ [error.field]: error.message });
      } else {
        setFormError(error instanceof Error ? error.message : 'Signing up failed.');
      }
    } finally {
      setPending(false);
    }
  }

  const signInHref = returnTo ? `/sign-in?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : '/sign-in';

  return (
    <Panel aria-labelledby={headingId}>
      <title>Sign up · Lanes</title>
      <h1 id={headingId}>Create your Lanes account</h1>
      <BuiltinNotice />
      {formError ? <FormError>{formError}</FormError> : null}
      <Form onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={errors.email}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            Sign up
          </button>
        </div>
      </Form>
      <p>
        Already have an account? <Link to={signInHref}>Sign in</Link>
      </p>
    </Panel>
  );
}

// The built-in profile screen: the signed-in person's name (editable) and email.
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/ui/Button';
import { Form, TextField } from '@/ui/Field';
import { Panel } from '@/ui/Panel';
import { useToasts } from '@/ui/toasts';
import { RequireSignIn } from '../gates';
import { useAuth } from '../useAuth';
import { BuiltinAuthError } from './BuiltinAuthClient';
import { useBuiltinAuthClient } from './BuiltinAuthProvider';
import { ScreenSkeleton } from '../screenFallback';
import styles from './UserProfileScreen.module.css';

function ProfileForm({ initialName, email }: { initialName: string; email: string | null }) {
  const client = useBuiltinAuthClient();
  const toasts = useToasts();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 80) {
      setError('Use 1 to 80 characters.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await client.updateProfile(trimmed);
      toasts.success('Profile saved.');
    } catch (failure) {
      if (failure instanceof BuiltinAuthError && failure.field === 'name') setError(failure.message);
      else toasts.error(failure instanceof Error ? failure.message : 'Saving the profile failed.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel aria-labelledby={headingId}>
      <title>Your profile · Lanes</title>
      <h1 id={headingId}>Your profile</h1>
      <Form onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={error} />
        <p>
          <span className={styles.label}>Email</span>
          <br />
          {email ?? 'No email address'}
        </p>
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            Save
          </button>
        </div>
      </Form>
    </Panel>
  );
}

export default function UserProfileScreen() {
  const auth = useAuth();
  return (
    <RequireSignIn fallback={<ScreenSkeleton />}>
      {auth.user ? <ProfileForm key={auth.userId} initialName={auth.user.name} email={auth.user.email} /> : null}
    </RequireSignIn>
  );
}

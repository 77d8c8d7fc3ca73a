// The "Invite people" dialog: an email and a role. The person joins with that role when they next sign in (or sign
// up). The server's refusal shows next to the field it is about.
import { useId, useRef, useState, type FormEvent } from 'react';
import { emailError, normalizeEmail } from '@/rules/email';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { SelectField, TextField } from '@/ui/Field';
import { ROLES, type Role } from './roles';
import { useInviteMemberMutation, type InviteField } from './useInviteMemberMutation';

type Errors = Partial<Record<InviteField, string>>;

export function InviteMemberDialog({ open, onClose, connectionId }: { open: boolean; onClose: () => void; connectionId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('org:member');
  const [errors, setErrors] = useState<Errors>({});
  const [inviteMember, isInviting] = useInviteMemberMutation();

  function focusField(field: InviteField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function close() {
    setEmail('');
    setRole('org:member');
    setErrors({});
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    if (problem) {
      setErrors({ email: problem });
      focusField('email');
      return;
    }
    setErrors({});
    inviteMember({
      email: normalizeEmail(email),
      role,
      connectionId,
      onInvited: close,
      onFieldError: (field, message) => {
        setErrors({ [field]: message });
        focusField(field);
      },
    });
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={close}>
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>Invite people</h2>
        <TextField
          label="Email"
          name="email"
          type="email"
          hint="They join this workspace when they next sign in, or sign up with this address."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value as Role)} error={errors.role}>
          {ROLES.map((option) => (
            <option key={option.role} value={option.role}>
              {option.label}: {option.description}
            </option>
          ))}
        </SelectField>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isInviting} aria-busy={isInviting || undefined}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

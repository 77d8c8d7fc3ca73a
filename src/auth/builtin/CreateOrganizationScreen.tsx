// The built-in screen to create an organization: it becomes the active workspace, with you as its admin.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '@/ui/Button';
import { Form, FormError, TextField } from '@/ui/Field';
import { Panel } from '@/ui/Panel';
import { RequireSignIn } from '../gates';
import { workspacePath } from '../paths';
import { ScreenSkeleton } from '../screenFallback';
import { BuiltinAuthError } from './BuiltinAuthClient';
import { useBuiltinAuthClient } from './BuiltinAuthProvider';

type Field = 'name' | 'slug';

/** A URL-safe slug from a name: "Acme Corp." → "acme-corp". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}

function CreateOrganizationForm() {
  const client = useBuiltinAuthClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const effectiveSlug = slugEdited ? slug : slugify(name);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = 'Enter a name for the organization.';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(effectiveSlug)) {
      found.slug = 'Use lowercase letters, digits and single hyphens, such as acme-corp.';
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await client.createOrganization(name.trim(), effectiveSlug);
      void navigate(workspacePath(effectiveSlug));
    } catch (error) {
      if (error instanceof BuiltinAuthError && (error.field === 'name' || error.field === 'slug')) {
        setErrors({ [error.field]: error.message });
      } else {
        setFormError(error instanceof Error ? error.message : 'Creating the organization failed.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel aria-labelledby={headingId}>
      <title>Create an organization · Lanes</title>
      <h1 id={headingId}>Create an organization</h1>
      <p>An organization is a workspace for a team. You become its admin and can open it from the workspace switcher.</p>
      {formError ? <FormError>{formError}</FormError> : null}
      <Form onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <TextField
          label="Slug"
          name="slug"
          hint={`The workspace's address: /w/${effectiveSlug || 'your-slug'}`}
          value={effectiveSlug}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value.toLowerCase());
          }}
          error={errors.slug}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            Create organization
          </button>
        </div>
      </Form>
    </Panel>
  );
}

export default function CreateOrganizationScreen() {
  return (
    <RequireSignIn fallback={<ScreenSkeleton />}>
      <CreateOrganizationForm />
    </RequireSignIn>
  );
}

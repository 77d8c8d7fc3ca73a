// The "New project" dialog: a modal <dialog> with the key, name and description, checked as the server
// checks them. The project shows in the list as soon as it is submitted; a refusal about a field shows next to
// it, any other failure inside the dialog (not in a toast behind its backdrop), and the submit button retries.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { Form, TextAreaField, TextField } from '@/ui/Field';
import { describeError } from '@/relay/errors';
import { characterCount, DESCRIPTION_MAX_LENGTH, validateProject, type ProjectDraft, type ProjectErrors, type ProjectField } from '@/rules/project';
import styles from './Projects.module.css';
import { useCreateProjectMutation } from './useCreateProjectMutation';

const EMPTY_DRAFT: ProjectDraft = { key: '', name: '', description: '' };
const FIELD_ORDER: ProjectField[] = ['key', 'name', 'description'];

export interface CreateProjectDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list the new project joins at the top (see useCreateProjectMutation). */
  connectionId: string | null;
  /** Called once the server has created it. */
  onCreated?: () => void;
}

export function CreateProjectDialog({ open, onClose, connectionId, onCreated }: CreateProjectDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState<ProjectDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // A failure that is about no field (offline, refused, the server's fault), shown in the dialog with a retry.
  const [failure, setFailure] = useState<string | null>(null);
  const [createProject, isCreating] = useCreateProjectMutation();

  function focusField(field: ProjectField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function update(field: ProjectField, value: string) {
    const next = { ...draft, [field]: field === 'key' ? value.toUpperCase() : value };
    setDraft(next);
    // Once the form has been submitted, errors follow the input so they vanish as they are fixed.
    if (submitted) setErrors(validateProject(next));
  }

  function close() {
    setFailure(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validateProject(draft);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    createProject({
      draft,
      connectionId,
      onCreated: () => {
        setDraft(EMPTY_DRAFT);
        setErrors({});
        setSubmitted(false);
        close();
        onCreated?.();
      },
      onFieldError: (field, message) => {
        setErrors((current) => ({ ...current, [field]: message }));
        focusField(field);
      },
      onError: (error) => setFailure(`The project was not created. ${describeError(error)}`),
    });
  }

  return (
    <Dialog open={open} labelledBy={titleId} onClose={close}>
      <Form ref={formRef} onSubmit={onSubmit}>
        <h2 id={titleId}>New project</h2>
        <TextField
          label="Key"
          name="key"
          hint="2 to 5 capital letters, such as WEB. Issue numbers start with it."
          value={draft.key}
          onChange={(event) => update('key', event.target.value)}
          error={errors.key}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={5}
          short
        />
        <TextField
          label="Name"
          name="name"
          value={draft.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <TextAreaField
          label="Description"
          name="description"
          hint={`Optional, up to 2,000 characters (${characterCount(draft.description).toLocaleString('en')} / ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')}).`}
          value={draft.description}
          onChange={(event) => update('description', event.target.value)}
          error={errors.description}
          rows={4}
        />
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isCreating} aria-busy={isCreating || undefined}>
            {failure ? 'Try again' : 'Create project'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

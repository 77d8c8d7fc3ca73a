// The "New issue" dialog, opened from a project page or one of its columns (whose status it starts with): the
// title, a Markdown description with its preview, and every field, checked as the server checks them. The
// issue shows in the given connections as soon as it is submitted; if the server refuses, the dialog says why.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CreateIssueDialogQuery } from '@/__generated__/CreateIssueDialogQuery.graphql';
import { describeError, type ApiError } from '@/relay/errors';
import { issueDescriptionError, titleError } from '@/rules/issue';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { TextField } from '@/ui/Field';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { MarkdownEditor } from './DescriptionEditor';
import { AssigneePicker } from './fields/AssigneePicker';
import { DueDateField } from './fields/DueDateField';
import { EstimateField } from './fields/EstimateField';
import { isEstimateScale } from '@/rules/estimate';
import { LabelPicker } from './fields/LabelPicker';
import type { IssueStatusValue } from './fields/options';
import { PriorityPicker, StatusPicker } from './fields/OptionPicker';
import { issueFieldOf, useCreateIssueMutation, type IssueDraft, type IssueDraftField } from './useCreateIssueMutation';
import styles from './CreateIssueDialog.module.css';

type DraftErrors = Partial<Record<IssueDraftField, string>>;

const FIELD_ORDER: IssueDraftField[] = ['title', 'description', 'status', 'priority', 'assignee', 'labels', 'dueDate', 'estimate'];

function validate(draft: IssueDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = titleError(draft.title);
  if (title) errors.title = title;
  const description = issueDescriptionError(draft.description);
  if (description) errors.description = description;
  return errors;
}

export interface CreateIssueDialogProps {
  projectId: string;
  /** The status the issue starts with: the column it was opened from. */
  initialStatus?: IssueStatusValue;
  /**
   * The connections (their `__id`) the new issue is prepended to, or a function giving them for the status chosen
   * (a board puts it in that status's column).
   */
  connections: readonly string[] | ((status: IssueStatusValue) => readonly string[]);
  onClose: () => void;
  /** Called with the created issue once the server has it. */
  onCreated?: (issue: { id: string; key: string }) => void;
}

export function CreateIssueDialog(props: CreateIssueDialogProps) {
  const titleId = useId();
  return (
    <Dialog open labelledBy={titleId} onClose={props.onClose}>
      <h2 id={titleId}>New issue</h2>
      <Suspense
        fallback={
          <LoadingRegion label="Loading the form">
            <div className="stack">
              <SkeletonLine width="4rem" />
              <SkeletonLine height="2.5rem" />
              <SkeletonLine width="6rem" />
              <SkeletonLine height="8rem" />
            </div>
          </LoadingRegion>
        }
      >
        <CreateIssueForm {...props} />
      </Suspense>
    </Dialog>
  );
}

function CreateIssueForm({ projectId, initialStatus = 'BACKLOG', connections, onClose, onCreated }: CreateIssueDialogProps) {
  const data = useLazyLoadQuery<CreateIssueDialogQuery>(
    graphql`
      query CreateIssueDialogQuery($projectId: ID!) {
        viewer {
          user {
            id
            name
            imageUrl
          }
          workspace {
            estimateScale
            ...AssigneePicker_workspace
            ...LabelPicker_workspace
          }
        }
        project: node(id: $projectId) {
          ... on Project {
            id
            key
            name
          }
        }
      }
    `,
    { projectId },
    { fetchPolicy: 'store-or-network' },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<IssueDraft>({
    title: '',
    description: '',
    status: initialStatus,
    priority: 'NONE',
    assignee: null,
    labels: [],
    dueDate: null,
    estimate: null,
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [createIssue, isCreating] = useCreateIssueMutation();
  const project = data.project?.id && data.project.key ? { id: data.project.id, key: data.project.key, name: data.project.name ?? data.project.key } : null;

  // The title takes the focus once the form is there (the dialog may have opened on the form's placeholder, and
  // then holds the focus itself): C, then type. Checked after the dialog's own opening, which runs after this.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (!formRef.current?.contains(document.activeElement)) formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  function focusField(field: IssueDraftField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function update<K extends IssueDraftField>(field: K, value: IssueDraft[K]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Once submitted, errors follow the input so that they vanish as they are fixed.
    if (submitted) setErrors(validate(next));
  }

  function onServerError(error: ApiError) {
    const field = issueFieldFrom(error);
    if (field) {
      setErrors((current) => ({ ...current, [field]: error.message }));
      focusField(field);
      return;
    }
    setFailure(`The issue was not created: ${describeError(error)}`);
  }

  function submit() {
    if (!project) return;
    setSubmitted(true);
    setFailure(null);
    const found = validate(draft);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    createIssue({
      project,
      draft,
      creator: data.viewer.user,
      connections: typeof connections === 'function' ? connections(draft.status) : connections,
      onCreated: (issue) => {
        onCreated?.(issue);
        onClose();
      },
      onError: onServerError,
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  if (!project) {
    return (
      <div className="stack">
        <p role="alert">This project no longer exists.</p>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      <p className={styles.project}>In {project.name}</p>
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        onChange={(event) => update('title', event.target.value)}
        error={errors.title}
        autoComplete="off"
      />
      <div className={styles.field}>
        <span className={styles.label}>Description</span>
        <MarkdownEditor value={draft.description} onChange={(value) => update('description', value)} error={errors.description} />
      </div>
      <div className={styles.grid}>
        <StatusPicker value={draft.status} onChange={(status) => update('status', status)} error={errors.status} />
        <PriorityPicker value={draft.priority} onChange={(priority) => update('priority', priority)} error={errors.priority} />
        <AssigneePicker workspace={data.viewer.workspace} value={draft.assignee} onChange={(assignee) => update('assignee', assignee)} error={errors.assignee} />
        <DueDateField value={draft.dueDate} onChange={(dueDate) => update('dueDate', dueDate)} error={errors.dueDate} />
        <EstimateField
          scale={isEstimateScale(data.viewer.workspace.estimateScale) ? data.viewer.workspace.estimateScale : 'POINTS'}
          value={draft.estimate}
          onChange={(estimate) => update('estimate', estimate)}
          error={errors.estimate}
        />
      </div>
      <LabelPicker workspace={data.viewer.workspace} value={draft.labels} onChange={(labels) => update('labels', labels)} error={errors.labels} />
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{failure}</p>
          <Button onClick={submit}>Try again</Button>
        </div>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={isCreating} aria-busy={isCreating || undefined}>
          Create issue
        </Button>
      </DialogActions>
    </form>
  );
}

/** The form field a refusal is about, when the server named one (BAD_USER_INPUT or CONFLICT). */
function issueFieldFrom(error: ApiError): IssueDraftField | null {
  if (error.code !== 'BAD_USER_INPUT' && error.code !== 'CONFLICT') return null;
  return issueFieldOf(error.field);
}

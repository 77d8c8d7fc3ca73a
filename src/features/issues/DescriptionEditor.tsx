// An issue's description: rendered Markdown, and for those who may edit it an editor with Write and Preview
// tabs (the WAI-ARIA tabs pattern). Ctrl or Cmd + Enter saves; Escape or Cancel leaves it, asking first when that
// would throw away what was typed.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { maskInRecordings } from '@/analytics';
import { issueDescriptionError, normalizeIssueDescription } from '@/rules/issue';
import { Button } from '@/ui/Button';
import { DialogActions } from '@/ui/Dialog';
import { Markdown, type MentionedMember } from './Markdown';
import { MentionTextarea, type MentionCandidate } from './MentionTextarea';
import styles from './IssueDetail.module.css';

type Tab = 'write' | 'preview';

let uploads = 0;

/**
 * Files pasted or dropped into a text (with an issue to attach them to): each is uploaded to the issue and embedded
 * where it was put, an "Uploading…" placeholder standing there meanwhile (taken out if the upload is refused). The
 * uploading code loads with the first file put in a text.
 */
function usePastedFiles(issueId: string | undefined, value: string, onChange: (value: string) => void) {
  // The text and its setter as they are when an upload ends (the person may have typed on meanwhile).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  if (!issueId) return {};

  function insert(textarea: HTMLTextAreaElement, files: readonly File[]) {
    const placeholders = files.map((file) => `![Uploading ${file.name.replace(/[[\]\\]/g, '')}…](uploading:${++uploads})`);
    const { value: text } = latest.current;
    const at = textarea.selectionStart ?? text.length;
    const end = textarea.selectionEnd ?? at;
    latest.current.onChange(`${text.slice(0, at)}${placeholders.join('\n')}${text.slice(end)}`);
    const settle = (index: number, markdown: string | null) => latest.current.onChange(latest.current.value.replace(placeholders[index], markdown ?? ''));
    import('../attachments/useAttachFiles')
      .then(({ uploadForText }) => uploadForText(issueId!, files, settle))
      .catch(() => placeholders.forEach((_placeholder, index) => settle(index, null)));
  }

  return {
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      insert(event.currentTarget, files);
    },
    onDrop: (event: DragEvent<HTMLTextAreaElement>) => {
      const files = [...event.dataTransfer.files];
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      insert(event.currentTarget, files);
    },
  };
}

/** The Write/Preview pair on its own: used by the detail's editor and the create dialog. */
export function MarkdownEditor({
  value,
  onChange,
  onSubmit,
  keepEscape = false,
  onEscape,
  error,
  focusOnMount = false,
  name = 'description',
  label = 'Description',
  placeholder = 'Add a description (Markdown)…',
  rows = 10,
  members = [],
  mentions = [],
  describedBy,
  attachTo,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl or Cmd + Enter in the text: saves or posts. */
  onSubmit?: () => void;
  /** Escape stays in the editor: a draft is not thrown away by a stray Escape (nor a panel around it closed). */
  keepEscape?: boolean;
  /** With keepEscape: what Escape in the text does instead (the editor's own Cancel). */
  onEscape?: () => void;
  error?: string | null;
  /** Puts the cursor in the text as the editor opens (opened on request, not with the page). */
  focusOnMount?: boolean;
  name?: string;
  /** The field's accessible name (and the tabs'). */
  label?: string;
  placeholder?: string;
  rows?: number;
  /** The members `@` offers to mention. */
  members?: readonly MentionCandidate[];
  /** Names for mentions already in the text (the preview shows them), besides `members`. */
  mentions?: readonly MentionedMember[];
  /** More text describing the field (such as a count of characters), by id. */
  describedBy?: string;
  /** The issue that files pasted or dropped into the text are attached to (then embedded where they were put). */
  attachTo?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const tabsRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pasteFiles = usePastedFiles(attachTo, value, onChange);

  useEffect(() => {
    if (focusOnMount) textareaRef.current?.focus();
  }, [focusOnMount]);

  function onTabKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    tabsRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${id}-${next}-tab`)}`)?.focus();
  }

  function tabButton(which: Tab, label: string) {
    return (
      <button
        type="button"
        role="tab"
        id={`${id}-${which}-tab`}
        aria-selected={tab === which}
        aria-controls={`${id}-${which}-panel`}
        tabIndex={tab === which ? 0 : -1}
        className={[styles.tab, tab === which ? styles.selectedTab : null].filter(Boolean).join(' ')}
        onClick={() => setTab(which)}
        onKeyDown={onTabKeyDown}
      >
        {label}
      </button>
    );
  }

  return (
    <div className={styles.editor}>
      <div ref={tabsRef} role="tablist" aria-label={`${label} editor`} className={styles.tabs}>
        {tabButton('write', 'Write')}
        {tabButton('preview', 'Preview')}
      </div>
      {tab === 'write' ? (
        <div role="tabpanel" id={`${id}-write-panel`} aria-labelledby={`${id}-write-tab`}>
          <MentionTextarea
            ref={textareaRef}
            className={styles.textarea}
            name={name}
            aria-label={label}
            placeholder={placeholder}
            value={value}
            rows={rows}
            members={members}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined}
            onChange={onChange}
            {...pasteFiles}
            onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
              if (onSubmit && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                onSubmit();
              }
              if (keepEscape && event.key === 'Escape') {
                event.stopPropagation();
                onEscape?.();
              }
            }}
          />
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-preview-panel`} aria-labelledby={`${id}-preview-tab`} className={styles.preview} tabIndex={0}>
          {value.trim() ? <Markdown mentions={[...mentions, ...members]}>{value}</Markdown> : <p className={styles.muted}>Nothing to preview.</p>}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DescriptionEditor({
  description,
  canEdit,
  onSave,
  members = [],
  mentions = [],
  issueId,
}: {
  /** The issue that files pasted or dropped into the editor are attached to. */
  issueId?: string;
  description: string;
  canEdit: boolean;
  /** Saves the description; `giveBack` reopens the editor with it when the server refuses it. */
  onSave: (description: string, giveBack: () => void) => void;
  /** The members `@` offers to mention. */
  members?: readonly MentionCandidate[];
  /** The members the description mentions (`Issue.mentions`), for their names. */
  mentions?: readonly MentionedMember[];
}) {
  const headingId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // An editor given back after a refusal does not take the focus from wherever the person went meanwhile.
  const [givenBack, setGivenBack] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Leaving an edited draft asks first: "Keep editing" or "Discard changes".
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const keepEditingButton = useRef<HTMLButtonElement>(null);
  const confirmId = useId();

  useEffect(() => {
    if (confirmingDiscard) keepEditingButton.current?.focus();
  }, [confirmingDiscard]);

  function edit() {
    setGivenBack(false);
    setDraft(description);
  }

  function close() {
    setDraft(null);
    setError(null);
    setConfirmingDiscard(false);
    // The button comes back on the next render; focus it then.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  /** Cancel and Escape: closes the editor at once when nothing was changed, otherwise asks first. */
  function cancel() {
    if (draft !== null && normalizeIssueDescription(draft) !== description) setConfirmingDiscard(true);
    else close();
  }

  function keepEditing() {
    setConfirmingDiscard(false);
    editorRef.current?.querySelector('textarea')?.focus();
  }

  /** Escape on the question means "not so fast": back to the text, nothing thrown away, no panel closed. */
  function escapeKeepsEditing(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    keepEditing();
  }

  function save() {
    if (draft === null) return;
    const problem = issueDescriptionError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (normalizeIssueDescription(draft) !== description) {
      const typed = draft;
      onSave(typed, () => {
        setGivenBack(true);
        setDraft((current) => current ?? typed);
      });
    }
    close();
  }

  return (
    <section className={styles.description} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Description
        </h2>
        {canEdit && draft === null ? (
          <Button ref={editButton} size="sm" variant="quiet" onClick={edit}>
            Edit description
          </Button>
        ) : null}
      </div>
      {draft !== null ? (
        <div ref={editorRef} {...maskInRecordings}>
          <MarkdownEditor
            value={draft}
            focusOnMount={!givenBack}
            error={error}
            members={members}
            mentions={mentions}
            attachTo={issueId}
            onChange={(value) => {
              setDraft(value);
              if (error) setError(issueDescriptionError(value) ?? null);
            }}
            onSubmit={save}
            keepEscape
            onEscape={cancel}
          />
          {confirmingDiscard ? (
            <div role="group" aria-labelledby={confirmId} className={styles.discard}>
              <p id={confirmId} className={styles.discardQuestion}>
                Discard your changes to the description?
              </p>
              <DialogActions>
                <Button ref={keepEditingButton} onClick={keepEditing} onKeyDown={escapeKeepsEditing}>
                  Keep editing
                </Button>
                <Button variant="danger" onClick={close} onKeyDown={escapeKeepsEditing}>
                  Discard changes
                </Button>
              </DialogActions>
            </div>
          ) : (
            <DialogActions>
              <Button onClick={cancel}>Cancel</Button>
              <Button variant="primary" onClick={save}>
                Save description
              </Button>
            </DialogActions>
          )}
        </div>
      ) : description ? (
        <Markdown mentions={mentions} onChangeTasks={canEdit ? (text) => onSave(text, () => {}) : undefined}>
          {description}
        </Markdown>
      ) : (
        <p className={styles.muted}>No description.</p>
      )}
    </section>
  );
}

// An issue's title, edited in place: a click or Enter on it opens the field, Enter saves, Escape cancels
// (as does leaving the field unchanged); a title the rules refuse stays open with the reason, and one the server
// refuses (offline…) comes back in the field, as typed, beside the toast that says why.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { maskInRecordings } from '@/analytics';
import { normalizeTitle, titleError } from '@/rules/issue';
import styles from './IssueDetail.module.css';

export function IssueTitle({
  title,
  canEdit,
  onSave,
  level,
  headingId,
}: {
  title: string;
  canEdit: boolean;
  /** Saves the title; `giveBack` reopens the field with it when the server refuses it. */
  onSave: (title: string, giveBack: () => void) => void;
  level: 1 | 2;
  headingId: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  const returnFocus = useRef(false);
  // Set once Enter or Escape has ended the edit: a browser may still send the closing field a blur.
  const ended = useRef(false);
  const errorId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';

  // A field given back after a refusal does not take the focus from wherever the person went meanwhile.
  const givenBack = useRef(false);

  useEffect(() => {
    if (editing && !givenBack.current) inputRef.current?.focus();
  }, [editing]);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  function start() {
    ended.current = false;
    givenBack.current = false;
    setDraft(title);
  }

  function finish(focusTitle: boolean) {
    ended.current = true;
    returnFocus.current = focusTitle;
    setDraft(null);
    setError(null);
  }

  function save(focusTitle: boolean) {
    if (draft === null || ended.current) return;
    const problem = titleError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (normalizeTitle(draft) !== title) {
      const typed = draft;
      onSave(typed, () => {
        ended.current = false;
        givenBack.current = true;
        setDraft((current) => current ?? typed);
      });
    }
    finish(focusTitle);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save(true);
    } else if (event.key === 'Escape') {
      // Cancels the edit only: a panel around it stays open.
      event.preventDefault();
      event.stopPropagation();
      finish(true);
    }
  }

  if (draft !== null) {
    return (
      <div className={styles.titleEditor}>
        <input
          className={styles.titleInput}
          aria-label="Title"
          value={draft}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(titleError(event.target.value) ?? null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft !== null && !titleError(draft)) save(false);
          }}
        />
        {error ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Heading id={headingId} className={styles.title} {...maskInRecordings}>
      {canEdit ? (
        <button ref={buttonRef} type="button" className={styles.titleButton} title="Edit the title" onClick={start}>
          {title}
        </button>
      ) : (
        title
      )}
    </Heading>
  );
}

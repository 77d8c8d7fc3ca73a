// Writing a comment at the end of an issue's timeline: Markdown with Write and Preview, `@` to mention a
// member, Ctrl or Cmd + Enter (or the button) posts. Near the limit the count of characters shows. Checked by
// the rules the server applies (src/rules/comment). A failed post gives the text back to the field.
import { useId, useState } from 'react';
import { maskInRecordings } from '@/analytics';
import { characterCount } from '@/rules/text';
import { COMMENT_MAX_LENGTH, commentBodyError } from '@/rules/comment';
import { Button } from '@/ui/Button';
import { MarkdownEditor } from '../DescriptionEditor';
import type { MentionCandidate } from '../MentionTextarea';
import { useCreateCommentMutation, type CommentPerson } from './useCreateCommentMutation';
import styles from './Timeline.module.css';

/** From how many characters the count against the limit shows. */
const COUNT_SHOWN_FROM = COMMENT_MAX_LENGTH - 2_000;

export function CommentComposer({
  issueId,
  connectionId,
  author,
  members,
}: {
  issueId: string;
  connectionId: string;
  author: CommentPerson;
  members: readonly MentionCandidate[];
}) {
  const countId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createComment] = useCreateCommentMutation();
  const count = characterCount(draft);
  const showCount = count >= COUNT_SHOWN_FROM;

  function post() {
    const problem = commentBodyError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    const body = draft;
    setDraft('');
    setError(null);
    createComment({
      issueId,
      body,
      author,
      members,
      connections: [connectionId],
      // The text comes back unless the person already started another one.
      onFailed: () => setDraft((current) => (current === '' ? body : current)),
    });
  }

  return (
    <form
      className={styles.composer}
      aria-label="New comment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        post();
      }}
      {...maskInRecordings}
    >
      <MarkdownEditor
        value={draft}
        name="comment"
        label="Comment"
        placeholder="Leave a comment (Markdown; @ mentions a member)…"
        rows={4}
        error={error}
        members={members}
        attachTo={issueId}
        describedBy={showCount ? countId : undefined}
        onChange={(value) => {
          setDraft(value);
          if (error) setError(commentBodyError(value) ?? null);
        }}
        onSubmit={post}
      />
      <div className={styles.composerFooter}>
        {showCount ? (
          <p id={countId} className={count > COMMENT_MAX_LENGTH ? styles.countOver : styles.count}>
            {count.toLocaleString('en')} / {COMMENT_MAX_LENGTH.toLocaleString('en')} characters
          </p>
        ) : (
          <p className={styles.hint}>Ctrl or ⌘ + Enter posts</p>
        )}
        <Button type="submit" variant="primary">
          Comment
        </Button>
      </div>
    </form>
  );
}

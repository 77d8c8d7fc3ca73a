// One comment of an issue's timeline: who wrote it and when (and whether it was edited since), its Markdown
// with mentions shown by name, its emoji reactions (ReactionBar), and for those who may, Edit (in place, Ctrl or Cmd
// + Enter saves) and Delete (after a confirmation).
import { Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReactionBar_comment$key } from '@/__generated__/ReactionBar_comment.graphql';
import type { TimelineComment_comment$key } from '@/__generated__/TimelineComment_comment.graphql';
import { maskInRecordings } from '@/analytics';
import { WAITING_RECORD_PREFIX } from '@/relay';
import { commentBodyError } from '@/rules/comment';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { MarkdownEditor } from '../DescriptionEditor';
import { Markdown } from '../Markdown';
import type { MentionCandidate } from '../MentionTextarea';
import type { ReactionBar as ReactionBarComponent } from './ReactionBar';
import { isUnconfirmed } from './postedCopies';
import { TimeAgo } from './TimeAgo';
import { useDeleteCommentMutation } from './useDeleteCommentMutation';
import { useUpdateCommentMutation } from './useUpdateCommentMutation';
import styles from './Timeline.module.css';

// The reaction bar's code (ReactionBar and its two mutations) loads beside the issue's data (the issue route preloads
// it), not with the page's first paint. Until it is there, and if it cannot load (offline, a new deployment), the
// comment shows without it; the next comment shown tries again.
type ReactionsProps = ComponentProps<typeof ReactionBarComponent>;

const loadBar = () => import('./ReactionBar').then((module) => ({ default: module.ReactionBar }));
const bar = retryableLazy(loadBar);

/** Starts loading the bar (with the issue's data); resolves once it is there (or could not load). */
export const preloadReactions = (): Promise<unknown> => loadBar().catch(() => null);

function Reactions(props: ReactionsProps) {
  const Bar = bar.current;
  return (
    <FailureBoundary onFailure={bar.retry}>
      <Suspense fallback={null}>
        <Bar {...props} />
      </Suspense>
    </FailureBoundary>
  );
}

export function TimelineComment({
  comment: commentKey,
  reactions,
  issueId,
  connectionId,
  members,
  viewer,
  canReact,
  readOnly,
}: {
  comment: TimelineComment_comment$key;
  /** The comment's reactions (its own fragment: an edit's answer need not carry them). */
  reactions: ReactionBar_comment$key;
  issueId: string;
  connectionId: string;
  members: readonly MentionCandidate[];
  /** The signed-in person (their reactions show at once). */
  viewer: { id: string; name: string };
  /** Whether the viewer may react to comments here (whoever may comment may). */
  canReact: boolean;
  readOnly: boolean;
}) {
  const comment = useFragment(
    graphql`
      fragment TimelineComment_comment on Comment {
        id
        body
        createdAt
        updatedAt
        edited
        viewerCanUpdate
        viewerCanDelete
        author {
          id
          name
          imageUrl
        }
        mentions {
          id
          name
        }
      }
    `,
    commentKey,
  );
  const headingId = useId();
  const deleteTitleId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // An edit given back after a refusal does not take the focus from wherever the person went meanwhile.
  const [givenBack, setGivenBack] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  // A comment still on its way to the server has no id there yet: it cannot be changed until it has one.
  const pending = isUnconfirmed(comment.id);
  const canEdit = comment.viewerCanUpdate && !readOnly && !pending;
  const canDelete = comment.viewerCanDelete && !readOnly && !pending;

  function edit() {
    setGivenBack(false);
    setDraft(comment.body);
  }

  function close() {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function save() {
    if (draft === null) return;
    const problem = commentBodyError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (draft.trim() !== comment.body) {
      const typed = draft;
      // Refused: the edit comes back as typed, beside the toast that says why (offline, it waits to be sent).
      updateComment({ ...comment, issueId }, typed, members, () => {
        setGivenBack(true);
        setDraft((current) => current ?? typed);
      });
    }
    close();
  }

  return (
    <article className={styles.comment} aria-labelledby={headingId} aria-busy={pending || undefined}>
      <header className={styles.commentHeader}>
        <Avatar name={comment.author.name} imageUrl={comment.author.imageUrl ?? null} />
        <h3 id={headingId} className={styles.commentTitle}>
          <span className={styles.person}>{comment.author.name}</span> <span className={styles.muted}>commented</span>
        </h3>
        <span className={styles.muted}>
          <TimeAgo value={comment.createdAt} />
          {comment.edited ? ' · edited' : null}
          {pending ? (comment.id.startsWith(WAITING_RECORD_PREFIX) ? ' · waiting to be sent' : ' · posting…') : null}
        </span>
        {draft === null && (canEdit || canDelete) ? (
          <span className={styles.commentActions}>
            {canEdit ? (
              <Button ref={editButton} size="sm" variant="quiet" aria-label={`Edit ${comment.author.name}'s comment`} onClick={edit}>
                Edit
              </Button>
            ) : null}
            {canDelete ? (
              <Button size="sm" variant="quiet" aria-label={`Delete ${comment.author.name}'s comment`} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            ) : null}
          </span>
        ) : null}
      </header>
      {draft !== null ? (
        <div className={styles.commentBody} {...maskInRecordings}>
          <MarkdownEditor
            value={draft}
            focusOnMount={!givenBack}
            name="comment"
            label="Edit comment"
            rows={5}
            attachTo={issueId}
            error={error}
            members={members}
            mentions={comment.mentions}
            onChange={(value) => {
              setDraft(value);
              if (error) setError(commentBodyError(value) ?? null);
            }}
            onSubmit={save}
            keepEscape
          />
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" onClick={save}>
              Save comment
            </Button>
          </DialogActions>
        </div>
      ) : (
        <div className={styles.commentBody}>
          <Markdown mentions={comment.mentions}>{comment.body}</Markdown>
        </div>
      )}
      {pending ? null : <Reactions comment={reactions} viewer={viewer} canReact={canReact && !readOnly} />}
      {confirmingDelete ? (
        <Dialog open labelledBy={deleteTitleId} onClose={() => setConfirmingDelete(false)}>
          <div className="stack">
            <h2 id={deleteTitleId}>Delete this comment?</h2>
            <p>The comment is deleted for everyone in the workspace. This cannot be undone.</p>
            <DialogActions>
              <Button onClick={() => setConfirmingDelete(false)}>Cancel</Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmingDelete(false);
                  deleteComment({ id: comment.id, issueId, connections: [connectionId] });
                }}
              >
                Delete comment
              </Button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </article>
  );
}

// An issue's files: each as a card (a thumbnail for an image; its type, size and who attached it), "Attach files"
// (or drop files on the section) for those who may, and Remove for who attached one (or an admin). Others' uploads
// and removals arrive live: the issue's timeline says a file was attached or removed, and the list is read again.
import { useCallback, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { graphql, useRefetchableFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { IssueAttachments_issue$key } from '@/__generated__/IssueAttachments_issue.graphql';
import type { IssueAttachmentsEventsSubscription } from '@/__generated__/IssueAttachmentsEventsSubscription.graphql';
import { Button, IconButton } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { formatSize } from './uploadAttachment';
import { useAttachFiles } from './useAttachFiles';
import { useDeleteAttachmentMutation } from './useDeleteAttachmentMutation';
import styles from './Attachments.module.css';

const fragment = graphql`
  fragment IssueAttachments_issue on Issue @refetchable(queryName: "IssueAttachmentsRefetchQuery") {
    id
    viewerCanAttach
    attachments {
      id
      name
      contentType
      size
      isImage
      url
      viewerCanDelete
      uploader {
        name
      }
    }
  }
`;

const events = graphql`
  subscription IssueAttachmentsEventsSubscription($issueId: ID!) {
    issueTimelineEvents(issueId: $issueId) {
      item {
        ... on IssueActivity {
          changes {
            field
          }
        }
      }
    }
  }
`;

/** A short word for a file's type on its card: PDF, ZIP, TXT… */
function typeWord(contentType: string, name: string): string {
  const known: Record<string, string> = { 'application/pdf': 'PDF', 'application/zip': 'ZIP', 'application/gzip': 'GZ', 'text/plain': 'TXT' };
  if (known[contentType]) return known[contentType];
  const extension = /\.([A-Za-z0-9]{1,4})$/.exec(name)?.[1];
  return extension ? extension.toUpperCase() : 'FILE';
}

export function IssueAttachments({ issue: issueKey, readOnly = false }: { issue: IssueAttachments_issue$key; readOnly?: boolean }) {
  const [issue, refetch] = useRefetchableFragment(fragment, issueKey);
  const headingId = useId();
  const hintId = useId();
  const confirmId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string; issueId: string } | null>(null);
  const [deleteAttachment] = useDeleteAttachmentMutation();
  const reload = useCallback(() => refetch({}, { fetchPolicy: 'network-only' }), [refetch]);
  const { attach, uploading } = useAttachFiles(issue.id, reload);
  const canAttach = issue.viewerCanAttach && !readOnly;

  const subscription = useMemo<GraphQLSubscriptionConfig<IssueAttachmentsEventsSubscription>>(
    () => ({
      subscription: events,
      variables: { issueId: issue.id },
      onNext: (response) => {
        if (response?.issueTimelineEvents.item?.changes?.some((change) => change.field === 'ATTACHMENTS')) reload();
      },
    }),
    [issue.id, reload],
  );
  useSubscription(subscription);

  const dropHandlers = canAttach
    ? {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDropping(true);
        },
        onDragLeave: () => setDropping(false),
        onDrop: (event: DragEvent) => {
          if (event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          setDropping(false);
          void attach([...event.dataTransfer.files]);
        },
      }
    : {};

  if (issue.attachments.length === 0 && !canAttach) return null;

  return (
    <section className={[styles.section, dropping ? styles.dropping : null].filter(Boolean).join(' ')} aria-labelledby={headingId} {...dropHandlers}>
      <div className={styles.actions}>
        <h2 id={headingId} className={styles.heading}>
          Files{issue.attachments.length > 0 ? ` (${issue.attachments.length})` : ''}
        </h2>
        {canAttach ? (
          <>
            <Button size="sm" variant="quiet" onClick={() => input.current?.click()} aria-describedby={hintId}>
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label="Files to attach"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) void attach(files);
              }}
            />
          </>
        ) : null}
      </div>
      {canAttach ? (
        <p id={hintId} className={styles.hint}>
          Drop files here, or paste an image into the description or a comment.
        </p>
      ) : null}
      {uploading.length > 0 ? (
        <p className={styles.uploading} role="status">
          Uploading {uploading.join(', ')}…
        </p>
      ) : null}
      {issue.attachments.length > 0 ? (
        <ul className={styles.list}>
          {issue.attachments.map((file) => (
            <li key={file.id} className={styles.file}>
              {file.isImage ? (
                <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${file.name}`}>
                  <img className={styles.thumbnail} src={file.url} alt="" loading="lazy" />
                </a>
              ) : (
                <span className={styles.fileIcon} aria-hidden="true">
                  {typeWord(file.contentType, file.name)}
                </span>
              )}
              <span className={styles.fileText}>
                <a className={styles.fileName} href={file.url} download={file.isImage ? undefined : file.name} target={file.isImage ? '_blank' : undefined} rel="noopener noreferrer">
                  {file.name}
                </a>
                <span className={styles.fileMeta}>
                  {formatSize(file.size)}
                  {file.uploader ? ` · ${file.uploader.name}` : ''}
                </span>
              </span>
              {file.viewerCanDelete && !readOnly ? (
                <IconButton size="sm" label={`Remove ${file.name}`} icon="×" onClick={() => setRemoving({ id: file.id, name: file.name, issueId: issue.id })} />
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <Dialog open labelledBy={confirmId} onClose={() => setRemoving(null)}>
          <div className="stack">
            <h2 id={confirmId}>Remove {removing.name}?</h2>
            <p>The file is removed from the issue for everyone, and its links in texts stop working.</p>
            <DialogActions>
              <Button onClick={() => setRemoving(null)}>Cancel</Button>
              <Button
                variant="danger"
                onClick={() => {
                  deleteAttachment(removing);
                  setRemoving(null);
                }}
              >
                Remove file
              </Button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

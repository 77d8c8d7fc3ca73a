// One notification in the inbox: who did what to which issue, when, and whether it is unread. Opening it goes to
// the issue and marks it read; a deleted issue's notification can only be marked read.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NotificationRow_notification$key } from '@/__generated__/NotificationRow_notification.graphql';
import { maskInRecordings } from '@/analytics';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { TimeAgo } from '../issues/timeline/TimeAgo';
import { issuePath, notificationSentence } from './notificationText';
import styles from './Inbox.module.css';

export function NotificationRow({
  notification: notificationKey,
  workspaceSlug,
  onRead,
}: {
  notification: NotificationRow_notification$key;
  workspaceSlug: string;
  onRead: (id: string) => void;
}) {
  const notification = useFragment(
    graphql`
      fragment NotificationRow_notification on Notification {
        id
        reason
        issueKey
        issueTitle
        status
        createdAt
        readAt
        actor {
          id
          name
          imageUrl
        }
        issue {
          id
          key
        }
      }
    `,
    notificationKey,
  );
  const unread = !notification.readAt;
  const sentence = notificationSentence(notification);
  const content = (
    <>
      <span className={styles.sentence}>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        {sentence}
      </span>
      <span className={styles.title} {...maskInRecordings}>
        {notification.issueTitle}
      </span>
    </>
  );
  return (
    <li className={unread ? `${styles.row} ${styles.unread}` : styles.row}>
      <span className={styles.dot} aria-hidden="true" />
      <Avatar name={notification.actor.name} imageUrl={notification.actor.imageUrl ?? null} />
      <div className={styles.body}>
        {notification.issue ? (
          <Link
            className={styles.link}
            to={issuePath(workspaceSlug, notification.issue.key)}
            onClick={() => {
              if (unread) onRead(notification.id);
            }}
          >
            {content}
          </Link>
        ) : (
          <div className={styles.link}>{content}</div>
        )}
        <span className={styles.when}>
          <TimeAgo value={notification.createdAt} />
        </span>
      </div>
      {!notification.issue && unread ? (
        <Button size="sm" variant="quiet" onClick={() => onRead(notification.id)} aria-label={`Mark read: ${sentence}`}>
          Mark read
        </Button>
      ) : null}
    </li>
  );
}

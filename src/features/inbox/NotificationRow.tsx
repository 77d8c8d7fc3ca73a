// One notification in the inbox: who did what to which issue, when, and whether it is unread. Opening it goes to
// the issue (a disabled webhook's: the webhooks' settings, its reason as the title) and marks it read; a deleted
// issue's notification can only be marked read. Its actions: Snooze (later
// today, tomorrow, next week) and Archive in the inbox, "Move to inbox" among the archived, and among the snoozed
// (which say until when) "Move to inbox" now or Snooze to another time (E and H on a focused row, see InboxPage).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { NotificationRow_notification$key } from '@/__generated__/NotificationRow_notification.graphql';
import { maskInRecordings } from '@/analytics';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { Menu } from '@/ui/Menu';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { TimeAgo } from '../issues/timeline/TimeAgo';
import { notificationSentence, notificationTarget } from './notificationText';
import type { InboxView } from './inboxConnections';
import { snoozeChoices, snoozedUntilWords } from './snoozeTimes';
import styles from './Inbox.module.css';
import viewStyles from './InboxViews.module.css';

export interface NotificationActions {
  onRead: (id: string) => void;
  onArchive: (id: string) => void;
  onUnarchive: (id: string) => void;
  onUnsnooze: (id: string) => void;
  onSnooze: (id: string, until: Date, label: string) => void;
}

/** The attribute that marks a row (its value: the notification's id), and its snooze menu's button. */
export const ROW_ATTRIBUTE = 'data-notification-id';
export const SNOOZE_BUTTON_ATTRIBUTE = 'data-snooze';

export function NotificationRow({
  notification: notificationKey,
  workspaceSlug,
  view,
  onRead,
  onArchive,
  onUnarchive,
  onUnsnooze,
  onSnooze,
}: {
  notification: NotificationRow_notification$key;
  workspaceSlug: string;
  view: InboxView;
} & NotificationActions) {
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
        snoozedUntil
        actor {
          id
          name
          imageUrl
        }
        issue {
          id
          key
        }
        webhookEndpoint {
          id
          url
          disabledReason
        }
      }
    `,
    notificationKey,
  );
  const unread = !notification.readAt;
  const sentence = notificationSentence(notification);
  const target = notificationTarget(workspaceSlug, notification);
  const content = (
    <>
      <span className={styles.sentence}>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        {sentence}
      </span>
      <span className={styles.title} {...maskInRecordings}>
        {notification.issueTitle ?? notification.webhookEndpoint?.disabledReason}
      </span>
    </>
  );
  return (
    <li className={unread ? `${styles.row} ${styles.unread}` : styles.row} {...{ [ROW_ATTRIBUTE]: notification.id }}>
      <span className={styles.dot} aria-hidden="true" />
      <Avatar name={notification.actor?.name ?? 'Lanes'} imageUrl={notification.actor?.imageUrl ?? null} />
      <div className={styles.body}>
        {target ? (
          <Link
            className={styles.link}
            to={target.path}
            data-row-focus
            onClick={() => {
              if (unread) onRead(notification.id);
            }}
          >
            {content}
          </Link>
        ) : (
          <div className={styles.link} tabIndex={-1} data-row-focus>
            {content}
          </div>
        )}
        <span className={styles.when}>
          <TimeAgo value={notification.createdAt} />
          {view === 'snoozed' && notification.snoozedUntil ? ` · back ${snoozedUntilWords(new Date(notification.snoozedUntil), new Date())}` : null}
        </span>
      </div>
      {!target && unread ? (
        <Button size="sm" variant="quiet" onClick={() => onRead(notification.id)} aria-label={`Mark read: ${sentence}`}>
          Mark read
        </Button>
      ) : null}
      <div className={viewStyles.actions} data-notification-actions>
        {view === 'snoozed' ? (
          <>
            <Button size="sm" variant="quiet" onClick={() => onUnsnooze(notification.id)} aria-label={`Move to inbox now: ${sentence}`} title="Move to inbox now (E)">
              Move to inbox
            </Button>
            <SnoozeMenu sentence={sentence} onSnooze={(until, label) => onSnooze(notification.id, until, label)} />
          </>
        ) : view === 'archived' ? (
          <Button
            size="sm"
            variant="quiet"
            onClick={() => onUnarchive(notification.id)}
            aria-label={`Move to inbox: ${sentence}`}
            title="Move to inbox (E)"
          >
            Move to inbox
          </Button>
        ) : (
          <>
            <SnoozeMenu sentence={sentence} onSnooze={(until, label) => onSnooze(notification.id, until, label)} />
            <Button size="sm" variant="quiet" onClick={() => onArchive(notification.id)} aria-label={`Archive: ${sentence}`} title="Archive (E)">
              Archive
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function SnoozeMenu({ sentence, onSnooze }: { sentence: string; onSnooze: (until: Date, label: string) => void }) {
  // The times are taken again as the menu's button is reached: a row on screen for hours offers times from now.
  const [now, setNow] = useState(() => Date.now());
  const choices = snoozeChoices(new Date(now));
  const refresh = () => setNow(Date.now());
  return (
    <span {...{ [SNOOZE_BUTTON_ATTRIBUTE]: '' }} className={viewStyles.snooze} onFocusCapture={refresh} onPointerDownCapture={refresh}>
      <Menu
        label={`Snooze: ${sentence}`}
        icon={<span className={viewStyles.snoozeIcon}>Snooze</span>}
        items={choices.map((choice) => ({
          label: `${choice.label} · ${choice.when}`,
          onSelect: () => onSnooze(choice.until, `${choice.label.toLowerCase()}, ${choice.when}`),
        }))}
      />
    </span>
  );
}

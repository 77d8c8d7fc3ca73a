// A notification in words, as the inbox and the live toast say it: "Ada assigned you WEB-12".
import { statusLabel } from '../issues/fields/options';

export interface NotificationWords {
  readonly reason: string;
  readonly issueKey: string;
  readonly status?: string | null;
  readonly actor: { readonly name: string };
}

/** What happened, without who did it ("assigned you WEB-12"). */
export function notificationAction({ reason, issueKey, status }: Omit<NotificationWords, 'actor'>): string {
  switch (reason) {
    case 'ASSIGNED':
      return `assigned you ${issueKey}`;
    case 'MENTIONED':
      return `mentioned you in ${issueKey}`;
    case 'STATUS_CHANGED':
      return status ? `moved ${issueKey} to ${statusLabel(status)}` : `changed the status of ${issueKey}`;
    case 'COMMENTED':
      return `commented on ${issueKey}`;
    case 'ISSUE_DELETED':
      return `deleted ${issueKey}`;
    default:
      return `changed ${issueKey}`;
  }
}

export function notificationSentence(notification: NotificationWords): string {
  return `${notification.actor.name} ${notificationAction(notification)}`;
}

/** The inbox's address in a workspace. */
export function inboxPath(workspaceSlug: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/inbox`;
}

export function issuePath(workspaceSlug: string, issueKey: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/issue/${encodeURIComponent(issueKey)}`;
}

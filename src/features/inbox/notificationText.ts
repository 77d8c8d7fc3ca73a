// A notification in words, as the inbox and the live toast say it: "Ada assigned you WEB-12", or, for one about no
// issue, "Lanes disabled the webhook to https://… after failed deliveries" (WEBHOOK_DISABLED: nobody did it).
import { workspacePath } from '@/auth';
import { statusLabel } from '../issues/fields/options';

export interface NotificationWords {
  readonly reason: string;
  readonly issueKey?: string | null;
  readonly status?: string | null;
  readonly actor?: { readonly name: string } | null;
  readonly webhookEndpoint?: { readonly url: string } | null;
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
  // A disabled webhook's endpoint is null once deleted, or for someone who no longer manages webhooks.
  const url = notification.webhookEndpoint?.url;
  return notification.reason === 'WEBHOOK_DISABLED'
    ? `Lanes disabled ${url ? `the webhook to ${url}` : 'a webhook'} after failed deliveries`
    : `${notification.actor?.name ?? 'Someone'} ${notificationAction(notification)}`;
}

/** The inbox's address in a workspace. */
export function inboxPath(workspaceSlug: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/inbox`;
}

export function issuePath(workspaceSlug: string, issueKey: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/issue/${encodeURIComponent(issueKey)}`;
}

/** Where a notification leads: its issue's page, or the webhooks' settings (WEBHOOK_DISABLED); null when nowhere. */
export function notificationTarget(
  workspaceSlug: string,
  { reason, issue }: { readonly reason: string; readonly issue?: { readonly key: string } | null },
): { path: string; label: string } | null {
  if (reason === 'WEBHOOK_DISABLED') return { path: workspacePath(workspaceSlug, 'settings/webhooks'), label: 'Open webhooks' };
  return issue ? { path: issuePath(workspaceSlug, issue.key), label: `Open ${issue.key}` } : null;
}

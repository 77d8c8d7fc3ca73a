// Notification settings (/w/:workspaceSlug/settings/notifications): which happenings notify the viewer in this
// workspace, one checkbox per reason (all on until turned off). Saved as they change; the inbox links here.
import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { workspacePath } from '@/auth';
import type { NotificationReason, NotificationSettingsPageQuery } from '@/__generated__/NotificationSettingsPageQuery.graphql';
import { PageHeader, PageHeaderPlaceholder, Section } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { useUpdateNotificationPreferenceMutation } from './useUpdateNotificationPreferenceMutation';
import styles from './NotificationSettings.module.css';
import inboxStyles from './Inbox.module.css';

export const notificationSettingsPageQuery = graphql`
  query NotificationSettingsPageQuery {
    viewer {
      workspace {
        name
      }
      notificationPreferences {
        reason
        enabled
      }
    }
  }
`;

/** Each reason in words: what the checkbox is called, and what it covers. */
const REASONS: Record<NotificationReason, { label: string; description: string }> = {
  ASSIGNED: { label: 'Assigned to me', description: 'Someone assigns an issue to you.' },
  MENTIONED: { label: 'Mentions', description: 'Someone mentions you in an issue’s description or a comment.' },
  STATUS_CHANGED: { label: 'Status changes', description: 'An issue you created or are assigned to changes status.' },
  COMMENTED: { label: 'Comments', description: 'Someone comments on an issue you created or are assigned to.' },
  ISSUE_DELETED: { label: 'Deleted issues', description: 'An issue you created or are assigned to is deleted.' },
  WEBHOOK_DISABLED: { label: 'Disabled webhooks', description: 'Lanes stops sending to a webhook after its deliveries kept failing (admins).' },
  '%future added value': { label: 'Other', description: '' },
};

export function NotificationSettingsPage({ queryRef }: { queryRef: PreloadedQuery<NotificationSettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationSettingsPageQuery>(notificationSettingsPageQuery, queryRef);
  const { workspaceSlug = '' } = useParams();
  const headingId = useId();
  const update = useUpdateNotificationPreferenceMutation();
  return (
    <div className={inboxStyles.page}>
      <title>{`Notifications · ${viewer.workspace.name} · Lanes`}</title>
      <PageHeader eyebrow={viewer.workspace.name} title="Notifications" />
      <Section
        id={headingId}
        title="Notify me when"
        description={
          <>
            For this workspace only; saved as you change it. Your own actions never notify you.{' '}
            <Link to={workspacePath(workspaceSlug, 'inbox')}>Back to the inbox</Link>
          </>
        }
      >
        <fieldset className={styles.preferences} aria-labelledby={headingId}>
          {viewer.notificationPreferences.map(({ reason, enabled }) => {
            const words = REASONS[reason] ?? REASONS['%future added value'];
            const inputId = `${headingId}-${reason}`;
            return (
              <div key={reason} className={styles.preference}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={enabled}
                  aria-describedby={`${inputId}-description`}
                  onChange={(event) => update(reason, event.target.checked)}
                />
                <span className={styles.preferenceText}>
                  <label htmlFor={inputId} className={styles.preferenceLabel}>
                    {words.label}
                  </label>
                  <span id={`${inputId}-description`} className={styles.preferenceDescription}>
                    {words.description}
                  </span>
                </span>
              </div>
            );
          })}
        </fieldset>
      </Section>
    </div>
  );
}

export function NotificationSettingsSkeleton() {
  return (
    <LoadingRegion label="Loading notification settings">
      <PageHeaderPlaceholder>
        <SkeletonLine width="12rem" height="2rem" />
      </PageHeaderPlaceholder>
      {[0, 1, 2, 3, 4].map((row) => (
        <SkeletonLine key={row} width="60%" />
      ))}
    </LoadingRegion>
  );
}

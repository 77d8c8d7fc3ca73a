// Settings → Notifications: what notifies a person is chosen per workspace (it is kept with the workspace, not in
// this browser), so this section links to the active workspace's notification settings once signed in.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';
import { Section } from '@/ui/Page';

export function NotificationSettings() {
  const headingId = useId();
  const auth = useAuth();
  if (!auth.isSignedIn) return null;
  return (
    <Section id={headingId} title="Notifications" description="Which happenings reach your inbox, chosen for each workspace.">
      <Link to={workspacePath(auth.orgSlug, 'settings/notifications')}>Choose what notifies you in this workspace</Link>
    </Section>
  );
}

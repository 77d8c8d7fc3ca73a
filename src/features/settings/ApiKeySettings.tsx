// Settings → API keys: keys belong to a person in one workspace, so this section links to the active workspace's
// API keys page once signed in.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';
import { Section } from '@/ui/Page';

export function ApiKeySettings() {
  const headingId = useId();
  const auth = useAuth();
  if (!auth.isSignedIn) return null;
  return (
    <Section id={headingId} title="API keys" description="Keys that let your scripts use the API as you, made for each workspace.">
      <Link to={workspacePath(auth.orgSlug, 'settings/api-keys')}>Manage your API keys for this workspace</Link>
    </Section>
  );
}

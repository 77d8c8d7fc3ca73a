// Settings → Workspace: what the workspace decides for everyone in it (its estimate scale) is kept with the workspace,
// so this section links to the active workspace's settings once signed in.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, workspacePath } from '@/auth';
import { Section } from '@/ui/Page';

export function WorkspaceSettings() {
  const headingId = useId();
  const auth = useAuth();
  if (!auth.isSignedIn) return null;
  return (
    <Section id={headingId} title="Workspace" description="What the active workspace decides for everyone in it, such as how issues are estimated.">
      <Link to={workspacePath(auth.orgSlug, 'settings/workspace')}>Open this workspace’s settings</Link>
    </Section>
  );
}

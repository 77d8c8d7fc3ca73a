// The person's settings: how Lanes looks (Appearance), its keyboard shortcuts (Keyboard) and what it may store and send (Privacy). Settings
// here belong to this browser, so they apply before sign-in too; what notifies a person is the workspace's to keep
// (Notifications and Workspace link there once signed in).
import { PageHeader } from '@/ui/Page';
import { ApiKeySettings } from './ApiKeySettings';
import { AppearanceSettings } from './AppearanceSettings';
import { KeyboardSettings } from './KeyboardSettings';
import { NotificationSettings } from './NotificationSettings';
import { PrivacySettings } from './PrivacySettings';
import { WorkspaceSettings } from './WorkspaceSettings';

export function SettingsPage() {
  return (
    <div>
      <title>Settings · Lanes</title>
      <PageHeader title="Settings" />
      <AppearanceSettings />
      <KeyboardSettings />
      <NotificationSettings />
      <WorkspaceSettings />
      <ApiKeySettings />
      <PrivacySettings />
    </div>
  );
}

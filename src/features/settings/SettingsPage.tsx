// The person's settings: how Lanes looks (Appearance), its keyboard shortcuts (Keyboard) and what it may store and send (Privacy). Settings
// here belong to this browser, so they apply before sign-in too.
import { PageHeader } from '@/ui/Page';
import { AppearanceSettings } from './AppearanceSettings';
import { KeyboardSettings } from './KeyboardSettings';
import { PrivacySettings } from './PrivacySettings';

export function SettingsPage() {
  return (
    <div>
      <title>Settings · Lanes</title>
      <PageHeader title="Settings" />
      <AppearanceSettings />
      <KeyboardSettings />
      <PrivacySettings />
    </div>
  );
}

// The `/settings` route: the person's settings page, loaded on demand with its styles.
import { SettingsPage } from './SettingsPage';

export function Component() {
  return <SettingsPage />;
}

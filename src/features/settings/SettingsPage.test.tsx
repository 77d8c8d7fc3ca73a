import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { singleKeyShortcutsEnabled, SINGLE_KEY_SHORTCUTS_STORAGE_KEY } from '@/lib/shortcuts';
import { THEME_STORAGE_KEY } from '@/ui/theme';
import { SettingsPage } from './SettingsPage';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('SettingsPage', () => {
  it('follows the system theme until another is chosen', () => {
    render(<SettingsPage />);

    const appearance = screen.getByRole('region', { name: 'Appearance' });
    expect(within(appearance).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('applies a chosen theme at once and remembers it for the next visit, and System forgets it', async () => {
    const user = userEvent.setup();
    render(<SettingsPage />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'System' }));

    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows the theme remembered from an earlier visit as chosen', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<SettingsPage />);

    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('turns single-key shortcuts off and on again, remembered in this browser', async () => {
    const user = userEvent.setup();
    render(<SettingsPage />);
    const keyboard = screen.getByRole('region', { name: 'Keyboard' });
    const toggle = within(keyboard).getByRole('checkbox', { name: 'Single-key shortcuts' });
    expect(toggle).toBeChecked();

    await user.click(toggle);

    expect(toggle).not.toBeChecked();
    expect(window.localStorage.getItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY)).toBe('off');
    expect(singleKeyShortcutsEnabled()).toBe(false);

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(singleKeyShortcutsEnabled()).toBe(true);
  });

  it('has a Privacy section of its own', () => {
    render(<SettingsPage />);

    expect(screen.getByRole('region', { name: 'Privacy' })).toBeInTheDocument();
  });
});

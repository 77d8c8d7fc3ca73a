// Settings → Appearance: the colour theme (the system's, light or dark), applied at once and remembered.
import { useId } from 'react';
import { Section } from '@/ui/Page';
import { THEME_PREFERENCES, useThemePreference, type ThemePreference } from '@/ui/theme';
import styles from './Settings.module.css';

const THEME_CHOICES: Record<ThemePreference, { label: string; description: string }> = {
  system: { label: 'System', description: 'Follows your device: light by day, dark at night if it does.' },
  light: { label: 'Light', description: 'Dark text on light backgrounds.' },
  dark: { label: 'Dark', description: 'Light text on dark backgrounds.' },
};

export function AppearanceSettings() {
  const headingId = useId();
  const [preference, setPreference] = useThemePreference();
  return (
    <Section id={headingId} title="Appearance" description="How Lanes looks in this browser.">
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Theme</legend>
        {THEME_PREFERENCES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={preference === choice}
              onChange={() => setPreference(choice)}
              className={styles.radio}
              aria-labelledby={`${headingId}-${choice}`}
              aria-describedby={`${headingId}-${choice}-description`}
            />
            <span
              className={choice === 'system' ? `${styles.preview} ${styles.systemPreview}` : styles.preview}
              data-theme={choice === 'system' ? undefined : choice}
              aria-hidden="true"
            >
              <span className={styles.previewBar} />
              <span className={styles.previewLine} />
              <span className={styles.previewLine} />
            </span>
            <span className={styles.choiceText}>
              <span id={`${headingId}-${choice}`} className={styles.choiceLabel}>
                {THEME_CHOICES[choice].label}
              </span>
              <span id={`${headingId}-${choice}-description`} className={styles.choiceDescription}>
                {THEME_CHOICES[choice].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}

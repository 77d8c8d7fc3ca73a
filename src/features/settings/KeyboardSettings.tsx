// Settings → Keyboard: single-key shortcuts (C, J, K, …) on or off, for people whose speech input or stray
// keystrokes would trigger them (WCAG 2.1.4). Shortcuts with Ctrl or ⌘ stay on.
import { useId } from 'react';
import { Section } from '@/ui/Page';
import { useSingleKeyShortcuts } from '@/ui/shortcuts';
import styles from './Settings.module.css';

export function KeyboardSettings() {
  const headingId = useId();
  const [enabled, setEnabled] = useSingleKeyShortcuts();
  return (
    <Section id={headingId} title="Keyboard" description="Shortcuts in this browser. Press ? on a page to see them.">
      <label className={styles.toggle}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} aria-describedby={`${headingId}-keys`} />
        Single-key shortcuts
      </label>
      <p id={`${headingId}-keys`} className={styles.hint}>
        Keys such as C (new issue) or J and K (next and previous issue). They never fire while you type in a field; Ctrl K
        (⌘ K) for the command palette works on every page of a workspace either way.
      </p>
    </Section>
  );
}

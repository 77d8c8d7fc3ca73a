// React's side of the shortcut registry (src/lib/shortcuts.ts): a hook that registers a shortcut while its
// component is on screen, the single-key setting as state, and the list of shortcuts that `?` opens.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  activeShortcuts,
  registerShortcut,
  setSingleKeyShortcutsEnabled,
  shortcutLabel,
  singleKeyShortcutsEnabled,
  subscribeToShortcutSetting,
  type Shortcut,
} from '@/lib/shortcuts';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import styles from './Shortcuts.module.css';

/** Registers `key` while the component is mounted (and `enabled`); `run` may change on every render. */
export function useShortcut(
  key: string,
  description: string,
  run: (event: KeyboardEvent) => void,
  options: { mod?: boolean; enabled?: boolean; within?: Element | null; inFields?: boolean } = {},
) {
  const { mod = false, enabled = true, within, inFields = true } = options;
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return registerShortcut({
      key,
      description,
      mod,
      inFields,
      within: within === undefined ? undefined : () => within,
      run: (event) => latest.current(event),
    });
  }, [key, description, mod, enabled, within, inFields]);
}

export function useSingleKeyShortcuts(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribeToShortcutSetting, singleKeyShortcutsEnabled, () => true);
  return [enabled, setSingleKeyShortcutsEnabled];
}

/** `?` lists every shortcut that works on the page (Esc closes it, as any dialog). */
export function ShortcutHelp() {
  const [shortcuts, setShortcuts] = useState<Shortcut[] | null>(null);
  const [singleKeys] = useSingleKeyShortcuts();
  const headingId = useId();
  useShortcut('?', 'Show keyboard shortcuts', () => setShortcuts(activeShortcuts()));
  if (!shortcuts) return null;
  return (
    <Dialog open onClose={() => setShortcuts(null)} labelledBy={headingId}>
      <h2 id={headingId}>Keyboard shortcuts</h2>
      <p>Esc closes any dialog. Shortcuts never fire while you type in a field.</p>
      {singleKeys ? null : <p>Single-key shortcuts are off in your settings; only those with Ctrl or ⌘ work.</p>}
      <dl className={styles.list}>
        {shortcuts.map((shortcut) => (
          <div key={shortcutLabel(shortcut)} className={styles.row}>
            <dt>
              <kbd className={styles.key}>{shortcutLabel(shortcut)}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <Button variant="primary" onClick={() => setShortcuts(null)}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

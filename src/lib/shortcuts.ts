// The one keyboard shortcut registry: components register what a key does while they are on screen, and a single
// document listener (attached while anything is registered) runs the latest registration of the key pressed.
// Single-character shortcuts never fire while the person types in a field, and can be turned off altogether
// (WCAG 2.1.4, "Character Key Shortcuts"): the choice lives in this browser, as the theme does.

export interface Shortcut {
  /** The key as KeyboardEvent.key gives it: a character ('c', '?', '/') or a named key ('Enter', 'Escape'). */
  key: string;
  /** What it does, for the list of shortcuts ('?'). */
  description: string;
  /** Held with Ctrl (Cmd on a Mac). Such shortcuts work while typing and stay on when single keys are off. */
  mod?: boolean;
  /** False for a Ctrl shortcut that a field keeps for itself (Ctrl Z undoes the typing there): it is left to the field. */
  inFields?: boolean;
  /**
   * The part of the page it belongs to: when that part is in a dialog (an issue's side panel), its keys work in that
   * dialog, although keys in any other dialog (one opened over it too) are that dialog's own.
   */
  within?: () => Element | null;
  run: (event: KeyboardEvent) => void;
}

export const SINGLE_KEY_SHORTCUTS_STORAGE_KEY = 'lanes.singleKeyShortcuts';

const registered: Shortcut[] = [];
const settingListeners = new Set<() => void>();

/** Whether single-character shortcuts are on (the default). */
export function singleKeyShortcutsEnabled(): boolean {
  try {
    return window.localStorage.getItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSingleKeyShortcutsEnabled(enabled: boolean): void {
  try {
    if (enabled) window.localStorage.removeItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY);
    else window.localStorage.setItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY, 'off');
  } catch {
    // Storage may be refused (private modes); the choice still applies to this page.
  }
  settingListeners.forEach((listener) => listener());
}

/** Follows the setting, here and in other tabs. */
export function subscribeToShortcutSetting(listener: () => void): () => void {
  settingListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SINGLE_KEY_SHORTCUTS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    settingListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A character key (as opposed to Enter, Escape…): the kind WCAG 2.1.4 lets people turn off. */
const isCharacterKey = (key: string) => key.length === 1;

/** Whether keys pressed here are the person's typing (a field, an editable region, a select). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return target.closest('[role="textbox"], [role="combobox"], [role="listbox"], [role="menu"]') !== null;
}

/** Whether Enter here already does something of its own (a link, a button…). */
function handlesEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('a[href], button, summary, [role="button"], [role="menuitem"], [role="option"]') !== null;
}

const dialogOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('dialog, [role="dialog"]') : null);

const normalize = (key: string) => (isCharacterKey(key) ? key.toLowerCase() : key);

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing || event.altKey) return;
  const mod = event.ctrlKey || event.metaKey;
  const key = normalize(event.key);
  for (let index = registered.length - 1; index >= 0; index -= 1) {
    const shortcut = registered[index]!;
    if (normalize(shortcut.key) !== key || Boolean(shortcut.mod) !== mod) continue;
    if (mod && shortcut.inFields === false && isTypingTarget(event.target)) return;
    if (!mod) {
      // A dialog's keys are its own (Esc closes it natively), and a field's are the person's typing.
      if (isTypingTarget(event.target)) return;
      const dialog = dialogOf(event.target);
      if (dialog && dialog !== dialogOf(shortcut.within?.() ?? null)) return;
      if (isCharacterKey(key) && !singleKeyShortcutsEnabled()) return;
      if (key === 'Enter' && handlesEnter(event.target)) return;
    }
    event.preventDefault();
    shortcut.run(event);
    return;
  }
}

/** Registers a shortcut until the returned function is called; a later registration of a key takes precedence. */
export function registerShortcut(shortcut: Shortcut): () => void {
  if (registered.length === 0) document.addEventListener('keydown', onKeyDown);
  registered.push(shortcut);
  return () => {
    const index = registered.indexOf(shortcut);
    if (index !== -1) registered.splice(index, 1);
    if (registered.length === 0) document.removeEventListener('keydown', onKeyDown);
  };
}

/** The shortcuts that work now, one per key (the one that would run), in the order they were registered. */
export function activeShortcuts(): Shortcut[] {
  const byKey = new Map<string, Shortcut>();
  for (const shortcut of registered) {
    const id = `${shortcut.mod ? 'mod+' : ''}${normalize(shortcut.key)}`;
    byKey.delete(id);
    byKey.set(id, shortcut);
  }
  return [...byKey.values()];
}

/** How a shortcut's keys read: "C", "?", "Ctrl K" (⌘ K on a Mac), "Esc". */
export function shortcutLabel(shortcut: Pick<Shortcut, 'key' | 'mod'>, mac = /Mac|iPhone|iPad/.test(navigator.platform)): string {
  const key = shortcut.key === 'Escape' ? 'Esc' : isCharacterKey(shortcut.key) ? shortcut.key.toUpperCase() : shortcut.key;
  return shortcut.mod ? `${mac ? '⌘' : 'Ctrl'} ${key}` : key;
}

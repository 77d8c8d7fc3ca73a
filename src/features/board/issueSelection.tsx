// The issues selected on a project page: the one J and K move to (the "current" issue, focused and shown with
// the focus ring) and those picked for a bulk edit (Shift-click, X, or "Select all" of a group). A small store
// read per issue, so a change re-renders only the cards and rows it touches.
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

export type BulkField = 'status' | 'assignee' | 'labels' | 'priority';

export class IssueSelection {
  #current: string | null = null;
  #picked: ReadonlySet<string> = new Set();
  /** The field S, A, L or P asked the bulk bar to open, with a counter so that asking twice asks again. */
  #fieldRequest: { field: BulkField; serial: number } | null = null;
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed() {
    this.#listeners.forEach((listener) => listener());
  }

  current = () => this.#current;
  picked = () => this.#picked;
  fieldRequest = () => this.#fieldRequest;

  setCurrent(id: string | null) {
    if (id === this.#current) return;
    this.#current = id;
    this.#changed();
  }

  toggle(id: string) {
    const next = new Set(this.#picked);
    if (!next.delete(id)) next.add(id);
    this.#picked = next;
    this.#changed();
  }

  /** Picks all of `ids`, or unpicks them when every one is picked already. */
  toggleAll(ids: readonly string[]) {
    const next = new Set(this.#picked);
    const all = ids.length > 0 && ids.every((id) => next.has(id));
    for (const id of ids) {
      if (all) next.delete(id);
      else next.add(id);
    }
    this.#picked = next;
    this.#changed();
  }

  clearPicked() {
    if (this.#picked.size === 0) return;
    this.#picked = new Set();
    this.#changed();
  }

  /** Opens a field of the bulk bar for the picked issues, or for the current one when none is picked. */
  requestField(field: BulkField): boolean {
    if (this.#picked.size === 0) {
      if (!this.#current) return false;
      this.#picked = new Set([this.#current]);
    }
    this.#fieldRequest = { field, serial: (this.#fieldRequest?.serial ?? 0) + 1 };
    this.#changed();
    return true;
  }
}

const SelectionContext = createContext<IssueSelection | null>(null);

export function IssueSelectionProvider({ selection, children }: { selection: IssueSelection; children: ReactNode }) {
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

export function useNewIssueSelection(): IssueSelection {
  const [selection] = useState(() => new IssueSelection());
  return selection;
}

/** The page's selection; null outside a project page (an issue summary shown elsewhere). */
export function useIssueSelection(): IssueSelection | null {
  return useContext(SelectionContext);
}

const noSubscription = () => () => {};

/** Whether this issue is the current one and whether it is picked. */
export function useIssueSelected(id: string): { current: boolean; picked: boolean } {
  const selection = useIssueSelection();
  const current = useSyncExternalStore(selection?.subscribe ?? noSubscription, () => selection?.current() === id);
  const picked = useSyncExternalStore(selection?.subscribe ?? noSubscription, () => selection?.picked().has(id) ?? false);
  return { current, picked };
}

export function usePickedIssues(): ReadonlySet<string> {
  const selection = useIssueSelection();
  const empty = useState<ReadonlySet<string>>(() => new Set())[0];
  return useSyncExternalStore(selection?.subscribe ?? noSubscription, () => selection?.picked() ?? empty);
}

/**
 * A click with Shift picks the issue instead of opening it. Ctrl or ⌘ (and the middle button) are left to the browser:
 * the card is a link to the issue's page, which they open in a new tab.
 */
export function usePickOnModifierClick(id: string) {
  const selection = useIssueSelection();
  return useCallback(
    (event: React.MouseEvent) => {
      if (!selection || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      selection.toggle(id);
    },
    [selection, id],
  );
}

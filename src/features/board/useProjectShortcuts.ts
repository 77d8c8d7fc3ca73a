// The keyboard on a project page (board or list): C creates an issue; J and K move to the next and previous issue
// (in reading order: a board's columns left to right, each top to bottom); Enter opens it; X picks it for a bulk
// edit; S, A, L and P open the bulk bar's status, assignee, labels or priority for the picked issues (or the
// current one); Esc clears the picks, then the current issue. All through the one registry (src/lib/shortcuts.ts);
// Ctrl K, / and ? work on every workspace page (src/features/palette/paletteRoute.tsx).
import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShortcut } from '@/ui/shortcuts';
import type { BulkField, IssueSelection } from './issueSelection';
import { issuePath } from './paths';

/** The issues on screen, in reading order. */
function issueElements(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('[data-issue-id]')] : [];
}

export interface ProjectShortcutOptions {
  root: RefObject<HTMLElement | null>;
  selection: IssueSelection;
  workspaceSlug: string;
  onCreateIssue: (() => void) | undefined;
}

export function useProjectShortcuts({ root, selection, workspaceSlug, onCreateIssue }: ProjectShortcutOptions) {
  const navigate = useNavigate();

  /** The current issue: the one focus is on (reached with Tab or a click), else the last one J or K chose. */
  const syncWithFocus = () => {
    const focused = document.activeElement?.closest<HTMLElement>('[data-issue-id]');
    if (focused && root.current?.contains(focused)) selection.setCurrent(focused.dataset.issueId ?? null);
    return selection.current();
  };

  const move = (step: 1 | -1) => {
    syncWithFocus();
    const elements = issueElements(root.current);
    if (elements.length === 0) return;
    const current = selection.current();
    const index = elements.findIndex((element) => element.dataset.issueId === current);
    const next = elements[index === -1 ? (step === 1 ? 0 : elements.length - 1) : Math.min(elements.length - 1, Math.max(0, index + step))]!;
    selection.setCurrent(next.dataset.issueId ?? null);
    // Focus shows it (the focus ring) and says it (its link's name) to screen readers.
    const link = next.matches('a[href]') ? next : (next.querySelector<HTMLElement>('a[href]') ?? next);
    link.focus();
    link.scrollIntoView?.({ block: 'nearest' });
  };

  const field = (name: BulkField) => () => {
    syncWithFocus();
    selection.requestField(name);
  };

  useShortcut('c', 'Create an issue', () => onCreateIssue?.(), { enabled: Boolean(onCreateIssue) });
  useShortcut('j', 'Next issue', () => move(1));
  useShortcut('k', 'Previous issue', () => move(-1));
  useShortcut('Enter', 'Open the selected issue', () => {
    const current = syncWithFocus();
    const element = issueElements(root.current).find((candidate) => candidate.dataset.issueId === current);
    const key = element?.dataset.issueKey;
    if (key) void navigate(issuePath(workspaceSlug, key));
  });
  useShortcut('x', 'Select the issue for a bulk edit', () => {
    const current = syncWithFocus();
    if (current) selection.toggle(current);
  });
  useShortcut('s', 'Change the status', field('status'));
  useShortcut('a', 'Change the assignee', field('assignee'));
  useShortcut('l', 'Add a label', field('labels'));
  useShortcut('p', 'Change the priority', field('priority'));
  useShortcut('Escape', 'Clear the selection', () => {
    if (selection.picked().size > 0) selection.clearPicked();
    else selection.setCurrent(null);
  });
}

// Undo for the last minute's changes to issues (moves, field changes, bulk edits, deletes): each change that succeeds is
// recorded with how to take it back, and its toast offers "Undo"; Ctrl Z (⌘ Z) takes back the latest one when the
// focus is not in a text field (a field's own undo is the person's typing). Taking a change back sends the same
// mutations with the previous values, so it is a new change that everyone sees live; a field someone changed since
// is left as it is, and the toast says so. A delete is taken back by restoring the issue (restoreIssue).
// One history per workspace (its Relay environment): a change in one workspace is never undone from another.
import type { IEnvironment } from 'relay-runtime';
import { toastMutationError } from '@/relay/errors';
import { toasts } from '@/ui/toasts';

/** How long a change can be undone. */
export const UNDO_WINDOW_MS = 60_000;

/** What an undo did: taken back (with what it left as it was), or why it could not be. */
export interface UndoOutcome {
  undone: boolean;
  message: string;
}

export interface UndoEntry {
  /** The change in words ("WEB-1 moved to Todo."): its toast. */
  what: string;
  /** Takes the change back; rejects when the server refuses or cannot be reached. */
  undo: () => Promise<UndoOutcome>;
  /** What a failed undo's toast begins with ("WEB-1 was not put back"). */
  failure: string;
}

interface Recorded extends UndoEntry {
  at: number;
}

export class UndoHistory {
  #entries: Recorded[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {}

  record(entry: UndoEntry): Recorded {
    const recorded = { ...entry, at: this.now() };
    this.#entries = [...this.#fresh(), recorded];
    return recorded;
  }

  /** The latest change that can still be undone, taken out of the history (it is undone once). */
  takeLatest(): Recorded | undefined {
    const entry = this.#fresh().at(-1);
    if (entry) this.#entries = this.#entries.filter((other) => other !== entry);
    return entry;
  }

  /** This change, taken out of the history, if it can still be undone. */
  take(entry: Recorded): Recorded | undefined {
    const found = this.#fresh().includes(entry);
    this.#entries = this.#entries.filter((other) => other !== entry);
    return found ? entry : undefined;
  }

  #fresh(): Recorded[] {
    const since = this.now() - UNDO_WINDOW_MS;
    return this.#entries.filter((entry) => entry.at > since);
  }
}

const histories = new WeakMap<IEnvironment, UndoHistory>();

export function undoHistoryOf(environment: IEnvironment): UndoHistory {
  let history = histories.get(environment);
  if (!history) {
    history = new UndoHistory();
    histories.set(environment, history);
  }
  return history;
}

/** Runs an undo taken from the history, and says how it went. */
async function runUndo(entry: UndoEntry): Promise<void> {
  try {
    const outcome = await entry.undo();
    if (outcome.undone) toasts.success(outcome.message);
    else toasts.info(outcome.message);
  } catch (error) {
    toastMutationError(entry.failure, error);
  }
}

/** Records a change that succeeded, and shows its toast with "Undo". */
export function recordUndoable(environment: IEnvironment, entry: UndoEntry): void {
  const history = undoHistoryOf(environment);
  const recorded = history.record(entry);
  toasts.success(entry.what, {
    action: {
      label: 'Undo',
      onClick: () => {
        const taken = history.take(recorded);
        if (taken) void runUndo(taken);
        else toasts.info('Too late to undo: a change can be undone for a minute.');
      },
    },
  });
}

/** Undoes the latest change of the last minute in this workspace, or says there is none. */
export function undoLatest(environment: IEnvironment): void {
  const entry = undoHistoryOf(environment).takeLatest();
  if (entry) void runUndo(entry);
  else toasts.info('Nothing to undo: changes can be undone for a minute.');
}

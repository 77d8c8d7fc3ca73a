// The changes made while the server could not be reached (offline, or the server down), waiting to be sent in the
// order they were made: edits of an issue's fields (a bulk edit is one per issue), moves of a card on the board, new
// comments, and edits and deletions of posted comments. Kept in the browser's storage under the person and the
// workspace, so that a reload of the tab (or the next visit) still has them; one list per workspace.
import type { BulkUpdateIssuesInput } from '@/__generated__/useBulkUpdateIssuesMutation.graphql';
import type { UpdateIssueInput } from '@/__generated__/useUpdateIssueMutation.graphql';
import type { PlainValues } from '@/features/issues/plainFields';

/** The plain fields as stored and sent: a status or priority as any word (the server judges it). */
type StoredPlainValues = { [F in keyof PlainValues]: PlainValues[F] extends string ? string : PlainValues[F] };

/** An issue's fields as the edit saw them when it was made (what a conflict is judged against). */
export type PendingIssueValues = StoredPlainValues & {
  assigneeId: string | null;
  labelIds: readonly string[];
  cycleId: string | null;
};
export type PendingIssueField = keyof PendingIssueValues;

/**
 * Every field an update can set is one the outbox knows (its value before the edit, its name in the history and in
 * words: a plain field's from src/features/issues/plainFields, the others' from the outbox): a field added to
 * UpdateIssueInput fails typecheck here until it is, rather than waiting offline unjudged.
 */
type UpdatableField = Exclude<keyof UpdateIssueInput, 'id'>;
export const everyUpdatableFieldIsKnown: [UpdatableField] extends [PendingIssueField] ? ([PendingIssueField] extends [UpdatableField] ? true : never) : never = true;

export interface PendingPerson {
  id: string;
  name: string;
  imageUrl: string | null;
}

/** An edit of one issue's fields: what to send, and the values of those fields it was made over. */
export interface PendingIssueEdit {
  kind: 'issueEdit';
  id: string;
  /** When it was made (ISO): a field someone else changed after this keeps their value. */
  madeAt: string;
  issue: { id: string; key: string };
  input: UpdateIssueInput;
  based: Partial<PendingIssueValues>;
  /** How the new assignee and labels show while the edit waits. */
  assignee?: PendingPerson | null;
  labels?: { id: string; name: string; color: string }[];
}

/** A card moved on the board: to a status column, between two of its issues, as the board showed it. */
export interface PendingIssueMove {
  kind: 'issueMove';
  id: string;
  /** When it was made (ISO): a status someone else set after this keeps their value. */
  madeAt: string;
  issue: { id: string; key: string };
  status: string;
  /** The neighbours it landed between (null at the top, at the bottom). */
  afterId: string | null;
  beforeId: string | null;
  /** The position it was shown at (between its neighbours'), which it keeps while it waits. */
  position: string;
  /** The issue's status before the move, as the board showed it (what a conflict is judged against). */
  basedStatus: string;
}

/** A new comment on an issue. */
export interface PendingComment {
  kind: 'comment';
  id: string;
  madeAt: string;
  issue: { id: string; key: string };
  body: string;
  author: PendingPerson;
  mentions: { id: string; name: string }[];
  /** The issue's timeline connection, which shows it while it waits and takes it once posted. */
  connectionId: string;
}

/** A new text for a posted comment (the viewer's own: only its author edits a comment). */
export interface PendingCommentEdit {
  kind: 'commentEdit';
  id: string;
  madeAt: string;
  issue: { id: string; key: string };
  commentId: string;
  body: string;
  mentions: { id: string; name: string }[];
}

/** A posted comment deleted: it leaves the timeline's connections at once. */
export interface PendingCommentDelete {
  kind: 'commentDelete';
  id: string;
  madeAt: string;
  issue: { id: string; key: string };
  commentId: string;
  connectionIds: string[];
}

export type PendingChange = PendingIssueEdit | PendingIssueMove | PendingComment | PendingCommentEdit | PendingCommentDelete;
const KINDS: ReadonlySet<string> = new Set<PendingChange['kind']>(['issueEdit', 'issueMove', 'comment', 'commentEdit', 'commentDelete']);

/** Someone as the page shows them. */
export interface PersonShown {
  readonly id: string;
  readonly name: string;
  readonly imageUrl?: string | null;
}

/** An issue as the page shows it when an edit is made: what the edit is based on (a plain field it lacks: none). */
export type IssueAsShown = Pick<StoredPlainValues, 'title' | 'description' | 'status' | 'priority'> &
  Partial<StoredPlainValues> & {
    id: string;
    key: string;
    cycle?: { readonly id: string } | null;
    assignee?: { readonly id: string } | null;
    labels: readonly { readonly id: string }[];
  };

/** How an edit's new assignee and labels show while it waits. */
export interface IssueChangeAsMade {
  assignee?: PersonShown | null;
  labels?: readonly { id: string; name: string; color: string }[];
}

/** A move as the board hands it over: where the card lands, and the position it is shown at there. */
export type NewPendingIssueMove = Pick<PendingIssueMove, 'status' | 'afterId' | 'beforeId' | 'position' | 'basedStatus'> & { issueId: string; issueKey: string };

/** A new comment as the composer hands it over. */
export type NewPendingComment = Pick<PendingComment, 'body' | 'mentions' | 'connectionId'> & { issueId: string; author: PersonShown };

/** A comment's new text, or its deletion, as the timeline hands it over. */
export type NewPendingCommentEdit = Pick<PendingCommentEdit, 'commentId' | 'body' | 'mentions'> & { issueId: string };
export type NewPendingCommentDelete = Pick<PendingCommentDelete, 'commentId' | 'connectionIds'> & { issueId: string };

/** What the pages hand changes to (./outbox, registered in src/relay/environment.ts once the workspace's layout loaded it). */
export interface OutboxHandle {
  /** Whether a change made now must wait: the browser is offline, or changes made before it still wait. */
  waits(): boolean;
  /** Keeps an edit of an issue (its input for updateIssue) to send later, shows it at once, and sends it when it can. */
  addIssueEdit(issue: IssueAsShown, change: IssueChangeAsMade, input: UpdateIssueInput): void;
  /**
   * Keeps a move of a card (sent as moveIssue later), shows it at once among the groups on screen, and sends it when it
   * can; false (and a toast says why) when the viewer may not change the issue.
   */
  addIssueMove(move: NewPendingIssueMove): boolean;
  /**
   * Keeps a bulk change of these issues as one edit per issue it changes (each based on the issue as the store shows it),
   * leaving out those the viewer may not change; a toast says the change (`what`, "Priority set to High for 2 issues.")
   * waits. False when it changes none of them because the viewer may not.
   */
  addBulkEdit(ids: readonly string[], change: Omit<BulkUpdateIssuesInput, 'ids'>, what?: string): boolean;
  /** Keeps a new comment to post later, likewise. */
  addComment(comment: NewPendingComment): void;
  /** Keeps a posted comment's new text to send later, likewise. */
  addCommentEdit(edit: NewPendingCommentEdit): void;
  /** Keeps a posted comment's deletion to send later, likewise (it leaves the timeline at once). */
  addCommentDelete(deletion: NewPendingCommentDelete): void;
}

/** Where a person's waiting changes in a workspace are kept. */
export const pendingStorageKey = (userId: string, workspaceSlug: string) => `lanes.pendingChanges.${userId}.${workspaceSlug}`;

function isPendingChange(value: unknown): value is PendingChange {
  const change = value as Partial<PendingChange> | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    KINDS.has(change.kind as string) &&
    typeof change.id === 'string' &&
    typeof change.madeAt === 'string' &&
    typeof change.issue?.id === 'string' &&
    (change.kind !== 'issueMove' || (typeof change.status === 'string' && typeof change.position === 'string'))
  );
}

/** The waiting changes of one person in one workspace, oldest first, as kept in storage. */
export class PendingChanges {
  #changes: PendingChange[];
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
    readonly storageKey: string,
  ) {
    this.#changes = this.#read();
  }

  #read(): PendingChange[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isPendingChange) : [];
    } catch {
      return [];
    }
  }

  #write() {
    try {
      if (this.#changes.length === 0) this.storage?.removeItem(this.storageKey);
      else this.storage?.setItem(this.storageKey, JSON.stringify(this.#changes));
    } catch {
      // Storage full or refused (private mode): the changes still wait in this tab.
    }
    for (const listener of [...this.#listeners]) listener();
  }

  /** Every waiting change, oldest first (a new array after each change, for React). */
  list(): readonly PendingChange[] {
    return this.#changes;
  }

  get size(): number {
    return this.#changes.length;
  }

  first(): PendingChange | undefined {
    return this.#changes[0];
  }

  add(change: PendingChange): void {
    this.#changes = [...this.#changes, change];
    this.#write();
  }

  remove(id: string): void {
    this.#changes = this.#changes.filter((change) => change.id !== id);
    this.#write();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

